import type { Locator, Page } from '@playwright/test';
import { expect, test, type StandIn } from './fixtures.ts';
import { openInPortal } from './openInPortal.ts';

// Journeys through sub-agents and the tabs that must hold: a transfer that succeeds stays on a usable
// screen, and a menu entry or a typed address lands on its screen, not on where its tab went last.
const FIRST_LOAD = { timeout: 30_000 };
const menu = (page: Page) => page.getByRole('navigation', { name: '主菜单' });
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

async function openFromMenu(page: Page, group: string, entry: string) {
  const item = menu(page).getByRole('button', { name: entry, exact: true }).last();
  if (!(await item.isVisible())) await menu(page).getByRole('button', { name: group, exact: true }).first().click();
  await item.click();
}

/** In the open 划拨 dialog: ¥100 to the chosen sub-agent, confirmed with agent01's phone code, then 完成. */
async function transferHundred(dialog: Locator, standIn: StandIn) {
  await dialog.getByLabel('划拨金额（元）').fill('100');
  await dialog.getByRole('button', { name: '下一步' }).click();
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await dialog.getByLabel('手机验证码').fill(await standIn.latestCode('13800000001'));
  await dialog.getByRole('button', { name: '确认划拨' }).click();
  await expect(dialog.getByText('划拨成功')).toBeVisible();
  await dialog.getByRole('button', { name: '完成' }).click();
}

/** Runs a row action, in the row or under 更多. */
async function rowAction(page: Page, row: Locator, label: string) {
  const inRow = row.getByRole('button', { name: label, exact: true });
  if (await inRow.isVisible()) return inRow.click();
  await row.getByRole('button', { name: '更多' }).click();
  await page.getByRole('menuitem', { name: label }).click();
}

test.beforeEach(async ({ standIn, context }) => {
  await standIn.reset();
  await standIn.signIn(context, 'agent01');
});

test('二级代理: 划拨 from the list leaves it usable, 查询 loads it again, and a menu entry lands on its screen after its tab moved on', async ({ page, standIn }) => {
  await test.step('划拨 from the 二级代理 list succeeds and leaves the list usable, with no error screen', async () => {
    await page.goto('/secondaryAgent');
    const row = page.getByRole('row').filter({ hasText: 'A10002' }).first();
    await expect(row).toBeVisible(FIRST_LOAD);
    await row.getByRole('button', { name: '划拨' }).click();
    const dialog = page.getByRole('dialog', { name: '划拨给二级代理' });
    await transferHundred(dialog, standIn);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('alert').filter({ hasText: '页面出错了' })).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: '编号' }).first()).toBeVisible();
  });

  await test.step('查询 with unchanged criteria loads the list again', async () => {
    await expect(page.getByRole('row').filter({ hasText: 'A10002' }).first()).toBeVisible(FIRST_LOAD);
    const reload = page.waitForRequest((request) => request.url().includes('/api/agent/SubAgentPageList'));
    await page.getByRole('button', { name: '查询', exact: true }).click();
    await reload;
  });

  await test.step('a menu entry lands on its screen after its tab moved on, and 后退 returns to where the tab was', async () => {
    // A frozen sub-agent shows 消费记录 in its row (the others keep it under 更多).
    const row = page.getByRole('row').filter({ hasText: 'A10009' }).first();
    await expect(row).toBeVisible(FIRST_LOAD);
    await row.getByRole('button', { name: '消费记录' }).click();
    await expect(page).toHaveURL(/\/secondAgentConsumeRecord\?agentNo=A10009/);

    await openFromMenu(page, '代理与分析', '二级代理');
    await expect(page).toHaveURL(/\/secondaryAgent$/);
    await expect(tab(page, '二级代理')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('row').filter({ hasText: 'A10002' }).first()).toBeVisible();
    await page.getByRole('button', { name: '后退' }).click();
    await expect(page).toHaveURL(/\/secondAgentConsumeRecord\?agentNo=A10009/);
  });
});

