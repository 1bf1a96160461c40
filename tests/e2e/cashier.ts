import type { Page } from '@playwright/test';
import { expect, type StandIn } from './fixtures.ts';

/** 提交订单 on a quote page, then pays at the cashier from agent01's balance with the phone code; answers the order number. */
export async function submitAndPayByBalance(page: Page, standIn: StandIn): Promise<string> {
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/pay\?orderNo=DD\d+$/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
  await payByBalance(page, standIn);
  return orderNo;
}

/** At the cashier (/pay), pays from agent01's balance with the phone code and waits for 支付成功. */
export async function payByBalance(page: Page, standIn: StandIn): Promise<void> {
  await confirmBalancePayment(page, standIn);
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible({ timeout: 30_000 });
}

/** At the cashier (/pay): 余额支付, the phone code from the outbox, 确认支付. */
export async function confirmBalancePayment(page: Page, standIn: StandIn): Promise<void> {
  await page.getByRole('button', { name: '余额支付' }).click({ timeout: 30_000 });
  const modal = page.getByRole('dialog', { name: '余额支付' });
  await modal.getByRole('button', { name: '获取验证码' }).click();
  await modal.getByLabel('手机验证码').fill(await standIn.latestCode('13800000001'));
  await modal.getByRole('button', { name: '确认支付' }).click();
}
