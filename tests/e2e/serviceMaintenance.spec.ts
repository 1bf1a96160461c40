import type { Locator, Page } from '@playwright/test';
import { dbsetQuotaFull } from '../../src/contracts/serviceMaintenance.ts';
import { soonestNightPlan } from '../../src/rules/rdsMigration.ts';
import { confirmBalancePayment, payByBalance } from './cashier.ts';
import { expect, test, type StandIn } from './fixtures.ts';
import { pickDateTime } from './dateTimeField.ts';
import { confirmDangerousOp } from './dangerousOpDialog.ts';
import { pickNth } from './selects.ts';

// The lists' text columns (客户名称 among them) are read: on a narrower screen they may fold into the column menu.
test.use({ viewport: { width: 1920, height: 1080 } });

// Service maintenance as agent01 and staff01 meet it: renew through the cashier, stores added to a
// 服装ERP service, an iShop 小程序 renewed, the life of a 账套, and a database migration planned at
// night, followed while it runs, done.
const FIRST_LOAD = { timeout: 30_000 };
const DAY_MS = 86_400_000;
const cells = (scope: Page | Locator, field: string) => scope.locator(`td[data-field="${field}"]`);
const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });
/** An option of the open select's list. */
const option = (page: Page) => page.getByRole('listbox').getByRole('option');
/** The datetime-local value of an instant in China time. */

async function open(page: Page, url: string, title: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { name: title, level: 3 })).toBeVisible({ timeout: 45_000 });
}

/** 续费 of a row through the quote, paid at the cashier from the balance. */
async function renewAtCashier(page: Page, standIn: StandIn, row: Locator) {
  await button(row, '续费').click();
  await expect(page).toHaveURL(/\/placeOrder\?orderType=renew&userId=\d+$/);
  await expect(page.getByLabel('应付金额')).toContainText('¥', FIRST_LOAD);
  await button(page, '提交订单').click();
  await expect(page).toHaveURL(/\/pay\?orderNo=DD\d+$/);
  await payByBalance(page, standIn);
}

/** A renewal moves the expiry a year on from the later of the old expiry and today (the stand-in's). */
const expectYearOn = (oldExpiry: number, newExpiry: number, now: number) => expect((newExpiry - Math.max(oldExpiry, now - DAY_MS)) / DAY_MS).toBeGreaterThanOrEqual(364);

test.describe.configure({ timeout: 120_000 });

test.beforeEach(({ standIn }) => standIn.reset().then(() => undefined));

test('renews a service from 服务维护 and pays from the balance: the expiry moves a year on', async ({ page, context, standIn }) => {
  await standIn.signIn(context, 'agent01');
  await open(page, '/serviceMaintenance', '服务维护');
  const row = page.locator('tbody tr').filter({ has: button(page, '续费') }).first();
  await expect(row).toBeVisible(FIRST_LOAD);
  const name = (await cells(row, 'userName').textContent())!.trim();
  const oldExpiry = Date.parse((await cells(row, 'expireDate').textContent())!.trim());
  await renewAtCashier(page, standIn, row);

  await open(page, `/serviceMaintenance?keyword=${encodeURIComponent(name)}`, '服务维护');
  await expect(cells(page, 'userName').first()).toHaveText(name, FIRST_LOAD);
  const newExpiry = Date.parse((await cells(page, 'expireDate').first().textContent())!.trim());
  expectYearOn(oldExpiry, newExpiry, await standIn.now());
});

/** Chooses an option of a query-bar select and searches. */
async function filterBy(page: Page, label: string, value: string) {
  await page.getByRole('search', { name: '查询条件' }).getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: value, exact: true }).click();
}

/** Every shown cell of the column says `text` (and there is at least one). */
const allSay = (page: Page, field: string, text: string) =>
  expect.poll(async () => {
    const texts = (await cells(page, field).allTextContents()).map((value) => value.trim());
    return texts.length > 0 && texts.every((value) => value === text);
  }, FIRST_LOAD);

