import { assign, fromPromise, setup } from 'xstate';
import { SEARCH_FAILED, SEARCH_MIN_LENGTH } from '../src/rules/search.ts';

/**
 * The command palette (Ctrl+K): one box that finds screens, customers and orders. Screens are matched
 * on the device (by name, full pinyin or initials); customers and orders by the server, after the
 * typing pauses, each new keystroke cancelling the search under way. Enter opens the highlighted
 * item, the arrows move, Esc closes.
 */

export type PaletteItemKind = 'screen' | 'customer' | 'order';

export interface PaletteItem {
  /** Unique in the list. */
  key: string;
  kind: PaletteItemKind;
  /** The section it is shown under (常用功能, 最近使用, 功能, 客户, 订单). */
  group: string;
  label: string;
  /** A second line: the customer's number and phone, the order's customer… */
  hint?: string;
  /** Where it opens, and the tab's title. */
  url: string;
  title: string;
  /** A portal screen in the menu: it may be starred. */
  starrable?: boolean;
  /** The old system's page, shown in a frame. */
  frame?: boolean;
}

export interface PaletteContext {
  query: string;
  screens: PaletteItem[];
  records: PaletteItem[];
  /** The highlighted item's place in screens followed by records. */
  active: number;
  /** Why the server search gave nothing (shown in place of its results). */
  recordsError: string | null;
}

export type PaletteEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'INPUT'; query: string }
  | { type: 'MOVE'; step: 1 | -1 }
  | { type: 'HIGHLIGHT'; index: number }
  | { type: 'CHOOSE'; index?: number };

/** The typing pause after which the server is asked. */
export const SEARCH_DEBOUNCE_MS = 250;

export const paletteItems = (context: PaletteContext): PaletteItem[] => [...context.screens, ...context.records];

const fresh = (query: string): Pick<PaletteContext, 'query' | 'screens' | 'records' | 'active' | 'recordsError'> => ({
  query,
  screens: [],
  records: [],
  active: 0,
  recordsError: null,
});

export const paletteMachine = setup({
  types: {
    context: {} as PaletteContext,
    events: {} as PaletteEvent,
  },
  actors: {
    /** The screens for a query; for an empty one, favourites then recent screens. */
    findScreens: fromPromise<PaletteItem[], { query: string }>(async () => []),
    /** Customers and orders for a query (the signal cancels it). */
    searchRecords: fromPromise<PaletteItem[], { query: string }>(async () => []),
  },
  actions: {
    /** Opens the item in a tab (or shows the tab it is open in). Provided by the shell. */
    openItem: (_, _item: PaletteItem) => undefined,
  },
  guards: {
    searchable: ({ context }) => context.query.trim().length >= SEARCH_MIN_LENGTH,
    hasChoice: ({ context, event }) => {
      const index = event.type === 'CHOOSE' && event.index !== undefined ? event.index : context.active;
      return index >= 0 && index < paletteItems(context).length;
    },
  },
  delays: { debounce: SEARCH_DEBOUNCE_MS },
}).createMachine({
  id: 'palette',
  description: '搜索框',
  meta: {
    rule: { section: 'flows', says: 'Search box (Ctrl+K)' },
    events: { OPEN: '打开搜索框', CLOSE: '关闭', INPUT: '输入关键词', MOVE: '方向键移动', HIGHLIGHT: '指向一项', CHOOSE: '打开所选' },
    actors: { findScreens: '匹配功能', searchRecords: '搜索客户与订单' },
    delays: { debounce: '停止输入 250 毫秒' },
    guards: { searchable: '关键词够长', hasChoice: '有可选项' },
  },
  context: fresh(''),
  initial: 'closed',
  states: {
    closed: {
      description: '已关闭',
      on: { OPEN: { target: 'open', actions: assign(() => fresh('')) } },
    },
    open: {
      description: '已打开',
      initial: 'matching',
      on: {
        CLOSE: 'closed',
        INPUT: { target: '.matching', reenter: true, actions: assign(({ event }) => fresh(event.query)) },
        MOVE: {
          actions: assign({
            active: ({ context, event }) => {
              const count = paletteItems(context).length;
              return count === 0 ? 0 : (context.active + event.step + count) % count;
            },
          }),
        },
        HIGHLIGHT: { actions: assign({ active: ({ event }) => event.index }) },
        CHOOSE: {
          guard: 'hasChoice',
          target: 'closed',
          actions: {
            type: 'openItem',
            params: ({ context, event }) => paletteItems(context)[event.index ?? context.active],
          },
        },
      },
      states: {
        matching: {
          description: '匹配功能中',
          invoke: {
            id: 'findScreens',
            src: 'findScreens',
            input: ({ context }) => ({ query: context.query }),
            onDone: [
              { guard: 'searchable', target: 'waiting', actions: assign({ screens: ({ event }) => event.output }) },
              { target: 'shown', actions: assign({ screens: ({ event }) => event.output }) },
            ],
            onError: [{ guard: 'searchable', target: 'waiting' }, { target: 'shown' }],
          },
        },
        waiting: {
          description: '等待停止输入',
          meta: { rule: { section: 'flows', says: 'asked of the server 250 ms after typing pauses, with 2 characters at least' } },
          after: { debounce: 'searching' },
        },
        searching: {
          description: '搜索中',
          invoke: {
            id: 'searchRecords',
            src: 'searchRecords',
            input: ({ context }) => ({ query: context.query }),
            onDone: { target: 'shown', actions: assign({ records: ({ event }) => event.output }) },
            onError: { target: 'shown', actions: assign({ recordsError: SEARCH_FAILED }) },
          },
        },
        shown: { description: '显示结果' },
      },
    },
  },
});
