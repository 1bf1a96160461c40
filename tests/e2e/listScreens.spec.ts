import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * The list screens of the customer, system, order and invoice areas, opened as agent01 would: it loads rows, sorts
 * on the server, filters by keyword (kept in the address), clears it with 重置, and exports .xlsx.
 */
const LIST_SCREENS: { path: string; title: string; keyword?: boolean; exportable?: boolean; empty?: true }[] = [
  { path: '/customerInformationManage', title: '客户信息管理', keyword: true, exportable: true },
  { path: '/customerInformationManage/customerExpireInfo', title: '到期信息', keyword: true, exportable: true },
  { path: '/optimizePackage', title: '优化套餐', keyword: true },
  { path: '/hostManage/hostList', title: '主机管理', keyword: true },
  { path: '/userBlankManage', title: '空白用户管理', keyword: true, exportable: true },
  { path: '/customerInformationManage/customerTrack', title: '客户跟踪', keyword: true, exportable: true },
  { path: '/customerInformationManage/customerAnnualFee', title: '客户年费', keyword: true, exportable: true },
  { path: '/customerInformationManage/renewListDetail', title: '续费明细', keyword: true, exportable: true },
  { path: '/roleManage', title: '角色管理', keyword: true },
  { path: '/systemAccountManage', title: '系统账号管理', keyword: true, exportable: true },
  { path: '/userTransfer', title: '用户转移', keyword: true, exportable: true },
  { path: '/tiktokStoreOrdersIntoMana', title: '抖店订单导入', keyword: true, exportable: true },
  { path: '/loginBannerManage', title: '登录页轮播图' },
  { path: '/contractManage', title: '经销商合同', keyword: true, exportable: true },
  { path: '/noticeList', title: '公告通知', keyword: true, exportable: true },
  { path: '/serviceOrder', title: '服务订单', keyword: true, exportable: true },
  { path: '/invoiceList', title: '发票列表', keyword: true, exportable: true },
];

const total = async (page: Page) => Number(/共 (\d+) 条/.exec((await page.getByText(/^共 \d+ 条$/).first().textContent()) ?? '')?.[1]);

for (const screen of LIST_SCREENS) {
  test(`${screen.title} (${screen.path}) loads, sorts, filters and exports`, async ({ page, context, standIn }) => {
    const serverErrors: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 500) serverErrors.push(`${response.status()} ${response.url()}`);
    });
    await standIn.signIn(context, 'agent01');
    await page.goto(screen.path);
    // A screen's code loads on first use: on a busy machine that can take a while.
    await expect(page.getByRole('heading', { name: screen.title, exact: true })).toBeVisible({ timeout: 30_000 });
    // The pager says 共 0 条 until the first page arrives; an empty list says 暂无数据 once loaded.
    if (screen.empty) await expect(page.getByText('暂无数据').first()).toBeVisible();
    else await expect.poll(() => total(page), { message: 'the seeded list has rows' }).toBeGreaterThan(0);
    const rows = await total(page);

    const sort = page.getByRole('button', { name: /^按.+排序（/ }).first();
    if (await sort.count()) {
      const label = (await sort.getAttribute('aria-label'))!;
      const column = /^按(.+?)排序（/.exec(label)![1];
      await sort.click();
      const sortButton = page.getByRole('button', { name: new RegExp(`^按${column}排序（`) }).first();
      await expect.poll(() => sortButton.getAttribute('aria-label')).not.toBe(label);
      await expect(page.getByText(`共 ${rows} 条`).first()).toBeVisible();
    }

    if (screen.keyword) {
      await page.getByLabel('关键字').fill('不存在的关键字zq');
      await page.getByLabel('关键字').press('Enter');
      await expect(page).toHaveURL(/keyword=/);
      await expect(page.getByText('共 0 条').first()).toBeVisible();
      await page.getByRole('button', { name: '重置' }).first().click();
      await expect(page.getByText(`共 ${rows} 条`).first()).toBeVisible();
    }

    if (screen.exportable && !screen.empty) {
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: '导出' }).click();
      expect((await downloading).suggestedFilename()).toMatch(/\.xlsx$/);
    }
    expect(serverErrors).toEqual([]);
  });
}