test('服装ERP服务维护: 增加门店 is ordered for a 正常 service, paid at the cashier, and its row counts the new stores', async ({ page, context, standIn }) => {
  await standIn.signIn(context, 'agent01');
  await open(page, '/newFZServiceMaintenance', '服装ERP服务维护');
  await expect(page.getByRole('tab', { name: /服装ERP服务维护/ })).toBeVisible();
  await filterBy(page, '服务状态', '正常');
  await button(page, '查询').click();
  await allSay(page, 'serviceStatus', '正常').toBe(true);

  const row = page.locator('tbody tr').first();
  const name = (await cells(row, 'userName').textContent())!.trim();
  const stores = Number((await cells(row, 'storeCount').textContent())!.trim());
  await button(row, '更多').click();
  await page.getByRole('menuitem', { name: '增加门店' }).click();
  const dialog = page.getByRole('dialog', { name: '增加门店' });
  await expect(dialog.getByText(`${name}：现有${stores}家门店`)).toBeVisible();
  await dialog.getByLabel('增加门店数').fill('2');
  await button(dialog, '提交订单').click();
  await expect(page).toHaveURL(/\/pay\?orderNo=DD\d+$/);
  await expect(page.getByText(`（增加门店 · ${name}）`)).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('cell', { name: '2家' })).toBeVisible();
  await payByBalance(page, standIn);

  await open(page, `/newFZServiceMaintenance?keyword=${encodeURIComponent(name)}`, '服装ERP服务维护');
  const after = page.locator('tbody tr').filter({ has: page.locator('td[data-field="userName"]', { hasText: name }) });
  await expect(cells(after, 'storeCount')).toHaveText(String(stores + 2), FIRST_LOAD);
});

test('iShop服务维护: a 小程序 whose authorisation lapsed is found, renewed at the cashier, and its 账套 open under iShop账套维护', async ({ page, context, standIn }) => {
  await standIn.signIn(context, 'agent01');
  await open(page, '/ishopServiceMaintenance', 'iShop服务维护');
  await expect(page.getByRole('tab', { name: /iShop服务维护/ })).toBeVisible();
  await filterBy(page, '类型', '小程序');
  await filterBy(page, '小程序授权', '已过期');
  await button(page, '查询').click();
  await allSay(page, 'shopType', '小程序').toBe(true);
  await allSay(page, 'mpAuth', '已过期').toBe(true);

  const row = page.locator('tbody tr').filter({ has: button(page, '续费') }).first();
  const shop = (await cells(row, 'shopName').textContent())!.trim();
  const owner = (await cells(row, 'userName').textContent())!.trim();
  const oldExpiry = Date.parse((await cells(row, 'expireDate').textContent())!.trim());
  await renewAtCashier(page, standIn, row);

  await open(page, `/ishopServiceMaintenance?keyword=${encodeURIComponent(shop)}`, 'iShop服务维护');
  const renewed = page.locator('tbody tr').filter({ has: page.locator('td[data-field="shopName"]', { hasText: shop }) });
  await expect(cells(renewed, 'shopName')).toHaveText(shop, FIRST_LOAD);
  const newExpiry = Date.parse((await cells(renewed, 'expireDate').textContent())!.trim());
  expectYearOn(oldExpiry, newExpiry, await standIn.now());

  await button(renewed, '更多').click();
  await page.getByRole('menuitem', { name: '账套' }).click();
  await expect(page).toHaveURL(/\/ishopDBsetMaintenance\?serviceId=\d+$/);
  await expect(page.getByRole('heading', { name: 'iShop账套维护', level: 3 })).toBeVisible(FIRST_LOAD);
  await expect(page.getByText(`客户：${owner}`)).toBeVisible(FIRST_LOAD);
});

type PickedService = { id: number; userName: string; productName: string; dbsetCount: number; quota: number; refusal: string | null; expireAt: number; status: string };

