import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { SEARCH_DEBOUNCE_MS, paletteMachine, type PaletteItem } from './palette.machine.ts';
import { MODEL_CUSTOMER, MODEL_SCREEN } from './palette.model.ts';

describe('palette machine', () => {
  it('asks the server once the typing pauses, cancelling the search a newer keystroke replaces', async () => {
    vi.useFakeTimers();
    const asked: string[] = [];
    const aborted: string[] = [];
    const opened: PaletteItem[] = [];
    const actor = createActor(
      paletteMachine.provide({
        actors: {
          findScreens: fromPromise(async ({ input }) => (input.query === 'khxx' ? [MODEL_SCREEN] : [])),
          searchRecords: fromPromise(({ input, signal }) => {
            asked.push(input.query);
            signal.addEventListener('abort', () => aborted.push(input.query));
            return new Promise<PaletteItem[]>((resolve) => setTimeout(() => resolve([MODEL_CUSTOMER]), 1000));
          }),
        },
        actions: { openItem: (_, item) => void opened.push(item) },
      }),
    ).start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'INPUT', query: 'kh' });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 50);
    actor.send({ type: 'INPUT', query: 'khx' });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 10);
    expect(asked).toEqual(['khx']);
    actor.send({ type: 'INPUT', query: 'khxx' });
    expect(aborted).toEqual(['khx']);
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 1000);
    expect(actor.getSnapshot().context.screens).toEqual([MODEL_SCREEN]);
    expect(actor.getSnapshot().context.records).toEqual([MODEL_CUSTOMER]);
    actor.send({ type: 'MOVE', step: 1 });
    actor.send({ type: 'CHOOSE' });
    expect(opened).toEqual([MODEL_CUSTOMER]);
    expect(actor.getSnapshot().value).toBe('closed');
    vi.useRealTimers();
  });
});
