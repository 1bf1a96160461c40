import { expect, test } from './fixtures.ts';
import { open, tab } from './shellTabs.ts';

test.beforeEach(async ({ standIn, context, page }) => {
  await standIn.reset();
  await standIn.signIn(context, 'agent01');
  await page.goto('/homePage');
});

test('arrow keys, Home and End move between tabs, Delete closes one, the window title follows; tabs wider than the strip are all listed from its end', async ({ page }) => {
  await test.step('arrow keys, Home and End move between tabs, Delete closes one, and the window title follows', async () => {
    await expect(page).toHaveTitle('首页 - 代理商后台');
    await open(page, '客户管理', '优化套餐');
    await open(page, '客户管理', '主机管理');
    await open(page, '系统管理', '角色管理');
    await expect(page).toHaveTitle('角色管理 - 代理商后台');

    // One tab stop for the whole strip: the active tab.
    await expect(page.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
    await tab(page, '角色管理').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(tab(page, '主机管理')).toBeFocused();
    await expect(tab(page, '主机管理')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveTitle('主机管理 - 代理商后台');
    await page.keyboard.press('Home');
    await expect(tab(page, '优化套餐')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tab(page, '角色管理')).toBeFocused();
    await page.keyboard.press('Delete');
    await expect(page.getByRole('tab')).toHaveText(['优化套餐', '主机管理']);
    await page.getByRole('button', { name: '关闭全部标签' }).click();
    await expect(page.getByRole('tab')).toHaveCount(0);
  });

  await test.step('tabs wider than the strip are all listed from its end', async () => {
    const entries: Array<[string, string]> = [
      ['客户管理', '优化套餐'],
      ['客户管理', '主机管理'],
      ['客户管理', '空白用户管理'],
      ['系统管理', '角色管理'],
      ['系统管理', '系统账号管理'],
      ['系统管理', '登录页轮播管理'],
    ];
    await expect(page.getByRole('button', { name: /^全部标签/ })).toHaveCount(0);
    for (const [group, entry] of entries) await open(page, group, entry);
    // The window narrows: the strip no longer shows every tab.
    await page.setViewportSize({ width: 720, height: 700 });
    await page.getByRole('button', { name: '全部标签（6个）' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(entries.map(([, entry]) => entry));
    await page.getByRole('menuitem', { name: '优化套餐' }).click();
    await expect(tab(page, '优化套餐')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, '优化套餐')).toBeInViewport();
  });
});
