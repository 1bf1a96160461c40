import type { SavedTabs, TabsContext } from '../../../machines/tabs.context.ts';
import type { PageMemory } from '../../ui/pageMemory.ts';
import { sessionsStore } from './sessionsStore.ts';

/**
 * A session kept in IndexedDB per account, so it comes back whole after a reload or a browser restart
 * (docs/product.md#tabs): the tabs with their histories, and what each page keeps (its scroll, an unsaved form).
 * Written a moment after each change and when the page is hidden; the signed-out account's is deleted.
 */
export interface KeptSession {
  account: string;
  tabs: SavedTabs;
  /** Per page instance: the screen it was kept for (a path) and what it keeps. */
  pages: Record<number, KeptPage>;
  savedAt: number;
}

interface KeptPage {
  path: string;
  memory: Record<string, unknown>;
}

/** A change is written this long after it, so typing or scrolling makes one write, not one per key. */
export const KEEP_DELAY_MS = 300;

const available = () => typeof indexedDB !== 'undefined';

/** What this page keeps for its account; null before the account is known or once its session ended. */
let keeping: { account: string; tabs: SavedTabs | null; pages: Map<number, KeptPage> } | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;

/** The account's kept session, or null (none, or a browser that keeps nothing). */
export async function loadKeptSession(account: string): Promise<KeptSession | null> {
  if (!available()) return null;
  return (await sessionsStore.get<KeptSession>(account).catch(() => undefined)) ?? null;
}

/** Starts keeping this page's session for the account, from what was kept of it. */
export function startKeeping(account: string, kept: KeptSession | null): void {
  keeping = { account, tabs: kept?.tabs ?? null, pages: new Map(Object.entries(kept?.pages ?? {}).map(([instance, page]) => [Number(instance), page])) };
  globalThis.addEventListener?.('pagehide', flush);
}

// A browser restart is told from a new window (在新窗口打开, a second browser tab) by a cookie that lives as long as
// the browser does (no expiry): a window that finds it starts with its own tabs rather than a copy of the kept ones.
const BROWSER_SESSION_COOKIE = 'portal_browser_session';

/** Whether this browser has run the portal since it started; from now on it has. */
export function browserRunningSinceKept(): boolean {
  const running = document.cookie.split('; ').some((cookie) => cookie.startsWith(`${BROWSER_SESSION_COOKIE}=`));
  document.cookie = `${BROWSER_SESSION_COOKIE}=1; path=/; SameSite=Strict`;
  return running;
}

const pathOf = (url: string) => url.split(/[?#]/)[0];

/** The tabs changed: kept, and what the pages no longer open kept forgets. */
export function keepTabs({ tabs, activeId, nextInstance }: TabsContext): void {
  if (!keeping) return;
  keeping.tabs = { tabs, activeId, nextInstance };
  const open = new Map(tabs.flatMap((tab) => tab.history.map((entry) => [entry.instance, pathOf(entry.url)] as const)));
  for (const [instance, page] of keeping.pages) if (open.get(instance) !== page.path) keeping.pages.delete(instance);
  schedule();
}

/** What the page `instance` (showing `url`) keeps; one kept for another screen under that instance is not its. */
export function pageMemory(instance: number, url: string): PageMemory {
  const path = pathOf(url);
  const own = () => {
    const page = keeping?.pages.get(instance);
    return page?.path === path ? page : undefined;
  };
  return {
    read: (key) => own()?.memory[key],
    write(key, value) {
      if (!keeping) return;
      const page = own() ?? { path, memory: {} };
      const memory = { ...page.memory };
      if (value === undefined) delete memory[key];
      else memory[key] = value;
      keeping.pages.set(instance, { path, memory });
      schedule();
    },
  };
}

function schedule(): void {
  if (timer === null) timer = setTimeout(flush, KEEP_DELAY_MS);
}

function flush(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  if (!keeping?.tabs || !available()) return;
  const session: KeptSession = { account: keeping.account, tabs: keeping.tabs, pages: Object.fromEntries(keeping.pages), savedAt: Date.now() };
  // A browser that refuses (a private window, storage full) keeps nothing: the session simply does not come back.
  void sessionsStore.put(session).catch(() => undefined);
}

/** The session ended here (its tabs closed with it): what was kept stays for the account's next sign-in. */
export function stopKeeping(): void {
  flush();
  keeping = null;
  globalThis.removeEventListener?.('pagehide', flush);
}

/** Signing out: the account's kept session is deleted, nothing more is written. */
export async function forgetKeptSession(): Promise<void> {
  const account = keeping?.account;
  if (timer !== null) clearTimeout(timer);
  timer = null;
  keeping = null;
  globalThis.removeEventListener?.('pagehide', flush);
  if (account && available()) await sessionsStore.delete(account).catch(() => undefined);
}
