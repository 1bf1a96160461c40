import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { openInPortal } from './openInPortal.ts';
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

/** What draws a focus indicator: an outline of at least 1 px, a box shadow, the border's colour. */
const indicator = (target: Locator) =>
  target.evaluate((element) => {
    const style = getComputedStyle(element);
    return { outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1, shadow: style.boxShadow, border: style.borderColor };
  });

/**
 * Tab from where the focus is until `target` has it (at most `limit` presses), then checks it shows
 * that it has: a focus ring (outline or shadow), or for a field its border in another colour. Within
 * a dialog (`within`), every press keeps the focus inside it.
 */
async function tabTo(page: Page, target: Locator, within?: Locator, limit = 150) {
  await expect(target).toBeVisible();
  const before = await indicator(target);
  for (let presses = 0; presses < limit && !(await target.evaluate((element) => element === document.activeElement)); presses += 1) {
    await page.keyboard.press('Tab');
    if (within) expect(await within.evaluate((element) => element.contains(document.activeElement)), 'the focus stays in the dialog').toBe(true);
  }
  await expect(target).toBeFocused();
  // A field's border colour eases in: read it until the transition has drawn it.
  const shown = async () => {
    const after = await indicator(target);
    return after.outline || after.shadow !== before.shadow || after.border !== before.border;
  };
  await expect.poll(shown, { message: 'a visible focus indicator', timeout: 2000 }).toBe(true);
}

/** Starts the Tab order at a page's title, as a click there would. */
const startAt = (page: Page, title: string) => page.getByRole('main').getByRole('heading', { name: title, exact: true }).click();

test("a list's primary and row actions, its detail's 编辑 and the drawer's 保存, then a wizard's choice and 下一步, are reached by Tab, signed in", async ({ page, context, standIn }) => {
  await standIn.signIn(context, 'agent01');
  await test.step('a list: the primary action and a row action are reached by Tab; the row action opens the detail, whose 编辑 opens the drawer form and reaches 保存', async () => {
    await page.goto('/systemAccountManage');
    const main = page.getByRole('main');
    const staffRow = main.getByRole('row').filter({ has: page.getByRole('button', { name: '客户授权' }) }).first();
    // The first screen after sign-in brings the shell's and the list's code: more than the usual wait.
    await expect(staffRow).toBeVisible({ timeout: 30_000 });
    await startAt(page, '系统账号管理');
    await tabTo(page, main.getByRole('button', { name: '新增', exact: true }));
    await tabTo(page, staffRow.getByRole('button', { name: '详情' }));
    await page.keyboard.press('Enter');

    // The detail: its action is next in the Tab order.
    const edit = main.getByRole('button', { name: '编辑', exact: true });
    await expect(edit).toBeVisible();
    await tabTo(page, edit);
    await page.keyboard.press('Enter');

    // The drawer form: its fields and 保存, the focus kept inside it.
    const drawer = page.getByRole('dialog', { name: /^编辑账号/ });
    await expect(drawer).toBeVisible();
    await tabTo(page, drawer.getByLabel('姓名'), drawer);
    await tabTo(page, drawer.getByRole('button', { name: '保存' }), drawer);
    // Past its last control the focus comes round to its fields again.
    await tabTo(page, drawer.getByLabel('姓名'), drawer);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });

  await test.step('a wizard: 新建转移 opens it from the keyboard, its choice and 下一步 are reached by Tab', async () => {
    await openInPortal(page, '/userTransfer', { alone: true });
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: '用户转移', exact: true })).toBeVisible({ timeout: 30_000 });
    await startAt(page, '用户转移');
    await tabTo(page, main.getByRole('button', { name: '新建转移' }));
    await page.keyboard.press('Enter');

    const wizard = page.getByRole('dialog', { name: '新建转移' });
    await expect(wizard).toBeVisible();
    const source = wizard.getByRole('textbox', { name: '转出方' });
    await tabTo(page, source);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(source).not.toHaveValue('');
    await tabTo(page, wizard.getByRole('button', { name: '下一步' }));
    await page.keyboard.press('Enter');
    await expect(wizard.getByText('选择客户').first()).toBeVisible();
  });
});
