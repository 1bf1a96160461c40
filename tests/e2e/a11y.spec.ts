import type { Page } from '@playwright/test';
import { blockingFindings } from './axe.ts';
import { followTheSystemHere, followTheSystemScheme, sweepDarkScheme } from './darkScheme.ts';
import { expect, test } from './fixtures.ts';

// The public pages and what opens over the shell, in the light scheme and the dark (the browser follows the system's);
// every signed-in route is swept by routeSweep.spec.ts.
async function expectAccessible(page: Page) {
  // Transitions and the loading skeletons settle first: axe judges what stays on screen.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  expect(await blockingFindings(page), 'serious or critical accessibility findings').toEqual([]);
  await sweepDarkScheme(page, new URL(page.url()).pathname, null);
}

test.beforeEach(({ standIn }) => standIn.reset());

test("the public pages (login, registration, the gift page's intro and form) and the upload centre over the shell, in both schemes", async ({ page, standIn, request }) => {
  await followTheSystemHere(page);
  await test.step('login page', async () => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('registration page', async () => {
    await page.goto('/register?agentNumber=A10001');
    await expect(page.getByRole('textbox', { name: '手机号' })).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('gift page, intro and form', async () => {
    await page.goto('/promotedAiUUH5Page?AgentNumber=A10001&Promoter=p1');
    await page.getByRole('button', { name: /免费体验/ }).click();
    await expect(page.getByLabel('手机号')).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('upload centre, signed in', async () => {
    await followTheSystemScheme(request, standIn.url, await standIn.signIn(page.context(), 'agent01'));
    await page.goto('/homePage');
    await page.getByRole('button', { name: /^上传中心/ }).click();
    await expect(page.getByRole('dialog', { name: '上传中心' })).toBeVisible();
    await expectAccessible(page);
  });
});