test('a list shown again after a 划拨 made in another tab shows the new state; 支付中心 and 短信消费记录 open from the menu', async ({ page, standIn }) => {
  await test.step('a list shown again after a change made in another tab shows the new state', async () => {
    await page.goto('/secondaryAgent');
    // 余额（元）: after the row number, 编号, 名称, 联系人, 手机, 区域 and 折扣率.
    const balance = page.getByRole('row').filter({ hasText: 'A10002' }).first().locator('td[data-field="balance"]');
    await expect(balance).toHaveText(/^[\d,]+\.\d\d$/, FIRST_LOAD);
    const before = Number((await balance.textContent())!.replace(/,/g, ''));

    await openFromMenu(page, '支付与订单', '财务明细');
    await page.getByRole('button', { name: '划拨给二级代理' }).click();
    const dialog = page.getByRole('dialog', { name: '划拨给二级代理' });
    await dialog.getByRole('textbox', { name: '二级代理' }).click();
    await page.getByRole('option', { name: /（A10002）/ }).click();
    await transferHundred(dialog, standIn);

    await tab(page, '二级代理').click();
    await expect(balance).toHaveText((before + 100).toLocaleString('en-US', { minimumFractionDigits: 2 }));
  });

  await test.step('支付中心 from the menu lists the recharges to pay; 短信消费记录 has its menu entry', async () => {
    await openFromMenu(page, '支付与订单', '支付中心');
    await expect(page).toHaveURL(/\/payCenter$/);
    await expect(page.getByRole('heading', { name: '支付中心 · 待支付的充值' })).toBeVisible(FIRST_LOAD);
    await expect(page.getByText('缺少参数')).toHaveCount(0);
    await expect(page.getByRole('button', { name: '去充值' })).toBeVisible();

    await openFromMenu(page, '短信服务', '短信消费记录');
    await expect(page).toHaveURL(/\/smsRecord/);
    await expect(tab(page, '短信消费记录')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: '短信消费记录' })).toBeVisible();
  });
});

test('the dashboard: a typed address lands on its screen; 30天内到期 there and on home opens the renewal queue with the same count', async ({ page }) => {
  await test.step('a typed address lands on its screen, not on the page its tab showed last', async () => {
    await page.goto('/backgroundBoard');
    const kpi = page.locator('[data-kpi="二级代理本月销售额"]');
    await expect(kpi).toBeVisible(FIRST_LOAD);
    await page.getByRole('button', { name: `二级代理本月销售额 ${(await kpi.textContent())!.trim()}` }).click();
    await expect(page).toHaveURL(/\/secondAgentConsumeRecord\?dateFrom=/);

    await page.goto('/backgroundBoard');
    await expect(page.locator('[data-kpi="二级代理本月销售额"]')).toBeVisible(FIRST_LOAD);
    await expect(page).toHaveURL(/\/backgroundBoard$/);
    await page.getByRole('button', { name: '后退' }).click();
    await expect(page).toHaveURL(/\/secondAgentConsumeRecord\?dateFrom=/);
  });

  await test.step('30天内到期 on the dashboard and the home page opens the renewal queue filtered to it, with the same count', async () => {
    await page.goto('/backgroundBoard');
    const kpi = page.locator('[data-kpi="30天内到期"]');
    await expect(kpi).toHaveText(/^[\d,]+$/, FIRST_LOAD);
    const count = (await kpi.textContent())!.trim();
    await page.getByRole('button', { name: `30天内到期 ${count}` }).click();
    await expect(page).toHaveURL(/\/customerExpireInfo\?range=30$/);
    await expect(page.getByText(`共 ${count} 条`)).toBeVisible(FIRST_LOAD);
    await expect(page.getByRole('checkbox', { name: `30天内（${count}）` })).toBeChecked(FIRST_LOAD);

    await page.goto('/homePage');
    await page.getByRole('link', { name: `30天内到期服务 ${count}` }).click(FIRST_LOAD);
    await expect(page).toHaveURL(/\/customerExpireInfo\?range=30$/);
    await expect(page.getByText(`共 ${count} 条`)).toBeVisible(FIRST_LOAD);
  });
});

