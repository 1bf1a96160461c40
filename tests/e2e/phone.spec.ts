import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { openInPortal } from './openInPortal.ts';

// A phone held upright.
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

const menu = (page: Page) => page.getByRole('navigation', { name: '主菜单' });

/** Whether the element lies wholly inside the 360 px wide window. */
function expectOnScreen(name: string, box: { x: number; width: number } | null) {
  expect(box, `${name} is laid out`).not.toBeNull();
  expect(box!.x, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${name} ends on screen`).toBeLessThanOrEqual(360);
}

test.beforeEach(async ({ standIn, context, page }) => {
  await standIn.reset();
  await standIn.signIn(context, 'agent01');
  await page.goto('/homePage');
});

// One signed-in phone walks the shell: the folded menu, the list's pager, the change-password sheet, the 收银台, then logout.
test('on a phone: the folded menu, the customer list\'s pager, the change-password sheet, the 收银台, the account menu\'s logout', async ({ page, standIn }) => {
  test.setTimeout(4 * 60_000); // a minute per flow walked, as each had on its own
  await test.step('the folded menu opens an entry and its pop-out goes away', async () => {
    // Narrower than 800 px: the menu starts folded to icons.
    await expect(page.getByRole('button', { name: '展开菜单' })).toBeVisible();
    await menu(page).getByRole('button', { name: '工单' }).tap();
    await page.getByRole('menuitem', { name: '我的反馈' }).tap();
    await expect(page.getByRole('tab', { name: '我的反馈' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('menu')).toBeHidden();
    // A tap leaves a hover behind: the pop-out must not come back a moment later.
    await page.waitForTimeout(800);
    await expect(page.getByRole('menu')).toBeHidden();
  });

  await test.step('the customer list lets its columns go on a phone, and its pager fits and works', async () => {
    await page.goto('/customerInformationManage');
    await expect(page.getByText('共 10,000 条')).toBeVisible();
    // Frozen columns would take the whole width: on a phone they scroll with the rest.
    await expect(page.locator('thead th[data-field="customerNo"]')).not.toHaveAttribute('data-column-pinned', /.+/);
    await expect(page.locator('thead th[data-field="expireAt"]')).not.toHaveAttribute('data-column-pinned', /.+/);

    const pager = page.getByRole('navigation', { name: '分页' });
    const position = pager.getByLabel(/^第\d+页，共\d+页$/);
    await expect(position).toHaveText('1 / 1000');
    for (const control of [position, pager.getByRole('button', { name: '下一页' }), pager.getByRole('button', { name: '跳转' }), pager.getByLabel('跳转页码')]) {
      await control.scrollIntoViewIfNeeded();
      expectOnScreen('pager control', await control.boundingBox());
    }
    await pager.getByRole('button', { name: '下一页' }).tap();
    await expect(position).toHaveText('2 / 1000');
    await pager.getByLabel('跳转页码').fill('5');
    await pager.getByRole('button', { name: '跳转' }).tap();
    await expect(position).toHaveText('5 / 1000');
    await expect(page.locator('tbody td[data-field="customerNo"]').first()).toBeVisible();
  });

  await test.step('the change-password dialog reads as a sheet across the screen, and Esc asks before dropping what was typed', async () => {
    await page.getByRole('button', { name: '账号菜单' }).click();
    await page.getByRole('menuitem', { name: '修改密码' }).click();
    const dialog = page.getByRole('dialog', { name: '修改密码' });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(355);
    await expect(dialog).toHaveCSS('box-shadow', /rgba?\(/);

    await dialog.getByLabel('旧密码').fill('Agent@2026');
    await page.keyboard.press('Escape');
    const ask = page.getByRole('dialog', { name: '放弃已填写的内容？' });
    await ask.getByRole('button', { name: '继续填写' }).click();
    await expect(dialog.getByLabel('旧密码')).toHaveValue('Agent@2026');
    await page.keyboard.press('Escape');
    await ask.getByRole('button', { name: '放弃' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('the 收银台 keeps each line\'s 规格 on one line: the lines scroll in their own box', async () => {
    const created = await page.request.post(`${standIn.url}/api/__dev/order`, { data: { account: 'agent01', amountFen: 4_200 } });
    await openInPortal(page, `/pay?orderNo=${((await created.json()) as { data: { orderNo: string } }).data.orderNo}`, { alone: true });
    const spec = page.getByRole('cell', { name: '1年', exact: true });
    await expect(spec).toBeVisible();
    const lines = await spec.evaluate((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  });

  await test.step('the account menu fits the screen and logs out', async () => {
    const account = page.getByRole('button', { name: '账号菜单' });
    expectOnScreen('账号菜单', await account.boundingBox());
    await account.click();
    const logout = page.getByRole('menuitem', { name: '退出登录' });
    expectOnScreen('退出登录', await logout.boundingBox());
    await logout.click();
    await page.getByRole('dialog', { name: '确认要退出登录?' }).getByRole('button', { name: '是' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'token')).toBe(false);
  });
});
