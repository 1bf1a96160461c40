import { expect, type Page, type Route } from '@playwright/test';
import { blockingFindings } from './axe.ts';

/** The services' calls (docs/product.md#calls-and-errors): what a screen's data comes by. */
const SERVICE_CALLS = /^https?:\/\/[^/]+\/(api|orderapi|registryapi|aiuuapi)\//;
/** What a screen shows while its data has not come: a busy region, a skeleton, or 加载中. */
const LOADING = '[aria-busy="true"], .mantine-Skeleton-root, :text-matches("^加载中")';

/**
 * Holds back the services' answers while asked, so a screen can be checked in its loading state: the calls
 * wait until `release`, then go on as sent. Installed once per page; between holds every call passes at once.
 */
export async function dataHolder(page: Page) {
  let holding = false;
  const held: Route[] = [];
  await page.route(SERVICE_CALLS, (route) => (holding ? void held.push(route) : route.continue()));
  return {
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
 * nothing serious or critical within `main` (WCAG 2.1 A/AA and 2.2's target size) while it shows it is loading.
 */
export async function sweepLoadingState(page: Page, path: string, holder: DataHolder, open: () => Promise<unknown>) {
  holder.hold();
  try {
    await open();
    const main = page.getByRole('main');
    await expect.soft(main, `${path}: the shell shows the page while its data is held back`).toBeVisible();
    // A screen with nothing to load (a static page, a form) has no loading state: nothing to check.
    const loading = await main.locator(LOADING).first().waitFor({ timeout: 3_000 }).then(() => true, () => false);
    if (loading) expect.soft(await blockingFindings(page, 'main'), `${path} while loading: serious or critical accessibility findings`).toEqual([]);
  } finally {
    await holder.release();
  }
}