/** The services the 新增 picker offers a signed-in account, each with its 账套 quota and its customer's expiry and status. */
async function pickerServices(page: Page, token: string): Promise<PickedService[]> {
  const headers = { authorization: `Bearer ${token}` };
  const get = async <T>(path: string) => ((await (await page.request.get(path, { headers })).json()) as { data: T }).data;
  const services = await get<Array<{ id: number; userName: string; productName: string }>>('/api/dbset/Services?keyword=');
  return Promise.all(
    services.map(async (service) => ({
      ...service,
      ...(await get<{ dbsetCount: number; quota: number; refusal: string | null }>(`/api/dbset/Quota?serviceId=${service.id}`)),
      ...(await get<{ expireAt: number; status: string }>(`/api/user/GetUserBasicInfo?userId=${service.id}`)),
    })),
  );
}

/** 新增 and the service chosen in the drawer's customer picker. */
async function startAdding(page: Page, service: PickedService) {
  await button(page, '新增').click(FIRST_LOAD);
  const drawer = page.getByRole('dialog', { name: '新增账套' });
  await drawer.getByLabel('客户').click();
  await page.getByRole('option', { name: `${service.userName}（${service.productName}）` }).click();
  return drawer;
}

test('a 账套 is created, renamed, stopped and deleted with its name and a phone code', async ({ page, context, standIn }) => {
  const token = await standIn.signIn(context, 'agent01');
  // A service that takes another 账套 (an expired one is refused).
  const roomy = (await pickerServices(page, token)).find((service) => service.dbsetCount < service.quota && service.refusal === null)!;
  await open(page, '/dbsetManage', '账套管理');
  await button(page, '新增').click(FIRST_LOAD);
  const drawer = page.getByRole('dialog', { name: '新增账套' });
  await drawer.getByLabel('账套名称').fill('长'.repeat(31));
  await drawer.getByLabel('账套名称').press('Tab');
  await expect(drawer.getByText('账套名称最多30个字')).toBeVisible();
  await button(drawer, '保存').click();
  await expect(drawer.getByText('请选择客户')).toBeVisible();
  await drawer.getByLabel('客户').click();
  await page.getByRole('option', { name: `${roomy.userName}（${roomy.productName}）` }).click();
  await expect(drawer.getByLabel('账套数')).toContainText(`已有${roomy.dbsetCount}个，可用${roomy.quota}个`);
  await drawer.getByLabel('账套名称').fill('年度归档');
  await button(drawer, '保存').click();
  await expect(page.getByText('保存成功')).toBeVisible();

  await open(page, `/dbsetManage?keyword=${encodeURIComponent('归档')}`, '账套管理');
  await expect(cells(page, 'dbsetName')).toHaveText(['年度归档'], FIRST_LOAD);
  await button(page, '重命名').click();
  const rename = page.getByRole('dialog', { name: /^重命名账套/ });
  await rename.getByLabel('账套名称').fill('2025归档');
  await button(rename, '保存').click();
  await expect(cells(page, 'dbsetName')).toHaveText(['2025归档']);
  await button(page, '停用').click();
  await button(page.getByRole('dialog'), '确定').click();
  await expect(cells(page, 'status')).toHaveText(['停用']);

  await page.getByRole('button', { name: '更多' }).click();
  await page.getByRole('menuitem', { name: '删除' }).click();
  const dialog = page.getByRole('dialog', { name: '删除账套' });
  await confirmDangerousOp(dialog, standIn, { label: '确认账套名称', wrong: '年度归档', right: '2025归档' });
  await expect(page.getByText('共 0 条')).toBeVisible();
});

