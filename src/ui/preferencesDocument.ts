import type { Preferences } from '../contracts/preferences.ts';

// 偏好设置 on the document (docs/product.md#preferences). This file is also the portal's pre-paint script: the build
// (scripts/prePaintScript.ts) inlines it, without imports, into a small classic script in the page's head, which
// puts the last preferences of this browser's account on <html> before anything is drawn — no flash of the wrong
// colours on the next visit. src/app/preferences.css reads the attributes.

/** The last preferences of this browser's account, written whenever they are in force. */
export const PREFERENCES_CACHE_KEY = 'portal-preferences';
/** Where Mantine keeps the colour scheme (its default manager): the shell sets it through Mantine. */
export const COLOUR_SCHEME_KEY = 'mantine-color-scheme-value';

type Look = Pick<Preferences, 'primaryColour' | 'density' | 'fontSize'>;

/** The look's attributes on <html> (unknown values match no rule of the stylesheet: the default look). */
export function applyLook(root: HTMLElement, look: Look): void {
  root.dataset.portalPrimary = String(look.primaryColour);
  root.dataset.portalDensity = String(look.density);
  root.dataset.portalFontSize = String(look.fontSize);
}

/**
 * Before the first paint: the cached look, and the colour scheme Mantine will read from its own key once it starts,
 * 跟随系统 read from the system now. A browser that refuses storage gets the defaults.
 */
export function applyCachedPreferences(root: HTMLElement, storage: () => Pick<Storage, 'getItem'>, systemDark: boolean): void {
  try {
    const cached: unknown = JSON.parse(storage().getItem(PREFERENCES_CACHE_KEY) ?? 'null');
    if (cached && typeof cached === 'object') applyLook(root, cached as Look);
    const scheme = storage().getItem(COLOUR_SCHEME_KEY);
    root.setAttribute('data-mantine-color-scheme', scheme === 'dark' || (scheme === 'auto' && systemDark) ? 'dark' : 'light');
  } catch {
    // Storage refused or its value unreadable: the default look.
  }
}
