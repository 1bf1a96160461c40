import { type Page, type Route } from '@playwright/test';
import { expect } from './fixtures.ts';
import { blockingFindings } from './axe.ts';

/** The services' calls (docs/product.md#calls-and-errors): what a screen's data comes by. */
const SERVICE_CALLS = /^https?:\/\/[^/]+\/(api|orderapi|registryapi|aiuuapi)\//;

/**
 * Holds back the services' answers while asked, so a screen can be checked in its loading state: the calls
 * wait until `release`, then go on as sent. Installed once per page; between holds every call passes at once.
 */
export async function dataHolder(page: Page) {
  let holding = false;
  const held: Route[] = [];
  await page.route(SERVICE_CALLS, (route) => (holding ? void held.push(route) : route.continue()));
  return {
    /** How many calls wait now. */
    held: () => held.length,
    hold: () => void (holding = true),
    async release() {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue().catch(() => undefined)));
    },
  };
}

export type DataHolder = Awaited<ReturnType<typeof dataHolder>>;

/**
 * The route's loading state, checked as its loaded state is: opened with its data held back, axe-core finds
 * nothing serious or critical within `main` (WCAG 2.1 A/AA and 2.2's target size) in what it shows meanwhile.
 */
export async function sweepLoadingState(page: Page, path: string, holder: DataHolder, open: () => Promise<unknown>) {
  holder.hold();
  try {
    await open();
    const main = page.getByRole('main');
    await expect.soft(main, `${path}: the shell shows the page while its data is held back`).toBeVisible();
    // The screen asks for its data as it renders; one that asks for nothing (a static page) has no loading state.
    const asked = await expect.poll(holder.held, { timeout: 2_000 }).toBeGreaterThan(0).then(() => true, () => false);
    if (asked) expect.soft(await blockingFindings(page, 'main'), `${path} while loading: serious or critical accessibility findings`).toEqual([]);
  } finally {
    await holder.release();
  }
}
