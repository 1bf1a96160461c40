import type { Page } from '@playwright/test';
import { QUEUE_MS, RESTORE_MS } from '../../src/contracts/dataRecovery.ts';
import { confirmBalancePayment } from './cashier.ts';
import { expect, test, type StandIn } from './fixtures.ts';
import { pickNth, pickRecoverable } from './selects.ts';

// Work orders and data recovery as an agent meets them: a work order with an attachment answered by the
// support desk, confirmed and rated; two backups restored through the cart, the cashier and the task list.
test.beforeEach(({ standIn }) => standIn.reset().then(() => undefined));

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

const devPost = (page: Page, standIn: StandIn, path: string, data: object) => page.request.post(`${standIn.url}${path}`, { data });

test('opens a work order with an attachment, gets a reply, confirms it solved and rates it', async ({ page, context, standIn }) => {
  test.setTimeout(90_000);
  await standIn.signIn(context, 'agent01');
  await page.goto('/myWorkOrder');
  await page.getByRole('button', { name: '新建', exact: true }).click({ timeout: 30_000 });
  const drawer = page.getByRole('dialog', { name: '新建工单' });
  await drawer.getByRole('button', { name: '提交' }).click();
  await expect(drawer.getByText('请输入标题')).toBeVisible();
  await expect(drawer.getByText('请选择客户')).toBeVisible();

  await pickNth(page, '客户');
  await drawer.getByLabel('标题').fill('销售单打印错位');
  await drawer.getByLabel('问题描述').fill('打印销售单时右侧金额被截断。');
  await drawer.getByLabel('联系电话').fill('123');
  await drawer.locator('input[type=file]').setInputFiles([{ name: '截图.png', mimeType: 'image/png', buffer: PNG }]);
  await expect(drawer.getByLabel('附件 截图.png')).toContainText('已上传');
  await drawer.getByRole('button', { name: '提交' }).click();
  await expect(drawer.getByText('请输入正确的手机号')).toBeVisible();
  await drawer.getByLabel('联系电话').fill('13800000001');
  await drawer.getByRole('button', { name: '提交' }).click();
  await expect(drawer).toBeHidden();

  const row = page.getByRole('row', { name: /销售单打印错位/ });
  await expect(row).toContainText('待受理');
  const woNo = /GD\d{14}/.exec((await row.textContent())!)![0];
  await row.getByRole('button', { name: '查看' }).click();
  await expect(page.getByRole('heading', { name: `工单 ${woNo}` })).toBeVisible();
  await expect(page.getByRole('link', { name: '截图.png' })).toBeVisible();
  const shot = await page.request.get(new URL((await page.getByRole('link', { name: '截图.png' }).getAttribute('href'))!, page.url()).href);
  expect(Buffer.from(await shot.body()).equals(PNG)).toBe(true);

  await devPost(page, standIn, '/api/__dev/workOrder', { woNo, content: '已调整打印模板，请重新打印确认。', status: '已解决' });
  await page.reload();
  await expect(page.getByText('已调整打印模板，请重新打印确认。')).toBeVisible();
  // 确认解决 leads into the rating prompt; cancelling it leaves the order resolved, 评价 still offered.
  await page.getByRole('button', { name: '确认解决' }).click();
  const ratingDialog = page.getByRole('dialog', { name: '评价工单' });
  await expect(ratingDialog.getByText(/确认问题已解决/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(ratingDialog).toBeHidden();
  await expect(page.getByRole('button', { name: '确认解决' })).toBeVisible();
  await expect(page.getByRole('button', { name: '评价' })).toBeVisible();
  await page.getByRole('button', { name: '确认解决' }).click();
  // The star is a visually hidden radio: its label is what a person clicks.
  const star = ratingDialog.getByLabel('4星');
  await ratingDialog.locator(`label[for="${await star.getAttribute('id')}"]`).click();
  await expect(ratingDialog.getByText('很棒', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: '提交评价' }).click();
  // Confirmed and rated at once; the detail names the rating with the dialog's words.
  await expect(page.getByText('4星 很棒')).toBeVisible();
  await expect(page.getByRole('button', { name: '重新打开' })).toBeVisible();
  await expect(page.getByRole('button', { name: '评价' })).toBeHidden();
  await expect(page.getByRole('button', { name: '确认解决' })).toBeHidden();
});

test('重新打开 is not offered after the 7 days, which says why and offers a new work order; a work order prefilled from the address shows its customer, and a failed customer search says why', async ({ page, context, standIn }) => {
  await test.step('重新打开 is not offered after the 7 days: the detail says why and 提交新工单 opens a prefilled one', async () => {
    const token = await standIn.signIn(context, 'agent01');
    const headers = { authorization: `Bearer ${token}` };
    const created = await page.request.post(`${standIn.url}/api/workorder/Create`, { headers, data: { woType: '故障', userId: 10000, title: '打印错位', content: '小票打印错位' } });
    const { woNo } = ((await created.json()) as { data: { woNo: string } }).data;
    await devPost(page, standIn, '/api/__dev/workOrder', { woNo, content: '已处理', status: '已解决' });
    await page.clock.install({ time: (await standIn.now()) + 8 * 24 * 3_600_000 });
    await page.goto(`/workOrderDetail?woNo=${woNo}`);
    await expect(page.getByText('已超过7天，不能重新打开；如仍有问题请提交新工单')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: '重新打开' })).toHaveCount(0);
    await page.getByRole('button', { name: '提交新工单' }).click();
    const drawer = page.getByRole('dialog', { name: '新建工单' });
    await expect(drawer.getByLabel('标题')).toHaveValue('打印错位');
    await expect(drawer.getByRole('textbox', { name: '客户' })).toHaveValue(/（KH00010000）$/);
    await page.keyboard.press('Escape');
  });

  await test.step('a work order prefilled from the address shows its customer by name and number; a failed customer search says why', async () => {
    await page.goto(`/myWorkOrder?${new URLSearchParams({ new: '1', woType: '数据处理', userId: '10000', title: '数据恢复失败' })}`);
    const customer = page.getByRole('dialog', { name: '新建工单' }).getByRole('textbox', { name: '客户' });
    await expect(customer).toHaveValue(/^.+（KH00010000）$/, { timeout: 30_000 });

    await page.route('**/api/user/UserPageList', (route) => route.fulfill({ json: { code: 500, msg: '客户服务繁忙' } }));
    await customer.fill('云启');
    await expect(page.getByText('搜索失败：客户服务繁忙')).toBeVisible();
    await expect(page.locator('[role=option]:visible')).toHaveCount(0);
  });
});

