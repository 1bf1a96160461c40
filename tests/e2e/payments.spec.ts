import type { Page } from '@playwright/test';
import { expect, test, type StandIn } from './fixtures.ts';

// The 收银台 as an agent meets it after creating an order: balance with a phone code, QR paid on the phone, expiry and refresh, cancel.
test.beforeEach(async ({ standIn, context }) => {
  await standIn.reset();
  await standIn.signIn(context, 'agent01');
});

/** Places an order of agent01's for this amount and opens its cashier; answers the order number. */
async function openCashier(page: Page, standIn: StandIn, amountFen: number): Promise<string> {
  const response = await page.request.post(`${standIn.url}/api/__dev/order`, { data: { account: 'agent01', amountFen } });
  const { orderNo } = ((await response.json()) as { data: { orderNo: string } }).data;
  await page.goto(`/pay?orderNo=${orderNo}`);
  return orderNo;
}

const qrImage = (page: Page) => page.getByRole('img', { name: /支付二维码$/ });
const qrUrl = async (page: Page) => (await qrImage(page).getAttribute('data-qr-url'))!;

// The cashier's ways to pay and not to pay, each on an order of its own, one after another in one browser.
test('the cashier: balance with a phone code, WeChat QR on the phone, reload, expiry, refresh and cancel', async ({ page, context, standIn }) => {
  test.setTimeout(4 * 60_000); // a minute per flow walked, as each had on its own
  await test.step('pays an order from the balance with the phone code, and the balance drops', async () => {
    const orderNo = await openCashier(page, standIn, 12_345);
    await expect(page.getByText(`订单号：${orderNo}`)).toBeVisible();
    await expect(page.getByText('大写：壹佰贰拾叁元肆角伍分')).toBeVisible();
    await expect(page.getByLabel('余额支付（可用 ¥28,650.00）')).toBeChecked();
    await page.getByRole('button', { name: '余额支付' }).click();

    const modal = page.getByRole('dialog', { name: '余额支付' });
    await expect(modal.getByText('支付后余额：¥28,526.55')).toBeVisible();
    await modal.getByRole('button', { name: '确认支付' }).click();
    await expect(modal.getByText('请输入6位数字验证码')).toBeVisible();
    await modal.getByRole('button', { name: '获取验证码' }).click();
    const code = await standIn.latestCode('13800000001');
    await modal.getByLabel('手机验证码').fill(code === '000000' ? '111111' : '000000');
    await modal.getByRole('button', { name: '确认支付' }).click();
    await expect(modal.getByRole('alert')).toContainText('验证码');
    await modal.getByLabel('手机验证码').fill(code);
    await modal.getByRole('button', { name: '确认支付' }).click();

    await expect(page).toHaveURL(new RegExp(`/paySuccessful\\?orderNo=${orderNo}$`));
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
    await expect(page.getByText('支付方式：余额')).toBeVisible();
    await expect(page.getByText('支付金额：¥123.45')).toBeVisible();

    await openCashier(page, standIn, 100);
    await expect(page.getByLabel('余额支付（可用 ¥28,526.55）')).toBeVisible();
  });

  await test.step('pays by WeChat QR on the phone page, and the portal moves on by itself', async () => {
    await openCashier(page, standIn, 8_800);
    await page.getByLabel('微信支付').check();
    await page.getByRole('button', { name: '立即支付' }).click();
    await expect(qrImage(page)).toBeVisible();
    await expect(page.getByRole('timer', { name: '剩余支付时间' })).toHaveText(/^1[45]:\d\d$/);
    const url = await qrUrl(page);
    expect(url).toMatch(/\/pay-phone\/ZF\d+$/);
    await expect(page.getByRole('link', { name: '在手机上打开' })).toHaveAttribute('href', url);

    const phone = await context.newPage();
    await phone.goto(url);
    await expect(phone.getByText('¥88.00')).toBeVisible();
    await expect(page.getByText('已扫码，请在手机上确认')).toBeVisible({ timeout: 8000 });
    await phone.getByRole('button', { name: '支付' }).click();
    await expect(phone.getByRole('status')).toHaveText('支付成功，请回到电脑上继续操作');

    await expect(page).toHaveURL(/\/paySuccessful\?orderNo=/, { timeout: 8000 });
    await expect(page.getByText('支付方式：微信')).toBeVisible();
    await phone.close();
  });

  await test.step('a reload resumes the code; an expired code is refreshed; another method, then cancel', async () => {
    await openCashier(page, standIn, 500);
    await page.getByLabel('支付宝').check();
    await page.getByRole('button', { name: '立即支付' }).click();
    const first = await qrUrl(page);
    await expect(page).toHaveURL(/&payNo=ZF\d+$/);

    await page.reload();
    await expect(qrImage(page)).toHaveAttribute('data-qr-url', first);
    const payNo = first.split('/').pop();
    await page.request.post(`${standIn.url}/api/__dev/payment`, { data: { payNo, action: 'expire' } });
    await expect(page.getByText('二维码已过期')).toBeVisible({ timeout: 8000 });
    await page.getByRole('button', { name: '刷新二维码' }).click();
    await expect(qrImage(page)).toBeVisible();
    expect(await qrUrl(page)).not.toBe(first);

    await expect(page.getByText('请使用支付宝扫码支付')).toBeVisible();
    await page.getByRole('button', { name: '更换支付方式' }).click();
    await page.getByRole('button', { name: '取消订单' }).click();
    await page.getByRole('dialog', { name: '取消订单' }).getByRole('button', { name: '确定取消' }).click();
    await expect(page.getByText('订单已取消')).toBeVisible();
  });

  // The first step's code went to the same phone: the stand-in's one-per-120-s window has passed.
  await page.request.post(`${standIn.url}/api/__dev/clock`, { data: { advanceMs: 121_000 } });
  await test.step('the payer cancels on the phone: the cashier says 支付已取消; the 余额支付 code countdown survives closing the dialog', async () => {
    await openCashier(page, standIn, 2_000);
    await page.getByLabel('微信支付').check();
    await page.getByRole('button', { name: '立即支付' }).click();
    const phone = await context.newPage();
    await phone.goto(await qrUrl(page));
    await phone.getByRole('button', { name: '取消' }).click();
    await expect(page.getByText(/^支付已取消/)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: '立即支付' })).toBeVisible();

    await page.getByLabel(/^余额支付（/).check();
    await page.getByRole('button', { name: '余额支付' }).click();
    const modal = page.getByRole('dialog', { name: '余额支付' });
    await modal.getByRole('button', { name: '获取验证码' }).click();
    await expect(modal.getByRole('button', { name: /^剩余\d+秒$/ })).toBeDisabled();
    await modal.getByRole('button', { name: '取消' }).click();
    await expect(modal).toBeHidden();
    await page.getByRole('button', { name: '余额支付' }).click();
    // Still counting down, so no second send is tried (the server would refuse it as too frequent).
    await expect(modal.getByRole('button', { name: /^剩余\d+秒$/ })).toBeDisabled();
    await modal.getByLabel('手机验证码').fill(await standIn.latestCode('13800000001'));
    await modal.getByRole('button', { name: '确认支付' }).click();
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 30_000 });
  });
});
