import type { Page } from '@playwright/test';
import { addYears } from '../../src/rules/calendar.ts';
import { submitAndPayByBalance } from './cashier.ts';
import { expect, test } from './fixtures.ts';
import { newTab, windowAs } from './newTab.ts';

// Value-added services as agent01 and staff01 meet them. A screen's first load may take up to 30 s on a busy machine.
const FIRST_LOAD = { timeout: 30_000 };
const cells = (page: Page, field: string) => page.locator(`tbody td[data-field="${field}"]`);

// The journey through the cashier loads several screens: on a shared machine that outlasts the default minute.

// One seed and one browser for the value-added screens: each step works on its own kind, in a tab of its own
// (a new page of the same signed-in browser, so the lists left open in the tabs before stay out of its way).
test('value-added services: five lists, a renewal by balance, a store reauthorised, who may open and stop', async ({ page, context, standIn }) => {
  test.setTimeout(4 * 120_000); // two minutes per flow walked, as each had on its own
  await standIn.reset();
  await standIn.signIn(context, 'agent01');
  await test.step('the five maintenance lists load their subscriptions', async () => {
    await page.goto('/liveServiceMaintenance');
    for (const title of ['直播服务维护', '抖店点击宝', '人脸识别服务', '图文导入服务', '千千店点击宝']) {
      // Each opens in a tab of its own from the menu; the hidden tabs keep their lists.
      await page.getByRole('button', { name: title, exact: true }).click();
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible(FIRST_LOAD);
      await expect(page.getByText('共 8 条').filter({ visible: true })).toBeVisible(FIRST_LOAD);
    }
    await page.close();
  });

  await test.step('renews a live service by balance: the expiry moves a year and the record lists the order', async () => {
    const renewal = await newTab(context);
    await renewal.goto('/liveServiceMaintenance?serviceStatus=正常');
    await expect(cells(renewal, 'customerName').first()).toBeVisible(FIRST_LOAD);
    const name = (await cells(renewal, 'customerName').first().textContent())!.trim();
    const oldExpiry = Date.parse((await cells(renewal, 'expireAt').first().textContent())!.trim());
    await renewal.getByRole('button', { name: '续费', exact: true }).first().click();
    await expect(renewal.getByRole('heading', { name: '续费增值产品 · 直播' })).toBeVisible(FIRST_LOAD);
    // The page says whose subscription it renews, until when it runs and until when it will run.
    await expect(renewal.getByText(`客户名称：${name}`)).toBeVisible(FIRST_LOAD);
    const oldText = new Date(oldExpiry).toISOString().slice(0, 10);
    await expect(renewal.getByLabel('续费后到期')).toHaveText(`当前到期：${oldText} → 续费1年后到期：${new Date(addYears(oldExpiry, 1)).toISOString().slice(0, 10)}`);
    await expect(renewal.getByRole('cell', { name: /· 1年$/ })).toBeVisible(FIRST_LOAD);
    const orderNo = await submitAndPayByBalance(renewal, standIn);

    await renewal.goto(`/liveServiceMaintenance?keyword=${encodeURIComponent(name)}`);
    await expect(cells(renewal, 'customerName').first()).toHaveText(name, FIRST_LOAD);
    const newExpiry = Date.parse((await cells(renewal, 'expireAt').first().textContent())!.trim());
    // A calendar year on (366 days across 29 February).
    expect(newExpiry).toBe(addYears(oldExpiry, 1));

    await renewal.goto(`/liveServiceRecord?keyword=${orderNo}`);
    await expect(cells(renewal, 'orderNo')).toHaveText([orderNo], FIRST_LOAD);
    await expect(cells(renewal, 'recordType')).toHaveText(['续费']);
    await expect(cells(renewal, 'quantity')).toHaveText(['1年']);
    await renewal.close();
  });

  await test.step('重新授权 opens the store in a new window and the list shows the shop authorised', async () => {
    const portal = await newTab(context);
    await portal.goto('/tiktokServiceMaintenance?serviceStatus=正常');
    const row = portal.locator('tbody tr', { hasText: '未授权' }).first();
    await expect(row).toBeVisible(FIRST_LOAD);
    const name = (await row.locator('td[data-field="customerName"]').textContent())!.trim();
    const [store] = await Promise.all([portal.waitForEvent('popup'), row.getByRole('button', { name: '重新授权' }).click()]);
    await expect(portal.getByText(`请在新打开的抖店页面完成“${name}”的授权`, { exact: false })).toBeVisible();
    await store.getByRole('button', { name: '同意授权' }).click();
    await expect(store.getByText('授权成功，请回到后台继续操作')).toBeVisible();
    await expect(portal.locator('tbody tr', { hasText: name })).toContainText('已授权', { timeout: 15_000 });
    await expect(portal.locator('tbody tr', { hasText: name }).locator('td[data-field="shopId"]')).toHaveText(/^DY\d+$/);
    await store.close();
    await portal.close();
  });

  await test.step('agent01 opens and stops, staff01 only renews; 开通 asks for a customer', async () => {
    const face = await newTab(context);
    await face.goto('/faceRecognitionService');
    await expect(cells(face, 'customerName').first()).toBeVisible(FIRST_LOAD);
    await face.getByRole('button', { name: '开通', exact: true }).click();
    const dialog = face.getByRole('dialog', { name: '开通人脸识别服务' });
    await dialog.getByLabel('数量（千次）').fill('3');
    await dialog.getByRole('button', { name: '下一步' }).click();
    await expect(dialog.getByText('请选择客户')).toBeVisible();
    await expect(dialog.getByLabel('数量（千次）')).toHaveValue('3');
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(face.getByRole('button', { name: '停用' }).first()).toBeVisible();

    // A new window: the page's button codes are kept per window.
    const staff = await windowAs(context, standIn, 'staff01');
    await staff.goto('/faceRecognitionService');
    await expect(cells(staff, 'customerName').first()).toBeVisible(FIRST_LOAD);
    await expect(staff.getByRole('button', { name: '充值次数' }).first()).toBeVisible();
    await expect(staff.getByRole('button', { name: '开通', exact: true })).toHaveCount(0);
    await expect(staff.getByRole('button', { name: '停用' })).toHaveCount(0);
  });
});
