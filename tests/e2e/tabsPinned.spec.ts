import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signInAgain } from './loginForm.ts';
import { menu, open, tab } from './shellTabs.ts';

// 固定, dragging a tab and 最大化 in one browser (docs/product.md#tabs); the tabs machine's replay drives each once.

async function fromContextMenu(page: Page, tabName: string, item: string) {
  await tab(page, tabName).click({ button: 'right' });
  await page.getByRole('menuitem', { name: item, exact: true }).click();
  await expect(page.getByRole('menu')).toBeHidden();
}

test('a pinned tab comes first and survives 关闭全部 and a new sign-in; tabs move by dragging and by keys; 最大化 hides menu and header until Esc', async ({ page, context, standIn }) => {
  await standIn.reset();
  const token = await standIn.signIn(context, 'agent01');
  await page.goto('/homePage');

  await test.step('固定 puts the tab first; 关闭其他 and 关闭全部 leave it', async () => {
    await open(page, '客户管理', '优化套餐');
    await open(page, '客户管理', '主机管理');
    await open(page, '系统管理', '角色管理');
    await fromContextMenu(page, '角色管理', '固定');
    await expect(page.getByRole('tab')).toHaveText(['角色管理', '优化套餐', '主机管理']);
    await expect(tab(page, '角色管理').getByTitle('关闭角色管理')).toHaveCount(0);
    await fromContextMenu(page, '主机管理', '关闭其他');
    await expect(page.getByRole('tab')).toHaveText(['角色管理', '主机管理']);
    await page.getByRole('button', { name: '关闭全部标签' }).click();
    await expect(page.getByRole('tab')).toHaveText(['角色管理']);
    await expect(page).toHaveURL(/\/homePage$/);
  });

  await test.step('a new sign-in brings it back, first, before any other tab', async () => {
    // The server has the pin (saved as the strip changed) before the account signs out.
    const kept = async () => {
      const answer = await page.request.get('/api/preference/Get', { headers: { authorization: `Bearer ${token}` } });
      return ((await answer.json()) as { data: { pinnedTabs: Array<{ title: string }> } }).data.pinnedTabs.map((pinned) => pinned.title);
    };
    await expect.poll(kept).toEqual(['角色管理']);
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.getByRole('dialog', { name: '确认要退出登录?' }).getByRole('button', { name: '是' }).click();
    await signInAgain(page, () => standIn.signIn(context, 'agent01'), '/customerInformationManage');
    await expect(page.getByRole('tab')).toHaveText(['角色管理', '客户信息管理']);
    await expect(tab(page, '客户信息管理')).toHaveAttribute('aria-selected', 'true');
    await tab(page, '角色管理').click();
    await expect(page).toHaveURL(/\/roleManage$/);
  });

  await test.step('a tab is dragged to another place, or moved by Ctrl+Shift+arrows; it stays behind the pinned ones', async () => {
    await open(page, '客户管理', '优化套餐');
    await tab(page, '优化套餐').dragTo(tab(page, '客户信息管理'));
    await expect(page.getByRole('tab')).toHaveText(['角色管理', '优化套餐', '客户信息管理']);
    await tab(page, '客户信息管理').dragTo(tab(page, '角色管理'));
    await expect(page.getByRole('tab')).toHaveText(['角色管理', '客户信息管理', '优化套餐']);
    await tab(page, '客户信息管理').focus();
    await page.keyboard.press('Control+Shift+ArrowRight');
    await expect(page.getByRole('tab')).toHaveText(['角色管理', '优化套餐', '客户信息管理']);
    await expect(page.getByRole('status').filter({ hasText: '已移到' })).toHaveText('“客户信息管理”已移到第3位');
    await expect(tab(page, '客户信息管理')).toBeFocused();
  });

  await test.step('最大化 from the context menu hides the menu and the header; Esc brings them back', async () => {
    await fromContextMenu(page, '优化套餐', '最大化');
    await expect(tab(page, '优化套餐')).toHaveAttribute('aria-selected', 'true');
    await expect(menu(page)).toBeHidden();
    await expect(page.getByRole('banner')).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeVisible();
    await expect(page.getByRole('button', { name: '最大化' })).toBeVisible();
    // With a control's tooltip on show (it closes on Esc and keeps the key to itself), the same Esc leaves 最大化 too.
    await page.getByRole('button', { name: '最大化' }).click();
    await expect(menu(page)).toBeHidden();
    await page.getByRole('button', { name: '后退' }).hover({ force: true });
    await expect(page.getByRole('tooltip')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeVisible();
  });
});
