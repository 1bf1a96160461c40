import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { activeLevel, hotkeyLevelsMachine } from './hotkeyLevels.machine.ts';

function levels() {
  const actor = createActor(hotkeyLevelsMachine).start();
  return { actor, active: () => activeLevel(actor.getSnapshot().context) };
}

describe('hotkey levels', () => {
  it('gives the keys to a pop-up while it is open and back to the page when it closes', () => {
    const { actor, active } = levels();
    actor.send({ type: 'OPEN', id: 'customers' });
    actor.send({ type: 'OPEN', id: 'filter-dialog' });
    expect(active()).toBe('filter-dialog');
    actor.send({ type: 'CLOSE', id: 'filter-dialog' });
    expect(active()).toBe('customers');
    actor.send({ type: 'CLOSE', id: 'customers' });
    expect(active()).toBeNull();
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('removes only the closed level when levels close out of order', () => {
    const { actor, active } = levels();
    for (const id of ['page', 'dialog', 'picker']) actor.send({ type: 'OPEN', id });
    actor.send({ type: 'CLOSE', id: 'dialog' });
    expect(actor.getSnapshot().context.levels).toEqual(['page', 'picker']);
    expect(active()).toBe('picker');
  });

  it('moves a level opened again to the top instead of stacking it twice', () => {
    const { actor } = levels();
    for (const id of ['page', 'dialog', 'page']) actor.send({ type: 'OPEN', id });
    expect(actor.getSnapshot().context.levels).toEqual(['dialog', 'page']);
  });

  it('ignores closing a level that is not open', () => {
    const { actor, active } = levels();
    actor.send({ type: 'OPEN', id: 'page' });
    actor.send({ type: 'CLOSE', id: 'nothing' });
    expect(active()).toBe('page');
  });
});
