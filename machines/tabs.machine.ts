import { assign, emit, setup } from 'xstate';
import type { PinnedTab } from '../src/contracts/preferences.ts';
import {
  activeTab,
  canGoBack,
  canGoForward,
  canPin,
  closeTabs,
  currentEntry,
  isHomeUrl,
  moveInHistory,
  moveTab,
  navigateTab,
  openTab,
  positionOf,
  refresh,
  restore,
  restorePinned,
  setPinned,
  show,
  successorOf,
  tabById,
  type SavedTabs,
  type TabKind,
  type TabsContext,
} from './tabs.context.ts';

export interface TabsInput {
  saved?: SavedTabs | null;
  /** The address the portal was opened at (a deep link or a reload): shown at once, in a tab or home. */
  location?: { url: string; title: string } | null;
}

export type TabsEvent =
  | { type: 'OPEN'; url: string; title: string; kind?: TabKind }
  /** `keep` (with `replace`) rewrites the current entry's address and keeps its page, e.g. a list's filters in its query. */
  | { type: 'NAVIGATE'; url: string; title: string; tabId?: string; replace?: boolean; keep?: boolean }
  | { type: 'ACTIVATE'; tabId: string }
  | { type: 'BACK' }
  | { type: 'FORWARD' }
  | { type: 'CLOSE'; tabId: string }
  | { type: 'CLOSE_OTHERS'; tabId: string }
  | { type: 'CLOSE_LEFT'; tabId: string }
  | { type: 'CLOSE_RIGHT'; tabId: string }
  | { type: 'CLOSE_ALL' }
  | { type: 'HOME' }
  /** Re-mounts the shown page, or (重新加载此页) the named tab's, showing it. */
  | { type: 'REFRESH'; tabId?: string }
  | { type: 'PIN'; tabId: string }
  | { type: 'UNPIN'; tabId: string }
  /** Drags (or Ctrl+Shift+←/→) a tab to a position; it stays among the pinned tabs, or among the others. */
  | { type: 'MOVE'; tabId: string; to: number }
  /** 在新窗口打开: the tab's current address in a window of its own; the tab stays. */
  | { type: 'OPEN_WINDOW'; tabId: string }
  | { type: 'MAXIMISE' }
  | { type: 'UNMAXIMISE' }
  /** The account's pinned tabs, from its preferences. */
  | { type: 'RESTORE_PINNED'; pinned: PinnedTab[] }
  | { type: 'END' };

/** What the strip asks of the window around it. */
export type TabsEmitted = { type: 'openWindow'; url: string };

type Event<T extends TabsEvent['type']> = Extract<TabsEvent, { type: T }>;
type WithTab = Extract<TabsEvent, { tabId: string }>;

const tabOf = (context: TabsContext, event: TabsEvent) => ('tabId' in event && event.tabId ? tabById(context, event.tabId) : undefined);

