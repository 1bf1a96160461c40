import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { multiSelectPopupMachine } from './multiSelectPopup.machine.ts';

function start() {
  const saved: string[][] = [];
  const closed: string[][] = [];
  const actor = createActor(multiSelectPopupMachine).start();
  actor.on('saved', (event) => void saved.push(event.ids));
  actor.on('closed', (event) => void closed.push(event.original));
  actor.send({ type: 'OPEN', selected: ['a', 'b', 'a'] });
  return { actor, saved, closed };
}

describe('multi-select pop-up', () => {
  it('saves the chosen ids', () => {
    const { actor, saved } = start();
    actor.send({ type: 'TOGGLE', value: 'a' });
    actor.send({ type: 'TOGGLE', value: 'c' });
    actor.send({ type: 'SAVE' });
    expect(saved).toEqual([['b', 'c']]);
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('reports the original data when dismissed from the backdrop', () => {
    const { actor, closed, saved } = start();
    actor.send({ type: 'TOGGLE', value: 'c' });
    actor.send({ type: 'DISMISS' });
    expect(closed).toEqual([['a', 'b']]);
    expect(saved).toEqual([]);
  });

  it('resets to the state it opened with', () => {
    const { actor } = start();
    actor.send({ type: 'TOGGLE', value: 'a' });
    actor.send({ type: 'TOGGLE', value: 'd' });
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().context.draft).toEqual(['a', 'b']);
  });

  it('ignores choices while closed', () => {
    const { actor } = start();
    actor.send({ type: 'SAVE' });
    actor.send({ type: 'TOGGLE', value: 'z' });
    expect(actor.getSnapshot().context.draft).toEqual(['a', 'b']);
  });
});
