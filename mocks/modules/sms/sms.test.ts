import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../src/contracts/orders.ts';
import type { CloudSmsCustomer, SendAnswer, SendCancelAnswer, SmsLedgerLine, SmsSendRecord, SmsSign, SmsTemplate } from '../../../src/contracts/sms.ts';
import { CUSTOMER_INSUFFICIENT_COUNT, INSUFFICIENT_COUNT, PROOF_REQUIRED, SCHEDULE_TOO_SOON, SIGN_NAME_INVALID } from '../../../src/rules/sms.ts';
import { standInCalls } from '../../testing/calls.ts';
import { freshStandInPerTest } from '../../testing/freshStandIn.ts';
import { ALREADY_CANCELLED, NOT_SCHEDULED } from './smsSend.ts';

const codes = vi.hoisted(() => ({ skip: true }));
vi.mock('../../domain/operationCodes.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../domain/operationCodes.ts')>();
  return { ...real, requireOperationCode: (...args: Parameters<typeof real.requireOperationCode>) => (codes.skip ? undefined : real.requireOperationCode(...args)) };
});

const standIn = freshStandInPerTest('sms-test-');
const { call, session } = standInCalls(standIn);
const pool = (agentId = 1) => (standIn().ctx.db.prepare('SELECT remaining FROM sms_pools WHERE agent_id = ?').get(agentId) as { remaining: number }).remaining;
const review = (kind: string, id: number, approve: boolean, reason?: string) => call('/api/__dev/review', { kind, id, approve, reason });
const sign = { signName: '云启测试', scene: '通用', source: '企事业单位', remark: '', proofImageId: 'proof-1' };
// 证明材料 stored by agent01 (id 1) and by another agent (id 2).
beforeEach(() => {
  const store = standIn().ctx.db.prepare("INSERT INTO images (id, agent_id, mime, data, created_at) VALUES (?, ?, 'image/png', x'00', 0)");
  store.run('proof-1', 1);
  store.run('proof-2', 2);
});

async function approvedSign(token: string): Promise<number> {
  const added = (await call<SmsSign>('/api/sms/Sign/Add', sign, token)).data;
  await review('smsSign', added.id, true);
  return added.id;
}