export const tabsMachine = setup({
  types: {
    context: {} as TabsContext,
    input: {} as TabsInput,
    events: {} as TabsEvent,
    emitted: {} as TabsEmitted,
  },
  guards: {
    hasActiveTab: ({ context }) => context.activeId !== null,
    opensHome: ({ event }) => (event.type === 'OPEN' || event.type === 'NAVIGATE') && isHomeUrl(event.url),
    tabExists: ({ context, event }) => !!tabOf(context, event),
    fromHomePage: ({ event }) => event.type === 'NAVIGATE' && !event.tabId,
    /** A page navigates its own tab, which may have been closed meanwhile. */
    tabStillOpen: ({ context, event }) => event.type === 'NAVIGATE' && (!event.tabId || positionOf(context, event.tabId) >= 0),
    canGoBack: ({ context }) => canGoBack(context),
    canGoForward: ({ context }) => canGoForward(context),
    /** A pinned tab is not closed: it is unpinned first. */
    closable: ({ context, event }) => {
      const tab = tabOf(context, event);
      return !!tab && !tab.pinned;
    },
    closesLastTab: ({ context, event }) =>
      event.type === 'CLOSE' && context.tabs.length === 1 && context.tabs[0].id === event.tabId && !context.tabs[0].pinned,
    closesActiveTab: ({ context, event }) => event.type === 'CLOSE' && event.tabId === context.activeId && !activeTab(context)!.pinned,
    refreshesShown: ({ event }) => event.type === 'REFRESH' && !event.tabId,
    pinnable: ({ context, event }) => canPin(context, (event as Event<'PIN'>).tabId),
    pinned: ({ context, event }) => !!tabOf(context, event)?.pinned,
  },
  actions: {
    open: assign(({ context, event }) => {
      const { url, title } = event as Event<'OPEN'> | Event<'NAVIGATE'>;
      return openTab(context, url, title, (event.type === 'OPEN' && event.kind) || 'page');
    }),
    navigate: assign(({ context, event }) => {
      const { url, title, tabId, replace, keep } = event as Event<'NAVIGATE'>;
      const tab = tabById(context, tabId ?? context.activeId!)!;
      return navigateTab(context, tab, url, title, !!replace, !!keep);
    }),
    activate: assign(({ context, event }) => show(context, (event as WithTab).tabId)),
    goBack: assign(({ context }) => moveInHistory(context, -1)),
    goForward: assign(({ context }) => moveInHistory(context, 1)),
    leaveTab: assign({ activeId: null }),
    closeActive: assign(({ context, event }) => {
      const { tabId } = event as Event<'CLOSE'>;
      return closeTabs(context, (tab) => tab.id === tabId, successorOf(context, tabId));
    }),
    closeOne: assign(({ context, event }) => {
      const { tabId } = event as Event<'CLOSE'>;
      return closeTabs(context, (tab) => tab.id === tabId, null);
    }),
    closeOthers: assign(({ context, event }) => {
      const { tabId } = event as Event<'CLOSE_OTHERS'>;
      return closeTabs(context, (tab) => tab.id !== tabId, tabId);
    }),
    closeLeft: assign(({ context, event }) => {
      const { tabId } = event as Event<'CLOSE_LEFT'>;
      const edge = positionOf(context, tabId);
      return closeTabs(context, (_, position) => position < edge, tabId);
    }),
    closeRight: assign(({ context, event }) => {
      const { tabId } = event as Event<'CLOSE_RIGHT'>;
      const edge = positionOf(context, tabId);
      return closeTabs(context, (_, position) => position > edge, tabId);
    }),
    /** 关闭全部: every tab but the pinned ones; the home page shows. */
    closeAll: assign(({ context }) => ({ ...closeTabs(context, () => true, null), activeId: null })),
    /** The session ended: every tab goes, pinned or not (the account's preferences keep the pinned ones). */
    closeEverything: assign(({ context }) => ({ ...closeTabs(context, () => true, null, true), maximised: false })),
    refresh: assign(({ context }) => refresh(context)),
    pin: assign(({ context, event }) => setPinned(context, (event as Event<'PIN'>).tabId, true)),
    unpin: assign(({ context, event }) => setPinned(context, (event as Event<'UNPIN'>).tabId, false)),
    move: assign(({ context, event }) => moveTab(context, (event as Event<'MOVE'>).tabId, (event as Event<'MOVE'>).to)),
    restorePinned: assign(({ context, event }) => restorePinned(context, (event as Event<'RESTORE_PINNED'>).pinned)),
    maximise: assign({ maximised: true }),
    unmaximise: assign({ maximised: false }),
    openWindow: emit(({ context, event }) => ({ type: 'openWindow' as const, url: currentEntry(tabOf(context, event)!).url })),
  },
}).createMachine({
  id: 'tabs',
  description: '标签页',
  meta: {
    rule: { section: 'routes', says: 'Each tab keeps its own history' },
    events: {
      OPEN: '打开页面',
      NAVIGATE: '页面内跳转',
      ACTIVATE: '切换标签',
      BACK: '后退',
      FORWARD: '前进',
      CLOSE: '关闭标签',
      CLOSE_OTHERS: '关闭其他',
      CLOSE_LEFT: '关闭左侧',
      CLOSE_RIGHT: '关闭右侧',
      CLOSE_ALL: '关闭全部标签',
      HOME: '首页',
      REFRESH: '刷新页面',
      END: '退出登录',
      PIN: '固定',
      UNPIN: '取消固定',
      MOVE: '移动标签',
      OPEN_WINDOW: '在新窗口打开',
      MAXIMISE: '最大化',
      UNMAXIMISE: '退出最大化',
      RESTORE_PINNED: '恢复固定的标签',
    },
    guards: {
      hasActiveTab: '有活动标签',
      opensHome: '打开的是首页',
      tabExists: '标签存在',
      fromHomePage: '从首页打开',
      tabStillOpen: '标签仍开着',
      canGoBack: '可后退',
      canGoForward: '可前进',
      closesLastTab: '关闭最后一个标签',
      closesActiveTab: '关闭当前标签',
      closable: '标签可关闭（未固定）',
      refreshesShown: '刷新当前显示的页面',
      pinnable: '标签可固定',
      pinned: '标签已固定',
    },
  },
  context: ({ input }) => restore(input?.saved, input?.location),
  initial: 'restoring',
  on: {
    END: { target: '.ended', actions: 'closeEverything' },
    CLOSE_ALL: { target: '.home', actions: 'closeAll' },
    CLOSE_OTHERS: { guard: 'tabExists', actions: 'closeOthers' },
    CLOSE_LEFT: { guard: 'tabExists', actions: 'closeLeft' },
    CLOSE_RIGHT: { guard: 'tabExists', actions: 'closeRight' },
    REFRESH: { guard: 'refreshesShown', actions: 'refresh' },
    PIN: { guard: 'pinnable', actions: 'pin' },
    UNPIN: { guard: 'pinned', actions: 'unpin' },
    MOVE: { guard: 'tabExists', actions: 'move' },
    OPEN_WINDOW: { guard: 'tabExists', actions: 'openWindow' },
    MAXIMISE: { actions: 'maximise' },
    UNMAXIMISE: { actions: 'unmaximise' },
    RESTORE_PINNED: { actions: 'restorePinned' },
  },
  states: {
    restoring: {
      description: '恢复标签',
      always: [{ guard: 'hasActiveTab', target: 'tab' }, { target: 'home' }],
    },
    home: {
      description: '首页',
      meta: { rule: { section: 'routes', says: 'closing a tab activates the previous one (the second when the first closes), or home' } },
      on: {
        OPEN: [{ guard: 'opensHome' }, { target: 'tab', actions: 'open' }],
        // The home page's links (its quick entries) open in a tab; a hidden tab's page moves in its own tab.
        NAVIGATE: [
          { guard: 'opensHome' },
          { guard: 'fromHomePage', target: 'tab', actions: 'open' },
          { guard: 'tabStillOpen', actions: 'navigate' },
        ],
        ACTIVATE: { guard: 'tabExists', target: 'tab', actions: 'activate' },
        REFRESH: { guard: 'tabExists', target: 'tab', actions: ['activate', 'refresh'] },
        CLOSE: { guard: 'closable', actions: 'closeOne' },
      },
    },
    tab: {
      description: '标签页',
      meta: { rule: { section: 'limits', says: 'pages kept alive 10' } },
      on: {
        OPEN: [{ guard: 'opensHome', target: 'home', actions: 'leaveTab' }, { actions: 'open' }],
        NAVIGATE: [
          { guard: 'opensHome', target: 'home', actions: 'leaveTab' },
          { guard: 'tabStillOpen', actions: 'navigate' },
        ],
        ACTIVATE: { guard: 'tabExists', actions: 'activate' },
        REFRESH: { guard: 'tabExists', actions: ['activate', 'refresh'] },
        BACK: { guard: 'canGoBack', actions: 'goBack' },
        FORWARD: { guard: 'canGoForward', actions: 'goForward' },
        CLOSE: [
          { guard: 'closesLastTab', target: 'home', actions: 'closeActive' },
          { guard: 'closesActiveTab', actions: 'closeActive' },
          { guard: 'closable', actions: 'closeOne' },
        ],
        HOME: { target: 'home', actions: 'leaveTab' },
      },
    },
    ended: { description: '已退出', meta: { rule: { section: 'routes', says: "Logout asks '确认要退出登录?' with '是' and '取消'." } }, type: 'final' },
  },
});
