import { expect, test } from './fixtures.ts';

test.beforeEach(async ({ standIn }) => {
  await standIn.reset();
});

test('logout asks first; 是 revokes the token and returns to login', async ({ page, context, standIn }) => {
  const token = await standIn.signIn(context, 'agent01');
  await page.goto('/homePage');
  await page.getByRole('button', { name: '退出登录' }).click();
  const confirm = page.getByRole('dialog', { name: '确认要退出登录?' });
  await confirm.getByRole('button', { name: '取消' }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(/\/homePage$/);

  await page.getByRole('button', { name: '退出登录' }).click();
  await confirm.getByRole('button', { name: '是' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await context.cookies()).find((cookie) => cookie.name === 'token')).toBeUndefined();
  const info = await page.request.get(`${standIn.url}/api/account/AccountInfo`, { headers: { Authorization: `Bearer ${token}` } });
  expect(((await info.json()) as { code: number }).code).toBe(403);
});

test('the header’s change-password dialog checks every rule, changes the password and ends the session', async ({ page, context, standIn }) => {
  await standIn.signIn(context, 'staff01');
  await page.goto('/homePage');
  await page.getByRole('button', { name: '修改密码' }).click();
  const dialog = page.getByRole('dialog', { name: '修改密码' });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('请输入旧密码')).toBeVisible();
  await expect(dialog.getByText('请输入密码')).toBeVisible();
  await expect(dialog.getByText('请确认密码')).toBeVisible();

  await dialog.getByLabel('旧密码').fill('Wrong@2026');
  await dialog.getByLabel('新密码').fill('Newer@2026');
  await dialog.getByLabel('确认密码').fill('Newer@2026');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('旧密码错误')).toBeVisible();
  // Nothing typed is lost after a refusal.
  await expect(dialog.getByLabel('新密码')).toHaveValue('Newer@2026');

  await dialog.getByLabel('旧密码').fill('Staff@2026');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('修改成功！,请重新登陆')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect((await context.cookies()).find((cookie) => cookie.name === 'token')).toBeUndefined();

  const login = (password: string, authorCode: string) =>
    page.request.post(`${standIn.url}/api/Auth/Login`, { data: { Username: 'staff01', password, accountType: 2, authorCode } });
  await page.request.post(`${standIn.url}/api/account/GeneralCustomerValidCode`, { data: { userName: 'staff01' } });
  const code = await standIn.latestCode('13800000002');
  expect(((await (await login('Staff@2026', code)).json()) as { msg: string }).msg).toBe('账号、密码或验证码错误');
  expect(((await (await login('Newer@2026', code)).json()) as { code: number }).code).toBe(200);
});
