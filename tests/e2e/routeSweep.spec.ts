import type { Page, Request } from '@playwright/test';
import { screenDeclarations } from '../../src/contracts/screens/screens.ts';
import { WHOLE_TITLE } from '../../src/rules/columns.ts';
import { blockingFindings } from './axe.ts';
import { followTheSystemScheme, sweepDarkScheme } from './darkScheme.ts';
import { expect, test } from './fixtures.ts';
import { dataHolder, sweepLoadingState, type DataHolder } from './loadingStates.ts';
import { openInPortal } from './openInPortal.ts';

/**
 * Every declared screen (src/contracts/screens), opened by its bare address (no query) in a tab of its own: on a phone
 * (360 × 740) the page does not scroll sideways and the document does not scroll at all (the page's own box does);
 * on a desktop (1366 px) the menu has opened again, no table column stays under a column frozen at its right once
 * scrolled to its end, no identifier, phone number, date, amount, status or column title is cut, and axe-core finds
 * nothing serious or critical within `main`, in the light scheme and the dark (tests/e2e/darkScheme.ts); narrowed
 * again to 360 px the menu folds and nothing scrolls sideways;
 * within 10 s nothing is left loading, and a page that needs what its list hands it (the route's `opensWith`) says what
 * is missing. No uncaught error and no 页面出错了 on the way.
 * A new screen is swept by being declared.
 */
// SWEEP_ROUTES=/a,/b sweeps only those (while fixing them); the suite sweeps all.
const only = process.env.SWEEP_ROUTES?.split(',');
const routes = [...new Map(screenDeclarations.map((route) => [route.path, route])).values()].filter((route) => !only || only.includes(route.path));
const PARTS = 6;
const READABLE_WITHIN = 10_000;
// SWEEP_SHOTS_DIR=<folder> keeps a screenshot of every route at 360 px there.
const shotsDir = process.env.SWEEP_SHOTS_DIR;

test.describe.configure({ mode: 'parallel' });

/** The page's requests still open, kept by `trackRequests`. */
type InFlight = Set<Request>;

function trackRequests(page: Page): InFlight {
  const inFlight: InFlight = new Set();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return inFlight;
}

/** Waits until no request has been open for 150 ms (at most READABLE_WITHIN): the page's data has come. */
async function networkQuiet(page: Page, inFlight: InFlight) {
  const QUIET_MS = 150;
  const STEP_MS = 50;
  for (let quiet = 0, waited = 0; quiet < QUIET_MS && waited < READABLE_WITHIN; waited += STEP_MS) {
    await page.waitForTimeout(STEP_MS);
    quiet = inFlight.size === 0 ? quiet + STEP_MS : 0;
  }
}

/**
 * What a shown table cuts that it must not: column titles, and cells drawn with … in columns whose text is never
 * cut — identifiers, phone numbers, dates, amounts, statuses: by the portal's own rule (src/rules/columns.ts),
 * a column aligned right or centred, or titled for such a thing, or marked `data-whole`.
 */
const cutWholeText = (page: Page) =>
  page.evaluate(
    ([source, flags]) => {
      const wholeTitle = new RegExp(source, flags);
      const cut = (element: Element) => (element as HTMLElement).offsetParent !== null && element.scrollWidth > element.clientWidth + 1;
      const found = Array.from(document.querySelectorAll('main table')).flatMap((table) => {
        const titles = new Map(Array.from(table.querySelectorAll('thead th[data-field]'), (th) => [th.getAttribute('data-field'), th.querySelector('p')?.textContent ?? '']));
        const cells = Array.from(table.querySelectorAll('tbody td[data-field] span'))
          .filter((span) => {
            const cell = span.closest('td')!;
            const whole = cell.hasAttribute('data-whole') || ['right', 'center'].includes(cell.getAttribute('align') ?? '') || wholeTitle.test(titles.get(cell.getAttribute('data-field')) ?? '');
            return whole && getComputedStyle(span).textOverflow === 'ellipsis' && cut(span);
          })
          .map((span) => `${titles.get(span.closest('td')!.getAttribute('data-field'))}: ${span.textContent}`);
        return [...cells, ...Array.from(table.querySelectorAll('thead th p')).filter(cut).map((title) => `title ${title.textContent}`)];
      });
      return [...new Set(found)];
    },
    [WHOLE_TITLE.source, WHOLE_TITLE.flags],
  );

/** Whether the menu is folded, and how far the document scrolls sideways. */
const shellLayout = (page: Page) =>
  page.evaluate(() => ({
    sideways: Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth),
    menuFolded: (document.querySelector('nav[aria-label="主菜单"]')?.getBoundingClientRect().width ?? 0) <= 60,
  }));

/**
 * The shown tables' header cells that lie under a column frozen at the right once the table is scrolled to
 * its end (a table too wide for the page scrolls under its frozen 操作 column; at the end none may stay under it).
 */
