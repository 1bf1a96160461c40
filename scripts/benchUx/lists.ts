import type { Locator, Page } from '@playwright/test';
import { interaction, type Interaction } from './probe.ts';

/**
 * One build of the customer list as the bench drives it: the portal's, the floor (a plain React table) or the
 * peer (ProTable). Each shows its first page of the same 30 rows, and has a 查询, sortable column titles, a
 * 下一页 and two kept-alive lists in tabs. Every locator is of the shown tab's list: a kept-alive hidden tab has
 * the same buttons, and picking one of those waited for a button that never became visible.
 */
export interface ListBuild {
  name: string;
  /** Brings the list on screen with its 30 rows and both tabs opened once, the first tab shown. */
  open(page: Page): Promise<void>;
  query(page: Page): Locator;
  /** The sortable columns' titles, in the list's order (客户编号, 客户名称, …). */
  sortHeaders(page: Page): Locator;
  nextPage(page: Page): Locator;
  /** The two tabs switched between, the shown one last. */
  tabs: readonly [string, string];
}

export type ListInteraction = 'query' | 'sort' | 'next' | 'tab';
export type ListSamples = Record<ListInteraction, Interaction[]>;
export const LIST_INTERACTIONS: readonly ListInteraction[] = ['query', 'sort', 'next', 'tab'];

/** The one of `locator`'s matches on screen (in the shown tab). */
export const onScreen = (locator: Locator) => locator.filter({ visible: true }).first();

// The checks below run in the page (passed as source): no helpers from outside them.
const firstShownCell = () => Array.from(document.querySelectorAll<HTMLElement>('tbody td[data-field]')).find((cell) => cell.offsetParent !== null)?.textContent ?? '';
/** 查询 may answer the same rows: shown once a load has run (aria-busy went true, then false) and rows are drawn. */
const reloaded = () =>
  window.__uxSeen &&
  !document.querySelector('[aria-label="加载中"][aria-busy="true"]') &&
  Array.from(document.querySelectorAll<HTMLElement>('tbody td[data-field]')).some((cell) => cell.offsetParent !== null);
const firstCellChanged = (was: string) => (Array.from(document.querySelectorAll<HTMLElement>('tbody td[data-field]')).find((cell) => cell.offsetParent !== null)?.textContent ?? was) !== was;
const tabShown = (name: string) => {
  const selected = Array.from(document.querySelectorAll('[role=tab][aria-selected=true]')).map((tab) => tab.getAttribute('aria-label') ?? tab.textContent?.trim());
  return selected.includes(name) && Array.from(document.querySelectorAll<HTMLElement>('tbody td[data-field]')).some((cell) => cell.offsetParent !== null);
};

/**
 * One run of the four interactions on `build`'s list: 查询, a sort, the next page, and a tab switch there and back.
 * The sort is by 客户编号 in even runs and 客户名称 in odd ones, so that each is a new column's ascending sort (a
 * third click on one column goes back to the unsorted order, whose first row may be the one already shown).
 */
export async function listRun(page: Page, build: ListBuild, index: number): Promise<{ [K in ListInteraction]: Interaction[] }> {
  const query = await interaction(page, () => onScreen(build.query(page)).click(), reloaded, null);
  const header = build.sortHeaders(page).filter({ visible: true }).nth(index % 2);
  const sort = await interaction(page, () => header.click(), firstCellChanged, await page.evaluate(firstShownCell));
  const next = await interaction(page, () => onScreen(build.nextPage(page)).click(), firstCellChanged, await page.evaluate(firstShownCell));
  const tab: Interaction[] = [];
  for (const title of build.tabs) tab.push(await interaction(page, () => onScreen(page.getByRole('tab', { name: title, exact: true })).click(), tabShown, title));
  return { query: [query], sort: [sort], next: [next], tab };
}

/**
 * The builds side by side: each on its own page, a warm-up run then `runs` counted ones, the builds taking turns
 * within each run so that what else the machine does weighs on all of them alike.
 */
export async function listsSideBySide(pages: ReadonlyMap<ListBuild, Page>, runs: number): Promise<Map<ListBuild, ListSamples>> {
  const results = new Map<ListBuild, ListSamples>();
  for (const build of pages.keys()) results.set(build, { query: [], sort: [], next: [], tab: [] });
  for (let index = 0; index <= runs; index += 1) {
    for (const [build, page] of pages) {
      const run = await listRun(page, build, index);
      if (index === 0) continue;
      for (const key of LIST_INTERACTIONS) results.get(build)![key].push(...run[key]);
    }
  }
  return results;
}