test('a staff account may open work orders but not close them', async ({ page, context, standIn }) => {
  await standIn.signIn(context, 'staff01');
  await page.goto('/myWorkOrder');
  await expect(page.getByRole('button', { name: '新建', exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: '催办' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: '关闭', exact: true })).toHaveCount(0);
});

test('restores two backups: cart, one order paid from the balance, tasks finish on the clock', async ({ page, context, standIn }) => {
  test.setTimeout(90_000);
  await standIn.signIn(context, 'agent01');
  await page.goto('/dataRecoveryCart');
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('请选择客户')).toBeVisible();
  await pickRecoverable(page);
  for (const index of [0, 1]) {
    await pickNth(page, '恢复时间点', index);
    await page.getByRole('button', { name: '加入购物车' }).click();
    await expect(page.getByRole('table', { name: '购物车' }).locator('tbody tr')).toHaveCount(index + 1);
  }
  await expect(page.getByText('¥400.00', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: '去结算' }).click();

  await expect(page.getByText('大写：肆佰元整')).toBeVisible();
  await page.getByRole('button', { name: '提交订单并支付' }).click();
  await expect(page).toHaveURL(/\/pay\?orderNo=DD/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
  await confirmBalancePayment(page, standIn);

  // Paid: the task list opens on this order's tasks.
  await expect(page).toHaveURL(`/DataRecoveryManage?keyword=${orderNo}`);
  const rows = page.getByRole('row').filter({ hasText: 'SJHF' });
  await expect(rows.filter({ hasText: '排队中' })).toHaveCount(2, { timeout: 30_000 });
  await devPost(page, standIn, '/api/__dev/clock', { advanceMs: QUEUE_MS + RESTORE_MS });
  await page.reload();
  await expect(rows.filter({ hasText: /已完成\s*已完成/ })).toHaveCount(2, { timeout: 30_000 });
  await rows.first().getByRole('button', { name: '详情' }).click();
  await expect(page.getByRole('dialog').getByText('恢复完成')).toBeVisible();
});
