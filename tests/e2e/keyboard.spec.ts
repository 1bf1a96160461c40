import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { phones } from './loginForm.ts';

/** Three wrong passwords through the API make the slider compulsory for agent01's next sign-in. */
async function failThreeTimes(page: Page, url: string) {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await page.request.post(`${url}/api/Auth/Login`, { data: { Username: 'agent01', password: 'Wrong@2026', accountType: 2, authorCode: '000000' } });
  }
}

test.beforeEach(({ standIn }) => standIn.reset());

test('the slider challenge is passed with the keyboard alone, and says how when it appears', async ({ page, standIn }) => {
  await failThreeTimes(page, standIn.url);
  await page.goto('/login');
  // Only the keyboard from here on: Tab between fields, Space for the agreement, Enter to send.
  await page.getByLabel('账号', { exact: true }).focus();
  await page.keyboard.type('agent01');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Agent@2026');
  await page.getByRole('button', { name: '获取验证码' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /^剩余\d+秒$/ })).toBeVisible();
  await page.getByLabel('手机验证码').focus();
  await page.keyboard.type(await standIn.latestCode(phones.agent01));
  await page.getByRole('checkbox', { name: /用户协议.*隐私政策/ }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: '登录', exact: true }).focus();
  await page.keyboard.press('Enter');

  const slider = page.getByRole('slider', { name: '拖动滑块完成验证' });
  await expect(page.getByRole('group', { name: '滑动验证' })).toHaveAccessibleDescription(/按 → 或 End 键/);
  await expect(page.getByText('请按住滑块，拖动到最右边')).toBeVisible();
  await expect(slider).toHaveAttribute('aria-valuenow', '0');
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(slider).not.toHaveAttribute('aria-valuenow', '0');
  await page.keyboard.press('End');
  await expect(page.getByText('验证通过')).toBeVisible();
  await expect(slider).toHaveAttribute('aria-valuenow', '100');

  await page.getByRole('button', { name: '登录', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/homePage$/);
});
