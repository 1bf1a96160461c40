import type { Locator, Page } from '@playwright/test';
import { chinaDay } from '../../src/rules/calendar.ts';
import { expect, newBrowserContext, test } from './fixtures.ts';

// 偏好设置, the watermark and 锁屏 (docs/product.md#preferences, #watermark, #lock-screen), walked as steps of one browser.

const html = (page: Page) => page.locator('html');
const menu = (page: Page) => page.getByRole('navigation', { name: '主菜单' });
const drawer = (page: Page) => page.getByRole('dialog', { name: '偏好设置' });

async function openShell(page: Page, path = '/homePage') {
  await page.goto(path);
  await expect(menu(page).getByRole('button', { name: '客户管理', exact: true })).toBeVisible();
}

/** The watermark's lines, read from its SVG tile as a test (or a curious person) reads them from the DOM. */
const watermarkText = (page: Page) =>
  page.evaluate(() => {
    const mark = document.querySelector<HTMLElement>('[data-portal-watermark]');
    if (!mark) return null;
    const svg = decodeURIComponent(getComputedStyle(mark).backgroundImage);
    return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);
  });

/** What the page shows of itself to a screen reader. */
const readable = (page: Page) => page.locator('body').ariaSnapshot();

/** Flips a switch of the drawer by its label, as a pointer does (the input itself is drawn as the track). */
const flip = (page: Page, name: string) => drawer(page).locator('label').filter({ hasText: new RegExp(`^${name}$`) }).click();

const choose = (page: Page, group: string, choice: string) => drawer(page).getByRole('radiogroup', { name: group }).getByText(choice, { exact: true }).click();

async function lockedScreen(page: Page): Promise<Locator> {
  const lock = page.getByRole('dialog', { name: '已锁屏' });
  await expect(lock).toBeVisible();
  return lock;
}

