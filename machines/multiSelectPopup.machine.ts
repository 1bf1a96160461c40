import { assign, emit, setup } from 'xstate';

export interface MultiSelectPopupContext {
  /** What was selected when the pop-up opened: reset returns to it, a backdrop click reports it. */
  original: string[];
  draft: string[];
}

export type MultiSelectPopupEvent =
  | { type: 'OPEN'; selected: string[] }
  | { type: 'TOGGLE'; value: string }
  | { type: 'RESET' }
  | { type: 'SAVE' }
  | { type: 'DISMISS' };

/** What the pop-up tells its owner: the saved ids, or the original data when dismissed. */
export type MultiSelectPopupEmitted = { type: 'saved'; ids: string[] } | { type: 'closed'; original: string[] };

/**
 * Multi-select pop-up: choices are a draft while it is open; save reports the chosen ids,
 * reset restores the opening state, and dismissing (the backdrop) reports the original data.
 * See docs/product.md#flows.
 */
export const multiSelectPopupMachine = setup({
  types: { context: {} as MultiSelectPopupContext, events: {} as MultiSelectPopupEvent, emitted: {} as MultiSelectPopupEmitted },
}).createMachine({
  id: 'multiSelectPopup',
  description: '多选弹窗',
  meta: {
    rule: { section: 'flows', says: 'multi-select pop-up' },
    events: { OPEN: '打开弹窗', TOGGLE: '勾选或取消一项', RESET: '重置', SAVE: '保存', DISMISS: '关闭不保存' },
  },
  context: { original: [], draft: [] },
  initial: 'closed',
  states: {
    closed: {
      description: '已关闭',
      on: {
        OPEN: {
          target: 'open',
          actions: assign(({ event }) => ({ original: [...new Set(event.selected)], draft: [...new Set(event.selected)] })),
        },
      },
    },
    open: {
      description: '已打开',
      on: {
        TOGGLE: {
          actions: assign({
            draft: ({ context, event }) =>
              context.draft.includes(event.value)
                ? context.draft.filter((value) => value !== event.value)
                : [...context.draft, event.value],
          }),
        },
        RESET: { actions: assign({ draft: ({ context }) => context.original }) },
        SAVE: { target: 'closed', actions: emit(({ context }) => ({ type: 'saved' as const, ids: context.draft })) },
        DISMISS: { target: 'closed', actions: emit(({ context }) => ({ type: 'closed' as const, original: context.original })) },
      },
    },
  },
});
