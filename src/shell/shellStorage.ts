import type { SavedTabs, TabsContext } from '../../machines/tabs.context.ts';
import type { MenuEntry } from '../contracts/menu.ts';
import { SESSION_KEY_PREFIX } from '../api/session.ts';

/** Tabs and menu live in sessionStorage (cleared when the login page opens), so a reload restores them. */
const TABS_KEY = `${SESSION_KEY_PREFIX}tabs`;
const MENU_KEY = `${SESSION_KEY_PREFIX}menu`;

function read<T>(key: string): T | null {
  try {
    const text = sessionStorage.getItem(key);
    return text === null ? null : (JSON.parse(text) as T);
  } catch {
    return null;
  }
}

export const readSavedTabs = () => read<SavedTabs>(TABS_KEY);

export function saveTabs({ tabs, activeId, nextInstance }: TabsContext): void {
  const saved: SavedTabs = { tabs, activeId, nextInstance };
  sessionStorage.setItem(TABS_KEY, JSON.stringify(saved));
}

export const readSavedMenu = () => read<MenuEntry[]>(MENU_KEY);

export function saveMenu(menu: MenuEntry[]): void {
  sessionStorage.setItem(MENU_KEY, JSON.stringify(menu));
}
