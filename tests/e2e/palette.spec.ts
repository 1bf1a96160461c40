import type { APIRequestContext, Page } from '@playwright/test';
import { blockingFindings } from './axe.ts';
import { expect, newBrowserContext, test } from './fixtures.ts';

// The search box (Ctrl+K) and 常用功能: what an agent finds, opens and keeps.

const box = (page: Page) => page.getByRole('combobox', { name: '搜索功能、客户、订单' });
const results = (page: Page) => page.getByRole('listbox', { name: '搜索结果' });
const activeTab = (page: Page) => page.getByRole('tablist', { name: '已打开的页面' }).locator('[role="tab"][aria-selected="true"]');

/** Calls the stand-in through the portal as the given account (tests arrange their data this way). */
async function asAccount(request: APIRequestContext, account: string) {
  const session = await (await request.post('/api/__dev/session', { data: { account } })).json();
  const headers = { authorization: `Bearer ${session.data.token as string}` };
  return async <T>(path: string, data?: unknown): Promise<T> => {
    const response = data === undefined ? await request.get(path, { headers }) : await request.post(path, { headers, data });
    const body = (await response.json()) as { code: number; msg: string; data: T };
    if (body.code !== 200) throw new Error(`${path}: ${body.msg}`);
    return body.data;
  };
}

interface CustomerRow {
  id: number;
  customerNo: string;
  name: string;
}

/** The newest customer of agent01's network (looked after by no one in particular). */
async function newestCustomer(request: APIRequestContext): Promise<CustomerRow> {
  const agent = await asAccount(request, 'agent01');
  return (await agent<{ list: CustomerRow[] }>('/api/user/UserPageList', { pageIndex: 1, pageSize: 1 })).list[0];
}

async function openHome(page: Page) {
  await page.goto('/homePage');
  await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
}

