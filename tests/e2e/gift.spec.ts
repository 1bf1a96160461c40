import type { Page } from '@playwright/test';
import { expect, test, type StandIn } from './fixtures.ts';

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

    test('type 1: an invited friend registers for a free trial', async ({ page, standIn }) => {
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

    test('type 2: an unknown invite cannot be claimed; a real one is claimed by logging in', async ({ page, standIn }) => {
      await standIn.reset();
      await page.goto('/aiUUInternalPromotionH5Page?AgentNumber=A10001&Promoter=P1001&inviteId=INV-NO-SUCH');
      await expect(page.getByRole('heading', { name: '登录领取AI优优会员' })).toBeVisible();
      await page.getByRole('button', { name: '免费体验' }).click();
      await expect(page.getByText('领取失败：邀请不存在，请向邀请人重新获取链接')).toBeVisible();
      await expect(page.getByLabel('手机号')).toHaveCount(0);

      const phone = '13612340002';
      await page.goto('/aiUUInternalPromotionH5Page?AgentNumber=A10001&Promoter=P1002&inviteId=INV2026110002');
      await page.getByRole('button', { name: '免费体验' }).click();
      await fillGiftForm(page, standIn, phone);
      await page.getByRole('button', { name: '登录领取' }).click();
      await expect(page.getByRole('heading', { name: '领取成功' })).toBeVisible();
      await expect(page.getByText(/^体验会员已到账/)).toBeVisible();
      expect(await memberships(standIn, page, phone)).toEqual([expect.objectContaining({ kind: 'TRIAL', source: 'invite', refId: 'INV2026110002' })]);
    });

    test('type 3: a given card is claimed once; a second claim is refused', async ({ page, context, standIn }) => {
      await standIn.reset();
      const link = '/aiUUBuyCardToGiveAway?AgentNumber=A10001&Promoter=P1001&buyId=BUY2026110003&memberType=YEAR_CARD';
      // Two friends open the same card; both pass the check before either claims it.
      const other = await context.newPage();
      for (const visitor of [page, other]) {
        await visitor.goto(link);
        await expect(visitor.getByRole('heading', { name: '好友送你一张年卡会员' })).toBeVisible();
        await visitor.getByRole('button', { name: '立即领取' }).click();
        await expect(visitor.getByLabel('手机号')).toBeVisible();
      }

      await fillGiftForm(page, standIn, '13612340003');
      await page.getByRole('button', { name: '登录领取' }).click();
      await expect(page.getByRole('heading', { name: '领取成功' })).toBeVisible();
      await expect(page.getByText(/^年卡会员已到账，有效期至/)).toBeVisible();

      await fillGiftForm(other, standIn, '13612340004');
      await other.getByRole('button', { name: '登录领取' }).click();
      await expect(other.getByText('该会员卡已被领取，每张卡只能领取一次')).toBeVisible();
      await expect(other.getByLabel('手机号')).toHaveValue('13612340004');
      expect(await memberships(standIn, page, '13612340004')).toEqual([]);

      // Opened again later, the link says at once that the card is gone.
      await other.goto(link);
      await other.getByRole('button', { name: '立即领取' }).click();
      await expect(other.getByText('领取失败：该会员卡已被领取，每张卡只能领取一次')).toBeVisible();
      await expect(other.getByLabel('手机号')).toHaveCount(0);
    });
  });
}

test.describe('member card names', () => {
  for (const [memberType, name] of [['MONTH_CARD', '月卡会员'], ['QUARTER_CARD', '季卡会员'], ['SOMETHING_ELSE', '会员卡']]) {
    test(`${memberType} is shown as ${name}`, async ({ page }) => {
      await page.goto(`/aiUUBuyCardToGiveAway?buyId=BUY2026110001&memberType=${memberType}`);
      await expect(page.getByRole('heading', { name: `好友送你一张${name}` })).toBeVisible();
    });
  }
});

test('after three wrong codes the claim asks for the slider, and goes through once it is passed', async ({ page, standIn }) => {
  await standIn.reset();
  const phone = '13612340008';
  await page.goto('/aiUUInternalPromotionH5Page?inviteId=INV2026110001');
  await page.getByRole('button', { name: '免费体验' }).click();
  await fillGiftForm(page, standIn, phone);
  const code = await standIn.latestCode(phone);
  const claim = async (value: string) => {
    await page.getByLabel('验证码', { exact: true }).fill(value);
    const answered = page.waitForResponse((response) => response.url().includes('/app/account/login/login'));
    await page.getByRole('button', { name: '登录领取' }).click();
    await answered;
  };
  for (let i = 0; i < 3; i += 1) {
    await claim(code === '000000' ? '111111' : '000000');
    await expect(page.getByRole('alert').filter({ hasText: '验证码错误' })).toBeVisible();
  }
  await claim(code);
  await expect(page.getByRole('alert').filter({ hasText: '需要验证码或验证码错误' })).toBeVisible();
  await page.getByRole('button', { name: '登录领取' }).click();
  await expect(page.getByText('请先完成下方的滑块验证')).toBeVisible();
  await page.getByRole('slider', { name: '拖动滑块完成验证' }).focus();
  await page.keyboard.press('End');
  await expect(page.getByText('验证通过')).toBeVisible();
  await claim(code);
  await expect.poll(async () => (await memberships(standIn, page, phone)).length).toBe(1);
});

test('a code that cannot be sent says why, and the button is ready again', async ({ page, standIn }) => {
  await standIn.reset();
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
});
