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
  await expect(page.getByRole('textbox', { name: '客户' })).toHaveValue(new RegExp(firstName));

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${LIST}\\?keyword=`));
  await expect(page.getByLabel('关键字')).toHaveValue(firstName);
  await expect(cells(page, 'name').first()).toHaveText(firstName);

  await page.getByRole('button', { name: '重置' }).first().click();
  await expect(page.getByText('共 10000 条')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
});

test('row and toolbar buttons follow the account’s permissions', async ({ page, context, standIn }) => {
  await standIn.signIn(context, 'agent01');
  await page.goto(LIST);
  await expect(page.getByRole('button', { name: '续费' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: '导出' })).toBeVisible();

  await context.clearCookies();
  await standIn.signIn(context, 'staff01');
  await page.goto(LIST);
  await expect(page.getByRole('button', { name: '数据库文件' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: '导出' })).toBeVisible();
  await expect(page.getByRole('button', { name: '续费' })).toHaveCount(0);
});
