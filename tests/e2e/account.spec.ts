import { expect, test } from './fixtures.ts';
import { windowAs } from './newTab.ts';

test.beforeEach(async ({ standIn }) => {
  await standIn.reset();
});

// agent01 logs out, then staff01 (signed in afresh in the same browser, in a tab of its own) changes its password.
test('logout revokes the token; a password change checks every rule and ends the session', async ({ page, context, standIn }) => {
  test.setTimeout(2 * 60_000); // a minute per flow walked, as each had on its own
  await test.step('logout asks first; 是 revokes the token and returns to login', async () => {
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
    // The login page ends whatever session its cookie names as it mounts (its code may still be arriving): it is
    // left before the next sign-in, so it cannot end that one.
    await page.goto('about:blank');
  });

  await test.step('the header’s change-password dialog checks every rule, changes the password and ends the session', async () => {
    // Another account gets a tab of its own, as a journey's other account does (newTab.ts): what a tab keeps is its own.
    const staff = await windowAs(context, standIn, 'staff01');
    await staff.goto('/homePage');
    await staff.getByRole('button', { name: '修改密码' }).click();
    const dialog = staff.getByRole('dialog', { name: '修改密码' });
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog.getByText('请输入旧密码')).toBeVisible();
    await expect(dialog.getByText('请输入密码')).toBeVisible();
    await expect(dialog.getByText('请确认密码')).toBeVisible();

    await dialog.getByLabel('旧密码').fill('Wrong@2026');
    await dialog.getByLabel('新密码').fill('Newer@2026');
    await dialog.getByLabel('确认密码').fill('Newer@2026');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(staff.getByText('旧密码错误')).toBeVisible();
    // Nothing typed is lost after a refusal.
    await expect(dialog.getByLabel('新密码')).toHaveValue('Newer@2026');

    await dialog.getByLabel('旧密码').fill('Staff@2026');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(staff.getByText('修改成功！,请重新登陆')).toBeVisible();
    await expect(staff).toHaveURL(/\/login$/);
    expect((await context.cookies()).find((cookie) => cookie.name === 'token')).toBeUndefined();

    const login = (password: string, authorCode: string) =>
      page.request.post(`${standIn.url}/api/Auth/Login`, { data: { Username: 'staff01', password, accountType: 2, authorCode } });
    await page.request.post(`${standIn.url}/api/account/GeneralCustomerValidCode`, { data: { userName: 'staff01' } });
    const code = await standIn.latestCode('13800000002');
    expect(((await (await login('Staff@2026', code)).json()) as { msg: string }).msg).toBe('账号、密码或验证码错误');
    expect(((await (await login('Newer@2026', code)).json()) as { code: number }).code).toBe(200);
  });
});
