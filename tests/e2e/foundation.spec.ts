import { chromium } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures.ts';

test('the privacy policy states its dates and what it collects', async ({ page }) => {
  await page.goto('/privacyPolicy');
  await expect(page.getByRole('heading', { level: 1, name: '隐私政策' })).toBeVisible();
  await expect(page.getByText('更新日期：2022年04月22日')).toBeVisible();
  await expect(page.getByText('生效日期：2022年04月29日')).toBeVisible();
  for (const collected of ['手机号码', '营业执照信息', '设备信息', '操作信息', '日志信息']) {
    await expect(page.getByText(new RegExp(`^${collected}：`))).toBeVisible();
  }
  await expect(page.getByText(/业务数据.*归客户所有/)).toBeVisible();
  await expect(page.getByText(/连续 12 个月未使用且名下无有效服务的账号/)).toBeVisible();
  await expect(page.getByText(/30 天内答复.*延长至 60 天/)).toBeVisible();
  await expect(page).toHaveTitle('隐私政策 - 代理商后台');
});

test('the user agreement is readable and links back to login', async ({ page }) => {
  await page.goto('/userAgreement');
  await expect(page.getByRole('heading', { level: 1, name: '用户协议' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '二、账号注册与使用' })).toBeVisible();
  await page.getByRole('link', { name: '返回登录' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a protected route without a token lands on /login', async ({ page }) => {
  await page.goto('/customerInformationManage');
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-in agent reaches the home page; an unknown route shows 404', async ({ page, context, standIn }) => {
  await standIn.signIn(context, 'agent01');
  await page.goto('/homePage');
  await expect(page.getByText(/杭州云启科技有限公司/)).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page.getByText('页面不存在')).toBeVisible();
});

test('a revoked token sends the user back to /login', async ({ page, context, standIn, request }) => {
  const token = await standIn.signIn(context, 'agent01');
  await request.post(`${standIn.url}/api/Auth/Logout`, { headers: { Authorization: `Bearer ${token}` } });
  await page.goto('/homePage');
  await expect(page).toHaveURL(/\/login$/);
  expect((await context.cookies()).find((cookie) => cookie.name === 'token')).toBeUndefined();
});

test.describe('installed as an app', () => {
  // The other tests block the service worker (its install fetches every chunk); these are about it.
  test.use({ serviceWorkers: 'allow' });

  test('the app is an installable PWA with a Chinese manifest and a service worker', async ({ page }) => {
    await page.goto('/privacyPolicy');
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await page.request.get(manifestHref!)).json();
    expect(manifest).toMatchObject({ name: '代理商后台', lang: 'zh-CN', display: 'standalone', theme_color: '#16953f' });
    expect(manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });

  test('Chromium finds the portal installable', async ({ baseURL }, testInfo) => {
    // Installability is never granted to incognito contexts, so this one uses a real profile.
    const profile = mkdtempSync(join(tmpdir(), 'portal-profile-'));
    const context = await chromium.launchPersistentContext(profile, testInfo.project.use.launchOptions);
    try {
      const page = await context.newPage();
      await page.goto(`${baseURL}/privacyPolicy`);
      // A real profile writes the whole precache (every screen's chunks) to disk before the worker is active.
      await expect.poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.active), { timeout: 30_000 }).toBe(true);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('the app shell opens offline once the service worker has it', async ({ page, context }) => {
    await page.goto('/privacyPolicy');
    // Installing precaches every chunk of the build (about 340 files): on a busy machine that takes a while.
    await expect.poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.active), { timeout: 30_000 }).toBe(true);
    await page.reload();
    await context.setOffline(true);
    await page.goto('/userAgreement');
    // Offline, every chunk comes out of the worker's cache; under a full run's load that boot once took over 10 s.
    await expect(page.getByRole('heading', { level: 1, name: '用户协议' })).toBeVisible({ timeout: 30_000 });
    await context.setOffline(false);
  });
});