test('a service whose 账套 are used up buys one more through the quote and the cashier; then 新增 adds it', async ({ page, context, standIn }) => {
  const token = await standIn.signIn(context, 'agent01');
  const now = await standIn.now();
  // A running service with room for exactly one more 账套.
  const service = (await pickerServices(page, token)).find(
    (candidate) => candidate.quota - candidate.dbsetCount === 1 && candidate.status !== '已停用' && candidate.expireAt > now + 30 * DAY_MS,
  )!;
  await open(page, '/dbsetManage', '账套管理');
  let drawer = await startAdding(page, service);
  await expect(drawer.getByLabel('账套数')).toContainText(`已有${service.dbsetCount}个，可用${service.quota}个`);
  await drawer.getByLabel('账套名称').fill('年度归档');
  await button(drawer, '保存').click();
  await expect(page.getByText('保存成功')).toBeVisible();

  drawer = await startAdding(page, service);
  await expect(drawer.getByText('账套数已用完')).toBeVisible();
  await expect(drawer.getByText(dbsetQuotaFull(service.quota), { exact: false }).first()).toBeVisible();
  // The server refuses too, with the same words.
  await drawer.getByLabel('账套名称').fill('分店归档');
  await button(drawer, '保存').click();
  await expect(drawer.getByText(dbsetQuotaFull(service.quota), { exact: true })).toBeVisible();
  await button(drawer, '购买账套').click();

  await expect(page).toHaveURL(new RegExp(`/placeOrder\\?orderType=addDbset&userId=${service.id}$`));
  await expect(page.getByRole('heading', { name: '确认订单 · 增加账套' })).toBeVisible(FIRST_LOAD);
  await page.getByLabel('增加账套数').fill('1');
  // A pro-rated line says for how many days it is charged.
  await expect(page.getByRole('cell', { name: /^增加1个 · 至\d{4}-\d{2}-\d{2}\s*按剩余 \d+ 天折算$/ })).toBeVisible(FIRST_LOAD);
  await expect(page.getByLabel('应付金额')).toContainText('¥');
  await button(page, '提交订单').click();
  await expect(page).toHaveURL(/\/pay\?orderNo=DD\d+$/);
  await expect(page.getByText(`（增加账套 · ${service.userName}）`)).toBeVisible(FIRST_LOAD);
  await confirmBalancePayment(page, standIn);
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible(FIRST_LOAD);

  await button(page, '新增账套').click();
  drawer = page.getByRole('dialog', { name: '新增账套' });
  await expect(drawer.getByText(`客户：${service.userName}（${service.productName}）`)).toBeVisible(FIRST_LOAD);
  await expect(drawer.getByLabel('账套数')).toContainText(`已有${service.quota}个，可用${service.quota + 1}个`);
  await drawer.getByLabel('账套名称').fill('分店归档');
  await button(drawer, '保存').click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await open(page, `/dbsetManage?keyword=${encodeURIComponent('分店归档')}`, '账套管理');
  await expect(cells(page, 'dbsetName')).toHaveText(['分店归档'], FIRST_LOAD);
  await expect(cells(page, 'userName')).toHaveText([service.userName]);
});

test('账套管理: 恢复 opens the recovery cart with its 账套 chosen; a 账套 being restored shows 恢复中 and offers neither 备份 nor 恢复', async ({ page, context, standIn }) => {
  await test.step('恢复 on a 账套 opens the recovery cart with its customer and 账套 chosen; a restore point puts it in the cart', async () => {
    await standIn.signIn(context, 'agent01');
    // The largest 账套 first: old ones, backed up last night (the newest may have been made since, with no restore point yet).
    await open(page, '/dbsetManage?sort=sizeMB.desc', '账套管理');
    const row = page.locator('tbody tr').nth(1);
    await expect(row).toBeVisible(FIRST_LOAD);
    const owner = (await cells(row, 'userName').textContent())!.trim();
    const dbset = (await cells(row, 'dbsetName').textContent())!.trim();
    await button(row, '更多').click();
    await page.getByRole('menuitem', { name: '恢复' }).click();
    await expect(page).toHaveURL(/\/dataRecoveryCart\?serviceId=\d+&dbsetName=/);
    await expect(page.getByRole('textbox', { name: '客户', exact: true })).toHaveValue(new RegExp(owner), FIRST_LOAD);
    await expect(page.getByRole('textbox', { name: '账套', exact: true })).toHaveValue(dbset);
    await pickNth(page, '恢复时间点');
    await button(page, '加入购物车').click();
    await expect(page.getByRole('table', { name: '购物车' }).getByRole('row').filter({ hasText: owner })).toContainText(dbset);
  });

  await test.step('a 账套 being restored shows 恢复中 in 账套管理 and offers neither 备份 nor 恢复 again', async () => {
    const placed = await page.request.post(`${standIn.url}/api/__dev/dataRecovery/task`, { data: { account: 'agent01', status: '进行中' } });
    const task = ((await placed.json()) as { data: { userName: string; dbsetName: string } }).data;
    await open(page, '/dbsetManage', '账套管理');
    await filterBy(page, '状态', '恢复中');
    await button(page, '查询').click();
    await allSay(page, 'status', '恢复中').toBe(true);
    const row = page.locator('tbody tr').filter({ hasText: task.userName });
    await expect(cells(row, 'dbsetName')).toHaveText(task.dbsetName);
    await expect(button(row, '重命名')).toBeVisible();
    await expect(button(row, '备份')).toHaveCount(0);
    await expect(button(row, '更多')).toHaveCount(0);
  });
});