describe('SMS (stand-in)', () => {
  it("scopes every list to the caller's agent and keeps staff to their buttons", async () => {
    const agent = await session('agent01');
    const other = await session('other');
    const staff = await session('staff01');
    const names = async (token: string) => (await call<{ list: SmsSign[] }>('/api/sms/Sign/List', {}, token)).data.list.map((row) => row.signName);
    expect(await names(agent)).toContain('云启科技');
    expect(await names(other)).toEqual(['甬信软件']);
    const mine = (await call<{ list: SmsSign[] }>('/api/sms/Sign/List', {}, agent)).data.list[0];
    expect((await call('/api/sms/Sign/Withdraw', { id: mine.id }, other)).msg).toBe('签名不存在');
    expect((await call('/api/sms/Send', { signId: mine.id, tels: ['13800000001'] }, staff)).msg).toBe('没有该操作的权限');
    expect((await call('/api/sms/Cloud/Move', { userId: 1, qty: 1, direction: 'allot' }, staff)).msg).toBe('没有该操作的权限');
    expect((await call<{ total: number }>('/api/sms/Send/List', {}, other)).data.total).toBe(0);
  });

  it('refuses malformed bodies with a 400', async () => {
    const token = await session('agent01');
    expect((await call('/api/sms/Sign/Add', { ...sign, scene: 'x' }, token)).status).toBe(400);
    expect((await call('/api/sms/Sign/Add', { ...sign, signName: 5 }, token)).status).toBe(400);
    expect((await call('/api/sms/Send', { signId: 1, tels: [1] }, token)).status).toBe(400);
    expect((await call('/api/sms/Send', { signId: 1, tels: '13800000001' }, token)).status).toBe(400);
    expect((await call('/api/sms/Cloud/Move', { userId: 1, qty: 1.5, direction: 'allot' }, token)).status).toBe(400);
    expect((await call('/api/sms/Cloud/Move', { userId: 1, qty: 1, direction: '__proto__' }, token)).status).toBe(400);
    expect((await call('/api/sms/Order/Create', { packageId: 1, idempotencyKey: 'x' }, token)).status).toBe(400);
    expect((await call('/api/sms/Send/List', { sortField: 'constructor', sortOrder: 'asc' }, token)).status).toBe(400);
  });

  it('stores a 定时发送 as 待发送 at its time and refuses one less than 10 minutes ahead', async () => {
    const token = await session('agent01');
    const signId = await approvedSign(token);
    const now = standIn().ctx.now();
    const send = (sendAt: unknown) => call<SendAnswer>('/api/sms/Send', { signId, templateId: null, content: '明天例会', tels: ['13800000001'], sendAt }, token);
    expect((await send(now + 5 * 60_000)).msg).toBe(SCHEDULE_TOO_SOON);
    expect((await send('tomorrow')).status).toBe(400);
    const later = now + 60 * 60_000;
    const scheduled = (await send(later)).data;
    expect(scheduled.results.map((result) => result.status)).toEqual(['待发送']);
    const rows = (await call<{ list: SmsSendRecord[] }>('/api/sms/Send/List', { filters: { status: '待发送' } }, token)).data.list;
    expect(rows.map((row) => [row.tel, row.sendTime])).toEqual([['13800000001', later]]);
  });

  it('sends a 定时发送 once the clock passes its time, as an immediate send would: failing numbers 失败 and their parts returned', async () => {
    const token = await session('agent01');
    const signId = await approvedSign(token);
    const before = pool();
    const sendAt = standIn().ctx.now() + 30 * 60_000;
    const tels = ['13800000001', '13800000002', '13800000003'];
    const { batchNo } = (await call<SendAnswer>('/api/sms/Send', { signId, content: '明天例会', tels, sendAt }, token)).data;
    await call('/api/__dev/smsFail', { tel: '13800000003', fail: true });
    const batch = async () =>
      (await call<{ list: SmsSendRecord[] }>('/api/sms/Send/List', { filters: { batchNo }, sortField: 'sendTime', sortOrder: 'asc' }, token)).data.list
        .map((row) => [row.tel, row.status, row.reason, row.sendTime])
        .sort();
    const remaining = async () => (await call<{ remaining: number }>('/api/sms/Overview', undefined, token)).data.remaining;

    await call('/api/__dev/clock', { advanceMs: 20 * 60_000 });
    expect(await remaining()).toBe(before - 3);
    expect(await batch()).toEqual(tels.map((tel) => [tel, '待发送', '', sendAt]));

    await call('/api/__dev/clock', { advanceMs: 11 * 60_000 });
    expect(await remaining()).toBe(before - 2);
    expect(await batch()).toEqual([
      ['13800000001', '成功', '', sendAt],
      ['13800000002', '成功', '', sendAt],
      ['13800000003', '失败', '号码状态异常', sendAt],
    ]);
    const ledger = standIn().ctx.db.prepare('SELECT record_type, qty FROM sms_ledger WHERE ref_no = ? ORDER BY id').all(batchNo);
    expect(ledger).toEqual([{ record_type: '发送扣减', qty: -3 }, { record_type: '失败返还', qty: 1 }]);
    // Sent once: reading again moves nothing.
    expect(await remaining()).toBe(before - 2);
    expect(standIn().ctx.db.prepare('SELECT COUNT(*) AS n FROM sms_ledger WHERE ref_no = ?').get(batchNo)).toEqual({ n: 2 });
  });

  it('cancels a 定时发送 before its time, returning its parts as 取消返还, and refuses a sent, cancelled or foreign batch', async () => {
    const token = await session('agent01');
    const signId = await approvedSign(token);
    const before = pool();
    const longText = '会'.repeat(80);
    const schedule = async (minutes: number) =>
      (await call<SendAnswer>('/api/sms/Send', { signId, content: longText, tels: ['13800000001', '13800000002'], sendAt: standIn().ctx.now() + minutes * 60_000 }, token)).data.batchNo;
    const cancel = (batchNo: unknown, as = token) => call<SendCancelAnswer>('/api/sms/Send/Cancel', { batchNo }, as);
    const statuses = async (batchNo: string) =>
      (await call<{ list: SmsSendRecord[] }>('/api/sms/Send/List', { filters: { batchNo } }, token)).data.list.map((row) => row.status);

    const batchNo = await schedule(30);
    expect(pool()).toBe(before - 4);
    expect((await cancel(batchNo, await session('other'))).msg).toBe('发送批次不存在');
    expect((await cancel(batchNo, await session('staff01'))).msg).toBe('没有该操作的权限');
    expect((await cancel(undefined)).status).toBe(400);
    expect(await statuses(batchNo)).toEqual(['待发送', '待发送']);

    expect((await cancel(batchNo)).data).toEqual({ batchNo, cancelled: 2, refunded: 4, remaining: before });
    expect(await statuses(batchNo)).toEqual(['已取消', '已取消']);
    expect(pool()).toBe(before);
    const ledger = standIn().ctx.db.prepare('SELECT record_type, qty, balance_qty FROM sms_ledger WHERE ref_no = ? ORDER BY id').all(batchNo);
    expect(ledger).toEqual([{ record_type: '发送扣减', qty: -4, balance_qty: before - 4 }, { record_type: '取消返还', qty: 4, balance_qty: before }]);
    expect((await cancel(batchNo)).msg).toBe(ALREADY_CANCELLED);

    const due = await schedule(15);
    await call('/api/__dev/clock', { advanceMs: 40 * 60_000 });
    expect((await cancel(due)).msg).toBe(NOT_SCHEDULED);
    expect(await statuses(due)).toEqual(['成功', '成功']);
    expect(await statuses(batchNo)).toEqual(['已取消', '已取消']);
    const now = (await call<SendAnswer>('/api/sms/Send', { signId, content: '明天例会', tels: ['13800000003'] }, token)).data.batchNo;
    expect((await cancel(now)).msg).toBe(NOT_SCHEDULED);
    expect(pool()).toBe(before - 4 - 1);
  });

  it('reviews a signature and a template: refused with a reason, approved, and the approved one stays in force while a change is reviewed', async () => {
    const token = await session('agent01');
    expect((await call('/api/sms/Sign/Add', { ...sign, signName: '12345' }, token)).msg).toBe(SIGN_NAME_INVALID);
    expect((await call('/api/sms/Sign/Add', { ...sign, proofImageId: undefined }, token)).msg).toBe(PROOF_REQUIRED);
    expect((await call('/api/sms/Sign/Add', { ...sign, source: '网站', proofImageId: 'proof-2' }, token)).msg).toBe(PROOF_REQUIRED);
    const added = (await call<SmsSign>('/api/sms/Sign/Add', sign, token)).data;
    expect(added.auditStatus).toBe('审核中');
    expect(added.proofImageId).toBe('proof-1');
    expect((await call('/api/sms/Template/Add', { tplName: '通知', kind: '通知', signId: added.id, content: '你好' }, token)).msg).toBe('请选择审核通过的签名');
    expect((await review('smsSign', added.id, false, '证明材料不清晰')).data).toEqual({ auditStatus: '审核未通过' });
    expect((await call<SmsSign>('/api/sms/Sign/Update', { id: added.id, ...sign }, token)).data.auditStatus).toBe('审核中');
    await review('smsSign', added.id, true);
    const changed = (await call<SmsSign>('/api/sms/Sign/Update', { id: added.id, ...sign, signName: '云启新名' }, token)).data;
    expect(changed).toMatchObject({ auditStatus: '审核中', signName: '云启新名', effectiveName: '云启测试' });
    const marketing = { tplName: '活动', kind: '营销', signId: added.id, content: '全场8折' };
    expect((await call('/api/sms/Template/Add', marketing, token)).msg).toBe('营销短信内容必须以“拒收请回复R”结尾');
    const template = (await call<SmsTemplate>('/api/sms/Template/Add', { ...marketing, content: '全场8折拒收请回复R' }, token)).data;
    expect(template.code).toMatch(/^SMS_\d+$/);
    // The signature's renaming is still under review: the template shows the name it is sent under.
    expect(template.signName).toBe('云启测试');
    expect((await call('/api/sms/Template/Delete', { id: template.id }, token)).msg).toBe('审核中的模板不能删除，请先撤回');
  });

  it('deletes a template only outside review and approval (M6): an approved one in use is kept, a withdrawn one goes', async () => {
    const token = await session('agent01');
    const signId = await approvedSign(token);
    const template = (await call<SmsTemplate>('/api/sms/Template/Add', { tplName: '会议', kind: '通知', signId, content: '明天例会' }, token)).data;
    await review('smsTemplate', template.id, true);
    expect((await call('/api/sms/Template/Delete', { id: template.id }, token)).msg).toBe('只有未提交、未通过或已撤回的模板可以删除');
    // A rejected change does not make it deletable: the approved content is still in force and would go with it.
    await call('/api/sms/Template/Update', { id: template.id, tplName: '会议', kind: '通知', signId, content: '后天例会' }, token);
    await review('smsTemplate', template.id, false, '内容不清楚');
    expect((await call('/api/sms/Template/Delete', { id: template.id }, token)).msg).toBe('该模板有已生效的版本，不能删除');
    const names = async () => (await call<{ list: SmsTemplate[] }>('/api/sms/Template/List', {}, token)).data.list.map((row) => row.tplName);
    expect(await names()).toContain('会议');
    const other = (await call<SmsTemplate>('/api/sms/Template/Add', { tplName: '草稿', kind: '通知', signId, content: '草稿内容' }, token)).data;
    await call('/api/sms/Template/Withdraw', { id: other.id }, token);
    expect((await call('/api/sms/Template/Delete', { id: other.id }, token)).code).toBe(200);
    expect(await names()).not.toContain('草稿');
  });

  it('sends to valid numbers only, charges numbers × parts, returns failed parts, and refuses when the pool is short', async () => {
    const token = await session('agent01');
    const signId = await approvedSign(token);
    const before = pool();
    const refused = await call('/api/sms/Send', { signId, content: '明天例会', tels: ['13800000001', '1380000'] }, token);
    expect(refused.msg).toBe('1380000：请输入正确的手机号');
    const reviewing = (await call<SmsSign>('/api/sms/Sign/Add', { ...sign, signName: '待审签名' }, token)).data;
    expect((await call('/api/sms/Send', { signId: reviewing.id, content: '明天例会', tels: ['13800000001'] }, token)).msg).toBe('签名未审核通过，不能发送');
    await call('/api/__dev/smsFail', { tel: '13800000003', fail: true });
    const sent = (await call<SendAnswer>('/api/sms/Send', { signId, content: '明天例会', tels: ['13800000001', '13800000002', '13800000001', '13800000003'] }, token)).data;
    expect(sent.results.map((result) => result.status)).toEqual(['成功', '成功', '失败']);
    expect(sent.remaining).toBe(before - 2);
    const ledger = standIn().ctx.db.prepare('SELECT record_type, qty FROM sms_ledger WHERE ref_no = ? ORDER BY id').all(sent.batchNo);
    expect(ledger).toEqual([{ record_type: '发送扣减', qty: -3 }, { record_type: '失败返还', qty: 1 }]);
    standIn().ctx.db.prepare('UPDATE sms_pools SET remaining = 1 WHERE agent_id = 1').run();
    expect((await call('/api/sms/Send', { signId, content: '明天例会', tels: ['13800000001', '13800000002'] }, token)).msg).toBe(INSUFFICIENT_COUNT);
    expect(pool()).toBe(1);
  });

  it('allots and reclaims counts between the pool and a cloud customer within what each holds', async () => {
    const token = await session('agent01');
    const { userId, remaining } = (await call<{ list: Array<{ userId: number; remaining: number }> }>('/api/sms/Cloud/List', {}, token)).data.list[0];
    const before = pool();
    expect((await call('/api/sms/Cloud/Move', { userId, qty: before + 1, direction: 'allot' }, token)).msg).toBe(INSUFFICIENT_COUNT);
    expect((await call('/api/sms/Cloud/Move', { userId, qty: 100, direction: 'allot' }, token)).data).toEqual({ pool: before - 100, remaining: remaining + 100 });
    expect((await call('/api/sms/Cloud/Move', { userId, qty: remaining + 101, direction: 'reclaim' }, token)).msg).toBe(`最多可收回${remaining + 100}条`);
    expect((await call('/api/sms/Cloud/Move', { userId: 999_999, qty: 1, direction: 'allot' }, token)).msg).toBe('云短信客户不存在');
  });

  it("云短信明细 tells each movement from the customer's count, naming the customer: 分配 +, sends −, returns +, 收回 −; the agent's ledger from the pool", async () => {
    const token = await session('agent01');
    const ledger = async (filters: object = {}) => (await call<{ list: SmsLedgerLine[] }>('/api/sms/Ledger/List', { filters, pageSize: 100, sortField: 'createdAt', sortOrder: 'asc' }, token)).data.list;
    const customers = (await call<{ list: CloudSmsCustomer[] }>('/api/sms/Cloud/List', { pageSize: 100 }, token)).data.list;
    const sending = customers.find((customer) => standIn().ctx.db.prepare('SELECT 1 FROM sms_sends WHERE user_id = ?').get(customer.userId))!;
    for (const customer of customers) {
      const lines = await ledger({ userId: customer.userId });
      expect(lines.length, customer.customerName).toBeGreaterThan(0);
      expect(lines[0]).toMatchObject({ recordType: '分配', target: customer.customerName });
      expect(lines[0].qty).toBeGreaterThan(0);
      let left = 0;
      for (const line of lines) {
        expect(line.target).toBe(customer.customerName);
        expect(Math.sign(line.qty)).toBe(line.recordType === '发送扣减' || line.recordType === '收回' ? -1 : 1);
        left += line.qty;
        expect(line.balanceQty).toBe(left);
      }
      expect(left).toBe(customer.remaining);
    }
    expect((await ledger({ userId: sending.userId })).map((line) => line.recordType)).toEqual(expect.arrayContaining(['分配', '发送扣减']));

    // The portal sends the customer from its address, as text.
    expect((await ledger({ userId: String(customers[0].userId) })).map((line) => line.qty)).toEqual((await ledger({ userId: customers[0].userId })).map((line) => line.qty));
    const { userId, customerName, remaining } = customers[0];
    await call('/api/sms/Cloud/Move', { userId, qty: 50, direction: 'allot' }, token);
    await call('/api/sms/Cloud/Move', { userId, qty: 20, direction: 'reclaim' }, token);
    expect((await ledger({ userId })).slice(-2).map((line) => [line.recordType, line.target, line.qty, line.balanceQty])).toEqual([
      ['分配', customerName, 50, remaining + 50],
      ['收回', customerName, -20, remaining + 30],
    ]);
    expect((await ledger()).slice(-2).map((line) => [line.recordType, line.target, line.qty, line.balanceQty])).toEqual([
      ['分配', customerName, -50, pool() - 20],
      ['收回', customerName, 20, pool()],
    ]);
    const poolLines = (await ledger()).filter((line) => line.target === '代理商短信池' || line.recordType === '分配' || line.recordType === '收回');
    let pooled = 0;
    for (const line of poolLines) pooled += line.qty;
    expect(pooled).toBe(pool());
  });

  it("群发 for a cloud customer charges that customer's count under its own signature, not the pool, and shows in its 明细 and 本月发送", async () => {
    const token = await session('agent01');
    const customerSign = (await call<{ list: SmsSign[] }>('/api/sms/CloudSign/List', { filters: { auditStatus: '审核通过' } }, token)).data.list[0];
    const userId = customerSign.userId!;
    const customer = async () => (await call<{ list: CloudSmsCustomer[] }>('/api/sms/Cloud/List', { filters: { userId } }, token)).data.list[0];
    const before = await customer();
    const poolBefore = pool();
    const send = (body: object) => call<SendAnswer>('/api/sms/Send', { content: '明天例会', tels: ['13800000031', '13800000032'], ...body }, token);

    const ownSign = await approvedSign(token);
    expect((await send({ signId: ownSign, userId })).msg).toBe('签名不存在');
    expect((await send({ signId: customerSign.id })).msg).toBe('签名不存在');
    expect((await send({ signId: customerSign.id, userId: 999_999 })).msg).toBe('云短信客户不存在');

    const sent = (await send({ signId: customerSign.id, userId })).data;
    expect(sent.results.map((result) => result.status)).toEqual(['成功', '成功']);
    expect(sent.remaining).toBe(before.remaining - 2);
    expect(pool()).toBe(poolBefore);
    const after = await customer();
    expect([after.remaining, after.monthSent]).toEqual([before.remaining - 2, before.monthSent + 2]);
    const details = (await call<{ list: SmsSendRecord[] }>('/api/sms/Send/List', { filters: { userId } }, token)).data.list.slice(0, 2);
    expect(details.map((row) => [row.tel, row.signName, row.segments, row.sender, row.status]).sort()).toEqual([
      ['13800000031', customerSign.effectiveName, 1, '张伟', '成功'],
      ['13800000032', customerSign.effectiveName, 1, '张伟', '成功'],
    ]);
    const lines = (await call<{ list: SmsLedgerLine[] }>('/api/sms/Ledger/List', { filters: { userId } }, token)).data.list;
    expect(lines[0]).toMatchObject({ recordType: '发送扣减', target: before.customerName, qty: -2, balanceQty: before.remaining - 2, refNo: sent.batchNo });

    standIn().ctx.db.prepare('UPDATE sms_cloud SET remaining = 1 WHERE user_id = ?').run(userId);
    expect((await send({ signId: customerSign.id, userId })).msg).toBe(CUSTOMER_INSUFFICIENT_COUNT);
    expect([(await customer()).remaining, pool()]).toEqual([1, poolBefore]);
  });

  it("returns a cloud customer's failed and cancelled parts to that customer, not to the pool", async () => {
    const token = await session('agent01');
    const customerSign = (await call<{ list: SmsSign[] }>('/api/sms/CloudSign/List', { filters: { auditStatus: '审核通过' } }, token)).data.list[0];
    const userId = customerSign.userId!;
    const remaining = () => (standIn().ctx.db.prepare('SELECT remaining FROM sms_cloud WHERE user_id = ?').get(userId) as { remaining: number }).remaining;
    const before = remaining();
    const poolBefore = pool();
    const schedule = async (tels: string[]) =>
      (await call<SendAnswer>('/api/sms/Send', { signId: customerSign.id, userId, content: '明天例会', tels, sendAt: standIn().ctx.now() + 30 * 60_000 }, token)).data;

    const cancelled = await schedule(['13800000041', '13800000042']);
    expect(cancelled.remaining).toBe(before - 2);
    expect((await call<SendCancelAnswer>('/api/sms/Send/Cancel', { batchNo: cancelled.batchNo }, token)).data).toEqual({ batchNo: cancelled.batchNo, cancelled: 2, refunded: 2, remaining: before });
    expect([remaining(), pool()]).toEqual([before, poolBefore]);

    await call('/api/__dev/smsFail', { tel: '13800000043', fail: true });
    await schedule(['13800000043', '13800000044']);
    await call('/api/__dev/clock', { advanceMs: 31 * 60_000 });
    await call('/api/sms/Overview', undefined, token);
    expect([remaining(), pool()]).toEqual([before - 1, poolBefore]);
  });

  it("narrows 充值记录 to one app's orders (AppList's 充值记录 → ?appId)", async () => {
    const token = await session('agent01');
    const apps = (await call<{ list: Array<{ id: number }> }>('/api/sms/App/List', {}, token)).data.list;
    const first = (await call<{ orderNo: string }>('/api/sms/Order/Create', { packageId: 1, appId: apps[0].id, idempotencyKey: 'order-app-1' }, token)).data.orderNo;
    await call('/api/sms/Order/Create', { packageId: 1, appId: apps[1].id, idempotencyKey: 'order-app-2' }, token);
    await call('/api/sms/Order/Create', { packageId: 1, idempotencyKey: 'order-pool-1' }, token);
    const orders = (await call<{ list: Array<{ orderNo: string }> }>('/api/sms/Order/List', { filters: { appId: apps[0].id } }, token)).data.list;
    expect(orders.map((order) => order.orderNo)).toEqual([first]);
  });

  it('credits a paid SMS order to the pool exactly once, paid twice or not', async () => {
    const token = await session('agent01');
    const before = pool();
    expect((await call('/api/sms/Order/Create', { packageId: 0, customQty: 1500, idempotencyKey: 'order-0001' }, token)).msg).toBe('自定义条数应为1000的整数倍');
    const { orderNo } = (await call<{ orderNo: string }>('/api/sms/Order/Create', { packageId: 1, idempotencyKey: 'order-0002' }, token)).data;
    expect((await call<{ orderNo: string }>('/api/sms/Order/Create', { packageId: 1, idempotencyKey: 'order-0002' }, token)).data.orderNo).toBe(orderNo);
    const pay = (key: string) => fetch(`${standIn().urls.order}/api/Pay/Balance`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ orderNo, code: '000000', idempotencyKey: key }),
    }).then((response) => response.json() as Promise<{ msg: string; data: Order }>);
    expect((await pay('pay-00000001')).data.orderStatus).toBe('已完成');
    expect((await pay('pay-00000002')).msg).toBe('订单不是待支付状态');
    expect(pool()).toBe(before + 1000);
    expect((await call<{ qty: number; orderStatus: string }>(`/api/sms/Order/Get?orderNo=${orderNo}`, undefined, token)).data).toMatchObject({ qty: 1000, orderStatus: '已完成' });
    expect((await call(`/api/sms/Order/Get?orderNo=${orderNo}`, undefined, await session('other'))).msg).toBe('订单不存在');
  });
});
