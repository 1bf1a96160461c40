import type { Page } from '@playwright/test';
import { addYears } from '../../src/rules/calendar.ts';
import { submitAndPayByBalance } from './cashier.ts';
import { expect, test } from './fixtures.ts';

// Value-added services as agent01 and staff01 meet them. A screen's first load may take up to 30 s on a busy machine.
const FIRST_LOAD = { timeout: 30_000 };
const cells = (page: Page, field: string) => page.locator(`tbody td[data-field="${field}"]`);

// One fresh seed for the file: each test works on its own kind, so they share it (a reset costs seconds).
// The journey through the cashier loads several screens: on a shared machine that outlasts the default minute.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test('the five maintenance lists load their subscriptions', async ({ page, context, standIn }) => {
  await standIn.reset();
  await standIn.signIn(context, 'agent01');
  await page.goto('/liveServiceMaintenance');
  for (const title of ['直播服务维护', '抖店点击宝', '人脸识别服务', '图文导入服务', '千千店点击宝']) {
    // Each opens in a tab of its own from the menu; the hidden tabs keep their lists.
    await page.getByRole('button', { name: title, exact: true }).click();
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible(FIRST_LOAD);
    await expect(page.getByText('共 8 条').filter({ visible: true })).toBeVisible(FIRST_LOAD);
  }
});

test('renews a live service by balance: the expiry moves a year and the record lists the order', async ({ page, context, standIn }) => {
  await standIn.signIn(context, 'agent01');
  await page.goto('/liveServiceMaintenance?serviceStatus=正常');
  await expect(cells(page, 'customerName').first()).toBeVisible(FIRST_LOAD);
  const name = (await cells(page, 'customerName').first().textContent())!.trim();
  const oldExpiry = Date.parse((await cells(page, 'expireAt').first().textContent())!.trim());
  await page.getByRole('button', { name: '续费', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: '续费增值产品 · 直播' })).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('cell', { name: /· 1年$/ })).toBeVisible(FIRST_LOAD);
  const orderNo = await submitAndPayByBalance(page, standIn);

  await page.goto(`/liveServiceMaintenance?keyword=${encodeURIComponent(name)}`);
  await expect(cells(page, 'customerName').first()).toHaveText(name, FIRST_LOAD);
  const newExpiry = Date.parse((await cells(page, 'expireAt').first().textContent())!.trim());
  // A calendar year on (366 days across 29 February).
  expect(newExpiry).toBe(addYears(oldExpiry, 1));

  await page.goto(`/liveServiceRecord?keyword=${orderNo}`);
  await expect(cells(page, 'orderNo')).toHaveText([orderNo], FIRST_LOAD);
  await expect(cells(page, 'recordType')).toHaveText(['续费']);
  await expect(cells(page, 'quantity')).toHaveText(['1年']);
});

test('agent01 opens and stops, staff01 only renews; 开通 asks for a customer', async ({ page, context, standIn }) => {
  await standIn.signIn(context, 'agent01');
  await page.goto('/faceRecognitionService');
  await expect(cells(page, 'customerName').first()).toBeVisible(FIRST_LOAD);
  await page.getByRole('button', { name: '开通', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '开通人脸识别服务' });
  await dialog.getByLabel('数量（千次）').fill('3');
  await dialog.getByRole('button', { name: '下一步' }).click();
  await expect(dialog.getByText('请选择客户')).toBeVisible();
  await expect(dialog.getByLabel('数量（千次）')).toHaveValue('3');
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(page.getByRole('button', { name: '停用' }).first()).toBeVisible();

  // A new window: the page's button codes are kept per window.
  await context.clearCookies();
  await standIn.signIn(context, 'staff01');
  const staff = await context.newPage();
  await staff.goto('/faceRecognitionService');
  await expect(cells(staff, 'customerName').first()).toBeVisible(FIRST_LOAD);
  await expect(staff.getByRole('button', { name: '充值次数' }).first()).toBeVisible();
  await expect(staff.getByRole('button', { name: '开通', exact: true })).toHaveCount(0);
  await expect(staff.getByRole('button', { name: '停用' })).toHaveCount(0);
});

test('重新授权 opens the store in a new window and the list shows the shop authorised', async ({ page, context, standIn }) => {
  await standIn.signIn(context, 'agent01');
  await page.goto('/tiktokServiceMaintenance?serviceStatus=正常');
  const row = page.locator('tbody tr', { hasText: '未授权' }).first();
  await expect(row).toBeVisible(FIRST_LOAD);
  const name = (await row.locator('td[data-field="customerName"]').textContent())!.trim();
  const [store] = await Promise.all([page.waitForEvent('popup'), row.getByRole('button', { name: '重新授权' }).click()]);
  await expect(page.getByText(`请在新打开的抖店页面完成“${name}”的授权`, { exact: false })).toBeVisible();
  await store.getByRole('button', { name: '同意授权' }).click();
  await expect(store.getByText('授权成功，请回到后台继续操作')).toBeVisible();
  await expect(page.locator('tbody tr', { hasText: name })).toContainText('已授权', { timeout: 15_000 });
  await expect(page.locator('tbody tr', { hasText: name }).locator('td[data-field="shopId"]')).toHaveText(/^DY\d+$/);
});
