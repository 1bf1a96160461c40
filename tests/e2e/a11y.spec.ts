import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// WCAG 2.1 A and AA, as axe-core checks them; serious and critical findings fail the page.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function expectAccessible(page: Page) {
  // Transitions and the loading skeletons settle first: axe judges what stays on screen.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const blocking = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const report = blocking.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.help}\n${violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1).join(' ')}`)
        .join('\n')}`,
  );
  expect(report, 'serious or critical accessibility findings').toEqual([]);
}

test.beforeEach(({ standIn }) => standIn.reset());

test('login page', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  await expectAccessible(page);
});

test('registration page', async ({ page }) => {
  await page.goto('/register?agentNumber=A10001');
  await expect(page.getByRole('textbox', { name: '手机号' })).toBeVisible();
  await expectAccessible(page);
});

test('gift page, intro and form', async ({ page }) => {
  await page.goto('/promotedAiUUH5Page?AgentNumber=A10001&Promoter=p1');
  await page.getByRole('button', { name: /免费体验/ }).click();
  await expect(page.getByLabel('手机号')).toBeVisible();
  await expectAccessible(page);
});

test.describe('signed in', () => {
  test.beforeEach(({ standIn, context }) => standIn.signIn(context, 'agent01').then(() => undefined));

  test('home page with the shell, a tab open', async ({ page }) => {
    await page.goto('/homePage');
    await page.getByRole('navigation', { name: '主菜单' }).getByRole('button', { name: '系统管理', exact: true }).click();
    await page.getByRole('navigation', { name: '主菜单' }).getByRole('button', { name: '公告列表', exact: true }).click();
    await expect(page.getByRole('tab', { name: '公告列表' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: '首页' }).click();
    await expectAccessible(page);
  });

  test('customer list', async ({ page }) => {
    await page.goto('/customerInformationManage');
    await expect(page.getByText('共 10000 条')).toBeVisible();
    await expectAccessible(page);
  });

  test('我的反馈', async ({ page }) => {
    await page.goto('/myConsultation');
    await expect(page.getByRole('tab', { name: '我的反馈' })).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page);
  });

  test('upload centre', async ({ page }) => {
    await page.goto('/homePage');
    await page.getByRole('button', { name: /^上传中心/ }).click();
    await expect(page.getByRole('dialog', { name: '上传中心' })).toBeVisible();
    await expectAccessible(page);
  });
});
