import { type APIRequestContext, type Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { DEFAULT_PREFERENCES } from '../../src/contracts/preferences.ts';
import { COLOUR_RULES, blockingFindings } from './axe.ts';

/**
 * The account's colour scheme set to 跟随系统 (docs/product.md#preferences), so a sweep switches a shown route to the
 * dark scheme and back by the system's setting alone, on the same visit: no reload, no second boot per route.
 */
export async function followTheSystemScheme(request: APIRequestContext, serviceUrl: string, token: string): Promise<void> {
  const response = await request.post(`${serviceUrl}/api/preference/Save`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { preferences: { ...DEFAULT_PREFERENCES, colourScheme: 'auto' } },
  });
  expect((await response.json()).code).toBe(200);
}

const scheme = (page: Page) => page.locator('html');

/** Where Mantine keeps the colour scheme in this browser (COLOUR_SCHEME_KEY of src/ui/preferencesDocument.ts). */
const COLOUR_SCHEME_KEY = 'mantine-color-scheme-value';

/** This browser's colour scheme set to 跟随系统 before any page loads, as the last account to sign in here left it. */
export const followTheSystemHere = (page: Page) => page.addInitScript((key) => localStorage.setItem(key, 'auto'), COLOUR_SCHEME_KEY);

/**
 * The page in the dark scheme: axe-core's rules that colours decide find nothing serious or critical (within `main`, or
 * the whole page when `within` is null). Only the colours differ from the light scheme the page was checked in: the
 * document is the same (no screen renders other elements by scheme; charts and the watermark only paint other colours).
 * The page is put back in the light scheme for what follows.
 */
export async function sweepDarkScheme(page: Page, path: string, within: string | null = 'main'): Promise<void> {
  await page.emulateMedia({ colorScheme: 'dark' });
  try {
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
    // Controls whose colours change by a CSS transition are judged once it has run (mid-way they mix both schemes).
    // (Transitions only: a spinner's animation never finishes.)
    await page.evaluate(() =>
      Promise.all(document.getAnimations().filter((animation) => animation instanceof CSSTransition).map((animation) => animation.finished.catch(() => undefined))),
    );
    expect.soft(await blockingFindings(page, within ?? undefined, COLOUR_RULES), `${path} in the dark scheme: serious or critical accessibility findings`).toEqual([]);
  } finally {
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
  }
}
