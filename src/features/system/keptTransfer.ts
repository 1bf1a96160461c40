import type { UserTransferContext, UserTransferEvent } from '../../../machines/userTransfer.machine.ts';
import type { KeptStep } from '../../ui/resource/keptStep.ts';

/** The transfer wizard as its page keeps it (docs/product.md#tabs). */
export const TRANSFER_WIZARD = '新建转移';

/** What of the wizard is kept: its choices, never the phone code. */
export const transferChoices = ({ source, customerIds, target }: UserTransferContext) => ({ source, customerIds, target });

type Restore = Extract<UserTransferEvent, { type: 'RESTORE' }>;

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * 恢复 of a kept wizard, against the owners the account may choose now: a chosen owner that is gone sends the wizard to
 * its first step with whatever else still holds (customers go with their source), saying which is gone.
 */
export function transferRestore(kept: KeptStep, owners: readonly string[]): { event: Restore; problem: string | null } {
  const { values } = kept;
  const exists = (owner: string | null) => owner === null || owners.includes(owner);
  const [source, target] = [text(values.source), text(values.target)];
  const customerIds = Array.isArray(values.customerIds) ? values.customerIds.filter((id) => typeof id === 'number') : [];
  const gone = [...(exists(source) ? [] : ['转出方']), ...(exists(target) ? [] : ['转入方'])];
  const event: Restore = {
    type: 'RESTORE',
    step: gone.length > 0 ? 0 : kept.step,
    source: exists(source) ? source : null,
    customerIds: exists(source) ? customerIds : [],
    target: exists(target) ? target : null,
  };
  return { event, problem: gone.length > 0 ? `上次选择的${gone.join('、')}已不存在，请从第一步重新选择` : null };
}
