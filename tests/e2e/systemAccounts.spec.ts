import type { Browser, Page } from '@playwright/test';
import { expect, newBrowserContext, test, type StandIn } from './fixtures.ts';
import { openInPortal } from './openInPortal.ts';

// Roles decide what staff accounts see: new accounts, their role's menu, and grants changed on 权限配置.
const menu = (page: Page) => page.getByRole('navigation', { name: '主菜单' });
const group = (page: Page, name: string) => menu(page).getByRole('button', { name, exact: true });

test.beforeEach(({ standIn }) => standIn.reset().then(() => undefined));

/** The account's menu as a fresh browser (its own session) loads it. */
async function freshSession(browser: Browser, standIn: StandIn, account: string, baseURL: string): Promise<Page> {
  const context = await newBrowserContext(browser, { baseURL });
  await standIn.signIn(context, account);
  const page = await context.newPage();
  await page.goto('/homePage');
  await expect(menu(page)).toBeVisible();
  return page;
}

// One signed-in agent01 page walks the role and account screens; each staff account is looked at in a fresh browser.
test('roles and accounts: a grant changes staff01’s menu, a 财务 account sees its role’s menu, role names and roles in use, authorised customers', async ({ page, context, standIn, browser, baseURL }) => {
  test.setTimeout(4 * 60_000); // a minute per flow walked, as each had on its own
  await page.clock.install();
  const token = await standIn.signIn(context, 'agent01');
  await test.step('granting 发票 to 普通员工 on 权限配置 changes staff01’s menu at its next load', async () => {
    const before = await freshSession(browser, standIn, 'staff01', baseURL!);
    await expect(group(before, '客户管理')).toBeVisible();
    await expect(group(before, '发票')).toHaveCount(0);
    await before.context().close();

    await page.goto('/roleManage');
    await page.getByRole('row', { name: /普通员工/ }).getByRole('button', { name: '权限' }).click({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/permissionAssignment\?roleId=\d+$/);
    const tree = page.getByRole('tree');
    await tree.getByRole('checkbox', { name: '发票', exact: true }).check();
    await tree.getByRole('button', { name: '展开客户管理' }).click();
    // The page is partly granted (its menu, not its 生成方案 button): a click ticks it whole, the next clears it.
    await tree.getByRole('checkbox', { name: '优化套餐', exact: true }).check();
    await tree.getByRole('checkbox', { name: '优化套餐', exact: true }).uncheck();
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('保存成功')).toBeVisible();

    const after = await freshSession(browser, standIn, 'staff01', baseURL!);
    await expect(group(after, '发票')).toBeVisible();
    const entry = (name: string) => menu(after).getByRole('button', { name, exact: true });
    if (!(await entry('客户信息管理').isVisible())) await group(after, '客户管理').click();
    await expect(entry('客户信息管理')).toBeVisible();
    await expect(entry('优化套餐')).toHaveCount(0);
    await after.context().close();
  });

  await test.step('a new account with the 财务 role signs in and sees only that role’s menu', async () => {
    await openInPortal(page, '/systemAccountManage', { alone: true });
    // The first screen of a fresh portal loads its code first.
    await expect(page.getByRole('cell', { name: 'staff01', exact: true })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: '新增', exact: true }).click();
    await expect(page).toHaveURL(/\/systemAccountManage\/addAccountInfo$/);

    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    await field('账号').fill('ab');
    await field('手机').fill('1380');
    await field('初始密码').fill('abc');
    await field('确认密码').fill('abd');
    // Leaving the field shows its message (the layout moves), then 保存 checks every field.
    await field('确认密码').blur();
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('账号为4-20位字母、数字或下划线')).toBeVisible();
    await expect(page.getByText('请输入正确的手机号')).toBeVisible();
    await expect(page.getByText('请输入输入8-18位密码')).toBeVisible();
    await expect(page.getByText('两次输入密码不一致!')).toBeVisible();
    await expect(page.getByText('请选择角色')).toBeVisible();

    // A name already taken is refused by the server, and what was typed stays.
    await field('账号').fill('staff01');
    await field('姓名').fill('钱财');
    await field('手机').fill('13700000077');
    await field('初始密码').fill('Money#2026');
    await field('确认密码').fill('Money#2026');
    await field('确认密码').blur();
    await field('角色').click();
    await page.getByRole('option', { name: '财务' }).click();
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('账号已存在')).toBeVisible();
    await expect(field('姓名')).toHaveValue('钱财');
    await field('账号').fill('money01');
    await field('账号').blur();
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page).toHaveURL(/\/systemAccountManage$/);
    await expect(page.getByRole('cell', { name: 'money01' })).toBeVisible();

    const staff = await freshSession(browser, standIn, 'money01', baseURL!);
    await expect(group(staff, '发票')).toBeVisible();
    await expect(group(staff, '支付与订单')).toBeVisible();
    await expect(group(staff, '客户管理')).toHaveCount(0);
    await expect(group(staff, '系统管理')).toHaveCount(0);
    await staff.context().close();
  });

  await test.step('roles: a taken name and a role in use are refused with their messages', async () => {
    await openInPortal(page, '/roleManage', { alone: true });
    await expect(page.getByRole('cell', { name: '普通员工', exact: true })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel('角色名称').fill('财务');
    await drawer.getByRole('button', { name: '保存' }).click();
    await expect(drawer.getByText('角色名称已存在')).toBeVisible();
    await drawer.getByLabel('角色名称').fill('客服');
    // 保存 is locked for 2 s after a press (P3): the page clock moves past it.
    await page.clock.fastForward(2100);
    await drawer.getByRole('button', { name: '保存' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('cell', { name: '客服', exact: true })).toBeVisible();

    const staffRow = page.getByRole('row', { name: /普通员工/ });
    await staffRow.getByRole('button', { name: '更多' }).click();
    await page.getByRole('menuitem', { name: '删除' }).click();
    await expect(page.getByText('确定删除角色“普通员工”吗？删除后不可恢复。')).toBeVisible();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('该角色下存在账号')).toBeVisible();
  });

  await test.step('a new account sees only the customers authorised to it, and a circle of managers is refused', async () => {
    const add = async (accountName: string, phone: string) => {
      const response = await page.request.post(`${standIn.url}/api/account/AddChildAccount`, {
        headers: { Authorization: `Bearer ${token}` },
        data: { accountName, name: '孙丽', phone, roleId: 1, password: 'Sales#2026', confirmPassword: 'Sales#2026', status: '启用' },
      });
      return ((await response.json()) as { data: { id: number } }).data.id;
    };
    const sales = await add('sales01', '13700000061');
    const boss = await add('boss01', '13700000062');

    await openInPortal(page, `/systemAccountManage/userInfoAuth?id=${sales}`, { alone: true });
    await expect(page.getByText('未授权客户共 10,000 条匹配，仅显示前 200 条，请搜索名称或手机缩小范围')).toBeVisible({ timeout: 30_000 });
    const left = page.getByRole('group', { name: '未授权客户' });
    const right = page.getByRole('group', { name: '已授权客户' });
    // The two panels are equal, side by side and wide enough at 1366 px; stacked within the screen on a phone.
    const boxes = async () => [(await left.boundingBox())!, (await right.boundingBox())!];
    await page.setViewportSize({ width: 1366, height: 768 });
    const [wideLeft, wideRight] = await boxes();
    expect(wideLeft.width).toBeGreaterThanOrEqual(300);
    expect(Math.abs(wideLeft.width - wideRight.width)).toBeLessThan(2);
    expect(Math.abs(wideLeft.y - wideRight.y)).toBeLessThan(2);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(async () => (await boxes()).every((box) => box.x >= 0 && box.x + box.width <= 390)).toBe(true);
    const [phoneLeft, phoneRight] = await boxes();
    expect(phoneRight.y).toBeGreaterThan(phoneLeft.y + phoneLeft.height - 1);
    await page.setViewportSize({ width: 1366, height: 768 });
    await left.getByRole('checkbox').nth(1).check();
    await left.getByRole('checkbox').nth(2).check();
    await page.getByRole('button', { name: '移到已授权客户' }).click();
    await expect(page.getByText('待保存：新增授权 2 个，取消授权 0 个')).toBeVisible();
    // The counts move before saving.
    await expect(page.getByText('已授权客户共 2 条')).toBeVisible();
    await expect(page.getByText('未授权客户共 9,998 条匹配，仅显示前 200 条，请搜索名称或手机缩小范围')).toBeVisible();
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('已授权客户共 2 条')).toBeVisible();

    const staff = await freshSession(browser, standIn, 'sales01', baseURL!);
    await staff.goto('/customerInformationManage');
    await expect(staff.getByText('共 2 条')).toBeVisible({ timeout: 30_000 });
    await staff.context().close();

    // boss01 manages sales01; sales01 may then not manage boss01.
    await openInPortal(page, `/systemAccountManage/authManagerAuth?id=${boss}`, { alone: true });
    await page.getByRole('group', { name: '未授权账号' }).getByRole('checkbox', { name: /sales01/ }).check({ timeout: 30_000 });
    await page.getByRole('button', { name: '移到已授权账号' }).click();
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('已授权账号共 1 条')).toBeVisible();
    await openInPortal(page, `/systemAccountManage/authManagerAuth?id=${sales}`, { alone: true });
    await page.getByRole('group', { name: '未授权账号' }).getByRole('checkbox', { name: /boss01/ }).check({ timeout: 30_000 });
    await page.getByRole('button', { name: '移到已授权账号' }).click();
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('不能形成循环授权', { exact: true })).toBeVisible();
  });
});
