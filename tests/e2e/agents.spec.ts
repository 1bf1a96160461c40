import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { openInPortal } from './openInPortal.ts';

// Sub-agents and analysis as agent01 and staff01 meet them: the dashboard's figures, a new sub-agent, a chart screen.
// The first screen of a test waits longer: a busy machine loads its chunks slowly.
const FIRST_LOAD = { timeout: 30_000 };

/** Opens a KPI's list from the dashboard (in the dashboard's tab) and answers the figure it showed. */
const openKpi = async (page: Page, label: string) => {
  const kpi = page.locator(`[data-kpi="${label}"]`);
  await expect(kpi).toBeVisible(FIRST_LOAD);
  const value = (await kpi.textContent())!.trim();
  await page.getByRole('button', { name: `${label} ${value}` }).click();
  return value;
};
const backToBoard = (page: Page) => page.getByRole('button', { name: '后退' }).click();

test.beforeEach(({ standIn }) => standIn.reset().then(() => undefined));

test("the dashboard's figures equal the totals of the lists they open", async ({ page, context, standIn }) => {
  await standIn.signIn(context, 'agent01');
  await page.goto('/backgroundBoard');
  const sales = await openKpi(page, '二级代理本月销售额');
  await expect(page).toHaveURL(/\/secondAgentConsumeRecord\?dateFrom=\d{4}-\d{2}-01&dateTo=/);
  await expect(page.getByTestId('consume-sum')).toHaveText(sales);

  await backToBoard(page);
  expect(await openKpi(page, '二级代理')).toBe('20');
  await expect(page.getByText('共 20 条')).toBeVisible();

  await backToBoard(page);
  const registrations = await openKpi(page, '本月注册');
  await expect(page).toHaveURL(/\/registerInfoManage\?dateFrom=/);
  await expect(page.getByText(`共 ${registrations} 条`)).toBeVisible();

  await backToBoard(page);
  const workOrders = await openKpi(page, '待处理工单');
  expect(Number(workOrders)).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/myWorkOrder\?progress=open$/);
  await expect(page.getByText(`共 ${workOrders} 条`)).toBeVisible();
});

test('agent01 adds a sub-agent, refused a wrong phone first, and finds it in the list; the sales chart screen draws its charts and exports its table', async ({ page, context, standIn }) => {
  await standIn.signIn(context, 'agent01');
  await test.step('agent01 adds a sub-agent, refused a wrong phone first, and finds it in the list', async () => {
    await page.goto('/secondaryAgent');
    await expect(page.getByText('共 20 条')).toBeVisible(FIRST_LOAD);
    await page.getByRole('button', { name: '新增' }).click();
    const drawer = page.getByRole('dialog', { name: '新增二级代理' });
    await drawer.getByLabel('名称').fill('丽水新秀软件有限公司');
    await drawer.getByLabel('联系人').fill('周杰');
    await drawer.getByLabel('手机').fill('139');
    await drawer.getByLabel('邮箱').focus();
    await expect(drawer.getByText('请输入正确的手机号')).toBeVisible();
    await drawer.getByLabel('手机').fill('13912345678');
    await drawer.getByLabel('登录账号').fill('lishui01');
    await drawer.getByRole('textbox', { name: '区域' }).click();
    await page.getByRole('option', { name: '丽水' }).click();
    await drawer.getByLabel('折扣率（%）').fill('85');
    await drawer.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('保存成功')).toBeVisible();
    await expect(page.getByText('共 21 条')).toBeVisible();

    await page.getByPlaceholder('编号/名称/联系人/手机').fill('丽水新秀');
    await page.getByPlaceholder('编号/名称/联系人/手机').press('Enter');
    await expect(page.getByText('共 1 条')).toBeVisible();
    await expect(page.locator('tbody td[data-field="discountRate"]').first()).toHaveText('85%');
  });

  await test.step('the sales chart screen draws its charts and exports its table', async () => {
    await openInPortal(page, '/twoAgentSalesCharts', { alone: true });
    await expect(page.getByRole('img', { name: '销售趋势' }).locator('canvas').first()).toBeVisible(FIRST_LOAD);
    await expect(page.getByRole('img', { name: '各代理商销售额' }).locator('canvas').first()).toBeVisible();
    await page.getByText('季', { exact: true }).click();
    await expect(page.getByRole('cell', { name: /^\d{4}-Q[1-4]$/ }).first()).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出' }).first().click();
    expect((await downloading).suggestedFilename()).toMatch(/\.xlsx$/);
  });
});
