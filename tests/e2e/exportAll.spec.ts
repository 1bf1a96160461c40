import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { openInPortal } from './openInPortal.ts';

// 导出 writes every row the list's filters match, not the page on screen.
const FIRST_LOAD = { timeout: 30_000 };

async function exported(page: Page): Promise<ExcelJS.Worksheet> {
  const download = page.waitForEvent('download', { timeout: 120_000 });
  await page.getByRole('button', { name: '导出' }).first().click();
  const file = await (await download).path();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file!);
  return workbook.worksheets[0];
}

test.beforeEach(({ standIn }) => standIn.reset().then(() => undefined));

test('the customer list exports every matching row with 用户数 as numbers; unfiltered, all 10,000', async ({ page, context, standIn }) => {
  test.setTimeout(240_000);
  await standIn.signIn(context, 'agent01');
  // The pager says 共 … 条 until the first page arrives: the total is the list's answer to the 杭州 query,
  // and the pager is read once it shows that answer.
  const answered = page.waitForResponse(
    (response) => response.url().includes('/api/user/UserPageList') && (response.request().postDataJSON() as { keyword?: string }).keyword === '杭州',
    FIRST_LOAD,
  );
  await page.goto('/customerInformationManage?keyword=杭州');
  const { total } = ((await (await answered).json()) as { data: { total: number } }).data;
  expect(total).toBeGreaterThan(10);
  await expect(page.getByText(`共 ${total} 条`)).toBeVisible();
  await expect(page.locator('tbody td[data-field="name"]').first()).toHaveText(/^杭州/);
  const sheet = await exported(page);
  expect(sheet.rowCount - 1).toBe(total);
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  const users = header.indexOf('用户数') + 1;
  expect(users).toBeGreaterThan(0);
  expect(typeof sheet.getRow(2).getCell(users).value).toBe('number');

  await openInPortal(page, '/customerInformationManage', { alone: true });
  await expect(page.getByText('共 10,000 条')).toBeVisible(FIRST_LOAD);
  expect((await exported(page)).rowCount - 1).toBe(10_000);
});
