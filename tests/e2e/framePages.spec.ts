import { expect, test } from './fixtures.ts';

test('opening an old-system frame page and going back and forth throws nothing in the portal', async ({ page, context, standIn }) => {
  await standIn.reset();
  await standIn.signIn(context, 'agent01');
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/homePage');
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await menu.getByRole('button', { name: '支付与订单', exact: true }).click();
  await menu.getByRole('button', { name: '旧版财务对账', exact: true }).click();
  await expect(page.frameLocator('iframe[title="旧版财务对账"]').getByLabel('账号')).toBeVisible();
  await expect(page).toHaveTitle('旧版财务对账 - 代理商后台');
  await page.getByRole('button', { name: '首页' }).click();
  await page.getByRole('tab', { name: '旧版财务对账' }).click();
  await page.goBack();
  await expect(page.getByRole('tab', { name: '旧版财务对账' })).toBeVisible();
  expect(errors).toEqual([]);
});
