import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// The portal when the network goes away and comes back (docs/product.md#offline), on a list, the home page and a
// form: the banner, what the screens last showed (or why they cannot show it), nothing typed lost, no error page,
// no uncaught error, no storm of calls, and the screens loading again by themselves on return.

const SERVICE_CALL = /\/(api|orderapi|registryapi|aiuuapi)\//;
const LIST_CALL = '/api/user/UserPageList';

/** Every service call the page makes, in order. */
function recordCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (SERVICE_CALL.test(new URL(request.url()).pathname)) calls.push(request);
  });
  return calls;
}

const shown = (page: Page) => page.getByRole('main');
const offlineBanner = (page: Page) => shown(page).getByRole('alert').filter({ hasText: '网络已断开' });
const restoredBanner = (page: Page) => shown(page).getByRole('status').filter({ hasText: '已恢复连接' });

test('offline and back: a list, the home page and a form', async ({ page, context, standIn }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const calls = recordCalls(page);
  await standIn.signIn(context, 'agent01');

  await test.step('online: the home page, the customer list and the feedback form are seen once', async () => {
    await page.goto('/homePage');
    await expect(shown(page).getByText('账户余额')).toBeVisible();
    await page.evaluate(() => history.pushState(null, '', '/customerInformationManage'));
    await expect(shown(page).getByText(/^共 [\d,]+ 条$/).filter({ visible: true })).not.toHaveText('共 … 条');
    await page.getByRole('button', { name: '意见反馈' }).click();
    await page.getByRole('dialog', { name: '意见反馈' }).getByRole('button', { name: '取消' }).click();
  });
  const firstPage = await shown(page).locator('tbody tr').filter({ visible: true }).first().textContent();

  const offlineFrom = calls.length;
  await context.setOffline(true);

  await test.step('offline on the list: 网络已断开, its rows as last seen with their time, a page never seen says so', async () => {
    await shown(page).getByRole('button', { name: '查询' }).filter({ visible: true }).click();
    await expect(offlineBanner(page)).toHaveText(/^网络已断开 · 离线数据，更新于 \d{2}:\d{2}$/);
    await expect(shown(page).locator('tbody tr').filter({ visible: true }).first()).toHaveText(firstPage!);
    // The rows shown stay while the message says why the next page cannot come.
    await shown(page).getByRole('button', { name: '第2页' }).filter({ visible: true }).click();
    await expect(page.getByText('离线时无法打开此页')).toBeVisible();
    await expect(shown(page).locator('tbody tr').filter({ visible: true }).first()).toHaveText(firstPage!);
  });

  await test.step('offline on the home page: opened again, it shows what it last showed', async () => {
    await page.getByRole('button', { name: '首页' }).click();
    await page.getByRole('button', { name: '刷新' }).click();
    await expect(shown(page).getByText('账户余额')).toBeVisible();
    await expect(shown(page).getByText('代理商编号 A10001', { exact: false })).toBeVisible();
    await expect(offlineBanner(page)).toBeVisible();
  });

  await test.step('offline in a form: 确定 is refused before anything is sent, and what was typed stays', async () => {
    await page.getByRole('button', { name: '意见反馈' }).click();
    const dialog = page.getByRole('dialog', { name: '意见反馈' });
    await dialog.getByLabel('反馈内容').fill('断网时写下的反馈');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('网络已断开，请恢复连接后再操作')).toBeVisible();
    await expect(dialog.getByLabel('反馈内容')).toHaveValue('断网时写下的反馈');
    expect(calls.slice(offlineFrom).filter((call) => call.url().includes('/Consultation/create'))).toEqual([]);
  });

  await test.step('no error page, no uncaught error and no storm of calls while offline', async () => {
    await expect(page.getByText('页面出错了')).toHaveCount(0);
    expect(errors).toEqual([]);
    // Reads are answered from what was kept without the network; at most the first call that met no network.
    expect(calls.length - offlineFrom).toBeLessThanOrEqual(3);
  });

  const onlineFrom = calls.length;
  await context.setOffline(false);

  await test.step('back online: 已恢复连接, the form still holds its text, the list and the home page load again by themselves', async () => {
    await expect(restoredBanner(page)).toBeVisible();
    await expect(offlineBanner(page)).toHaveCount(0);
    const dialog = page.getByRole('dialog', { name: '意见反馈' });
    await expect(dialog.getByLabel('反馈内容')).toHaveValue('断网时写下的反馈');
    await expect.poll(() => calls.slice(onlineFrom).some((call) => call.url().includes('/api/account/AccountInfo'))).toBe(true);
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog).toBeHidden();
    // The list, kept alive in its tab, loads again as it is shown: the second page it could not open offline.
    await page.getByRole('tab', { name: /客户信息管理/ }).click();
    await expect(shown(page).getByRole('button', { name: '第2页' }).filter({ visible: true })).toHaveAttribute('aria-current', 'page');
    await expect(shown(page).locator('tbody tr').filter({ visible: true }).first()).not.toHaveText(firstPage!);
    expect(calls.slice(onlineFrom).filter((call) => call.url().includes(LIST_CALL)).length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  await test.step('opening /login signed in ends the token on the server, not only here', async () => {
    const token = (await context.cookies()).find((cookie) => cookie.name === 'token')!.value;
    await page.evaluate(() => history.pushState(null, '', '/login'));
    await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
    await expect
      .poll(async () => (await (await page.request.get('/api/account/AccountInfo', { headers: { Authorization: `Bearer ${token}` } })).json()).code)
      .toBe(403);
  });
});
