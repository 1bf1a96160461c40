import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { formatCount } from '../../src/rules/numbers.ts';

/** The list screens of the customer, system, order and invoice areas, opened as agent01 would. */
const LIST_SCREENS: { path: string; title: string; keyword?: boolean; exportable?: boolean }[] = [
  { path: '/customerInformationManage', title: '客户信息管理', keyword: true, exportable: true },
  { path: '/customerInformationManage/customerExpireInfo', title: '到期信息', keyword: true, exportable: true },
  { path: '/optimizePackage', title: '优化套餐', keyword: true },
  { path: '/hostManage/hostList', title: '主机管理', keyword: true },
  { path: '/userBlankManage', title: '空白用户管理', keyword: true, exportable: true },
  { path: '/customerInformationManage/customerTrack', title: '客户跟进', keyword: true, exportable: true },
  { path: '/customerInformationManage/customerAnnualFee', title: '客户年费', keyword: true, exportable: true },
  { path: '/customerInformationManage/renewListDetail', title: '续费明细', keyword: true, exportable: true },
  { path: '/roleManage', title: '角色管理', keyword: true },
  { path: '/systemAccountManage', title: '系统账号管理', keyword: true, exportable: true },
  { path: '/userTransfer', title: '用户转移', keyword: true, exportable: true },
  { path: '/tiktokStoreOrdersIntoMana', title: '抖店订单导入', keyword: true, exportable: true },
  { path: '/loginBannerManage', title: '登录页轮播管理' },
  { path: '/contractManage', title: '经销商合同管理', keyword: true, exportable: true },
  { path: '/noticeList', title: '公告列表', keyword: true, exportable: true },
  { path: '/serviceOrder', title: '服务订单', keyword: true, exportable: true },
  { path: '/invoiceList', title: '发票列表', keyword: true, exportable: true },
];

/** What the open screen shows: the screens visited before stay mounted, hidden, in their tabs. */
const shown = (locator: Locator) => locator.filter({ visible: true }).first();
const total = async (page: Page) => Number(/共 ([\d,]+) 条/.exec((await shown(page.getByText(/^共 [\d,]+ 条$/)).textContent()) ?? '')?.[1].replaceAll(',', ''));

// One smoke over every list screen on one page: what is the screen's own (its endpoint answers rows, its
// first sort button names a field the server sorts by, its keyword reaches the server, 导出 where offered).
// The generic table's sorting, filtering, paging and export are shown once on the customer list by
// table.spec.ts and the tableQuery replays; the server's paging, sorting and keyword by mocks/pagedList.test.ts.
test('every list screen loads its rows, sorts on the server and filters by keyword', async ({ page, context, standIn }) => {
  test.setTimeout(LIST_SCREENS.length * 30_000);
  const serverErrors: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 500) serverErrors.push(`${response.status()} ${response.url()}`);
  });
  await standIn.signIn(context, 'agent01');
  await page.goto(LIST_SCREENS[0].path);
  for (const screen of LIST_SCREENS) {
    await test.step(`${screen.title} (${screen.path})`, async () => {
      // The app is booted once: each next screen is opened in the active tab as an address pushed from
      // outside the tab's own router would be (the shell follows it), not by loading the page again.
      if (page.url() !== new URL(screen.path, page.url()).href) {
        await page.evaluate((path) => history.pushState(null, '', path), screen.path);
      }
      // A screen's code loads on first use: on a busy machine that can take a while.
      await expect(shown(page.getByRole('heading', { name: screen.title, exact: true }))).toBeVisible({ timeout: 30_000 });
      // The pager says 共 … 条 until the first page arrives.
      await expect.poll(() => total(page), { message: 'the seeded list has rows' }).toBeGreaterThan(0);
      const rows = await total(page);

      const sort = shown(page.getByRole('button', { name: /^按.+排序（/ }));
      if (await sort.count()) {
        const label = (await sort.getAttribute('aria-label'))!;
        const column = /^按(.+?)排序（/.exec(label)![1];
        await sort.click();
        const sortButton = shown(page.getByRole('button', { name: new RegExp(`^按${column}排序（`) }));
        await expect.poll(() => sortButton.getAttribute('aria-label')).not.toBe(label);
        await expect(shown(page.getByText(`共 ${formatCount(rows)} 条`))).toBeVisible();
        // The sort is kept in the address (the customer list's reload below shows it read back).
        await expect(page).toHaveURL(/[?&]sort=/);
      }

      if (screen.keyword) {
        const keyword = shown(page.getByLabel('关键字'));
        await keyword.fill('不存在的关键字zq');
        await keyword.press('Enter');
        await expect(page).toHaveURL(/keyword=/);
        await expect(shown(page.getByText('共 0 条'))).toBeVisible();
        await shown(page.getByRole('button', { name: '重置' })).click();
        await expect(shown(page.getByText(`共 ${formatCount(rows)} 条`))).toBeVisible();
      }
      if (screen.exportable) await expect(shown(page.getByRole('button', { name: '导出' }))).toBeVisible();
      expect(serverErrors).toEqual([]);
    });
  }
  await test.step('a reload keeps the column filter and the sort (both live in the address)', async () => {
    await page.evaluate((path) => history.pushState(null, '', path), LIST_SCREENS[0].path);
    await expect(shown(page.getByRole('heading', { name: LIST_SCREENS[0].title, exact: true }))).toBeVisible();
    await shown(page.getByRole('button', { name: '按用户数排序（未排序）' })).click();
    await shown(page.getByRole('button', { name: /^筛选状态（/ })).click();
    await page.getByRole('menuitem', { name: '正式' }).click();
    await expect(page).toHaveURL(/sort=userCount\.asc/);
    await expect(page).toHaveURL(/filter\.status=/);
    await expect.poll(() => total(page)).toBeGreaterThan(0);
    const filtered = await total(page);
    await page.reload();
    await expect(shown(page.getByRole('button', { name: '按用户数排序（升序）' }))).toBeVisible({ timeout: 30_000 });
    await expect(shown(page.getByRole('button', { name: '筛选状态（正式）' }))).toBeVisible();
    await expect(shown(page.getByText(`共 ${formatCount(filtered)} 条`))).toBeVisible();
  });
});
