import type { Page } from '@playwright/test';
import { onScreen, type ListBuild } from './lists.ts';

const BENCH_PAGE_SIZE = 30;
const SEARCH_BOX = '搜索功能、客户、订单';

/** Opens a screen in a tab of its own through the search box (Ctrl+K), as a user would. */
export async function openTab(page: Page, search: string, title: string): Promise<void> {
  await page.keyboard.press('Control+K');
  const box = page.getByRole('combobox', { name: SEARCH_BOX });
  await box.fill(search);
  await page.getByRole('option', { name: new RegExp(`^功能 ${title}( |$)`) }).waitFor();
  await box.press('Enter');
  await page.getByRole('tab', { name: title, selected: true }).waitFor();
}

/** Until the shown list draws `count` rows. */
export async function shownRows(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    (rows) => Array.from(document.querySelectorAll<HTMLElement>('tbody td[data-field="customerNo"]')).filter((cell) => cell.offsetParent !== null).length >= rows,
    count,
  );
}

const sortButtons = (page: Page) => page.getByRole('button', { name: /^按.+排序（/ });
// antd spaces a two-character label (查 询), and its button's fading loading icon (aria-label "loading") joins its name.
const queryButton = (page: Page) => page.getByRole('button', { name: /(^|\s)查\s*询$/ });

/** The portal: 服务订单 and 客户信息管理 open in tabs, the list switched to 30 条/页. */
export const portalList: ListBuild = {
  name: 'ours',
  async open(page) {
    await page.goto('/homePage');
    await page.getByRole('navigation', { name: '主菜单' }).waitFor();
    await openTab(page, 'fwdd', '服务订单');
    await openTab(page, 'khxx', '客户信息管理');
    await shownRows(page, 1);
    await onScreen(page.getByRole('combobox', { name: '每页条数' })).selectOption(String(BENCH_PAGE_SIZE));
    await shownRows(page, BENCH_PAGE_SIZE);
  },
  query: queryButton,
  sortHeaders: sortButtons,
  nextPage: (page) => page.getByRole('button', { name: '下一页' }),
  tabs: ['服务订单', '客户信息管理'],
};

/** A bench page's two lists: the first shown with its rows, the second opened once so that both are kept alive. */
function benchPageList(name: string, path: string, overrides: Pick<ListBuild, 'sortHeaders' | 'nextPage'>): (pagesUrl: string) => ListBuild {
  return (pagesUrl) => ({
    name,
    async open(page) {
      await page.goto(`${pagesUrl}${path}`);
      await shownRows(page, BENCH_PAGE_SIZE);
      for (const title of ['客户列表二', '客户列表一']) {
        await page.getByRole('tab', { name: title, exact: true }).click();
        await shownRows(page, BENCH_PAGE_SIZE);
      }
    },
    query: queryButton,
    ...overrides,
    tabs: ['客户列表二', '客户列表一'],
  });
}

/** The floor: a plain React <table> (bench/floor). */
export const floorList = benchPageList('floor', '/floor/', { sortHeaders: sortButtons, nextPage: (page) => page.getByRole('button', { name: '下一页' }) });

/** The peer: ProTable (bench/peer); antd sorts on a click on the column's title cell and names its next-page item by title. */
export const peerList = benchPageList('peer', '/peer/', {
  sortHeaders: (page) => page.locator('th.ant-table-column-has-sorters'),
  nextPage: (page) => page.getByTitle('下一页', { exact: true }),
});
