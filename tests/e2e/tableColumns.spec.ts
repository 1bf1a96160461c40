import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** What this spec reads of a route entry (src/ui/screen.ts RouteEntry). */
interface ListedRoute {
  path: string;
  opensWith?: string;
}

// Loaded at run time: the registry's screens are the app's (browser) code, outside this project's typecheck.
const REGISTRY = '../../src/shell/routeRegistry.ts';
const { routeRegistry } = (await import(REGISTRY)) as { routeRegistry: ListedRoute[] };
const routes = [...new Map(routeRegistry.filter((route) => !route.opensWith).map((route) => [route.path, route])).values()];

/** The shown tables' header cells that lie under a column frozen at the right, by table. */
const covered = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('table'))
      .filter((table) => table.offsetParent !== null)
      .flatMap((table) => {
        const frozen = Array.from(table.querySelectorAll('thead th[data-column-pinned="right"]')).map((cell) => cell.getBoundingClientRect().left);
        if (frozen.length === 0) return [];
        const edge = Math.min(...frozen);
        return Array.from(table.querySelectorAll('thead th:not([data-column-pinned])'))
          .filter((cell) => cell.getBoundingClientRect().right > edge + 1)
          .map((cell) => cell.textContent ?? '');
      }),
  );

// Every list screen of the registry at 1366 px: its columns fit beside the frozen 操作 column (giving up a
// little width), or, too many to fit, the table scrolls with nothing frozen at its right; no column is covered.
test('at 1366 px no column of any list screen lies under a column frozen at the right', async ({ page, context, standIn }) => {
  test.setTimeout(routes.length * 5_000 + 60_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await standIn.signIn(context, 'agent01');
  await page.goto('/');
  const failures: string[] = [];
  for (const { path } of routes) {
    await page.evaluate((to) => history.pushState(null, '', to), path);
    // A list screen shows its header row with its first page; other screens have none.
    await page.locator('thead th[data-field]').filter({ visible: true }).first().waitFor({ timeout: 2_500 }).catch(() => undefined);
    await expect.poll(() => covered(page), { timeout: 2_000 }).toEqual([]).catch(async () => failures.push(`${path}: ${(await covered(page)).join('、')}`));
  }
  expect(failures).toEqual([]);
});

test('long cell text is cut to its column and shows in full on hover and on keyboard focus', async ({ page, context, standIn }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await standIn.signIn(context, 'agent01');
  await page.goto('/customerInformationManage');
  const cut = page.locator('tbody td[data-field="name"] [data-cut]').first();
  await expect(cut).toBeVisible({ timeout: 30_000 });
  const text = (await cut.textContent())!;
  expect(await cut.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  await cut.hover();
  await expect(page.getByRole('tooltip')).toHaveText(text);
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toBeHidden();
  await cut.focus();
  await expect(page.getByRole('tooltip')).toHaveText(text);
});
