import { currentEntry, type TabsContext } from '../../machines/tabs.context.ts';
import type { MenuEntry } from '../contracts/menu.ts';
import { menuScreens, routeAccess } from './routeAccess.ts';

/** The page tabs whose current screen the account's new menu no longer lets it open. (docs/product.md#roles-and-scope) */
export function tabsNoLongerAllowed(context: Pick<TabsContext, 'tabs'>, menu: readonly MenuEntry[]): { id: string; title: string }[] {
  const granted = menuScreens(menu);
  return context.tabs.flatMap((tab) => {
    const entry = currentEntry(tab);
    return tab.kind === 'page' && routeAccess(entry.url, granted) === 'denied' ? [{ id: tab.id, title: entry.title }] : [];
  });
}

/** The notice of the tabs closed for a change of the account's rights. */
export const closedTabsNotice = (titles: readonly string[]) => `权限已变更，已关闭：${titles.join('、')}`;
