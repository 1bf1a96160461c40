import { currentEntry, type Tab, type TabsContext } from '../../machines/tabs.context.ts';
import type { MenuEntry } from '../contracts/menu.ts';
import { menuEntries, menuScreens, routeAccess } from './routeAccess.ts';

/** The old system's addresses the menu frames: entries with a url and no portal screen (docs/product.md#routes). */
function framedAddresses(menu: readonly MenuEntry[]): Set<string> {
  return new Set(menuEntries(menu).flatMap((entry) => (entry.url?.trim() && !entry.manageUrl?.trim() ? [entry.url.trim()] : [])));
}

/**
 * The tabs the account's new menu no longer lets it open: a page tab by the screen it shows now, a frame tab by
 * its menu entry. (docs/product.md#roles-and-scope)
 */
export function tabsNoLongerAllowed(context: Pick<TabsContext, 'tabs'>, menu: readonly MenuEntry[]): { id: string; title: string }[] {
  const granted = menuScreens(menu);
  const framed = framedAddresses(menu);
  const denied = (tab: Tab, url: string) => (tab.kind === 'frame' ? !framed.has(url) : routeAccess(url, granted) === 'denied');
  return context.tabs.flatMap((tab) => {
    const entry = currentEntry(tab);
    return denied(tab, entry.url) ? [{ id: tab.id, title: entry.title }] : [];
  });
}

/** The notice of the tabs closed for a change of the account's rights. */
export const closedTabsNotice = (titles: readonly string[]) => `权限已变更，已关闭：${titles.join('、')}`;