test('preferences follow the account to another browser and paint first on the next visit; the watermark names its account and comes back; a locked portal stays locked and opens with the password only', async ({ page, context, standIn, browser }) => {
  test.setTimeout(120_000);
  await standIn.reset();
  await standIn.signIn(context, 'agent01');
  await openShell(page);

  await test.step('偏好设置 changes the look at once: 深色, 蓝色, 紧凑, 大字号, 卡片 tabs, breadcrumbs, the menu folded', async () => {
    await page.getByRole('button', { name: '偏好设置' }).click();
    await choose(page, '配色方案', '深色');
    await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await choose(page, '主题色', '蓝色');
    await choose(page, '界面密度', '紧凑');
    await choose(page, '字号', '大');
    await choose(page, '标签页样式', '卡片');
    await flip(page, '显示面包屑');
    await flip(page, '默认收起菜单');
    await expect(html(page)).toHaveAttribute('data-portal-primary', 'blue');
    await expect(html(page)).toHaveAttribute('data-portal-density', 'compact');
    await expect(html(page)).toHaveAttribute('data-portal-font-size', 'large');
    await expect(page.getByRole('button', { name: '展开菜单' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();
    // The body is dark and its text light; the primary colour is the blue of the theme.
    const { body, text, filled } = await page.evaluate(() => ({
      body: getComputedStyle(document.body).backgroundColor,
      text: getComputedStyle(document.body).color,
      filled: getComputedStyle(document.documentElement).getPropertyValue('--mantine-primary-color-filled').trim(),
    }));
    expect([body, text]).toEqual(['rgb(36, 36, 36)', 'rgb(201, 201, 201)']);
    expect(filled).toBe('#1864ab'); // the theme's blue 7, in place of the brand green
    await expect(page.getByRole('navigation', { name: '面包屑' })).toHaveText('首页');
  });

  await test.step('a second browser signed in as the same account has them in force', async () => {
    const other = await newBrowserContext(browser, { baseURL: standIn.url });
    await standIn.signIn(other, 'agent01');
    const second = await other.newPage();
    await openShell(second);
    await expect(html(second)).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(html(second)).toHaveAttribute('data-portal-primary', 'blue');
    await second.getByRole('button', { name: '偏好设置' }).click();
    await expect(drawer(second).getByRole('radio', { name: '卡片' })).toBeChecked();
    await expect(drawer(second).getByRole('combobox')).toHaveCount(0);
    await other.close();
  });

  await test.step('the next visit paints them before the portal’s code runs (no flash of the light scheme)', async () => {
    // The app's own script never arrives: what the page shows comes from the small pre-paint script alone.
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
    await page.reload();
    await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(html(page)).toHaveAttribute('data-portal-primary', 'blue');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(36, 36, 36)');
    await page.unrouteAll();
    await openShell(page);
    await page.getByRole('button', { name: '偏好设置' }).click();
    await drawer(page).getByRole('button', { name: '恢复默认' }).click();
    await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
    await expect(html(page)).toHaveAttribute('data-portal-primary', 'brand');
    await page.keyboard.press('Escape');
  });

  await test.step('the main account has no watermark until it turns its own on; its staff have one, naming them, that comes back when removed or hidden', async () => {
    expect(await watermarkText(page)).toBeNull();
    const staff = await newBrowserContext(browser, { baseURL: standIn.url });
    await standIn.signIn(staff, 'staff01');
    const staffPage = await staff.newPage();
    await openShell(staffPage);
    const today = chinaDay(await standIn.now());
    await expect.poll(() => watermarkText(staffPage)).toEqual(['李娜 staff01', 'A10001 尾号0002', today]);
    const mark = staffPage.locator('[data-portal-watermark]');
    await expect(mark).toHaveAttribute('aria-hidden', 'true');
    await expect(mark).toHaveCSS('pointer-events', 'none');
    // The page under it still takes clicks.
    await staffPage.getByRole('link', { name: /^未读公告/ }).click();
    await expect(staffPage.getByRole('tab', { name: '公告列表' })).toHaveAttribute('aria-selected', 'true');

    // Not on paper: a printed screen is its content only.
    await staffPage.emulateMedia({ media: 'print' });
    await expect(mark).toBeHidden();
    await staffPage.emulateMedia({ media: 'screen' });
    await expect(mark).toBeVisible();

    await mark.evaluate((element) => element.remove());
    await expect(mark).toHaveCount(1);
    await mark.evaluate((element) => element.style.setProperty('visibility', 'hidden', 'important'));
    await expect(mark).toHaveCSS('visibility', 'visible');
    await staffPage.evaluate(() => document.head.insertAdjacentHTML('beforeend', '<style>[data-portal-watermark] { display: none !important; }</style>'));
    await expect(mark).not.toHaveCSS('display', 'none');
    await staffPage.getByRole('button', { name: '偏好设置' }).click();
    await expect(staffPage.getByRole('switch', { name: '显示水印' })).toBeDisabled();

    // The main account turns it off for its staff and on for itself.
    await page.getByRole('button', { name: '偏好设置' }).click();
    await flip(page, '子账号显示水印');
    await flip(page, '显示水印');
    await expect.poll(() => watermarkText(page)).toEqual(['张伟 agent01', 'A10001 尾号0001', today]);
    await page.keyboard.press('Escape');
    await openShell(staffPage);
    await expect(mark).toHaveCount(0);
    await staff.close();
  });

  await test.step('锁屏 hides everything, a typed form included, from sight and screen readers; a reload stays locked; only the password opens it', async () => {
    await page.getByRole('button', { name: '意见反馈' }).click();
    const feedback = page.getByRole('dialog', { name: '意见反馈' });
    await feedback.getByRole('textbox').first().fill('锁屏时不应看到这段话');
    // Alt+L locks with the dialog open (the header is under the dialog's overlay).
    await page.keyboard.press('Alt+l');
    let lock = await lockedScreen(page);
    await expect(feedback).toBeHidden();
    await expect(page.locator('[data-portal-watermark]')).toBeHidden();
    expect(await readable(page)).not.toContain('锁屏时不应看到这段话');
    expect(await readable(page)).not.toContain('代理商后台');
    // Keys do not reach the page underneath (Ctrl+K would open the search box).
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog', { name: '搜索' })).toHaveCount(0);

    await lock.getByLabel('登录密码').fill('wrong-password');
    await lock.getByRole('button', { name: '解锁' }).click();
    await expect(lock.getByText('密码错误，还可尝试4次')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(lock).toBeVisible();
    await lock.getByLabel('登录密码').fill('Agent@2026');
    await lock.getByRole('button', { name: '解锁' }).click();
    await expect(lock).toBeHidden();
    // What was typed is still there.
    await expect(feedback.getByRole('textbox').first()).toHaveValue('锁屏时不应看到这段话');
    await feedback.getByRole('button', { name: '取消' }).click();
    await page.getByRole('button', { name: '放弃' }).click();
    await expect(feedback).toBeHidden();

    await page.getByRole('button', { name: '锁屏' }).click();
    await lockedScreen(page);
    await page.reload();
    lock = await lockedScreen(page);
    expect(await readable(page)).not.toContain('客户管理');
    await lock.getByLabel('登录密码').fill('Agent@2026');
    await lock.getByRole('button', { name: '解锁' }).click();
    await expect(lock).toBeHidden();
    await expect(menu(page).getByRole('button', { name: '客户管理', exact: true })).toBeVisible();
  });

  await test.step('the idle time locks it; five wrong passwords sign out', async () => {
    await setAutoLock(page, '5分钟');
    await page.clock.install();
    await page.reload();
    await expect(menu(page)).toBeVisible();
    await page.clock.runFor(5 * 60_000 + 10_000);
    const lock = await lockedScreen(page);
    for (let left = 4; left >= 1; left -= 1) {
      await lock.getByLabel('登录密码').fill('wrong-password');
      await lock.getByRole('button', { name: '解锁' }).click();
      await expect(lock.getByText(`密码错误，还可尝试${left}次`)).toBeVisible();
    }
    await lock.getByLabel('登录密码').fill('wrong-password');
    await lock.getByRole('button', { name: '解锁' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('密码错误次数过多，请重新登录')).toBeVisible();
    await expect(page.getByRole('dialog', { name: '已锁屏' })).toHaveCount(0);
    // No watermark on a public page.
    await expect(page.locator('[data-portal-watermark]')).toHaveCount(0);
  });
});

async function setAutoLock(page: Page, choice: string) {
  await page.getByRole('button', { name: '偏好设置' }).click();
  await choose(page, '自动锁屏', choice);
  await page.keyboard.press('Escape');
}
