import { keptValues, sameKeptValues, type KeptValue } from '../../rules/keptDraft.ts';
import type { PageMemory } from '../pageMemory.ts';

/**
 * An unsaved drawer form as its page keeps it (docs/product.md#tabs): the values it opened with and those typed, both
 * without secrets. It is offered back only to the same drawer opened with the same values (a 新增 of the same
 * customer, an edit of the same row), so what the page does on 保存 is what it would have done.
 */
export interface KeptDraft {
  initial: Record<string, KeptValue>;
  values: Record<string, KeptValue>;
}

const keyOf = (title: string) => `draft:${title}`;

function isKeptDraft(value: unknown): value is KeptDraft {
  const draft = value as Partial<KeptDraft> | null;
  return typeof draft?.initial === 'object' && draft.initial !== null && typeof draft.values === 'object' && draft.values !== null;
}

/** The draft kept for this drawer opening with these values, or null. */
export function keptDraftFor(memory: PageMemory | null, title: string, initialValues: Record<string, unknown>): KeptDraft | null {
  const draft = memory?.read(keyOf(title));
  return isKeptDraft(draft) && sameKeptValues(draft.initial, keptValues(initialValues)) ? draft : null;
}

/** Keeps what was typed, or forgets it once the form holds what it opened with again. */
export function keepDraft(memory: PageMemory | null, title: string, initialValues: Record<string, unknown>, values: Record<string, unknown>): void {
  const [initial, typed] = [keptValues(initialValues), keptValues(values)];
  memory?.write(keyOf(title), sameKeptValues(initial, typed) ? undefined : { initial, values: typed });
}

export const forgetDraft = (memory: PageMemory | null, title: string) => memory?.write(keyOf(title), undefined);
