import type { Page } from '@playwright/test';
import { COUNTDOWN_MS, phoneCodeLabel, phoneCodeMachine, type PhoneCodeContext, type PhoneCodeEvent } from '../../machines/phoneCode.machine.ts';
import { phoneCodePaths } from '../../machines/phoneCode.model.ts';
import { expect, type StandIn } from './fixtures.ts';
import { replayModel } from './modelReplay.ts';
import { HeldCalls, apiFailure, fixtureMessage, pressDisabled, type UiModel } from './modelUi.ts';

// The model's own paths: a fresh page, and one whose countdown is restored (here by reloading the login page while it runs).
const paths = phoneCodePaths();

const ACCOUNT = 'agent01';
const PHONE = '13800000001';

interface World {
  page: Page;
  standIn: StandIn;
  sendCalls: HeldCalls;
  /** The 验证码已发送 notices on show before the send being answered: its own is one more. */
  noticesBefore: number;
}

const passResendWindow = (page: Page, standIn: StandIn) =>
  page.request.post(`${standIn.url}/api/__dev/clock`, { data: { advanceMs: COUNTDOWN_MS + 1000 } });

const codeButton = (page: Page) => page.getByRole('button', { name: /^(获取验证码|发送中|剩余\d+秒|重新发送)$/ });
// The page's clock stands still along a path, so an earlier send's notice may still be on show.
const sentNotice = (page: Page) => page.getByText('如账号存在，验证码已发送至其绑定的手机');
const secondsLeft = async (page: Page) => Number((await codeButton(page).textContent())?.match(/^剩余(\d+)秒$/)?.[1]);

/**
 * The login page with the account typed, its clock then paused so that only the path moves time
 * (paused any earlier, the page would not render). A restored deadline is a countdown started by
 * a real send and then a reload.
 */
async function openLogin(page: Page, restored: boolean) {
  // The page is kept from path to path: the clock the last path paused runs again.
  await page.clock.resume();
  await page.clock.install();
  await page.goto('/login');
  await page.getByLabel('账号', { exact: true }).fill(ACCOUNT);
  if (restored) {
    await codeButton(page).click();
    await expect(codeButton(page)).toHaveText(/^剩余\d+秒$/);
    await page.reload();
    await page.getByLabel('账号', { exact: true }).fill(ACCOUNT);
  }
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

const ui: UiModel<PhoneCodeEvent, PhoneCodeContext, World> = {
  async arrange(page, standIn, input) {
    // Sending codes is all these paths change: moving the stand-in past the last send's 120 s
    // window makes the account ready for a new code, without reseeding.
    await passResendWindow(page, standIn);
    await openLogin(page, (input as { deadline?: number }).deadline !== undefined);
    return { page, standIn, sendCalls: await HeldCalls.on(page, /\/api\/account\/GeneralCustomerValidCode/i), noticesBefore: 0 };
  },
  perform: {
    SEND: async ({ world: { page, sendCalls }, from }) => {
      // Sending or counting down, the button is disabled: a press must not send another code.
      if (from!.value === 'sending' || from!.value === 'countingDown') await pressDisabled(codeButton(page), sendCalls);
      else await codeButton(page).click();
    },
    async 'xstate.done.actor.0.phoneCode.sending'({ world }) {
      world.noticesBefore = await sentNotice(world.page).count();
      await world.sendCalls.pass();
    },
    'xstate.error.actor.0.phoneCode.sending': ({ world, event }) => world.sendCalls.fail(apiFailure(fixtureMessage(event))),
    'xstate.after.tick.phoneCode.countingDown': async ({ world: { page } }) => {
      const before = await secondsLeft(page);
      await page.clock.runFor(1000);
      await expect(codeButton(page)).toHaveText(`剩余${before - 1}秒`);
    },
    'xstate.after.untilDeadline.phoneCode.countingDown': async ({ world: { page, standIn } }) => {
      await page.clock.fastForward(COUNTDOWN_MS);
      // The stand-in keeps its own 120 s window: move it on too, so a resend is accepted.
      await passResendWindow(page, standIn);
    },
  },
  see: {
    async idle({ world: { page }, to }) {
      await expect(codeButton(page)).toHaveText(phoneCodeLabel(to));
      await expect(codeButton(page)).toBeEnabled();
      // A failed send shows the server's reason under the code field.
      if (to.context.error) await expect(page.getByText(to.context.error, { exact: true })).toBeVisible();
    },
    async sending({ world: { page, sendCalls }, to }) {
      await expect(codeButton(page)).toHaveText(phoneCodeLabel(to));
      await expect(codeButton(page)).toBeDisabled();
      await expect.poll(() => sendCalls.inFlight).toBe(1);
    },
    async countingDown({ world: { page, standIn, noticesBefore }, from }) {
      await expect(codeButton(page)).toHaveText(/^剩余\d+秒$/);
      await expect(codeButton(page)).toBeDisabled();
      expect(await secondsLeft(page)).toBeLessThanOrEqual(COUNTDOWN_MS / 1000);
      expect((await standIn.sms(PHONE)).length).toBeGreaterThan(0);
      if (from?.value === 'sending') {
        await expect(sentNotice(page)).toHaveCount(noticesBefore + 1);
        await expect(sentNotice(page).last()).toBeVisible();
      }
    },
    async resend({ world: { page }, to }) {
      await expect(codeButton(page)).toHaveText(phoneCodeLabel(to));
      await expect(codeButton(page)).toBeEnabled();
      if (to.context.error) await expect(page.getByText(to.context.error, { exact: true })).toBeVisible();
    },
  },
};

const startsFrom = (input: unknown) => ((input as { deadline?: number }).deadline ? '倒计时中重新打开的页面' : '新打开的页面');

// Every generated path is drivable: presses the machine ignores land on the disabled button.
replayModel({ machine: phoneCodeMachine, generated: paths, drivable: paths, ui, start: startsFrom });
