import type { APIRequestContext, Page } from '@playwright/test';
import { confirmBalancePayment } from './cashier.ts';
import { expect, test } from './fixtures.ts';
import { openInPortal } from './openInPortal.ts';
import { chinaWall, pickDateTime } from './dateTimeField.ts';

// A wide screen, where every column of the lists read here has room (at 1366 px their text columns without room
// fold into the column menu: truncatedCells.spec.ts).
test.use({ viewport: { width: 1920, height: 1080 } });

// SMS as agent01 meets it: a signature (with its 证明材料) and a template through review, a send with one bad number,
// a package paid from the balance; staff01 may look but not send. A first load may take 30 s on a busy machine.
const FIRST_LOAD = { timeout: 30_000 };
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const cells = (page: Page, field: string) => page.locator(`tbody td[data-field="${field}"]`);

/** The provider's review of the newest item of a list, through the stand-in's dev endpoint. */
async function approveNewest(request: APIRequestContext, token: string, list: string, kind: 'smsSign' | 'smsTemplate') {
  const headers = { authorization: `Bearer ${token}` };
  const page = (await (await request.post(list, { headers, data: { pageSize: 1 } })).json()) as { data: { list: Array<{ id: number }> } };
  const answer = (await (await request.post('/api/__dev/review', { data: { kind, id: page.data.list[0].id, approve: true } })).json()) as { code: number };
  expect(answer.code).toBe(200);
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

test.beforeEach(({ standIn }) => standIn.reset().then(() => undefined));

test('a signature and a template pass review, then a send reaches the valid numbers and shows in 发送记录', async ({ page, context, standIn }) => {
  const token = await standIn.signIn(context, 'agent01');
  await page.goto('/SignList');
  await page.getByRole('button', { name: '申请签名' }).click(FIRST_LOAD);
  const signDrawer = page.getByRole('dialog', { name: '申请签名' });
  await signDrawer.getByLabel('签名名称').fill('12345');
  await signDrawer.getByLabel('签名名称').blur();
  await expect(signDrawer.getByText('签名为2-16位中文、字母或数字，且不能为纯数字')).toBeVisible();
  await signDrawer.getByLabel('签名名称').fill('云启会务');
  await signDrawer.getByRole('button', { name: '提交审核' }).click();
  await expect(signDrawer.getByText('请上传证明材料')).toBeVisible();
  await signDrawer.locator('input[type="file"]').setInputFiles({ name: '营业执照.png', mimeType: 'image/png', buffer: PNG });
  await expect(signDrawer.getByRole('img', { name: '证明材料预览' })).toBeVisible();
  await signDrawer.getByRole('button', { name: '提交审核' }).click();
  await expect(cells(page, 'signName').first()).toHaveText('云启会务');
  await expect(cells(page, 'auditStatus').first()).toHaveText('审核中');
  await approveNewest(page.request, token, '/api/sms/Sign/List', 'smsSign');

  await openInPortal(page, '/TemplateList', { alone: true });
  await page.getByRole('button', { name: '申请模板' }).click(FIRST_LOAD);
  const tplDrawer = page.getByRole('dialog', { name: '申请模板' });
  await tplDrawer.getByLabel('模板名称').fill('会议通知');
  await choose(page, '签名', '云启会务');
  await tplDrawer.getByLabel('模板内容').fill('明天上午十点在${room}开会，请准时参加。');
  await expect(tplDrawer.getByText('变量：room')).toBeVisible();
  await tplDrawer.getByRole('button', { name: '提交审核' }).click();
  await expect(cells(page, 'tplName').first()).toHaveText('会议通知');
  await approveNewest(page.request, token, '/api/sms/Template/List', 'smsTemplate');

  await openInPortal(page, '/sendSms', { alone: true });
  await expect(page.getByRole('heading', { name: '发送短信' })).toBeVisible(FIRST_LOAD);
  await choose(page, '模板', '会议通知（通知）');
  await page.getByLabel('变量 room').fill('三楼会议室');
  await choose(page, '签名', '云启会务');
  await page.getByLabel('接收号码').fill('13800000011\n13800000012\n1380000\n13800000011');
  // Counted as typed, before 发送: the signature is part of each message.
  await expect(page.getByLabel('计费预估')).toHaveText('有效号码 2 个（重复 1 个，无效 1 个），每条 1 条，共计费 2 条；当前剩余 5,000 条');
  await page.getByLabel('变量 room').fill('三楼会议室'.repeat(12));
  await expect(page.getByLabel('计费预估')).toHaveText('有效号码 2 个（重复 1 个，无效 1 个），每条 2 条，共计费 4 条；当前剩余 5,000 条');
  await page.getByLabel('变量 room').fill('三楼会议室');
  // Which entries are wrong, by line, as typed; 发送 waits until the invalid one is fixed or removed.
  const numberCheck = page.getByLabel('号码检查');
  await expect(numberCheck.getByText('第3行：1380000 不是正确的手机号')).toBeVisible();
  await expect(numberCheck.getByText('第4行：13800000011 与第1行重复')).toBeVisible();
  await page.getByRole('button', { name: '发送', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: '接收号码中有 1 个无效号码，请修改或点击“删除无效号码”后再发送' })).toBeVisible();
  await numberCheck.getByRole('button', { name: '删除无效号码' }).click();
  await expect(page.getByLabel('接收号码')).toHaveValue('13800000011\n13800000012\n13800000011');
  await page.getByRole('button', { name: '发送', exact: true }).click();
  const confirm = page.getByRole('alert').filter({ hasText: '有效号码' });
  await expect(confirm.getByText(/有效号码 2 个，每条 1 条，共计费 2 条/)).toBeVisible();
  await expect(confirm.getByText('已去除重复号码 1 个')).toBeVisible();
  await confirm.getByRole('button', { name: '确认发送' }).click();
  const results = page.getByLabel('发送结果');
  await expect(results.getByRole('row')).toHaveCount(3);
  await expect(results.getByText('成功')).toHaveCount(2);

  await results.getByRole('button', { name: '查看发送记录' }).click();
  await expect(page).toHaveURL(/\/SmsList\?batchNo=FS\d+$/);
  await expect(cells(page, 'tel')).toHaveText(['13800000012', '13800000011'], FIRST_LOAD);
  await expect(cells(page, 'content').first()).toHaveText('明天上午十点在三楼会议室开会，请准时参加。');
});

