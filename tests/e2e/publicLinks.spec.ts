import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const pages = [
  { url: '/promotedAiUUH5Page?Promoter=P1001', lacks: '代理商编号', button: '免费体验' },
  { url: '/aiUUInternalPromotionH5Page?AgentNumber=A10001', lacks: '邀请编号（inviteId）', button: '免费体验' },
  { url: '/aiUUBuyCardToGiveAway?AgentNumber=A10001&memberType=YEAR_CARD', lacks: '会员卡编号（buyId）', button: '立即领取' },
];

test.beforeEach(({ standIn }) => standIn.reset());

async function fillGiftForm(page: Page, code: () => Promise<string>, phone: string) {
  await page.getByLabel('手机号').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByLabel('验证码', { exact: true }).fill(await code());
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
}

// The links' own rules, one after another on one page.
test('a link says what it lacks, the agent number is read whatever the case of its name, an unknown one fails the claim once', async ({ page, standIn }) => {
  test.setTimeout(5 * 60_000); // a minute per check walked, as each had on its own
  for (const { url, lacks, button } of pages) {
    await test.step(`${url.split('?')[0]} says what its link lacks and does not offer the claim`, async () => {
      await page.goto(url);
      await expect(page.getByRole('alert', { name: '链接不完整' })).toContainText(`链接中缺少${lacks}`);
      await expect(page.getByRole('button', { name: button })).toBeDisabled();
    });
  }

  await test.step('the agent number is read whatever the case of its name, on /register and the gift pages', async () => {
    for (const name of ['agentNumber', 'agentNo', 'AGENTNUMBER']) {
      await page.goto(`/register?${name}=A10001`);
      await expect(page.getByRole('textbox', { name: '手机号' })).toBeVisible();
      await expect(page.getByText('链接中缺少代理商编号')).toHaveCount(0);
      await page.goto(`/promotedAiUUH5Page?${name}=A10001&promoter=P1001`);
      await expect(page.getByRole('button', { name: '免费体验' })).toBeEnabled();
      await expect(page.getByRole('alert')).toHaveCount(0);
    }
  });

  await test.step('an unknown agent number: the failed claim is said once, and the button is ready again', async () => {
    const phone = '13612340011';
    await page.goto('/promotedAiUUH5Page?AgentNumber=NO-SUCH&Promoter=P1001');
    await page.getByRole('button', { name: '免费体验' }).click();
    await fillGiftForm(page, () => standIn.latestCode(phone), phone);
    await page.getByRole('button', { name: '立即注册' }).click();
    await expect(page.getByText('邀请链接无效，请向邀请人重新获取')).toHaveCount(1);
    await expect(page.getByRole('button', { name: '立即注册' })).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByRole('button', { name: '立即注册' })).toBeEnabled();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the gift and registration pages fill the screen rather than sitting in a small card', async ({ page }) => {
    for (const url of ['/promotedAiUUH5Page?AgentNumber=A10001', '/register?AgentNumber=A10001']) {
      await test.step(`${url.split('?')[0]} fills the screen rather than sitting in a small card`, async () => {
        await page.goto(url);
        const card = page.locator('.mantine-Paper-root').first();
        await expect(card).toBeVisible();
        const box = (await card.boundingBox())!;
        expect(box.width).toBeGreaterThanOrEqual(355);
        await expect(card).toHaveCSS('border-top-width', '0px');
      });
    }
  });
});
