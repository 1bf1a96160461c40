import { PINNED_TABS_MAX, type PinnedTab } from '../src/contracts/preferences.ts';

// What the tab strip holds (tabs.machine.ts moves it): the tabs, their histories, the kept-alive pages and
// the view, with the pure steps the machine takes on them.

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
  /** 固定: shown first, kept through 关闭其他/关闭全部 and, with the account's preferences, the next sign-in. */
  pinned?: boolean;
}

export interface TabsContext {
  /** Pinned tabs first, then the others, each group in the order the user gave it. */
  tabs: Tab[];
  /** The active tab, or null when the home page is shown. */
  activeId: string | null;
  /** Instances of kept-alive pages, least recently used first (frame pages are never in here). */
  alive: number[];
  /** Frame tabs whose frame has been mounted; they stay mounted (only hidden) until closed. */
  mountedFrames: string[];
  homeInstance: number;
  nextInstance: number;
  /** 最大化: the page fills the window, without the menu and header. */
  maximised: boolean;
}

/** What is saved in sessionStorage and given back after a reload. */
export type SavedTabs = Pick<TabsContext, 'tabs' | 'activeId' | 'nextInstance'>;

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

export function positionOf(context: TabsContext, tabId: string): number {
  return context.tabs.findIndex((tab) => tab.id === tabId);
}

export const tabById = (context: TabsContext, tabId: string): Tab | undefined => context.tabs.find((tab) => tab.id === tabId);

export const pinnedCount = (context: TabsContext): number => context.tabs.filter((tab) => tab.pinned).length;

/** The account's pinned tabs as its preferences keep them: each by the address it was opened at. */
export const pinnedTabsOf = (context: TabsContext): PinnedTab[] =>
  context.tabs.filter((tab) => tab.pinned).map((tab) => ({ url: tab.id, title: tab.history[0].title }));

/** A page tab, not pinned yet, while fewer than PINNED_TABS_MAX are. */
export function canPin(context: TabsContext, tabId: string): boolean {
  const tab = tabById(context, tabId);
  return !!tab && tab.kind === 'page' && !tab.pinned && pinnedCount(context) < PINNED_TABS_MAX;
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
export function show(context: TabsContext, tabId: string): TabsContext {
  const tab = tabById(context, tabId);
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
export function openTab(context: TabsContext, url: string, title: string, kind: TabKind): TabsContext {
  const existing = tabFor(context, url);
  if (existing && (existing.kind === 'frame' || showsScreen(existing, url))) return show(context, existing.id);
  if (existing) return show(navigateTab(context, existing, url, title, false, false), existing.id);
  const tab: Tab = { id: url, kind, history: [{ url, title, instance: context.nextInstance }], index: 0 };
  return show({ ...context, tabs: [...context.tabs, tab], nextInstance: context.nextInstance + 1 }, tab.id);
}

/** A new place in the tab's history; the entries after the current one (and their pages) are dropped. */
export function navigateTab(context: TabsContext, tab: Tab, url: string, title: string, replace: boolean, keepPage: boolean): TabsContext {
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

export function moveInHistory(context: TabsContext, step: -1 | 1): TabsContext {
  const tab = activeTab(context)!;
  return show(replaceTab(context, { ...tab, index: tab.index + step }), tab.id);
}

/**
 * Closes tabs (their pages and frames go too) — never a pinned one unless the session ends (`evenPinned`);
 * if the active one closes, `successor` becomes active.
 */
export function closeTabs(
  context: TabsContext,
  closing: (tab: Tab, position: number) => boolean,
  successor: string | null,
  evenPinned = false,
): TabsContext {
  const closed = context.tabs.filter((tab, position) => (evenPinned || !tab.pinned) && closing(tab, position));
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
export function successorOf(context: TabsContext, tabId: string): string | null {
  const position = positionOf(context, tabId);
  const neighbour = position > 0 ? context.tabs[position - 1] : context.tabs[1];
  return neighbour?.id ?? null;
}

/** Re-mounts the shown page with a fresh instance, dropping its kept state. */
export function refresh(context: TabsContext): TabsContext {
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

/** Pinned tabs first (in the order given), then the others in theirs. */
const pinnedFirst = (tabs: Tab[]): Tab[] => [...tabs.filter((tab) => tab.pinned), ...tabs.filter((tab) => !tab.pinned)];

/** Pins a tab (it joins the end of the pinned ones) or unpins it (it leads the others). */
export function setPinned(context: TabsContext, tabId: string, pinned: boolean): TabsContext {
  const tab = tabById(context, tabId)!;
  const others = context.tabs.filter((candidate) => candidate.id !== tabId);
  const at = others.filter((candidate) => candidate.pinned).length;
  return { ...context, tabs: [...others.slice(0, at), { ...tab, pinned }, ...others.slice(at)] };
}

/** Moves a tab to a position, kept within its own group (a pinned tab among the pinned ones). */
export function moveTab(context: TabsContext, tabId: string, to: number): TabsContext {
  const from = positionOf(context, tabId);
  const pinned = pinnedCount(context);
  const [first, last] = context.tabs[from].pinned ? [0, pinned - 1] : [pinned, context.tabs.length - 1];
  const tabs = [...context.tabs];
  const [tab] = tabs.splice(from, 1);
  tabs.splice(Math.min(Math.max(to, first), last), 0, tab);
  return { ...context, tabs };
}

/**
 * The account's pinned tabs, from its preferences (a new sign-in, another browser): each is pinned where it is
 * open, or added (not shown: its page mounts when it is opened), first and in the order they were kept.
 */
export function restorePinned(context: TabsContext, pinned: PinnedTab[]): TabsContext {
  let { nextInstance } = context;
  const restored = pinned.slice(0, PINNED_TABS_MAX).map(({ url, title }): Tab => {
    const open = tabById(context, url);
    return open ? { ...open, pinned: true } : { id: url, kind: 'page', history: [{ url, title, instance: nextInstance++ }], index: 0, pinned: true };
  });
  const ids = new Set(restored.map((tab) => tab.id));
  return { ...context, nextInstance, tabs: pinnedFirst([...restored, ...context.tabs.filter((tab) => !ids.has(tab.id))]) };
}

export function restore(saved: SavedTabs | null | undefined, location: { url: string; title: string } | null | undefined): TabsContext {
  const restored = restoreSaved(saved);
  if (!location) return restored;
  return isHomeUrl(location.url) ? { ...restored, activeId: null } : openTab(restored, location.url, location.title, 'page');
}

function restoreSaved(saved: SavedTabs | null | undefined): TabsContext {
  const fresh: TabsContext = { tabs: [], activeId: null, alive: [], mountedFrames: [], homeInstance: 0, nextInstance: 1, maximised: false };
  if (!saved || !Array.isArray(saved.tabs)) return fresh;
  const tabs = saved.tabs.filter((tab) => tab.history.length > 0 && tab.index >= 0 && tab.index < tab.history.length);
  const highest = Math.max(0, ...tabs.flatMap((tab) => tab.history.map((entry) => entry.instance)));
  const activeId = tabs.some((tab) => tab.id === saved.activeId) ? saved.activeId : null;
  const restored = { ...fresh, tabs: pinnedFirst(tabs), nextInstance: Math.max(saved.nextInstance, highest + 1) };
  return activeId === null ? restored : show(restored, activeId);
}
