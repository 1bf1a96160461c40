import type { MenuEntry } from '../contracts/menu.ts';
import { FRAME_REFUSED, MENU_URL_INVALID, frameUrlAllowed, type OriginPattern } from './frameConfig.ts';

export type MenuTarget =
  | { kind: 'page'; url: string; title: string }
  | { kind: 'frame'; url: string; title: string }
  | { kind: 'refused'; message: string };

/**
 * An entry with a manageUrl opens the portal screen, one with a url but no manageUrl opens
 * as an embedded frame page, one without a url is '菜单url异常'.
 * See docs/product.md#routes.
 */
export function menuTarget(entry: Pick<MenuEntry, 'name' | 'url' | 'manageUrl'>, frameOrigins: readonly OriginPattern[]): MenuTarget {
  const manageUrl = entry.manageUrl?.trim();
  if (manageUrl) {
    return manageUrl.startsWith('/') && !manageUrl.startsWith('//')
      ? { kind: 'page', url: manageUrl, title: entry.name }
      : { kind: 'refused', message: MENU_URL_INVALID };
  }
  const url = entry.url?.trim();
  if (!url) return { kind: 'refused', message: MENU_URL_INVALID };
  if (!frameUrlAllowed(url, frameOrigins)) return { kind: 'refused', message: FRAME_REFUSED };
  return { kind: 'frame', url, title: entry.name };
}
