import type { Page } from '@playwright/test';
import { expect, test, type StandIn } from './fixtures.ts';
import { newTab } from './newTab.ts';

const viewports = {
  手机: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
  桌面: { viewport: { width: 1280, height: 800 } },
};

/** Fits the screen it is opened on: nothing to scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** Types the phone, asks for a code, reads it from the SMS outbox and types it, ticking the agreement. */
async function fillGiftForm(page: Page, standIn: StandIn, phone: string) {
  await page.getByLabel('手机号').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText(`验证码已发送至尾号${phone.slice(-4)}的手机`)).toBeVisible();
  await expect(page.getByRole('button', { name: /剩余\d+秒/ })).toBeDisabled();
  await page.getByLabel('验证码', { exact: true }).fill(await standIn.latestCode(phone));
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
}

async function memberships(standIn: StandIn, page: Page, phone: string) {
  const answer = await page.request.get(`${standIn.url}/api/__dev/aiuu/memberships?mobile=${phone}`);
  return ((await answer.json()) as { data: Array<{ kind: string; source: string; refId: string }> }).data;
}

for (const [device, options] of Object.entries(viewports)) {
  test.describe(`gift pages (${device})`, () => {
    test.use(options);

    // The three gift types in turn on one page (each with its own phone, card or invite).
    test('the three gift types: a free trial registered, an invite claimed by logging in, a card claimed once', async ({ page, context, standIn }) => {
      test.setTimeout(3 * 60_000); // a minute per flow walked, as each had on its own
      await test.step('type 1: an invited friend registers for a free trial', async () => {
        await standIn.reset();
        const phone = '13612340001';
        await page.goto('/promotedAiUUH5Page?AgentNumber=A10001&Promoter=P1001');
        await expect(page.getByRole('heading', { name: 'AI优优邀请你免费体验' })).toBeVisible();
        await expectNoSidewaysScroll(page);
        await page.getByRole('button', { name: '免费体验' }).click();
        await expectNoSidewaysScroll(page);

        await page.getByRole('button', { name: '立即注册' }).click();
        await expect(page.getByText('请输入手机号', { exact: true })).toBeVisible();
        await expect(page.getByText('请输入验证码', { exact: true })).toBeVisible();
        await page.getByLabel('手机号').fill('1381234abc5678999');
        await expect(page.getByLabel('手机号')).toHaveValue('13812345678');
        await page.getByLabel('手机号').fill('12812345678');
        await page.getByRole('button', { name: '获取验证码' }).click();
        await expect(page.getByText('请输入正确的手机号')).toBeVisible();

        await page.getByLabel('手机号').fill(phone);
        await page.getByRole('button', { name: '获取验证码' }).click();
        await expect(page.getByText('验证码已发送至尾号0001的手机')).toBeVisible();
        await page.getByLabel('验证码', { exact: true }).fill(await standIn.latestCode(phone));
        await page.getByRole('button', { name: '立即注册' }).click();
        await expect(page.getByText('请先阅读并勾选下方《用户协议&隐私保护条款》')).toBeVisible();

        await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
        // Hold the registration in flight to press again.
        let release: () => void = () => undefined;
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route('**/api/agentAiUUMarketing/registeraccount', async (route) => {
          await held;
          await route.continue();
        });
        await page.getByRole('button', { name: '立即注册' }).click();
        await page.getByRole('button', { name: '立即注册' }).click();
        await expect(page.getByText('注册中', { exact: true })).toBeVisible();
        release();

        await expect(page.getByRole('heading', { name: '注册成功' })).toBeVisible();
        await expectNoSidewaysScroll(page);
        await expect(page.getByText(/^体验会员已到账，有效期至\d{4}-\d{2}-\d{2}$/)).toBeVisible();
        await expect(page.getByRole('link', { name: '前往AI优优' })).toHaveAttribute('href', /^https?:\/\//);
        expect(await memberships(standIn, page, phone)).toEqual([expect.objectContaining({ kind: 'TRIAL', source: 'marketing', refId: 'A10001' })]);
      });

      await test.step('type 2: an unknown invite cannot be claimed; a real one is claimed by logging in', async () => {
        // A new visitor's tab: what the tab before kept (phone, code countdown) stays there.
        const invited = await newTab(context);
        await invited.goto('/aiUUInternalPromotionH5Page?AgentNumber=A10001&Promoter=P1001&inviteId=INV-NO-SUCH');
        await expect(invited.getByRole('heading', { name: '登录领取AI优优会员' })).toBeVisible();
        await invited.getByRole('button', { name: '免费体验' }).click();
        await expect(invited.getByText('领取失败：邀请不存在，请向邀请人重新获取链接')).toBeVisible();
        await expect(invited.getByLabel('手机号')).toHaveCount(0);

        const phone = '13612340002';
        await invited.goto('/aiUUInternalPromotionH5Page?AgentNumber=A10001&Promoter=P1002&inviteId=INV2026110002');
        await invited.getByRole('button', { name: '免费体验' }).click();
        await fillGiftForm(invited, standIn, phone);
        await invited.getByRole('button', { name: '登录领取' }).click();
        await expect(invited.getByRole('heading', { name: '领取成功' })).toBeVisible();
        await expect(invited.getByText(/^体验会员已到账/)).toBeVisible();
        expect(await memberships(standIn, invited, phone)).toEqual([expect.objectContaining({ kind: 'TRIAL', source: 'invite', refId: 'INV2026110002' })]);
      });

      await test.step('type 3: a given card is claimed once; a second claim is refused', async () => {
        // A new visitor's tab: what the tab before kept (phone, code countdown) stays there.
        const friend = await newTab(context);
        const link = '/aiUUBuyCardToGiveAway?AgentNumber=A10001&Promoter=P1001&buyId=BUY2026110003&memberType=YEAR_CARD';
        // Two friends open the same card; both pass the check before either claims it.
        const other = await context.newPage();
        for (const visitor of [friend, other]) {
          await visitor.goto(link);
          await expect(visitor.getByRole('heading', { name: '好友送你一张年卡会员' })).toBeVisible();
          await visitor.getByRole('button', { name: '立即领取' }).click();
          await expect(visitor.getByLabel('手机号')).toBeVisible();
        }

        await fillGiftForm(friend, standIn, '13612340003');
        await friend.getByRole('button', { name: '登录领取' }).click();
        await expect(friend.getByRole('heading', { name: '领取成功' })).toBeVisible();
        await expect(friend.getByText(/^年卡会员已到账，有效期至/)).toBeVisible();

        await fillGiftForm(other, standIn, '13612340004');
        await other.getByRole('button', { name: '登录领取' }).click();
        await expect(other.getByText('该会员卡已被领取，每张卡只能领取一次')).toBeVisible();
        await expect(other.getByLabel('手机号')).toHaveValue('13612340004');
        expect(await memberships(standIn, friend, '13612340004')).toEqual([]);

        // Opened again later, the link says at once that the card is gone.
        await other.goto(link);
        await other.getByRole('button', { name: '立即领取' }).click();
        await expect(other.getByText('领取失败：该会员卡已被领取，每张卡只能领取一次')).toBeVisible();
        await expect(other.getByLabel('手机号')).toHaveCount(0);
      });
    });
  });
}

// The claim page's own rules, one after another on one page.
test('member card names, a code that cannot be sent, and the slider after three wrong codes', async ({ page, context, standIn }) => {
  test.setTimeout(3 * 60_000); // a minute per flow walked, as each had on its own
  await standIn.reset();

  await test.step('each member card type is named on its card', async () => {
    for (const [memberType, name] of [['MONTH_CARD', '月卡会员'], ['QUARTER_CARD', '季卡会员'], ['SOMETHING_ELSE', '会员卡']]) {
      await page.goto(`/aiUUBuyCardToGiveAway?buyId=BUY2026110001&memberType=${memberType}`);
      await expect(page.getByRole('heading', { name: `好友送你一张${name}` })).toBeVisible();
    }
  });

  await test.step('a code that cannot be sent says why, and the button is ready again', async () => {
    await page.goto('/aiUUInternalPromotionH5Page?inviteId=INV2026110001');
    await page.getByRole('button', { name: '免费体验' }).click();
    await page.getByLabel('手机号').fill('13612340009');
    await page.route('**/aiuuapi/app/account/login/sendLoginSms', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText('验证码发送失败，请检查网络后重试')).toBeVisible();
    await expect(page.getByRole('button', { name: '获取验证码' })).toBeEnabled();

    await page.unroute('**/aiuuapi/app/account/login/sendLoginSms');
    await page.route('**/aiuuapi/app/account/login/sendLoginSms', (route) =>
      route.fulfill({ json: { success: false, msg: '今日发送次数已达上限', data: null } }),
    );
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText('今日发送次数已达上限')).toBeVisible();
    await expect(page.getByLabel('手机号')).toHaveValue('13612340009');
    await page.unroute('**/aiuuapi/app/account/login/sendLoginSms');
  });

  await test.step('after three wrong codes the claim asks for the slider, and goes through once it is passed', async () => {
    // A new visitor's tab: what the tab before kept (phone, code countdown) stays there.
    const claimant = await newTab(context);
    const phone = '13612340008';
    await claimant.goto('/aiUUInternalPromotionH5Page?inviteId=INV2026110001');
    await claimant.getByRole('button', { name: '免费体验' }).click();
    await fillGiftForm(claimant, standIn, phone);
    const code = await standIn.latestCode(phone);
    const claim = async (value: string) => {
      await claimant.getByLabel('验证码', { exact: true }).fill(value);
      const answered = claimant.waitForResponse((response) => response.url().includes('/app/account/login/login'));
      await claimant.getByRole('button', { name: '登录领取' }).click();
      await answered;
    };
    for (let i = 0; i < 3; i += 1) {
      await claim(code === '000000' ? '111111' : '000000');
      await expect(claimant.getByRole('alert').filter({ hasText: '验证码错误' })).toBeVisible();
    }
    await claim(code);
    await expect(claimant.getByRole('alert').filter({ hasText: '需要验证码或验证码错误' })).toBeVisible();
    await claimant.getByRole('button', { name: '登录领取' }).click();
    await expect(claimant.getByText('请先完成下方的滑块验证')).toBeVisible();
    await claimant.getByRole('slider', { name: '拖动滑块完成验证' }).focus();
    await claimant.keyboard.press('End');
    await expect(claimant.getByText('验证通过')).toBeVisible();
    await claim(code);
    await expect.poll(async () => (await memberships(standIn, claimant, phone)).length).toBe(1);
  });
});
