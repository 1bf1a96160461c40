import { assign, setup } from 'xstate';

/** At most 10 pages are kept alive; the least recently used one is dropped past that. (docs/product.md#limits) */
export const KEEP_ALIVE_LIMIT = 10;
/** The landing page; it is not a tab, and "home" is where closing the last tab leads. */
export const HOME_URL = '/homePage';
const HOME_URLS = new Set(['/', '/home', '/homepage']);

export type TabKind = 'page' | 'frame';

/** One place in a tab's history. `instance` names the mounted page: a new one means a fresh mount. */
export interface TabEntry {
  url: string;
  title: string;
  instance: number;
}

export interface Tab {
  id: string;
  kind: TabKind;
  history: TabEntry[];
  /** The current entry of `history`. */
  index: number;
}

export interface TabsContext {
  tabs: Tab[];
  /** The active tab, or null when the home page is shown. */
  activeId: string | null;
  /** Instances of kept-alive pages, least recently used first (frame pages are never in here). */
  alive: number[];
  /** Frame tabs whose frame has been mounted; they stay mounted (only hidden) until closed. */
  mountedFrames: string[];
  homeInstance: number;
  nextInstance: number;
}

/** What is saved in sessionStorage and given back after a reload. */
export type SavedTabs = Pick<TabsContext, 'tabs' | 'activeId' | 'nextInstance'>;

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
  | { type: 'REFRESH' }
  | { type: 'END' };

