import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { newTab, windowAs } from './newTab.ts';

// The generic list screen on the customer list: query bar kept in the address, row actions, permissions.
const LIST = '/customerInformationManage';
const cells = (page: Page, field: string) => page.locator(`tbody td[data-field="${field}"]`);

test.beforeEach(({ standIn }) => standIn.reset().then(() => undefined));

// One seed and one browser: agent01's steps, then staff01's in a new window of its own session.
test('the customer list screen: the search in the address, the main account\'s row actions, a staff account\'s', async ({ page, context, standIn }) => {
  test.setTimeout(3 * 60_000); // a minute per flow walked, as each had on its own
  await standIn.signIn(context, 'agent01');
  await test.step('a search lives in the address and survives a trip to a row action and back', async () => {
    await page.goto(LIST);
    await expect(page.getByText('共 10,000 条')).toBeVisible();
    const firstName = (await cells(page, 'name').first().textContent())!.trim();

    await page.getByLabel('关键字').fill(firstName);
    await page.getByLabel('关键字').press('Enter');
    await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent(firstName)}`));
    await expect(cells(page, 'name').first()).toHaveText(firstName);
    await expect(page.getByText('共 10,000 条')).toBeHidden();
    // The menu still shows which screen this is, whatever its search.
    await expect(page.getByRole('navigation', { name: '主菜单' }).getByRole('button', { name: '客户信息管理' })).toHaveAttribute('aria-current', 'page');

    // 数据库文件 opens in the same tab with this customer chosen.
    await page.getByRole('button', { name: '数据库文件' }).first().click();
    await expect(page).toHaveURL(/\/customerInformationManage\/dbFileList\?userId=\d+$/);
    await expect(page.getByLabel('客户', { exact: true }).first()).toHaveValue(new RegExp(firstName));

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${LIST}\\?keyword=`));
    await expect(page.getByLabel('关键字')).toHaveValue(firstName);
    await expect(cells(page, 'name').first()).toHaveText(firstName);

    await page.getByRole('button', { name: '重置' }).first().click();
    await expect(page.getByText('共 10,000 条')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  });

  await test.step('the page and its size live in the address too: 后退 from a row action and a reload come back to the same rows', async () => {
    await page.getByLabel('每页条数').selectOption('20');
    await page.getByRole('button', { name: '第3页' }).click();
    await expect(page).toHaveURL(new RegExp(`${LIST}\\?page=3&size=20$`));
    const thirdPage = (await cells(page, 'name').first().textContent())!.trim();
    await page.getByRole('button', { name: '数据库文件' }).first().click();
    await expect(page).toHaveURL(/\/customerInformationManage\/dbFileList\?userId=\d+$/);
    await page.getByRole('button', { name: '后退' }).click();
    await expect(page).toHaveURL(new RegExp(`${LIST}\\?page=3&size=20$`));
    await expect(page.getByRole('button', { name: '第3页' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByLabel('每页条数')).toHaveValue('20');
    await expect(cells(page, 'name').first()).toHaveText(thirdPage);
    await expect(page.locator('tbody tr:visible')).toHaveCount(20);
    // A reload opens the same rows too.
    await page.reload();
    await expect(cells(page, 'name').first()).toHaveText(thirdPage);
    await expect(page.getByRole('button', { name: '第3页' })).toHaveAttribute('aria-current', 'page');
  });

  await test.step('the main account gets every row action, the fourth under 更多, and 导出', async () => {
    const main = await newTab(context);
    await main.goto(LIST);
    // Four row actions: two in the row, the rest under 更多.
    await main.getByRole('button', { name: '更多' }).first().click();
    await expect(main.getByRole('menuitem', { name: '续费' })).toBeVisible();
    await main.keyboard.press('Escape');
    await expect(main.getByRole('button', { name: '导出' })).toBeVisible();
    await main.close();
  });

  await test.step('a staff account without 续费 sees the other row actions only', async () => {
    const staff = await windowAs(context, standIn, 'staff01');
    await staff.goto(LIST);
    // staff01 may not renew: its three actions fit in the row.
    await expect(staff.getByRole('button', { name: '跟进' }).first()).toBeVisible();
    await expect(staff.getByRole('button', { name: '导出' })).toBeVisible();
    await expect(staff.getByRole('button', { name: '更多' })).toHaveCount(0);
    await expect(staff.getByText('续费')).toHaveCount(0);
  });
});
