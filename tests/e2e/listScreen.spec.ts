import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// The generic list screen on the customer list: query bar kept in the address, row actions, permissions.
const LIST = '/customerInformationManage';
const cells = (page: Page, field: string) => page.locator(`tbody td[data-field="${field}"]`);

test.beforeEach(({ standIn }) => standIn.reset().then(() => undefined));

test('a search lives in the address and survives a trip to a row action and back', async ({ page, context, standIn }) => {
  await standIn.signIn(context, 'agent01');
  await page.goto(LIST);
  await expect(page.getByText('共 10000 条')).toBeVisible();
  const firstName = (await cells(page, 'name').first().textContent())!.trim();

  await page.getByLabel('关键字').fill(firstName);
  await page.getByLabel('关键字').press('Enter');
  await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent(firstName)}`));
  await expect(cells(page, 'name').first()).toHaveText(firstName);
  await expect(page.getByText('共 10000 条')).toBeHidden();

  // 数据库文件 opens in the same tab with this customer chosen.
  await page.getByRole('button', { name: '数据库文件' }).first().click();
  await expect(page).toHaveURL(/\/customerInformationManage\/dbFileList\?userId=\d+$/);
  await expect(page.getByLabel('客户', { exact: true }).first()).toHaveValue(new RegExp(firstName));

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${LIST}\\?keyword=`));
  await expect(page.getByLabel('关键字')).toHaveValue(firstName);
  await expect(cells(page, 'name').first()).toHaveText(firstName);

  await page.getByRole('button', { name: '重置' }).first().click();
  await expect(page.getByText('共 10000 条')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
});

test('the main account gets every row action, the fourth under 更多, and 导出', async ({ page, context, standIn }) => {
  await standIn.signIn(context, 'agent01');
  await page.goto(LIST);
  // Four row actions: two in the row, the rest under 更多.
  await page.getByRole('button', { name: '更多' }).first().click();
  await expect(page.getByRole('menuitem', { name: '续费' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: '导出' })).toBeVisible();
});

test('a staff account without 续费 sees the other row actions only', async ({ page, context, standIn }) => {
  await standIn.signIn(context, 'staff01');
  await page.goto(LIST);
  // staff01 may not renew: its three actions fit in the row.
  await expect(page.getByRole('button', { name: '跟进' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: '导出' })).toBeVisible();
  await expect(page.getByRole('button', { name: '更多' })).toHaveCount(0);
  await expect(page.getByText('续费')).toHaveCount(0);
});