export function isHomeUrl(url: string): boolean {
  const path = url.split(/[?#]/)[0].replace(/(.)\/+$/, '$1').toLowerCase();
  return HOME_URLS.has(path);
}

export function currentEntry(tab: Tab): TabEntry {
  return tab.history[tab.index];
}

export function activeTab(context: TabsContext): Tab | undefined {
  return context.tabs.find((tab) => tab.id === context.activeId);
}

/** The URL the address bar shows: the active tab's current route, or home. */
export function activeUrl(context: TabsContext): string {
  const tab = activeTab(context);
  return tab ? currentEntry(tab).url : HOME_URL;
}

/**
 * Which screen is on show: the active route without its query (a list's sort or search does not change the
 * screen), or a legacy page's whole address.
 */
export function activeScreen(context: TabsContext): string {
  const url = activeUrl(context);
  return url.startsWith('/') ? url.split(/[?#]/)[0] : url;
}

export function canGoBack(context: TabsContext): boolean {
  const tab = activeTab(context);
  return !!tab && tab.index > 0;
}

export function canGoForward(context: TabsContext): boolean {
  const tab = activeTab(context);
  return !!tab && tab.index < tab.history.length - 1;
}

/** A menu click or deep link finds the tab showing that URL, or the tab it was opened as. */
function tabFor(context: TabsContext, url: string): Tab | undefined {
  return context.tabs.find((tab) => currentEntry(tab).url === url) ?? context.tabs.find((tab) => tab.id === url);
}

/** Marks a page as just used; past the limit the least recently used one is dropped (unmounted). */
function touch(alive: number[], instance: number): number[] {
  const next = [...alive.filter((id) => id !== instance), instance];
  return next.slice(Math.max(0, next.length - KEEP_ALIVE_LIMIT));
}

/** Makes a tab active: its current page becomes the most recently used one, or its frame mounts. */
function show(context: TabsContext, tabId: string): TabsContext {
  const tab = context.tabs.find((candidate) => candidate.id === tabId);
  if (!tab) return context;
  if (tab.kind === 'frame') {
    const mountedFrames = context.mountedFrames.includes(tabId) ? context.mountedFrames : [...context.mountedFrames, tabId];
    return { ...context, activeId: tabId, mountedFrames };
  }
  return { ...context, activeId: tabId, alive: touch(context.alive, currentEntry(tab).instance) };
}

function replaceTab(context: TabsContext, tab: Tab): TabsContext {
  return { ...context, tabs: context.tabs.map((candidate) => (candidate.id === tab.id ? tab : candidate)) };
}

/** The tab already shows the screen `url` names: the same address, or its own list with filters in the query. */
function showsScreen(tab: Tab, url: string): boolean {
  const current = currentEntry(tab).url;
  return current === url || (!url.includes('?') && current.split('?')[0] === url);
}

/**
 * A menu click or typed address lands on that screen: the tab showing it is activated; the tab opened
 * for it that has moved on (a detail, 支付完成) goes to it as a new entry, keeping what came before.
 */
function openTab(context: TabsContext, url: string, title: string, kind: TabKind): TabsContext {
  const existing = tabFor(context, url);
  if (existing && (existing.kind === 'frame' || showsScreen(existing, url))) return show(context, existing.id);
  if (existing) return show(navigateTab(context, existing, url, title, false, false), existing.id);
  const tab: Tab = { id: url, kind, history: [{ url, title, instance: context.nextInstance }], index: 0 };
  return show({ ...context, tabs: [...context.tabs, tab], nextInstance: context.nextInstance + 1 }, tab.id);
}

/** A new place in the tab's history; the entries after the current one (and their pages) are dropped. */
function navigateTab(context: TabsContext, tab: Tab, url: string, title: string, replace: boolean, keepPage: boolean): TabsContext {
  if (replace && keepPage) {
    const history = tab.history.map((entry, index) => (index === tab.index ? { ...entry, url, title } : entry));
    return replaceTab(context, { ...tab, history });
  }
  const keep = tab.history.slice(0, replace ? tab.index : tab.index + 1);
  const dropped = tab.history.slice(keep.length).map((entry) => entry.instance);
  const history = [...keep, { url, title, instance: context.nextInstance }];
  const next = replaceTab(
    { ...context, alive: context.alive.filter((id) => !dropped.includes(id)), nextInstance: context.nextInstance + 1 },
    { ...tab, history, index: history.length - 1 },
  );
  return tab.id === context.activeId ? show(next, tab.id) : next;
}

function moveInHistory(context: TabsContext, step: -1 | 1): TabsContext {
  const tab = activeTab(context)!;
  return show(replaceTab(context, { ...tab, index: tab.index + step }), tab.id);
}

/** Closes tabs (their pages and frames go too); if the active one closes, `successor` becomes active. */
function closeTabs(context: TabsContext, closing: (tab: Tab, position: number) => boolean, successor: string | null): TabsContext {
  const closed = context.tabs.filter(closing);
  const gone = new Set(closed.flatMap((tab) => tab.history.map((entry) => entry.instance)));
  const closedIds = new Set(closed.map((tab) => tab.id));
  const next: TabsContext = {
    ...context,
    tabs: context.tabs.filter((tab) => !closedIds.has(tab.id)),
    alive: context.alive.filter((id) => !gone.has(id)),
    mountedFrames: context.mountedFrames.filter((id) => !closedIds.has(id)),
  };
  if (context.activeId === null || !closedIds.has(context.activeId)) return next;
  return successor === null ? { ...next, activeId: null } : show(next, successor);
}

/** The previous tab, or the second tab if the first is closed, or home if none remain. (docs/product.md#routes) */
function successorOf(context: TabsContext, tabId: string): string | null {
  const position = context.tabs.findIndex((tab) => tab.id === tabId);
  const neighbour = position > 0 ? context.tabs[position - 1] : context.tabs[1];
  return neighbour?.id ?? null;
}

function positionOf(context: TabsContext, tabId: string): number {
  return context.tabs.findIndex((tab) => tab.id === tabId);
}

/** Re-mounts the shown page with a fresh instance, dropping its kept state. */
function refresh(context: TabsContext): TabsContext {
  const tab = activeTab(context);
  const instance = context.nextInstance;
  if (!tab) return { ...context, homeInstance: instance, nextInstance: instance + 1 };
  const old = currentEntry(tab).instance;
  const history = tab.history.map((entry, index) => (index === tab.index ? { ...entry, instance } : entry));
  const next = replaceTab(
    { ...context, alive: context.alive.filter((id) => id !== old), nextInstance: instance + 1 },
    { ...tab, history },
  );
  return show(next, tab.id);
}

function restore(saved: SavedTabs | null | undefined, location: TabsInput['location']): TabsContext {
  const restored = restoreSaved(saved);
  if (!location) return restored;
  return isHomeUrl(location.url) ? { ...restored, activeId: null } : openTab(restored, location.url, location.title, 'page');
}

function restoreSaved(saved: SavedTabs | null | undefined): TabsContext {
  const fresh: TabsContext = { tabs: [], activeId: null, alive: [], mountedFrames: [], homeInstance: 0, nextInstance: 1 };
  if (!saved || !Array.isArray(saved.tabs)) return fresh;
  const tabs = saved.tabs.filter((tab) => tab.history.length > 0 && tab.index >= 0 && tab.index < tab.history.length);
  const highest = Math.max(0, ...tabs.flatMap((tab) => tab.history.map((entry) => entry.instance)));
  const activeId = tabs.some((tab) => tab.id === saved.activeId) ? saved.activeId : null;
  const restored = { ...fresh, tabs, nextInstance: Math.max(saved.nextInstance, highest + 1) };
  return activeId === null ? restored : show(restored, activeId);
}

type Event<T extends TabsEvent['type']> = Extract<TabsEvent, { type: T }>;

export const tabsMachine = setup({
  types: {
    context: {} as TabsContext,
    input: {} as TabsInput,
    events: {} as TabsEvent,
  },
  guards: {
    hasActiveTab: ({ context }) => context.activeId !== null,
    opensHome: ({ event }) => (event.type === 'OPEN' || event.type === 'NAVIGATE') && isHomeUrl(event.url),
    tabExists: ({ context, event }) => 'tabId' in event && positionOf(context, event.tabId!) >= 0,
    fromHomePage: ({ event }) => event.type === 'NAVIGATE' && !event.tabId,
    /** A page navigates its own tab, which may have been closed meanwhile. */
    tabStillOpen: ({ context, event }) => event.type === 'NAVIGATE' && (!event.tabId || positionOf(context, event.tabId) >= 0),
    canGoBack: ({ context }) => canGoBack(context),
    canGoForward: ({ context }) => canGoForward(context),
    closesLastTab: ({ context, event }) =>
      event.type === 'CLOSE' && context.tabs.length === 1 && context.tabs[0].id === event.tabId,
    closesActiveTab: ({ context, event }) => event.type === 'CLOSE' && event.tabId === context.activeId,
  },
  actions: {
    open: assign(({ context, event }) => {
      const { url, title } = event as Event<'OPEN'> | Event<'NAVIGATE'>;
      return openTab(context, url, title, (event.type === 'OPEN' && event.kind) || 'page');
    }),
    navigate: assign(({ context, event }) => {
      const { url, title, tabId, replace, keep } = event as Event<'NAVIGATE'>;
      const tab = context.tabs.find((candidate) => candidate.id === (tabId ?? context.activeId))!;
      return navigateTab(context, tab, url, title, !!replace, !!keep);
    }),
    activate: assign(({ context, event }) => show(context, (event as Event<'ACTIVATE'>).tabId)),
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
    closeAll: assign(({ context }) => closeTabs(context, () => true, null)),
    refresh: assign(({ context }) => refresh(context)),
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
    },
  },
  context: ({ input }) => restore(input?.saved, input?.location),
  initial: 'restoring',
  on: {
    END: { target: '.ended', actions: 'closeAll' },
    CLOSE_ALL: { target: '.home', actions: 'closeAll' },
    CLOSE_OTHERS: { guard: 'tabExists', actions: 'closeOthers' },
    CLOSE_LEFT: { guard: 'tabExists', actions: 'closeLeft' },
    CLOSE_RIGHT: { guard: 'tabExists', actions: 'closeRight' },
    REFRESH: { actions: 'refresh' },
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
        CLOSE: { guard: 'tabExists', actions: 'closeOne' },
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
        BACK: { guard: 'canGoBack', actions: 'goBack' },
        FORWARD: { guard: 'canGoForward', actions: 'goForward' },
        CLOSE: [
          { guard: 'closesLastTab', target: 'home', actions: 'closeActive' },
          { guard: 'closesActiveTab', actions: 'closeActive' },
          { guard: 'tabExists', actions: 'closeOne' },
        ],
        HOME: { target: 'home', actions: 'leaveTab' },
      },
    },
    ended: { description: '已退出', meta: { rule: { section: 'routes', says: "Logout asks '确认要退出登录?' with '是' and '取消'." } }, type: 'final' },
  },
});
