import type { Page } from '@playwright/test';
import { payByBalance, submitAndPayByBalance } from './cashier.ts';
import { expect, test } from './fixtures.ts';
import { openInPortal } from './openInPortal.ts';

// A wide screen, where every column of the lists read here has room (at 1366 px their text columns without room
// fold into the column menu: truncatedCells.spec.ts).
test.use({ viewport: { width: 1920, height: 1080 } });

// Order entry as agent01 and staff01 meet it: renew from the customer list, buy hardware, cancel.
// A screen's first load may take up to 30 s on a busy machine.
const FIRST_LOAD = { timeout: 30_000 };
const cells = (page: Page, field: string) => page.locator(`tbody td[data-field="${field}"]`);
const total = (page: Page) => page.getByLabel('应付金额');

test.beforeEach(({ standIn }) => standIn.reset().then(() => undefined));

/** On the cashier: 余额支付 with agent01's phone code, up to 支付成功. */

test('renews a customer from the list: the quote follows the years and the order waits in 服务订单', async ({ page, context, standIn }) => {
  await standIn.signIn(context, 'agent01');
  await page.goto('/customerInformationManage');
  await expect(page.getByText('共 10,000 条')).toBeVisible(FIRST_LOAD);
  await page.getByRole('button', { name: '更多' }).first().click();
  await page.getByRole('menuitem', { name: '续费' }).click();
  await expect(page).toHaveURL(/\/placeOrder\?orderType=renew&userId=\d+$/);
  await expect(page.getByRole('heading', { name: '确认订单 · 续费' })).toBeVisible(FIRST_LOAD);
  await expect(total(page)).toContainText('¥', FIRST_LOAD);
  const oneYear = (await total(page).textContent())!;
  await expect(page.getByText(/^大写：.+元/)).toBeVisible();

  await page.getByText('3年', { exact: true }).click();
  await expect(total(page)).not.toHaveText(oneYear);
  await expect(page.getByRole('cell', { name: /· 3年$/ })).toBeVisible();
  const threeYears = (await total(page).textContent())!.replace('应付金额', '');
  await page.getByLabel('备注').fill('年底续费');
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/pay\?orderNo=DD\d+$/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo')!;

  await openInPortal(page, `/serviceOrder?keyword=${orderNo}`, { alone: true });
  await expect(cells(page, 'orderNo')).toHaveText([orderNo], FIRST_LOAD);
  await expect(cells(page, 'orderStatus')).toHaveText(['待支付']);
  await expect(cells(page, 'amountFen')).toHaveText([threeYears.replace('¥', '')]);
  await expect(page.getByRole('button', { name: '去支付' })).toBeVisible();
  await page.getByRole('button', { name: '详情' }).click();
  await expect(page.getByRole('dialog', { name: `订单详情 ${orderNo}` }).getByText('年底续费')).toBeVisible();
});

test('renews a customer and pays from the balance: the customer runs two more years', async ({ page, context, standIn }) => {
  await standIn.signIn(context, 'agent01');
  await page.goto('/customerInformationManage');
  await expect(page.getByText('共 10,000 条')).toBeVisible(FIRST_LOAD);
  const name = (await cells(page, 'name').first().textContent())!.trim();
  const oldExpiry = Date.parse((await cells(page, 'expireAt').first().textContent())!.trim());
  await page.getByRole('button', { name: '更多' }).first().click();
  await page.getByRole('menuitem', { name: '续费' }).click();
  await expect(total(page)).toContainText('¥', FIRST_LOAD);
  await page.getByText('2年', { exact: true }).click();
  await expect(page.getByRole('cell', { name: /· 2年$/ })).toBeVisible();
  const orderNo = await submitAndPayByBalance(page, standIn);
  // The success page says what changed: the customer's new expiry, from the old one.
  const outcome = page.getByRole('table', { name: '续费结果' });
  await expect(outcome.getByRole('cell', { name, exact: true })).toBeVisible(FIRST_LOAD);
  const shownExpiry = (await outcome.locator('tbody td').nth(4).textContent())!.trim();

  await openInPortal(page, `/customerInformationManage?keyword=${encodeURIComponent(name)}`, { alone: true });
  await expect(cells(page, 'name').first()).toHaveText(name, FIRST_LOAD);
  const newExpiry = Date.parse((await cells(page, 'expireAt').first().textContent())!.trim());
  // Two years from the old expiry, or from today when it had already passed.
  expect((newExpiry - oldExpiry) / 86_400_000).toBeGreaterThanOrEqual(730);
  expect(Date.parse(shownExpiry)).toBe(newExpiry);
  // … and 续费记录 lists the renewal the portal made.
  await openInPortal(page, `/customerInformationManage/renewListDetail?keyword=${orderNo}`, { alone: true });
  await expect(cells(page, 'orderNo')).toHaveText([orderNo], FIRST_LOAD);
  await expect(cells(page, 'months')).toHaveText(['24个月']);
});

