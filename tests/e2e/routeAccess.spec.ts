import { expect, test } from './fixtures.ts';
import { windowAs } from './newTab.ts';

// Screens open by their address only for an account whose menu grants them (or grants the screen they are reached from).
const FIRST_LOAD = { timeout: 30_000 };
const activeTab = (page: import('@playwright/test').Page) => page.locator('[role="tab"][aria-selected="true"]');

test.beforeEach(({ standIn }) => standIn.reset().then(() => undefined));

// staff01 first, then the main account in a window of its own session.
test('addresses open only for an account whose menu grants them: staff01 is refused, the main account is not', async ({ page, context, standIn }) => {
  test.setTimeout(180_000 + 60_000); // the two flows' own budgets
  await test.step('a staff account typing the address of a screen its menu lacks gets 无权限访问该页面 in a tab, and 返回首页', async () => {
    await standIn.signIn(context, 'staff01');
    for (const [url, title] of [
      ['/roleManage', '角色管理'],
      ['/permissionAssignment', '权限配置'],
      ['/accountRecharge', '账户充值'],
      ['/userTransfer', '用户转移'],
      ['/invoiceAsk', '申请发票'],
      ['/systemAccountManage/addAccountInfo', '新增账号'],
      ['/secondaryAgent', '二级代理'],
      ['/clearService', '清理服务'],
      ['/invoiceInfoManage', '开票信息管理'],
      ['/contractManage', '经销商合同管理'],
      ['/agentQuality', '代理商资质'],
    ]) {
      await page.goto(url);
      // The tabs opened before keep their refusals, hidden.
      await expect(page.getByText('无权限访问该页面').filter({ visible: true })).toBeVisible(FIRST_LOAD);
      await expect(activeTab(page)).toHaveAccessibleName(title);
      // Nothing of the screen itself: no list, no query bar.
      await expect(page.getByRole('table')).toHaveCount(0);
    }
    await page.getByRole('link', { name: '返回首页' }).click();
    await expect(page.getByText('无权限访问该页面').filter({ visible: true })).toHaveCount(0);
    await expect(page.getByText(/代理商编号/)).toBeVisible();
    // The home page offers only what the account may open: no 账户充值 for staff01, the 公告 count for everyone.
    await expect(page.getByRole('link', { name: '账户充值' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^未读公告/ })).toBeVisible();

    // What the menu grants still opens by its address, and so does a screen reached from it.
    await page.goto('/customerInformationManage');
    await expect(page.getByText(/共 [\d,]+ 条/)).toBeVisible(FIRST_LOAD);
    await page.goto('/myWorkOrder');
    await expect(activeTab(page)).toHaveAccessibleName('我的工单');
    await expect(page.getByText('无权限访问该页面').filter({ visible: true })).toHaveCount(0);
    await page.close();
  });

  await test.step('the main account opens the same addresses', async () => {
    const main = await windowAs(context, standIn, 'agent01');
    await main.goto('/roleManage');
    await expect(activeTab(main)).toHaveAccessibleName('角色管理', FIRST_LOAD);
    await expect(main.getByText(/共 [\d,]+ 条/)).toBeVisible(FIRST_LOAD);
    await expect(main.getByText('无权限访问该页面')).toBeHidden();
    await main.goto('/homePage');
    await expect(main.getByRole('link', { name: '账户充值' })).toBeVisible(FIRST_LOAD);
  });
});
