import type { UserTransferContext, UserTransferEvent } from '../../../machines/userTransfer.machine.ts';
import type { KeptStep } from '../../ui/resource/keptStep.ts';

/** The transfer wizard as its page keeps it (docs/product.md#tabs). */
export const TRANSFER_WIZARD = '新建转移';

/** What of the wizard is kept: its choices, never the phone code. */
export const transferChoices = ({ source, customerIds, target }: UserTransferContext) => ({ source, customerIds, target });

type Restore = Extract<UserTransferEvent, { type: 'RESTORE' }>;

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * 恢复 of a kept wizard, against the owners the account may choose now and the customers the kept source still has
 * (`stillOwned` asks the server): a chosen owner that is gone sends the wizard to its first step with whatever else still
 * holds (customers go with their source), a customer gone or moved to another owner since is dropped and the rest are
 * shown on 选择客户 to confirm again; each is said.
 */
export async function transferRestore(
  kept: KeptStep,
  owners: readonly string[],
  stillOwned: (owner: string, customerIds: number[]) => Promise<readonly number[]>,
): Promise<{ event: Restore; problem: string | null }> {
  const { values } = kept;
  const exists = (owner: string | null) => owner === null || owners.includes(owner);
  const [source, target] = [text(values.source), text(values.target)];
  const keptIds = Array.isArray(values.customerIds) ? values.customerIds.filter((id) => typeof id === 'number') : [];
  const owned = source !== null && exists(source) && keptIds.length > 0 ? await stillOwned(source, keptIds) : keptIds;
  const customerIds = keptIds.filter((id) => owned.includes(id));
  const gone = [...(exists(source) ? [] : ['转出方']), ...(exists(target) ? [] : ['转入方'])];
  const dropped = exists(source) ? keptIds.length - customerIds.length : 0;
  const event: Restore = {
    type: 'RESTORE',
    step: gone.length > 0 ? 0 : dropped > 0 ? Math.min(kept.step, 1) : kept.step,
    source: exists(source) ? source : null,
    customerIds: exists(source) ? customerIds : [],
    target: exists(target) ? target : null,
  };
  const problems = [
    ...(gone.length > 0 ? [`上次选择的${gone.join('、')}已不存在，请从第一步重新选择`] : []),
    ...(dropped > 0 ? [`上次选择的客户中有 ${dropped} 个已不存在或已转移，请重新确认`] : []),
  ];
  return { event, problem: problems.length > 0 ? problems.join('；') : null };
}
