import type { Page } from '@playwright/test';
import { ignoreLabel, weakPasswordMachine, type WeakPasswordContext, type WeakPasswordEvent } from '../../machines/weakPassword.machine.ts';
import { weakPasswordPaths } from '../../machines/weakPassword.model.ts';
import { expect, type StandIn } from './fixtures.ts';
import { replayModel } from './modelReplay.ts';
import { HeldCalls, apiFailure, fixtureMessage, pressDisabled, type UiModel } from './modelUi.ts';

// The model's own paths, with ignores left and with none.
const paths = weakPasswordPaths();

const WEAK_PHONE = '13800000003';
const SEEDED_IGNORES = 3;

/** Signs weak01 in through the stand-in's API and uses ignores up, as earlier sign-ins would have. */
async function useUpIgnores(page: Page, standIn: StandIn, count: number) {
  await page.request.post(`${standIn.url}/api/account/GeneralCustomerValidCode`, { data: { userName: 'weak01' } });
  const authorCode = await standIn.latestCode(WEAK_PHONE);
  const signedIn = await page.request.post(`${standIn.url}/api/Auth/Login`, {
    data: { Username: 'weak01', password: '12345678', accountType: 2, authorCode },
  });
  const { token } = ((await signedIn.json()) as { data: { token: string } }).data;
  for (let i = 0; i < count; i += 1) {
    await page.request.post(`${standIn.url}/api/auth/IgnoreSamplePwd`, { headers: { Authorization: `Bearer ${token}` } });
  }
  // One code per phone per 120 s: the page's sign-in needs a new one.
  await page.request.post(`${standIn.url}/api/__dev/clock`, { data: { advanceMs: 121_000 } });
}

/** weak01 signs in on the login page with the code from the outbox; the prompt comes up. */
async function signInAsWeak01(page: Page, standIn: StandIn) {
  await page.goto('/login');
  await page.getByLabel('账号', { exact: true }).fill('weak01');
  await page.getByLabel('密码', { exact: true }).fill('12345678');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /^剩余\d+秒$/ })).toBeVisible();
  await page.getByLabel('手机验证码').fill(await standIn.latestCode(WEAK_PHONE));
  await page.getByRole('checkbox', { name: /用户协议.*隐私政策/ }).check();
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

interface World {
  page: Page;
  ignoreCalls: HeldCalls;
}

const prompt = (page: Page) => page.getByRole('dialog', { name: '安全提示' });
const ignoreButton = (page: Page) => prompt(page).getByRole('button', { name: /^本次忽略（剩余\d+次）$/ });
const setPasswordButton = (page: Page) => prompt(page).getByRole('button', { name: '去设置新密码' });
const hasToken = async (page: Page) => (await page.context().cookies()).some((cookie) => cookie.name === 'token');

const ui: UiModel<WeakPasswordEvent, WeakPasswordContext, World> = {
  async arrange(page, standIn, input) {
    await standIn.reset();
    const { remaining } = input as { remaining: number };
    if (remaining < SEEDED_IGNORES) await useUpIgnores(page, standIn, SEEDED_IGNORES - remaining);
    const ignoreCalls = await HeldCalls.on(page, /\/api\/auth\/IgnoreSamplePwd/i);
    await signInAsWeak01(page, standIn);
    return { page, ignoreCalls };
  },
  perform: {
    IGNORE: async ({ world: { page, ignoreCalls }, from }) => {
      // With no ignores left the button is disabled: pressing it must not reach the server.
      if (from!.context.remaining <= 0) await pressDisabled(ignoreButton(page), ignoreCalls);
      else await ignoreButton(page).click();
    },
    SET_PASSWORD: ({ world: { page } }) => setPasswordButton(page).click(),
    'xstate.done.actor.0.weakPassword.ignoring': ({ world }) => world.ignoreCalls.pass(),
    'xstate.error.actor.0.weakPassword.ignoring': ({ world, event }) => world.ignoreCalls.fail(apiFailure(fixtureMessage(event))),
  },
  see: {
    async prompt({ world: { page }, to }) {
      await expect(prompt(page)).toBeVisible();
      await expect(ignoreButton(page)).toHaveText(ignoreLabel(to.context));
      if (to.context.remaining > 0) await expect(ignoreButton(page)).toBeEnabled();
      else await expect(ignoreButton(page)).toBeDisabled();
      await expect(setPasswordButton(page)).toBeEnabled();
      // A failed ignore says why (info; docs/product.md#calls-and-errors) and leaves the prompt up.
      if (to.context.error) await expect(page.getByText(to.context.error)).toBeVisible();
      // The login's token is held back while the prompt is up.
      expect(await hasToken(page)).toBe(false);
    },
    async ignoring({ world: { page } }) {
      await expect(ignoreButton(page)).toHaveAttribute('data-loading', 'true');
      await expect(ignoreButton(page)).toBeDisabled();
      await expect(setPasswordButton(page)).toBeDisabled();
    },
    async ignored({ world: { page } }) {
      await expect(page).toHaveURL(/\/homePage$/);
      await expect(prompt(page)).toBeHidden();
      expect(await hasToken(page)).toBe(true);
    },
    async settingPassword({ world: { page } }) {
      await expect(page.getByRole('dialog', { name: '修改密码' })).toBeVisible();
      await expect(prompt(page)).toBeHidden();
      await expect(page).toHaveURL(/\/login$/);
    },
  },
};

const startsFrom = (input: unknown) => `弱密码提示，还可忽略 ${(input as { remaining: number }).remaining} 次`;

// Every generated path is drivable: the one ignore the machine refuses is a press on the disabled button.
replayModel({ machine: weakPasswordMachine, generated: paths, drivable: paths, ui, start: startsFrom });
