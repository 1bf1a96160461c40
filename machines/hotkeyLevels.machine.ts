import { assign, setup } from 'xstate';

export interface HotkeyLevelsContext {
  /** Open levels, innermost last: only the innermost one's hotkeys fire. */
  levels: string[];
}

export type HotkeyLevelsEvent = { type: 'OPEN'; id: string } | { type: 'CLOSE'; id: string };

const withoutLevel = (levels: string[], id: string) => levels.filter((level) => level !== id);

/**
 * Hotkey levels: opening a page or pop-up pushes its level, closing it restores the
 * level under it. A level opened again moves to the top; closing an inner level out of order
 * removes only that one.
 * See docs/product.md#flows.
 */
export const hotkeyLevelsMachine = setup({
  types: { context: {} as HotkeyLevelsContext, events: {} as HotkeyLevelsEvent },
  actions: {
    push: assign({ levels: ({ context, event }) => [...withoutLevel(context.levels, event.id), event.id] }),
    remove: assign({ levels: ({ context, event }) => withoutLevel(context.levels, event.id) }),
  },
  guards: {
    closesTheLastLevel: ({ context, event }) => context.levels.length === 1 && context.levels[0] === event.id,
  },
}).createMachine({
  id: 'hotkeyLevels',
  context: { levels: [] },
  initial: 'idle',
  states: {
    idle: { on: { OPEN: { target: 'active', actions: 'push' } } },
    active: {
      on: {
        OPEN: { actions: 'push' },
        CLOSE: [{ guard: 'closesTheLastLevel', target: 'idle', actions: 'remove' }, { actions: 'remove' }],
      },
    },
  },
});

export function activeLevel(context: HotkeyLevelsContext): string | null {
  return context.levels.at(-1) ?? null;
}
