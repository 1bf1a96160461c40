import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { keptWizards } from './keptSession.ts';

// The invoice request comes back with its page (docs/product.md#tabs): left on 收票信息 (/invoiceAsk/addrInfo) with the
// e-mail and mobile typed, or on 发票信息 (/invoiceAsk), the page reloaded, then 恢复 or 放弃.

const orderBoxes = (page: Page) => page.getByRole('checkbox', { name: /^选择 DD/ });
/** The amount of the step shown (the page below in the tab's history stays mounted, hidden). */
const amount = (page: Page) => page.locator('[data-testid="invoice-amount"]:visible');
/** What agent01's pages keep of the request: one page at a time keeps it. */
const kept = (page: Page) => keptWizards(page, 'agent01', '申请开票');

/** Two orders, a remark, the e-mail and the mobile: the request left on 收票信息; answers the orders' numbers. */
async function leaveOnAddressStep(page: Page): Promise<string[]> {
  await page.goto('/invoiceAsk');
  await orderBoxes(page).nth(0).check();
  await orderBoxes(page).nth(1).check();
  const orders = await Promise.all([0, 1].map(async (index) => (await orderBoxes(page).nth(index).getAttribute('aria-label'))!.replace('选择 ', '')));
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByLabel('备注').fill('请尽快开具');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/\/invoiceAsk\/addrInfo$/);
  await page.getByLabel('接收邮箱').fill('zw@example.com');
  await page.getByLabel('接收手机').fill('13800000001');
  await expect.poll(() => kept(page)).toEqual([
    expect.objectContaining({ step: 2, values: expect.objectContaining({ remark: '请尽快开具', delivery: { email: 'zw@example.com', phone: '13800000001', addressId: expect.any(Number) } }) }),
  ]);
  return orders;
}

test.beforeEach(({ standIn }) => standIn.reset().then(() => undefined));

test('a reload on 收票信息 offers the request back, and 恢复 shows the chosen orders and what was typed', async ({ page, standIn }) => {
  await standIn.signIn(page.context(), 'agent01');
  const orders = await leaveOnAddressStep(page);
  const chosenAmount = await amount(page).textContent();

  await page.reload();
  await expect(page).toHaveURL(/\/invoiceAsk\/addrInfo$/);
  await expect(page.getByText('有上次未保存的内容')).toBeVisible();
  await page.getByRole('button', { name: '恢复未保存的内容' }).click();
  await expect(page.getByLabel('接收邮箱')).toHaveValue('zw@example.com');
  await expect(page.getByLabel('接收手机')).toHaveValue('13800000001');
  await expect(amount(page)).toHaveText(chosenAmount!);
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('开票订单：').locator('..')).toHaveText(`开票订单：${orders.join('、')}`);

  // Back on /invoiceAsk the same wizard goes on: the remark, then the orders still checked.
  await page.getByRole('button', { name: '上一步' }).click();
  await page.getByRole('button', { name: '上一步' }).click();
  await expect(page).toHaveURL(/\/invoiceAsk$/);
  await expect(page.getByLabel('备注')).toHaveValue('请尽快开具');
  await expect.poll(() => kept(page)).toEqual([expect.objectContaining({ step: 1 })]);
  await page.getByRole('button', { name: '上一步' }).click();
  for (const order of orders) await expect(page.getByRole('checkbox', { name: `选择 ${order}` })).toBeChecked();
});

test('放弃 on 收票信息 opens a fresh request, and the next reload offers nothing', async ({ page, standIn }) => {
  await standIn.signIn(page.context(), 'agent01');
  await leaveOnAddressStep(page);

  await page.reload();
  await page.getByRole('button', { name: '放弃' }).click();
  await expect(page).toHaveURL(/\/invoiceAsk$/);
  await expect(orderBoxes(page).first()).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^选择 /, checked: true })).toHaveCount(0);
  await expect(amount(page)).toHaveText(/^0\.00/);
  await expect.poll(() => kept(page)).toEqual([]);

  await page.reload();
  await expect(orderBoxes(page).first()).toBeVisible();
  await expect(page.getByText('有上次未保存的内容')).toHaveCount(0);
});

test('an order invoiced since is said, and 恢复 comes back on the first step with the other order', async ({ page, standIn, request }) => {
  const token = await standIn.signIn(page.context(), 'agent01');
  const orders = await leaveOnAddressStep(page);
  // The first order is invoiced from elsewhere meanwhile.
  const headers = { authorization: `Bearer ${token}` };
  const [title] = (await (await request.post(`${standIn.url}/api/Invoice/TitleList`, { headers, data: {} })).json()).data as Array<{ id: number }>;
  const body = { idempotencyKey: 'e2e-kept-1', orderNos: [orders[0]], rechargeNos: [], titleId: title.id, invoiceType: '普票', medium: '电子', email: 'zw@example.com', phone: '13800000001', remark: '' };
  expect((await (await request.post(`${standIn.url}/api/Invoice/Submit`, { headers, data: body })).json()).msg).toBe('成功');

  await page.reload();
  await page.getByRole('button', { name: '恢复未保存的内容' }).click();
  await expect(page).toHaveURL(/\/invoiceAsk$/);
  await expect(page.getByRole('alert')).toHaveText('上次选择的订单中有 1 个已开票或不可开票，请重新选择');
  await expect(page.getByRole('checkbox', { name: `选择 ${orders[1]}` })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: `选择 ${orders[0]}` })).toHaveCount(0);
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByLabel('备注')).toHaveValue('请尽快开具');
});

test('a reload on 发票信息 (/invoiceAsk) offers the request back there, and 恢复 goes on to 收票信息', async ({ page, standIn }) => {
  await standIn.signIn(page.context(), 'agent01');
  await page.goto('/invoiceAsk');
  await orderBoxes(page).nth(0).check();
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByLabel('备注').fill('请尽快开具');
  await expect.poll(() => kept(page)).toEqual([expect.objectContaining({ step: 1, values: expect.objectContaining({ remark: '请尽快开具' }) })]);

  await page.reload();
  await expect(page.getByLabel('备注')).toHaveCount(0);
  await page.getByRole('button', { name: '恢复未保存的内容' }).click();
  await expect(page.getByLabel('备注')).toHaveValue('请尽快开具');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/\/invoiceAsk\/addrInfo$/);
  await expect(page.getByLabel('接收邮箱')).toBeVisible();
  await expect.poll(() => kept(page)).toEqual([expect.objectContaining({ step: 2 })]);
});