test('a staff account may back a 账套 up but neither add, rename nor stop one', async ({ page, context, standIn }) => {
  await standIn.signIn(context, 'staff01');
  // Not even when the address asks for it (as the page after a paid 增加账套 does).
  await open(page, '/dbsetManage?addTo=1', '账套管理');
  await expect(button(page, '备份').first()).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('dialog', { name: '新增账套' })).toHaveCount(0);
  await expect(button(page, '新增')).toHaveCount(0);
  await expect(button(page, '重命名')).toHaveCount(0);
  await expect(button(page, '停用')).toHaveCount(0);
  });

test('数据库迁移: a migration is refused outside the night window, planned, followed and done; 失败 lists only the failed tasks with their reason', async ({ page, context, standIn }) => {
  await test.step('a migration is refused outside the night window, planned, followed while it runs and done', async () => {
    await standIn.signIn(context, 'agent01');
    await open(page, '/rdsMoveUser', '数据库迁移');
    await button(page, '新建').click(FIRST_LOAD);
    const drawer = page.getByRole('dialog', { name: '新建迁移' });
    await drawer.getByLabel('客户').click();
    await option(page).first().click();
    await drawer.getByLabel('目标实例').click();
    await option(page).filter({ hasText: /^杭州 RDS 01/ }).click();
    // Soon enough that the session outlives the clock moves below; a whole minute, as the field holds it (else,
    // inside the night window, the plan kept would start up to a minute earlier and the progress run ahead).
    const now = await standIn.now();
    const plan = Math.floor(soonestNightPlan(now, 10 * 60_000) / 60_000) * 60_000;
    await pickDateTime(drawer, page, '计划时间', plan + 8 * 3_600_000);
    await button(drawer, '预检并计划').click();
    await expect(drawer.getByRole('alert')).toHaveText('计划时间须在00:00至06:00之间');
    await pickDateTime(drawer, page, '计划时间', plan);
    await button(drawer, '预检并计划').click();
    const status = drawer.getByRole('status', { name: '迁移状态' });
    await expect(status).toHaveText('等待计划时间开始迁移');
    await expect(drawer.getByText('排队中')).toBeVisible();

    const clock = (advanceMs: number) => page.request.post(`${standIn.url}/api/__dev/clock`, { data: { advanceMs } });
    await clock(plan - (await standIn.now()) + 5 * 60_000);
    await expect(status).toHaveText('正在迁移数据', { timeout: 10_000 });
    await expect(drawer.getByText(/^进度 5\d%$/)).toBeVisible();
    await clock(10 * 60_000);
    await expect(status).toHaveText('迁移完成', { timeout: 10_000 });
    // The footer's 关闭 (the title bar's × is named 关闭 too).
    await button(drawer, '关闭').last().click();
    await expect(cells(page, 'taskStatus').first()).toHaveText('已完成');
    await expect(cells(page, 'progress').first()).toHaveText('100%');
  });

  await test.step('数据库迁移 shows only the failed tasks when 任务状态 is 失败, each with the reason in its log', async () => {
    await filterBy(page, '任务状态', '失败');
    await button(page, '查询').click();
    await allSay(page, 'taskStatus', '失败').toBe(true);
    await button(page.locator('tbody tr').first(), '日志').click();
    await expect(page.getByRole('dialog', { name: /^迁移日志/ })).toContainText('目标实例写入超时');
  });
});
