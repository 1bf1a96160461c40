import type { Page } from '@playwright/test';
import { expect, type StandIn } from './fixtures.ts';

/** The demo accounts' bound phones (README). */
export const phones = { agent01: '13800000001', staff01: '13800000002', weak01: '13800000003' } as const;

export async function fillAccount(page: Page, account: string, password: string) {
  await page.getByLabel('账号', { exact: true }).fill(account);
  await page.getByLabel('密码', { exact: true }).fill(password);
}

/** Requests the phone code with the button and types what arrived in the outbox. */
export async function fillPhoneCode(page: Page, standIn: StandIn, phone: string) {
  await page.getByRole('button', { name: /^(获取验证码|重新发送)$/ }).click();
  await expect(page.getByRole('button', { name: /^剩余\d+秒$/ })).toBeVisible();
  await page.getByLabel('手机验证码').fill(await standIn.latestCode(phone));
}

export async function agree(page: Page) {
  await page.getByRole('checkbox', { name: /用户协议.*隐私政策/ }).check();
}

/** Signs in through the login form: account, password, the phone code from the outbox, the agreement. */
export async function signInWithForm(page: Page, standIn: StandIn, account: keyof typeof phones, password: string) {
  await fillAccount(page, account, password);
  await fillPhoneCode(page, standIn, phones[account]);
  await agree(page);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/**
 * Signs in again from outside the page (the stand-in's session) once the login page the sign-out opened has
 * mounted: opening it ends the session its cookie names, so a session made before it mounts would be ended too.
 */
export async function signInAgain(page: Page, signIn: () => Promise<unknown>, path = '/homePage') {
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: '代理商后台', level: 2 })).toBeVisible();
  await signIn();
  await page.goto(path);
}
