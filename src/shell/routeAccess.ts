import type { MenuEntry } from '../contracts/menu.ts';
import type { RouteAccess } from '../ui/permissions/routeAccessContext.ts';
import { findRoute, routePath } from './routeRegistry.ts';
import { screenDeclarations, screensByName, type ScreenName } from '../contracts/screens/screens.ts';

/**
 * Access to screens follows the menu (docs/product.md, 权限): a screen the menu lists opens only for an
 * account whose menu holds it, and a screen reached from one (a detail, a step, a record list) opens
 * when any screen it is reached from does. Screens of neither kind (home, the cashier and its result
 * pages, order forms) open for every signed-in account; the server still checks every call.
 */
const REACHED_FROM = new Map(
  screenDeclarations.flatMap((screen) =>
    screen.reachedFrom ? [[screen.path.toLowerCase(), screen.reachedFrom.map((name) => screensByName[name as ScreenName].path)] as const] : [],
  ),
);

/** Screens every signed-in account may open, as declared (`openToEveryone`). */
export const OPEN_SCREENS: readonly string[] = screenDeclarations.filter((screen) => screen.openToEveryone).map((screen) => screen.path);

/** The paths of the screens a screen is reached from (its declared `reachedFrom`). */
export const reachedFrom = (path: string): readonly string[] | undefined => REACHED_FROM.get(path.toLowerCase());

const pathOf = (url: string) => routePath(url).toLowerCase();

/** The portal screens an account's menu lists (lower-case paths). */
export function menuScreens(menu: readonly MenuEntry[]): Set<string> {
  return new Set(menuEntries(menu).flatMap((entry) => (entry.manageUrl ? [pathOf(entry.manageUrl)] : [])));
}

/** Every entry of a menu, its groups' children included. */
export const menuEntries = (menu: readonly MenuEntry[]): MenuEntry[] => menu.flatMap((entry) => [entry, ...menuEntries(entry.child ?? [])]);

const open = new Set(OPEN_SCREENS.map((path) => path.toLowerCase()));

/**
 * Whether the account may open a URL: `granted` lists its menu's screens (null while the menu loads).
 * An address that is no screen at all is 'open' here: the tab shows 页面不存在 for it.
 */
export function routeAccess(url: string, granted: ReadonlySet<string> | null): RouteAccess {
  const path = pathOf(url);
  if (open.has(path) || !findRoute(path)) return 'open';
  if (granted === null) return 'pending';
  if (granted.has(path)) return 'open';
  const from = reachedFrom(path);
  return from?.some((screen) => granted.has(screen.toLowerCase())) ? 'open' : 'denied';
}