const coveredColumns = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('table'))
      .filter((table) => table.offsetParent !== null)
      .flatMap((table) => {
        const scroller = table.closest<HTMLElement>('.mrt-table-container');
        if (scroller) scroller.scrollLeft = scroller.scrollWidth;
        const frozen = Array.from(table.querySelectorAll('thead th[data-column-pinned="right"]')).map((cell) => cell.getBoundingClientRect().left);
        if (frozen.length === 0) return [];
        const edge = Math.min(...frozen);
        return Array.from(table.querySelectorAll('thead th:not([data-column-pinned])'))
          .filter((cell) => cell.getBoundingClientRect().right > edge + 1)
          .map((cell) => cell.textContent ?? '');
      }),
  );

async function sweep(page: Page, path: string, opensWith: string | undefined, errors: string[], inFlight: InFlight, holder: DataHolder) {
  await page.setViewportSize({ width: 360, height: 740 });
  // Opened once with its data held back (its loading state checked by axe), then as it loads.
  await sweepLoadingState(page, path, holder, () => openInPortal(page, path, { alone: true }));
  const main = page.getByRole('main');
  await expect.soft(main, `${path}: the shell shows the page`).toBeVisible({ timeout: READABLE_WITHIN });
  if (!(await main.isVisible())) return;
  await networkQuiet(page, inFlight);
  await expect.soft(main.locator('[aria-busy="true"]:visible'), `${path}: still loading after ${READABLE_WITHIN / 1000} s`).toHaveCount(0, { timeout: READABLE_WITHIN });
  await expect.soft(main.getByText(/^加载中/).filter({ visible: true }), `${path}: still loading after ${READABLE_WITHIN / 1000} s`).toHaveCount(0);
  // A page that fails to render shows 页面出错了 (an error caught on the page, so no pageerror) in an alert of its own.
  await expect.soft(main.getByRole('alert').filter({ hasText: '页面出错了' }), `${path}: the page failed to render`).toHaveCount(0);
  if (opensWith) {
    await expect.soft(main.getByRole('alert'), `${path} opened without ${opensWith} says what is missing`).toContainText(/\S/);
  }

  const overflow = await page.evaluate(() => {
    const { scrollWidth, clientWidth, scrollHeight, clientHeight } = document.documentElement;
    return { sideways: scrollWidth - clientWidth, down: scrollHeight - clientHeight };
  });
  expect.soft(overflow.sideways, `${path} scrolls sideways at 360 px by`).toBeLessThanOrEqual(0);
  // A page scrolls in its own box, never the document (the search box relies on it: it does not lock the document's scroll).
  expect.soft(overflow.down, `${path}: the document itself scrolls at 360 px by`).toBeLessThanOrEqual(0);
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/${path.slice(1).replaceAll('/', '_')}.png`, fullPage: true });

  await page.setViewportSize({ width: 1366, height: 768 });
  await page.evaluate(() => document.fonts.ready);
  // Widened past 800 px, the menu opens again (it folded for the phone width).
  await expect.configure({ soft: true }).poll(() => shellLayout(page), { message: `${path} widened from 360 px to 1366 px`, timeout: 2_000 }).toEqual({ sideways: 0, menuFolded: false });
  await expect.configure({ soft: true }).poll(() => coveredColumns(page), { message: `${path} at 1366 px: columns under the frozen 操作 column`, timeout: 2_000 }).toEqual([]);
  await expect.configure({ soft: true }).poll(() => cutWholeText(page), { message: `${path} at 1366 px: identifiers, phones, dates, amounts, statuses or titles cut`, timeout: 2_000 }).toEqual([]);
  expect.soft(await blockingFindings(page, 'main'), `${path} at 1366 px: serious or critical accessibility findings`).toEqual([]);
  // The same visit in the dark scheme.
  await sweepDarkScheme(page, path);

  // Narrowed again from 1366 px (a window dragged narrower, a tablet turned): the menu folds, nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect.configure({ soft: true }).poll(() => shellLayout(page), { message: `${path} narrowed from 1366 px to 360 px`, timeout: 2_000 }).toEqual({ sideways: 0, menuFolded: true });
  expect.soft(errors.splice(0), `${path}: uncaught errors`).toEqual([]);
}

for (let part = 0; part < PARTS; part += 1) {
  const share = routes.filter((_, index) => index % PARTS === part);
  test(`every route, part ${part + 1} of ${PARTS}: no sideways scroll at 360 px (loaded or narrowed), no covered column, nothing cut that must not be and axe-clean at 1366 px in both schemes, bare links answered`, async ({ page, standIn, context, request }) => {
    test.setTimeout(share.length * 20_000);
    await standIn.reset();
    await followTheSystemScheme(request, standIn.url, await standIn.signIn(context, 'agent01'));
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const inFlight = trackRequests(page);
    const holder = await dataHolder(page);
    // The portal boots first, so every route of the part is opened in it with its data held back.
    await page.goto('/homePage');
    // Booted (who is signed in, the menu) before any data is held back: the first route is pushed into a running portal.
    await expect(page.getByRole('button', { name: '关闭全部标签' })).toBeVisible();
    for (const { path, opensWith } of share) {
      await test.step(path, () => sweep(page, path, opensWith, errors, inFlight, holder));
    }
  });
}