test('hardware: a bad phone is refused in place, the order goes to the cashier and is cancelled; a shipped order shows its 物流 and moves to 已签收', async ({ page, context, standIn, request }) => {
  const token = await standIn.signIn(context, 'agent01');
  await test.step('buys hardware: a bad phone is refused in place, the order goes to the cashier and can be cancelled', async () => {
    await page.goto('/hardwareOrder');
    await expect(page.getByRole('button', { name: '购买', exact: true })).toBeVisible(FIRST_LOAD);
    await page.getByRole('button', { name: '购买', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: '购买硬件' });
    await drawer.getByLabel('收货人').fill('王伟');
    await drawer.getByLabel('手机号').fill('1391234');
    await drawer.getByLabel('收货地址').fill('杭州市西湖区文三路 90 号');
    await drawer.getByLabel('邮政编码').fill('310012');
    await drawer.getByRole('button', { name: '提交订单' }).click();
    await expect(drawer.getByText('请输入正确的手机号')).toBeVisible();
    await expect(drawer.getByLabel('收货地址')).toHaveValue('杭州市西湖区文三路 90 号');
    await drawer.getByLabel('手机号').fill('13912345678');
    await drawer.getByRole('button', { name: '提交订单' }).click();
    await expect(page).toHaveURL(/\/pay\?orderNo=DD\d+$/);
    const orderNo = new URL(page.url()).searchParams.get('orderNo')!;

    await openInPortal(page, `/hardwareOrder?keyword=${orderNo}`, { alone: true });
    await expect(cells(page, 'status')).toHaveText(['待支付']);
    await page.getByRole('button', { name: '取消' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect(cells(page, 'status')).toHaveText(['已取消']);
  });

  await test.step('a shipped hardware order shows its 物流 and moves to 已签收 on 确认收货', async () => {
    const waiting = await page.request.post('/orderapi/Order/HardwarePageList', { headers: { authorization: `Bearer ${token}` }, data: { filters: { status: '待发货' } } });
    const { orderNo } = ((await waiting.json()) as { data: { list: { orderNo: string }[] } }).data.list[0];
    const shipped = await request.post(`${standIn.url}/api/__dev/shipOrder`, { data: { orderNo, expressCompany: '圆通速递', expressNo: 'YT9988776655' } });
    expect(((await shipped.json()) as { msg: string }).msg).toBe('成功');

    await openInPortal(page, `/hardwareOrder?keyword=${orderNo}`, { alone: true });
    await expect(cells(page, 'status')).toHaveText(['已发货'], FIRST_LOAD);
    await expect(cells(page, 'expressNo')).toHaveText(['YT9988776655']);
    await page.getByRole('button', { name: '物流', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: `物流 ${orderNo}` });
    await expect(drawer.getByText('快递公司：圆通速递')).toBeVisible();
    await expect(drawer.getByText('快递单号：YT9988776655')).toBeVisible();
    await expect(drawer.getByLabel('发货：已完成')).toBeVisible();
    await expect(drawer.getByLabel('签收：进行中')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: '确认收货' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect(cells(page, 'status')).toHaveText(['已签收']);
  });
});

test('staff01 may pay a 待支付 order but not cancel it, nor buy hardware', async ({ page, context, standIn }) => {
  const token = await standIn.signIn(context, 'staff01');
  const created = await page.request.post('/orderapi/Order/Create', {
    headers: { authorization: `Bearer ${token}` },
    data: { orderType: 'renew', userId: 10000, years: 1, idempotencyKey: 'staff-renewal-0001' },
  });
  const { orderNo } = ((await created.json()) as { data: { orderNo: string } }).data;
  await page.goto(`/serviceOrder?keyword=${orderNo}`);
  await expect(cells(page, 'orderStatus').first()).toHaveText('待支付', FIRST_LOAD);
  await expect(page.getByRole('button', { name: '去支付' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: '取消' })).toHaveCount(0);
  await openInPortal(page, '/hardwareOrder', { alone: true });
  await expect(cells(page, 'orderNo').first()).toBeVisible();
  await expect(page.getByRole('button', { name: '购买', exact: true })).toHaveCount(0);
});

test('buys a product for an existing customer found by 客户编号, then for a new one: once paid, the customer is in the list with a year of service', async ({ page, context, standIn }) => {
  // Form, quote, cashier and customer list: the longest journey of this file.
  test.setTimeout(120_000);
  await standIn.signIn(context, 'agent01');
  await test.step('buys a product for an existing customer found by 客户编号: the confirmation names the customer', async () => {
    await page.goto('/buyProduct');
    await page.getByLabel('老客户').check(FIRST_LOAD);
    await page.getByRole('textbox', { name: '选择客户' }).fill('KH00010000');
    const option = page.getByRole('option', { name: /（KH00010000）$/ });
    await expect(option).toBeVisible();
    const name = (await option.textContent())!.replace('（KH00010000）', '');
    await option.click();
    await expect(total(page)).toContainText('¥', FIRST_LOAD);
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByText(/^老客户：/)).toContainText(new RegExp(`^老客户：.+（\\S+ 1\\d{10}）`));
    await expect(page.getByText(/^老客户：/)).toContainText(`老客户：${name}（`);
  });

  await test.step('buys a product for a new customer: once paid, the customer is in the list with a year of service', async () => {
    await openInPortal(page, '/buyProduct', { alone: true });
    await page.getByLabel('客户名称').fill('杭州新开张服饰有限公司', FIRST_LOAD);
    await page.getByLabel('联系人').fill('周杰');
    await page.getByLabel('手机号').fill('13712345678');
    await page.getByRole('textbox', { name: '产品' }).click();
    await page.getByRole('option', { name: '云启服装ERP' }).click();
    await page.getByLabel('域名').fill('xinkaizh');
    await expect(total(page)).toContainText('¥', FIRST_LOAD);
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByText(/新客户：杭州新开张服饰有限公司（周杰 13712345678）/)).toBeVisible();
    await page.getByRole('button', { name: '提交订单' }).click();
    await expect(page).toHaveURL(/\/pay\?orderNo=DD\d+$/);
    await payByBalance(page, standIn);

    await openInPortal(page, `/customerInformationManage?keyword=${encodeURIComponent('杭州新开张服饰有限公司')}`, { alone: true });
    await expect(cells(page, 'name')).toHaveText(['杭州新开张服饰有限公司'], FIRST_LOAD);
    await expect(cells(page, 'contact')).toHaveText(['周杰']);
    const expiry = Date.parse((await cells(page, 'expireAt').first().textContent())!.trim());
    expect(Math.round((expiry - (await standIn.now())) / 86_400_000)).toBeGreaterThanOrEqual(364);
  });
});

test('a staff role without the pay code sees no 去支付 nor pay buttons, and the server refuses its payment', async ({ page, context, standIn, request }) => {
  const agent = await standIn.signIn(context, 'agent01');
  const asAgent = { authorization: `Bearer ${agent}` };
  const roles = (await (await request.get(`${standIn.url}/api/role/RoleOptions`, { headers: asAgent })).json()) as { data: { id: number; roleName: string }[] };
  const roleId = roles.data.find((role) => role.roleName === '普通员工')!.id;
  const grants = (await (await request.get(`${standIn.url}/api/role/GetRoleGrants?roleId=${roleId}`, { headers: asAgent })).json()) as { data: { granted: string[] } };
  const keys = grants.data.granted.filter((key) => key !== 'b:fwdd:pay');
  await request.post(`${standIn.url}/api/role/SaveRoleGrants`, { headers: asAgent, data: { roleId, keys } });
  const created = await page.request.post('/orderapi/Order/Create', { headers: asAgent, data: { orderType: 'renew', userId: 10000, years: 1, idempotencyKey: 'nopay-renewal-01' } });
  const { orderNo } = ((await created.json()) as { data: { orderNo: string } }).data;

  const staff = await standIn.signIn(context, 'staff01');
  await page.goto(`/serviceOrder?keyword=${orderNo}`);
  await expect(cells(page, 'orderStatus')).toHaveText(['待支付'], FIRST_LOAD);
  await expect(page.getByRole('button', { name: '去支付' })).toHaveCount(0);
  await openInPortal(page, `/pay?orderNo=${orderNo}`, { alone: true });
  await expect(page.getByText(`订单号：${orderNo}`)).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('button', { name: '余额支付' })).toHaveCount(0);
  const refused = await page.request.post('/orderapi/Pay/CreateQr', {
    headers: { authorization: `Bearer ${staff}` },
    data: { targetKind: 'order', targetNo: orderNo, channel: '微信', idempotencyKey: 'nopay-qr-0001' },
  });
  expect(((await refused.json()) as { msg: string }).msg).toBe('没有该操作的权限');
});