test('khxx opens 客户信息管理 from Ctrl+K (a combobox over a listbox, axe-clean); 常用功能 starred from a tab and from the box are tiles in that order, reordered by keyboard, kept by the server', async ({ page, context, standIn }) => {
  test.setTimeout(120_000); // two browsers
  await standIn.signIn(context, 'agent01');
  await openHome(page);
  await test.step('khxx opens 客户信息管理 from Ctrl+K, and the box is announced as a combobox over a listbox without axe findings', async () => {
    await page.keyboard.press('Control+K');
    await expect(box(page)).toBeFocused();
    await box(page).fill('khxx');
    const option = results(page).getByRole('option', { name: /^功能 客户信息管理/ });
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expect(box(page)).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
    expect(await blockingFindings(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Enter');
    await expect(box(page)).toBeHidden();
    await expect(activeTab(page)).toHaveAccessibleName('客户信息管理');
    // Opened again it lists the screen under 最近使用; Esc closes it.
    await page.getByRole('button', { name: '搜索' }).click();
    await expect(results(page).getByRole('option', { name: /^最近使用 客户信息管理/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(box(page)).toBeHidden();
  });

  await page.getByRole('button', { name: '首页' }).first().click();
  await test.step('常用功能: starred from a tab and from the box, shown as tiles in that order, reordered by keyboard, kept by the server', async () => {
    await page.keyboard.press('Control+K');
    await box(page).fill('fwdd');
    await expect(results(page).getByRole('option', { name: /^功能 服务订单/ })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: '将“服务订单”加入常用功能' }).click();
    await expect(page.getByRole('button', { name: '从常用功能移除“服务订单”' })).toBeVisible();
    await expect(page.getByText('已将“服务订单”加入常用功能')).toBeVisible();
    await box(page).fill('khxx');
    await page.keyboard.press('Enter');
    await activeTab(page).click({ button: 'right' });
    await page.getByRole('menuitem', { name: '加入常用功能' }).click();
    await expect(page.getByText('已将“客户信息管理”加入常用功能')).toBeVisible();

    await page.getByRole('button', { name: '首页' }).first().click();
    const tiles = page.getByRole('list', { name: '常用功能' });
    await expect(tiles.getByRole('listitem')).toHaveText(['服务订单', '客户信息管理']);
    await tiles.getByRole('button', { name: /^调整“客户信息管理”的顺序/ }).press('ArrowLeft');
    await expect(tiles.getByRole('listitem')).toHaveText(['客户信息管理', '服务订单']);
    await expect(tiles.getByRole('button', { name: /^调整“客户信息管理”的顺序，第1位/ })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: '“客户信息管理”已移到第1位' })).toBeAttached();
    expect(await blockingFindings(page, 'main')).toEqual([]);

    // Another browser of the same account sees the same tiles, in the same order; the box lists them first.
    const other = await newBrowserContext(page.context().browser()!, { baseURL: standIn.url });
    await standIn.signIn(other, 'agent01');
    const second = await other.newPage();
    await openHome(second);
    await expect(second.getByRole('list', { name: '常用功能' }).getByRole('listitem')).toHaveText(['客户信息管理', '服务订单']);
    await second.keyboard.press('Control+K');
    await expect(results(second).getByRole('option').first()).toHaveAccessibleName(/^常用功能 客户信息管理/);
    await other.close();
  });
});

test('a customer number opens that customer, an order number that order, each in a tab; at 360 px too', async ({ page, context, standIn, request }) => {
  await page.setViewportSize({ width: 360, height: 720 });
  const customer = await newestCustomer(request);
  const agent = await asAccount(request, 'agent01');
  // The newest order agent01's order list shows (its own or a sub-agent's): the box finds what the list shows.
  const listed = await agent<{ list: Array<{ orderNo: string }> }>('/orderapi/Order/PageList', { pageIndex: 1, pageSize: 1 });
  const order = listed.list[0];
  await standIn.signIn(context, 'agent01');
  await openHome(page);
  await page.getByRole('button', { name: '搜索' }).click();
  await box(page).fill(customer.customerNo);
  const found = results(page).getByRole('option', { name: new RegExp(`^客户 ${customer.name}`) });
  await expect(found).toBeVisible();
  const box360 = await page.getByRole('dialog').boundingBox();
  expect(box360!.width).toBeLessThanOrEqual(360);
  await page.keyboard.press('Enter');
  await expect(activeTab(page)).toHaveAccessibleName('客户详情');
  await expect(page.getByText(customer.name).first()).toBeVisible();

  await page.getByRole('button', { name: '搜索' }).click();
  await box(page).fill(order.orderNo);
  await results(page).getByRole('option', { name: new RegExp(`^订单 ${order.orderNo}`) }).click();
  await expect(activeTab(page)).toHaveAccessibleName('订单详情');
  await expect(page.getByText(`订单详情 ${order.orderNo}`)).toBeVisible();
});

test('staff01 does not find screens or customers it may not open', async ({ page, context, standIn, request }) => {
  const customer = await newestCustomer(request);
  const agent = await asAccount(request, 'agent01');
  const accounts = await agent<{ list: Array<{ id: number; accountName: string }> }>('/api/account/ChildAccountPageList', { keyword: 'staff01' });
  const staffId = accounts.list.find((row) => row.accountName === 'staff01')!.id;
  await agent('/api/account/SaveUserInfoAuth', { accountId: staffId, add: [], remove: [customer.id] });
  await standIn.signIn(context, 'staff01');
  await openHome(page);
  await page.keyboard.press('Control+K');
  // What it may open it finds…
  await box(page).fill('khxx');
  await expect(results(page).getByRole('option', { name: /^功能 客户信息管理/ })).toBeVisible();
  // …but not 角色管理 (kept for the main account) nor 清理服务, by initials or by name.
  for (const query of ['jsgl', '角色管理', 'qlfw', '清理服务']) {
    await box(page).fill(query);
    await expect(page.getByRole('status').filter({ hasText: '没有找到匹配的结果' })).toBeVisible();
  }
  // Nor the customer no longer authorised to it.
  await box(page).fill(customer.customerNo);
  await expect(page.getByRole('status').filter({ hasText: '没有找到匹配的结果' })).toBeVisible();
  await expect(results(page).getByRole('option')).toHaveCount(0);
});

test('Ctrl+K pressed before the box’s code has arrived opens it as the code arrives; code that cannot be fetched is said so, and the next Ctrl+K fetches it again', async ({ page, context, standIn }) => {
  await standIn.signIn(context, 'agent01');
  const paletteCode = /\/CommandPalette-[\w-]+\.js(\?.*)?$/;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(paletteCode, async (route) => {
    await held;
    await route.continue();
  });
  await openHome(page);
  await page.keyboard.press('Control+K');
  await expect(box(page)).toHaveCount(0);
  release();
  await expect(box(page)).toBeFocused();
  await box(page).fill('khxx');
  await expect(results(page).getByRole('option', { name: /^功能 客户信息管理/ })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.unrouteAll();
  await page.route(paletteCode, (route) => route.abort('internetdisconnected'));
  await openHome(page);
  await page.keyboard.press('Control+K');
  await expect(page.getByText('搜索框加载失败，请检查网络后重试')).toBeVisible();
  await expect(box(page)).toHaveCount(0);
  await page.unrouteAll();
  await page.keyboard.press('Control+K');
  await expect(box(page)).toBeFocused();
});
