import { afterEach, describe, expect, it } from 'vitest';
import type { PageMemory } from '../../ui/pageMemory.ts';
import { askActor, endAsk } from './askStore.ts';

/** A page's memory as the shell keeps it, or as a reload brings it back (`kept`). */
function pageMemory(kept: Record<string, unknown> = {}): PageMemory {
  const values = new Map(Object.entries(kept));
  return { read: (key) => values.get(key), write: (key, value) => void (value === undefined ? values.delete(key) : values.set(key, value)) };
}

const chosen = { kind: 'order' as const, no: 'DD1', amountFen: 1_000 };
const sourcesOf = (page: PageMemory | null) => askActor('', undefined, page).getSnapshot().context.sources;

afterEach(endAsk);

describe('the invoice wizard held for its two routes', () => {
  it('goes on where the steps page that showed it comes back, and starts afresh on a steps page that never did (a tab opened after its tab closed)', () => {
    const first = pageMemory();
    askActor('', undefined, first).send({ type: 'SOURCES', sources: [chosen] });
    expect(sourcesOf(first), 'the same steps page, shown again').toEqual([chosen]);
    expect(sourcesOf(null), 'the address step of the same tab').toEqual([chosen]);
    expect(sourcesOf(pageMemory()), 'a steps page of a new tab').toEqual([]);
  });

  it('goes on when the steps page kept the name of a run from before a reload (恢复 on the address step started the one running now)', () => {
    askActor('').send({ type: 'SOURCES', sources: [chosen] });
    expect(sourcesOf(pageMemory({ 'invoiceAsk:run': 'an-earlier-load:3' }))).toEqual([chosen]);
  });
});
