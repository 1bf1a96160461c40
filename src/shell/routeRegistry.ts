import type { ComponentType } from 'react';
import type { ScreenDeclaration } from '../contracts/screens/screen.ts';
import { screenDeclarations } from '../contracts/screens/screens.ts';
import { screen, type RouteEntry, type Screen } from '../ui/screen.ts';

export type { RouteEntry };

/** Every page file of the features, fetched when its tab first opens; a declaration names one by `<area>/<File>`. */
const pageFiles = import.meta.glob<{ default: ComponentType<object> }>('../features/*/*Page.tsx');

/** The declared pages with no file under src/features (a test keeps this empty). */
export const missingPages = (declarations: readonly ScreenDeclaration[]) =>
  declarations.map((declaration) => declaration.page).filter((page) => !pageFiles[`../features/${page}.tsx`]);

const pages = new Map<string, Screen>();
/** One lazy screen per page file, shared by the routes that show it (e.g. one page for every value-added kind). */
function pageScreen(page: string): Screen {
  let found = pages.get(page);
  if (!found) {
    const load = pageFiles[`../features/${page}.tsx`] ?? (() => Promise.reject(new Error(`src/features/${page}.tsx 不存在`)));
    found = screen(load);
    pages.set(page, found);
  }
  return found;
}

function routeOf({ path, title, permissionId, layoutKey, opensWith, page }: ScreenDeclaration): RouteEntry {
  return {
    path,
    title,
    ...(permissionId ? { permissionId } : {}),
    ...(layoutKey ? { layoutKey } : {}),
    ...(opensWith ? { opensWith } : {}),
    page: pageScreen(page),
  };
}

/** Every logged-in route, built from the screens' declarations (src/contracts/screens). */
export const routeRegistry: RouteEntry[] = screenDeclarations.map(routeOf);

const byPath = new Map(routeRegistry.map((route) => [route.path.toLowerCase(), route]));

/** A URL's path: without query, fragment or trailing slash. */
export const routePath = (url: string) => url.split(/[?#]/)[0].replace(/\/+$/, '') || '/';

/** The registry entry for a URL's path (matched case-insensitively, as the provider's paths are). */
export function findRoute(url: string): RouteEntry | undefined {
  return byPath.get(routePath(url).toLowerCase());
}

/** Starts fetching the code of a URL's screen ahead of its first render. */
export const preloadScreen = (url: string): void => findRoute(url)?.page.preload();