test('a refused signature is changed straight from its row (修改) and goes back to 审核中', async ({ page, context, standIn }) => {
  await standIn.signIn(context, 'agent01');
  await page.goto('/SignList');
  const row = page.getByRole('row').filter({ hasText: '恒发贸易' });
  await row.getByRole('button', { name: '修改' }).click(FIRST_LOAD);
  const drawer = page.getByRole('dialog', { name: '签名 恒发贸易' });
  await expect(drawer.getByText('原因：签名与企业名称不符')).toBeVisible();
  await expect(drawer.getByLabel('签名名称')).toBeEnabled();
  await drawer.getByLabel('签名名称').fill('恒发商贸');
  await drawer.locator('input[type="file"]').setInputFiles({ name: '营业执照.png', mimeType: 'image/png', buffer: PNG });
  await expect(drawer.getByRole('img', { name: '证明材料预览' })).toBeVisible();
  await drawer.getByRole('button', { name: '提交审核' }).click();
  await expect(drawer.getByLabel('审核状态').getByText('审核中', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  const changed = page.getByRole('row').filter({ hasText: '恒发商贸' });
  await expect(changed.locator('td[data-field="auditStatus"]')).toHaveText('审核中');
  await expect(changed.getByRole('button', { name: '修改' })).toHaveCount(0);
});

/** A row action of /cloudSms under 更多 for the customer named. */
async function cloudRowMenu(page: Page, name: string, item: string) {
  await page.getByRole('row').filter({ hasText: name }).getByRole('button', { name: '更多' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** From /cloudSms, 签名 of the second customer: a signature applied for it on /autograph; answers the customer's name. */
async function applyCustomerSign(page: Page, signName: string): Promise<string> {
  await openInPortal(page, '/cloudSms', { alone: true });
  const name = (await cells(page, 'customerName').nth(1).textContent(FIRST_LOAD))!;
  await cloudRowMenu(page, name, '签名');
  await expect(page).toHaveURL(/\/autograph\?userId=\d+$/);
  await page.getByRole('button', { name: '申请签名' }).click(FIRST_LOAD);
  const drawer = page.getByRole('dialog', { name: '申请签名' });
  await expect(drawer.getByRole('textbox', { name: '客户', exact: true })).toHaveValue(name);
  await drawer.getByLabel('签名名称').fill(signName);
  await drawer.locator('input[type="file"]').setInputFiles({ name: '营业执照.png', mimeType: 'image/png', buffer: PNG });
  await expect(drawer.getByRole('img', { name: '证明材料预览' })).toBeVisible();
  await drawer.getByRole('button', { name: '提交审核' }).click();
  return name;
}

test("签名 on /cloudSms applies for that customer's signature; 群发 sends under it: its 剩余条数 drops, not the pool, and 明细 lists the sends", async ({ page, context, standIn }) => {
  const token = await standIn.signIn(context, 'agent01');
  // 签名 from the customer's row applies for that customer's signature without picking it again.
  const name = await applyCustomerSign(page, '云客通知');
  await expect(page.getByRole('row').filter({ hasText: '云客通知' }).locator('td[data-field="customerName"]')).toHaveText(name);
  await approveNewest(page.request, token, '/api/sms/CloudSign/List', 'smsSign');

  // /autograph opened in the tab of /cloudSms: back there.
  await page.getByRole('button', { name: '后退' }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  const remaining = Number((await row.locator('td[data-field="remaining"]').textContent(FIRST_LOAD))!.replace(/,/g, ''));
  const monthSent = Number(await row.locator('td[data-field="monthSent"]').textContent());
  await expect(page.getByLabel('短信池剩余')).toHaveText('代理商短信池剩余：5,000 条');
  await cloudRowMenu(page, name, '群发');
  await expect(page).toHaveURL(/\/sendSms\?userId=\d+$/);
  await expect(page.getByLabel('发送对象')).toContainText(`为云短信客户「${name}」群发`);
  // Only that customer's approved signatures are offered, not the agent's own.
  await page.getByRole('textbox', { name: '签名', exact: true }).click();
  await expect(page.getByRole('option')).toHaveText(['云客通知']);
  await page.getByRole('option', { name: '云客通知' }).click();
  await page.getByLabel('短信内容').fill('本周六店庆，全场八折。');
  await page.getByLabel('接收号码').fill('13800000051\n13800000052');
  await expect(page.getByLabel('计费预估')).toHaveText(`有效号码 2 个（重复 0 个，无效 0 个），每条 1 条，共计费 2 条；当前剩余 ${remaining.toLocaleString('zh-CN')} 条`);
  await page.getByRole('button', { name: '发送', exact: true }).click();
  await page.getByRole('alert').filter({ hasText: '有效号码' }).getByRole('button', { name: '确认发送' }).click();
  const results = page.getByLabel('发送结果');
  await expect(results.getByText('成功')).toHaveCount(2);

  await page.getByRole('button', { name: '后退' }).click();
  await page.getByRole('button', { name: '刷新页面' }).click();
  await expect(row.locator('td[data-field="remaining"]')).toHaveText((remaining - 2).toLocaleString('zh-CN'), FIRST_LOAD);
  await expect(row.locator('td[data-field="monthSent"]')).toHaveText(String(monthSent + 2));
  await expect(page.getByLabel('短信池剩余')).toHaveText('代理商短信池剩余：5,000 条');
  await cloudRowMenu(page, name, '明细');
  await expect(page).toHaveURL(/\/cloudSmsDetails\?userId=\d+$/);
  const sends = page.getByRole('row').filter({ hasText: '本周六店庆，全场八折。' });
  await expect(sends.locator('td[data-field="tel"]')).toHaveText(['13800000052', '13800000051'], FIRST_LOAD);
  await expect(sends.locator('td[data-field="signName"]')).toHaveText(['云客通知', '云客通知']);
  await expect(sends.locator('td[data-field="sender"]')).toHaveText(['张伟', '张伟']);
  await expect(page.getByLabel('云短信客户')).toContainText(`客户：${name}`);
  // The newest movement of the customer's count, told from that count and naming it.
  const charge = page.getByRole('row').filter({ hasText: '发送扣减' }).first();
  await expect(charge.locator('td[data-field="qty"]')).toHaveText('-2');
  await expect(charge.locator('td[data-field="target"]')).toHaveText(name);
  await expect(charge.locator('td[data-field="balanceQty"]')).toHaveText((remaining - 2).toLocaleString('zh-CN'));
  const allotted = page.getByRole('row').filter({ hasText: '分配' }).last();
  await expect(allotted.locator('td[data-field="qty"]')).toHaveText(/^\+\d/);
});

test("a customer's 群发 beyond its 剩余条数 points to 分配 for that customer; once allotted, the check passes", async ({ page, context, standIn }) => {
  const token = await standIn.signIn(context, 'agent01');
  const headers = { authorization: `Bearer ${token}` };
  const signs = (await (await page.request.post('/api/sms/CloudSign/List', { headers, data: { filters: { auditStatus: '审核通过' } } })).json()) as {
    data: { list: Array<{ userId: number; signName: string; customerName: string }> };
  };
  const { userId, signName, customerName } = signs.data.list[0];
  const cloud = (await (await page.request.post('/api/sms/Cloud/List', { headers, data: { filters: { userId: String(userId) } } })).json()) as { data: { list: Array<{ remaining: number }> } };
  // The customer is left 1 count: a send to 2 numbers is short of it.
  const reclaim = { userId, qty: cloud.data.list[0].remaining - 1, direction: 'reclaim' };
  expect(((await (await page.request.post('/api/sms/Cloud/Move', { headers, data: reclaim })).json()) as { code: number }).code).toBe(200);

  await page.goto(`/sendSms?userId=${userId}`);
  await expect(page.getByLabel('发送对象')).toContainText(`为云短信客户「${customerName}」群发`, FIRST_LOAD);
  await choose(page, '签名', signName);
  await page.getByLabel('短信内容').fill('本周六店庆，全场八折。');
  await page.getByLabel('接收号码').fill('13800000061\n13800000062');
  await page.getByRole('button', { name: '发送', exact: true }).click();
  const short = page.getByRole('alert').filter({ hasText: '该客户云短信余量不足，请先为其分配短信' });
  await expect(short.getByText('有效号码 2 个，每条 1 条，共计费 2 条；当前剩余 1 条')).toBeVisible();
  await expect(short.getByRole('button', { name: '去购买' })).toHaveCount(0);
  await short.getByRole('button', { name: '去分配' }).click();

  const allot = page.getByRole('dialog', { name: `分配短信 · ${customerName}` });
  await allot.getByLabel('分配条数').fill('10');
  await allot.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('分配成功')).toBeVisible();
  await expect(page.getByLabel('短信池剩余')).toHaveText(`代理商短信池剩余：${(5_000 + reclaim.qty - 10).toLocaleString('zh-CN')} 条`);
  await page.getByRole('button', { name: '后退' }).click();
  await page.getByRole('button', { name: '重新检查' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '确认发送' }).getByText('有效号码 2 个，每条 1 条，共计费 2 条；当前剩余 11 条')).toBeVisible();

  // A link naming a customer the agent has no cloud account for says so instead of opening nothing.
  await openInPortal(page, '/cloudSms?allot=99999999', { alone: true });
  const unknown = page.getByRole('alert').filter({ hasText: '无法分配' });
  await expect(unknown).toContainText('云短信客户不存在');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await unknown.getByRole('button', { name: '关闭' }).click();
  await expect(unknown).toHaveCount(0);
});

/** A 定时发送 of one part per number from /sendSms at `at` (picked on the form's date-time field); answers its batch number. */
async function schedule(page: Page, tels: string[], at: number): Promise<string> {
  await openInPortal(page, '/sendSms', { alone: true });
  await choose(page, '签名', '云启科技');
  await page.getByLabel('短信内容').fill('周五下午三点开会。');
  await page.getByLabel('接收号码').fill(tels.join('\n'));
  await pickDateTime(page, page, '定时发送', at);
  await page.getByRole('button', { name: '发送', exact: true }).click();
  await page.getByRole('alert').filter({ hasText: '有效号码' }).getByRole('button', { name: '确认发送' }).click();
  const results = page.getByLabel('发送结果');
  await expect(results.getByText('待发送')).toHaveCount(tels.length);
  const batchNo = /批次号 (FS\d+)/.exec((await results.getByText(/批次号/).textContent()) ?? '')![1];
  await results.getByRole('button', { name: '查看发送记录' }).click();
  await expect(page).toHaveURL(new RegExp(`/SmsList\\?batchNo=${batchNo}$`));
  return batchNo;
}

test("a 定时发送 goes out once the stand-in's clock passes its time; numbers imported from a .txt join the list and a time too soon is refused", async ({ page, context, standIn }) => {
  await standIn.signIn(context, 'agent01');
  await test.step("a 定时发送 goes out once the stand-in's clock passes its time: 待发送 turns 成功", async () => {
    await schedule(page, ['13800000041'], (await standIn.now()) + 15 * 60_000);
    await expect(cells(page, 'status')).toHaveText(['待发送'], FIRST_LOAD);
    await expect(page.getByRole('button', { name: '取消发送' })).toBeVisible();
    await page.request.post(`${standIn.url}/api/__dev/clock`, { data: { advanceMs: 20 * 60_000 } });
    await page.reload();
    await expect(cells(page, 'status')).toHaveText(['成功'], FIRST_LOAD);
    await expect(page.getByRole('button', { name: '取消发送' })).toHaveCount(0);
    await expect(page.getByLabel('短信池剩余')).toHaveText('代理商短信池剩余：4,999 条');
  });

  await test.step('numbers imported from a .txt join the list; a scheduled time too soon is refused, a later one is stored as 待发送', async () => {
    await page.goto('/sendSms');
    await choose(page, '签名', '云启科技');
    await page.getByLabel('短信内容').fill('明天上午十点开会，请准时参加。');
    await page.getByLabel('接收号码').fill('13800000021');
    await page.locator('input[type="file"]').setInputFiles({ name: '号码.txt', mimeType: 'text/plain', buffer: Buffer.from('13800000022\n13800000023,13800000021') });
    await expect(page.getByLabel('接收号码')).toHaveValue('13800000021\n13800000022\n13800000023\n13800000021');
    // The Chinese date-time picker: no earlier day is offered, and a time too soon is said as it is picked.
    // The page's own time: the stand-in's clock was moved on above.
    const now = await page.evaluate(() => Date.now());
    await page.getByLabel('定时发送', { exact: true }).click();
    await expect(page.getByRole('button', { name: chinaWall(now - 86_400_000).day, exact: true })).toBeDisabled();
    // Escape closes the picker once the focus has moved into it (it moves there just after it opens).
    const picker = page.locator('.mantine-Popover-dropdown').filter({ has: page.getByLabel('定时发送（时分）') });
    await expect(picker.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(picker).toBeHidden();
    await pickDateTime(page, page, '定时发送', now + 5 * 60_000);
    await expect(page.getByText('定时发送时间须晚于当前时间10分钟以上')).toBeVisible();
    await page.getByRole('button', { name: '发送', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: '定时发送时间须晚于当前时间10分钟以上' })).toBeVisible();
    await expect(page.getByLabel('短信内容')).toHaveValue('明天上午十点开会，请准时参加。');
    const { day } = chinaWall(now + 40 * 86_400_000);
    await pickDateTime(page, page, '定时发送', Date.parse(`${day}T10:00:00+08:00`));
    await expect(page.getByLabel('定时发送', { exact: true })).toHaveText(`${day} 10:00`);
    await page.getByRole('button', { name: '发送', exact: true }).click();
    const confirm = page.getByRole('alert').filter({ hasText: '有效号码' });
    await expect(confirm.getByText(/有效号码 3 个/)).toBeVisible();
    await expect(confirm.getByText('已去除重复号码 1 个')).toBeVisible();
    await confirm.getByRole('button', { name: '确认发送' }).click();
    const results = page.getByLabel('发送结果');
    await expect(results.getByText(`已预约定时发送（${day} 10:00:00）`, { exact: false })).toBeVisible();
    await expect(results.getByText('待发送')).toHaveCount(3);
  });
});

test("buys a package paid from the balance: the pool grows by its count; an app's 充值记录 lists that app's SMS orders only", async ({ page, context, standIn }) => {
  const token = await standIn.signIn(context, 'agent01');
  await test.step('buys a package paid from the balance: the pool grows by its count', async () => {
    await page.goto('/buySms');
    await expect(page.getByLabel('短信池剩余')).toHaveText('代理商短信池剩余：5,000 条', FIRST_LOAD);
    await page.getByLabel('标准包').check();
    await expect(page.getByLabel('应付金额')).toHaveText('应付金额：¥400.00');
    await page.getByRole('button', { name: '立即购买' }).click();
    await expect(page.getByRole('heading', { name: '确认订单 · 购买短信' })).toBeVisible(FIRST_LOAD);
    await expect(page.getByText('条数：10,000 条')).toBeVisible();
    await page.getByRole('button', { name: '提交订单' }).click();
    await expect(page).toHaveURL(/\/pay\?orderNo=DD\d+$/);

    await confirmBalancePayment(page, standIn);
    await expect(page).toHaveURL(/\/paySmsSuccessful\?orderNo=DD\d+$/, FIRST_LOAD);
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible(FIRST_LOAD);
    await expect(page.getByLabel('到账条数')).toHaveText('到账条数：10,000 条');
    const orderNo = new URL(page.url()).searchParams.get('orderNo')!;

    // Paid from the balance, the order is not invoiced by itself (the recharge behind the balance is): no 申请发票.
    await expect(page.getByRole('button', { name: '申请发票' })).toHaveCount(0);
    await openInPortal(page, '/RechargeRecordList', { alone: true });
    const record = page.getByRole('row').filter({ hasText: orderNo });
    await expect(record.getByText('余额')).toBeVisible(FIRST_LOAD);
    await expect(record.getByText('申请发票')).toHaveCount(0);

    await openInPortal(page, '/smsRecord', { alone: true });
    await expect(cells(page, 'recordType').first()).toHaveText('购买', FIRST_LOAD);
    await expect(cells(page, 'qty').first()).toHaveText('+10,000');
    await expect(cells(page, 'balanceQty').first()).toHaveText('15,000');
  });

  await test.step("an app's 充值记录 lists that app's SMS orders only", async () => {
    const headers = { authorization: `Bearer ${token}` };
    const apps = (await (await page.request.post('/api/sms/App/List', { headers, data: {} })).json()) as { data: { list: Array<{ id: number; appName: string }> } };
    const [mine, other] = apps.data.list;
    const order = async (data: object) => ((await (await page.request.post('/api/sms/Order/Create', { headers, data })).json()) as { data: { orderNo: string } }).data.orderNo;
    const orderNo = await order({ packageId: 1, appId: mine.id, idempotencyKey: 'e2e-app-order-1' });
    await order({ packageId: 2, appId: other.id, idempotencyKey: 'e2e-app-order-2' });
    await order({ packageId: 1, idempotencyKey: 'e2e-pool-order-1' });

    await openInPortal(page, '/AppList', { alone: true });
    await page.getByRole('row').filter({ hasText: mine.appName }).getByRole('button', { name: '更多' }).click(FIRST_LOAD);
    await page.getByRole('menuitem', { name: '充值记录' }).click();
    await expect(page).toHaveURL(new RegExp(`/RechargeRecordList\\?appId=${mine.id}$`));
    await expect(cells(page, 'orderNo')).toHaveText([orderNo], FIRST_LOAD);
    await expect(cells(page, 'target')).toHaveText([mine.appName]);
  });
});

test('staff01 sees the send form but not the send button', async ({ page, context, standIn }) => {
  await standIn.signIn(context, 'staff01');
  await page.goto('/sendSms');
  await expect(page.getByLabel('接收号码')).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('button', { name: '发送', exact: true })).toHaveCount(0);
});

test('send records start at 今天 and refuse a span over 31 days; a 定时发送 cancelled from 发送记录 becomes 已取消 and its counts return to the pool', async ({ page, context, standIn }) => {
  await standIn.signIn(context, 'agent01');
  await test.step('send records start at 今天 and refuse a span over 31 days, keeping the chosen range', async () => {
    await page.goto('/SmsList');
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(await standIn.now());
    const range = page.getByRole('button', { name: '发送时间', exact: true });
    await expect(range).toHaveText(`${today} 至 ${today}`, FIRST_LOAD);
    await page.getByRole('button', { name: '发送时间快捷选择' }).click();
    await page.getByRole('menuitem', { name: '本季度' }).click();
    await page.getByRole('button', { name: '查询', exact: true }).click();
    await expect(page.getByText('查询时间跨度不能超过31天')).toBeVisible();
    await expect(range).not.toHaveText(`${today} 至 ${today}`);
    await expect(page).not.toHaveURL(/dateFrom/);
  });

  await test.step('a 定时发送 cancelled from 发送记录 becomes 已取消 and its counts return to the pool', async () => {
    const batchNo = await schedule(page, ['13800000031', '13800000032'], (await standIn.now()) + 3 * 86_400_000);
    await expect(cells(page, 'status')).toHaveText(['待发送', '待发送'], FIRST_LOAD);
    const pool = page.getByLabel('短信池剩余');
    await expect(pool).toHaveText('代理商短信池剩余：4,998 条');
    await page.getByRole('button', { name: '取消发送' }).first().click();
    const ask = page.getByRole('dialog', { name: '请确认' });
    await expect(ask.getByText(`确定取消批次 ${batchNo} 的定时发送吗？该批次的号码都不再发送，已扣的条数返还到短信池。`)).toBeVisible();
    await ask.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('已取消发送，返还 2 条')).toBeVisible();
    await expect(cells(page, 'status')).toHaveText(['已取消', '已取消']);
    await expect(pool).toHaveText('代理商短信池剩余：5,000 条');
    await expect(page.getByRole('button', { name: '取消发送' })).toHaveCount(0);

    await openInPortal(page, '/smsRecord', { alone: true });
    await expect(cells(page, 'recordType').first()).toHaveText('取消返还', FIRST_LOAD);
    await expect(cells(page, 'qty').first()).toHaveText('+2');
    await expect(cells(page, 'balanceQty').first()).toHaveText('5,000');
    await expect(cells(page, 'refNo').first()).toHaveText(batchNo);
    // A record list opens on 近30天 (today and the 29 days before it).
    const now = await standIn.now();
    const day = (offset: number) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(now + offset * 86_400_000);
    await expect(page.getByRole('search', { name: '查询条件' })).toContainText(`${day(-29)} 至 ${day(0)}`);
  });
});