test('试用注册: 注册链接 shows the link and its QR code; 转正 opens 购买产品 for that customer', async ({ page }) => {
  await test.step('注册链接 shows our registration link to copy and as a downloadable QR code', async () => {
    await page.goto('/registerInfoManage');
    await page.getByRole('button', { name: '注册链接' }).click(FIRST_LOAD);
    const dialog = page.getByRole('dialog', { name: '注册链接' });
    const link = dialog.getByRole('textbox', { name: '注册链接' });
    await expect(link).toHaveValue(/\/register\?AgentNumber=A10001$/);
    const url = await link.inputValue();
    await expect(dialog.getByRole('img', { name: '注册二维码' })).toHaveAttribute('data-link', url);
    await expect(dialog.getByRole('button', { name: '复制链接' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: '下载二维码' })).toHaveAttribute('download', /^注册二维码-.+\.png$/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  await test.step('转正 opens 购买产品 for that trial customer, with its product and version', async () => {
    // Wide enough that the list shows 版本 rather than folding it into the column menu.
    await page.setViewportSize({ width: 1920, height: 1080 });
    const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: '转正' }) }).first();
    await expect(row).toBeVisible(FIRST_LOAD);
    const cell = async (field: string) => (await row.locator(`td[data-field="${field}"]`).textContent())!.trim();
    const [name, product, version] = [await cell('userName'), await cell('productName'), await cell('versonName')];
    await row.getByRole('button', { name: '转正' }).click();
    await expect(page).toHaveURL(/\/buyProduct\?userId=\d+/);
    await expect(page.getByRole('radio', { name: '老客户' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: '选择客户' })).toHaveValue(new RegExp(`^${name}（`));
    await expect(page.getByRole('textbox', { name: '产品', exact: true })).toHaveValue(product);
    await expect(page.getByRole('textbox', { name: '版本', exact: true })).toHaveValue(version);
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByText(new RegExp(`^老客户：${name}（`))).toBeVisible();
  });
});

test('收回 beyond what a customer holds is refused with the range; 上云 and 绑定 from the dongle list', async ({ page }) => {
  await test.step('收回 of more SMS than the customer holds is refused with the range, not turned into all of them', async () => {
    await page.goto('/cloudSms');
    const row = page.getByRole('row').filter({ hasNot: page.locator('td[data-field="remaining"]', { hasText: /^0$/ }) }).filter({ has: page.locator('td[data-field="remaining"]') }).first();
    await expect(row).toBeVisible(FIRST_LOAD);
    const remaining = (await row.locator('td[data-field="remaining"]').textContent())!.trim();
    const held = Number(remaining.replace(/,/g, ''));
    const name = (await row.locator('td[data-field="customerName"]').textContent())!.trim();
    await rowAction(page, row, '收回');
    const dialog = page.getByRole('dialog', { name: `收回短信 · ${name}` });
    await dialog.getByLabel('收回条数').fill(String(held + 100));
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog.getByText(`请输入1至${held}之间的整数`)).toBeVisible();
    await expect(dialog.getByLabel('收回条数')).toHaveValue(String(held + 100));
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(page.getByRole('row').filter({ hasText: name }).first().locator('td[data-field="remaining"]')).toHaveText(remaining);
  });

  await test.step('上云 from a dongle opens 本地上云 with that dongle chosen; 绑定 picks the customer by name', async () => {
    await openInPortal(page, '/dogNumberManagement', { alone: true });
    const bound = page.getByRole('row').filter({ has: page.locator('td[data-field="status"]', { hasText: '已绑定' }) }).first();
    await expect(bound).toBeVisible(FIRST_LOAD);
    const dogNo = (await bound.locator('td[data-field="dogNo"]').textContent())!.trim();
    const fzCustomer = (await bound.locator('td[data-field="userName"]').textContent())!.trim();
    await rowAction(page, bound, '上云');
    await expect(page).toHaveURL(new RegExp(`/upYun\\?dogNo=${dogNo}$`));
    await expect(page.getByRole('textbox', { name: '加密狗号' })).toHaveValue(new RegExp(`^${dogNo} · `), FIRST_LOAD);
    await expect(page.getByRole('textbox', { name: '云版本' })).toBeVisible();

    await openInPortal(page, '/dogNumberManagement', { alone: true });
    const stock = page.getByRole('row').filter({ has: page.locator('td[data-field="status"]', { hasText: '库存' }) }).first();
    await expect(stock).toBeVisible(FIRST_LOAD);
    await rowAction(page, stock, '绑定');
    const dialog = page.getByRole('dialog', { name: /^绑定加密狗/ });
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog.getByText('请选择客户')).toBeVisible();
    await dialog.getByRole('textbox', { name: '客户' }).fill(fzCustomer);
    await page.getByRole('option', { name: new RegExp(`^${fzCustomer}（`) }).first().click();
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('绑定成功')).toBeVisible();
  });
});
