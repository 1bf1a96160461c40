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
  description: '快捷键层级',
  meta: {
    rule: { section: 'flows', says: 'Shared widgets (tree, transfer, steps, radio, menu tree, multi-select pop-up, hotkey levels)' },
    events: { OPEN: '打开一层', CLOSE: '关闭一层' },
    guards: { closesTheLastLevel: '关闭的是最后一层' },
  },
  context: { levels: [] },
  initial: 'idle',
  states: {
    idle: { description: '无打开层级', on: { OPEN: { target: 'active', actions: 'push' } } },
    active: {
      description: '有打开层级',
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
