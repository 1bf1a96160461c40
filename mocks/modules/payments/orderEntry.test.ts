import { describe, expect, it } from 'vitest';
import type { HardwareOrder, Quote } from '../../../src/contracts/orderEntry.ts';
import type { Order } from '../../../src/contracts/orders.ts';
import { addYears } from '../../../src/rules/calendar.ts';
import { standInCalls } from '../../testing/calls.ts';
import { freshStandInPerTest } from '../../testing/freshStandIn.ts';
import { NO_PERMISSION } from '../../scope.ts';

const standIn = freshStandInPerTest('order-entry-test-');

const { call, callTo, session } = standInCalls(standIn);

/** A customer of agent01's own whose service runs at least a month more. */
function liveCustomer(agentId = 1): { id: number; user_count: number; product_type: string; version_name: string } {
  const now = standIn().ctx.now();
  return standIn()
    .ctx.db.prepare("SELECT id, user_count, product_type, version_name FROM customers WHERE agent_id = ? AND product_type = 'CRM' AND version_name = '标准版' AND expire_at > ? ORDER BY id LIMIT 1")
    .get(agentId, now + 40 * 86_400_000) as { id: number; user_count: number; product_type: string; version_name: string };
}

describe('quotes and order entry (stand-in)', () => {
  it('prices a renewal at list price less the agent discount, and re-quotes on create ignoring client amounts', async () => {
    const token = await session('agent01');
    const customer = liveCustomer();
    const quoted = await callTo<Quote>('order', '/api/Order/Quote', { orderType: 'renew', userId: customer.id, years: 2 }, token);
    expect(quoted.data.subtotalFen).toBe(9_800 * customer.user_count * 2);
    expect(quoted.data.discountRate).toBe(0.85);
    expect(quoted.data.totalFen).toBe(quoted.data.subtotalFen - Math.round(quoted.data.subtotalFen * 0.15));
    const created = await callTo<{ orderNo: string }>('order', '/api/Order/Create', { orderType: 'renew', userId: customer.id, years: 2, totalFen: 1, amountFen: 1, idempotencyKey: 'attempt-0001' }, token);
    const order = await callTo<Order>('order', `/api/Order/Get?orderNo=${created.data.orderNo}`, undefined, token);
    expect(order.data).toMatchObject({ orderStatus: '待支付', amountFen: quoted.data.totalFen, orderType: 'renew', userId: customer.id });
    const again = await callTo<{ orderNo: string }>('order', '/api/Order/Create', { orderType: 'renew', userId: customer.id, years: 2, idempotencyKey: 'attempt-0001' }, token);
    expect(again.data.orderNo).toBe(created.data.orderNo);
  });

  it('renews several customers in one order, a line each', async () => {
    const token = await session('agent01');
    const ids = (standIn().ctx.db.prepare('SELECT id FROM customers WHERE agent_id = 1 ORDER BY id LIMIT 3').all() as { id: number }[]).map((row) => row.id);
    const quoted = await callTo<Quote>('order', '/api/Order/Quote', { orderType: 'renew', userIds: ids, years: 1 }, token);
    expect(quoted.data.lines).toHaveLength(3);
    expect(quoted.data.customerName).toMatch(/等3个客户$/);
    expect((await callTo('order', '/api/Order/Quote', { orderType: 'renew', userIds: [ids[0], 'x'], years: 1 }, token)).status).toBe(400);
    expect((await callTo('order', '/api/Order/Quote', { orderType: 'renew', userIds: [], years: 1 }, token)).status).toBe(400);
  });

  it('prorates added users and upgrades to the expiry, and refuses a lower version', async () => {
    const token = await session('agent01');
    const customer = liveCustomer();
    const added = await callTo<Quote>('order', '/api/Order/Quote', { orderType: 'addUser', userId: customer.id, userCount: 5 }, token);
    expect(added.data.subtotalFen).toBeGreaterThan(0);
    expect(added.data.subtotalFen).toBeLessThan(9_800 * 5 * 2);
    // The line says for how many days it is charged, and its figures add up: 单价 × 数量 × 天数 ÷ 365 = 小计.
    const { expire_at: expireAt } = standIn().ctx.db.prepare('SELECT expire_at FROM customers WHERE id = ?').get(customer.id) as { expire_at: number };
    const days = Math.ceil((expireAt - standIn().ctx.now()) / 86_400_000);
    expect(added.data.lines[0]).toMatchObject({ unitFen: 9_800, quantity: 5, prorateDays: days, subtotalFen: Math.round((9_800 * 5 * days) / 365) });
    const { orderNo } = (await callTo<{ orderNo: string }>('order', '/api/Order/Create', { orderType: 'addUser', userId: customer.id, userCount: 5, idempotencyKey: 'prorated-0001' }, token)).data;
    expect((await callTo<Order>('order', `/api/Order/Get?orderNo=${orderNo}`, undefined, token)).data.lines[0]).toMatchObject({ prorateDays: days, subtotalFen: added.data.lines[0].subtotalFen });
    // A line that is not pro-rated adds up on its own: an add-on renewed for 2 years counts its unit-years.
    const renewal = await callTo<Quote>('order', '/api/Order/Quote', { orderType: 'valueAdded', userId: customer.id, addOn: '直播', quantity: 2, years: 2 }, token);
    const [line] = renewal.data.lines;
    expect([line.quantity, line.unitFen * line.quantity, line.prorateDays]).toEqual([4, line.subtotalFen, undefined]);
    const upgrade = await callTo<Quote>('order', '/api/Order/Quote', { orderType: 'upgrade', userId: customer.id, versionName: '专业版' }, token);
    expect(upgrade.data.lines[0].unitFen).toBe(6_000);
    expect((await callTo('order', '/api/Order/Quote', { orderType: 'upgrade', userId: customer.id, versionName: '标准版' }, token)).msg).toBe('请选择更高的版本');
  });

  it('answers 400 to malformed requests', async () => {
    const token = await session('agent01');
    const customer = liveCustomer();
    const bad = [
      { orderType: '__proto__', userId: customer.id },
      { orderType: 'renew', userId: customer.id, years: 1e308 },
      { orderType: 'renew', userId: customer.id, years: '2' },
      { orderType: 'renew', userId: customer.id, years: 6 },
      { orderType: 'new', customerName: '新客户', productType: 'CRM', versionName: '标准版', userCount: 9, years: 1 },
      { orderType: 'new', customerName: '新客户', productType: 'CRM', versionName: '标准版', userCount: 501, years: 1 },
      { orderType: 'new', customerName: '新客户', productType: '__proto__', versionName: 'constructor', userCount: 20, years: 1 },
      { orderType: 'new', customerName: '新客户', productType: 'CRM', versionName: '__proto__', userCount: 20, years: 1 },
      { orderType: 'valueAdded', userId: customer.id, addOn: 'constructor', quantity: 1 },
      { orderType: 'hardware', goods: '扫码枪', quantity: Number.MAX_SAFE_INTEGER },
    ];
    for (const body of bad) expect((await callTo('order', '/api/Order/Quote', body, token)).status, JSON.stringify(body)).toBe(400);
    const createBad = [
      { orderType: 'renew', userId: customer.id, years: 1, idempotencyKey: 'x' },
      { orderType: 'renew', userId: customer.id, years: 1, idempotencyKey: 'attempt-0002', remark: '长'.repeat(201) },
      { orderType: 'hardware', goods: '扫码枪', quantity: 1, idempotencyKey: 'attempt-0003', receiver: '王伟', phone: '123', address: '杭州', postalCode: '310012' },
      { orderType: 'hardware', goods: '扫码枪', quantity: 1, idempotencyKey: 'attempt-0004', receiver: '王伟', phone: '13912345678', address: '杭州', postalCode: '31001' },
    ];
    for (const body of createBad) expect((await callTo('order', '/api/Order/Create', body, token)).status, JSON.stringify(body)).toBe(400);
    // A new customer's fields are refused with the words the portal's form and customer list use.
    const newCustomer = { orderType: 'new', customerName: '新客户', contact: '赵敏', phone: '13912345678', productType: 'CRM', versionName: '标准版', region: '华东一区（杭州）', userCount: 20, years: 1, idempotencyKey: 'attempt-0005' };
    const refusal = async (patch: object) => (await callTo('order', '/api/Order/Create', { ...newCustomer, ...patch }, token)).msg;
    expect(await refusal({ contact: '长'.repeat(21) })).toBe('联系人最多20个字');
    expect(await refusal({ contact: ' ' })).toBe('请填写联系人');
    expect(await refusal({ customerName: '长'.repeat(201) })).toBe('客户名称超长');
  });

  it("keeps other agents' customers and orders out of reach", async () => {
    const sub = await session('agent01');
    const other = liveCustomer(2);
    // agent01 looks after its sub-agents; a sub-agent's account cannot reach its parent's customers.
    expect((await callTo<Quote>('order', '/api/Order/Quote', { orderType: 'renew', userId: other.id, years: 1 }, sub)).code).toBe(200);
    standIn().ctx.db.prepare("INSERT INTO accounts (account, name, phone, password_hash, agent_id, is_parent, role_type, created_at) VALUES ('sub02', '陈静', '13900000012', 'x', 2, 1, 1, 0)").run();
    const subToken = await session('sub02');
    expect((await callTo('order', '/api/Order/Quote', { orderType: 'renew', userId: liveCustomer().id, years: 1 }, subToken)).msg).toBe('客户不存在');
    const agentOrders = await callTo<{ list: Order[] }>('order', '/api/Order/PageList', { pageSize: 100 }, await session('agent01'));
    const subOrders = await callTo<{ list: Order[]; total: number }>('order', '/api/Order/PageList', { pageSize: 100, filters: { orderStatus: '已完成' } }, subToken);
    expect(subOrders.data.list.every((order) => order.orderStatus === '已完成')).toBe(true);
    const foreign = agentOrders.data.list.find((order) => !subOrders.data.list.some((own) => own.orderNo === order.orderNo));
    expect((await callTo('order', `/api/Order/Get?orderNo=${foreign?.orderNo}`, undefined, subToken)).msg).toBe('订单不存在');
  });

  it("lets agent01 open a sub-agent's order from 服务订单 read-only: detail works, pay and cancel are refused", async () => {
    standIn().ctx.db.prepare("INSERT INTO accounts (account, name, phone, password_hash, agent_id, is_parent, role_type, created_at) VALUES ('sub02', '陈静', '13900000012', 'x', 2, 1, 1, 0)").run();
    const { orderNo } = (await call<{ orderNo: string }>('/api/__dev/order', { account: 'sub02', amountFen: 12_000 })).data;
    const agent = await session('agent01');
    const listed = await callTo<{ list: Order[] }>('order', '/api/Order/PageList', { keyword: orderNo }, agent);
    expect(listed.data.list).toEqual([expect.objectContaining({ orderNo, orderStatus: '待支付', own: false })]);
    const detail = await callTo<Order>('order', `/api/Order/Get?orderNo=${orderNo}`, undefined, agent);
    expect(detail.data).toEqual(expect.objectContaining({ orderNo, amountFen: 12_000, own: false }));
    expect((await callTo('order', '/api/Order/Cancel', { orderNo }, agent)).msg).toBe('订单不存在');
    expect((await callTo('order', '/api/Pay/CreateQr', { targetKind: 'order', targetNo: orderNo, channel: '微信', idempotencyKey: 'sub-order-1' }, agent)).msg).toBe('订单不存在');
    const sub = await callTo<Order>('order', `/api/Order/Get?orderNo=${orderNo}`, undefined, await session('sub02'));
    expect(sub.data.own).toBe(true);
    const own = await callTo<{ list: Order[] }>('order', '/api/Order/PageList', { pageSize: 5 }, agent);
    expect(own.data.list.filter((order) => order.own).length).toBeGreaterThan(0);
  });

  it('cancels a 待支付 order for agent01 only, and buys hardware into its own list', async () => {
    const agent = await session('agent01');
    const staff = await session('staff01');
    const { data } = await callTo<{ orderNo: string }>('order', '/api/Order/Create', { orderType: 'hardware', goods: '标签机', quantity: 2, receiver: '王伟', phone: '13912345678', address: '杭州市文三路 90 号', postalCode: '310012', idempotencyKey: 'attempt-0005' }, agent);
    const listed = await callTo<{ list: { orderNo: string; status: string; qty: number }[] }>('order', '/api/Order/HardwarePageList', { keyword: data.orderNo }, agent);
    expect(listed.data.list).toEqual([expect.objectContaining({ orderNo: data.orderNo, status: '待支付', qty: 2 })]);
    expect((await callTo('order', '/api/Order/Cancel', { orderNo: data.orderNo }, staff)).msg).toBe(NO_PERMISSION);
    expect((await callTo<Order>('order', '/api/Order/Cancel', { orderNo: data.orderNo }, agent)).data.orderStatus).toBe('已取消');
    expect((await callTo('order', '/api/Order/Cancel', { orderNo: data.orderNo }, agent)).msg).toBe('只能取消待支付的订单');
    const after = await callTo<{ list: { status: string }[] }>('order', '/api/Order/HardwarePageList', { keyword: data.orderNo }, agent);
    expect(after.data.list[0].status).toBe('已取消');
  });

  it("lists a sub-agent's hardware order to its parent read-only: marked not own, neither cancelled nor received by the parent", async () => {
    const agent = await session('agent01');
    const listed = await callTo<{ list: HardwareOrder[] }>('order', '/api/Order/HardwarePageList', { pageSize: 100 }, agent);
    const theirs = listed.data.list.filter((order) => !order.own);
    expect(theirs.map((order) => [order.receiver, order.status])).toEqual([['陈静', '待支付']]);
    expect(listed.data.list.filter((order) => order.own).length).toBeGreaterThan(0);
    expect((await callTo('order', '/api/Order/Cancel', { orderNo: theirs[0].orderNo }, agent)).msg).toBe('订单不存在');
    expect((await callTo('order', '/api/Order/ConfirmReceipt', { orderNo: theirs[0].orderNo }, agent)).msg).toBe('订单不存在');
    standIn()
      .ctx.db.prepare("INSERT INTO accounts (account, name, phone, password_hash, agent_id, is_parent, role_type, created_at) VALUES ('ningbo01', '陈静', '13900000012', 'x', 2, 1, 1, 0)")
      .run();
    const subAgent = await session('ningbo01');
    expect((await callTo<{ list: HardwareOrder[] }>('order', '/api/Order/HardwarePageList', {}, subAgent)).data.list).toEqual([expect.objectContaining({ orderNo: theirs[0].orderNo, own: true })]);
  });

  it('confirms receipt of shipped hardware only, and lists 全渠道 orders', async () => {
    const agent = await session('agent01');
    const shipped = await callTo<{ list: { orderNo: string }[] }>('order', '/api/Order/HardwarePageList', { filters: { status: '已发货' } }, agent);
    const orderNo = shipped.data.list[0].orderNo;
    expect((await callTo('order', '/api/Order/ConfirmReceipt', { orderNo }, agent)).code).toBe(200);
    expect((await callTo('order', '/api/Order/ConfirmReceipt', { orderNo }, agent)).msg).toBe('只能确认已发货的订单');
    const qqd = await callTo<{ total: number }>('order', '/api/Order/QqdPageList', {}, agent);
    expect(qqd.data.total).toBeGreaterThan(0);
    const dongles = await callTo<{ dogNo: string }[]>('order', '/api/Order/Dongles', undefined, agent);
    const upCloud = await callTo<Quote>('order', '/api/Order/Quote', { orderType: 'upCloud', dogNo: dongles.data[0].dogNo, versionName: '基础版', userCount: 5, years: 1 }, agent);
    expect(upCloud.data.discountFen).toBeGreaterThan(Math.round(upCloud.data.subtotalFen * 0.15));
  });
});

describe('a paid order changes what it bought', () => {
  const customerRow = (id: number) =>
    standIn().ctx.db.prepare('SELECT expire_at, user_count, version_name FROM customers WHERE id = ?').get(id) as {
      expire_at: number;
      user_count: number;
      version_name: string;
    };

  it('a renewal paid by balance extends the expiry by its years; added users and an upgrade paid by QR apply too', async () => {
    const token = await session('agent01');
    const customer = liveCustomer();
    const before = customerRow(customer.id);
    const renewal = await callTo<{ orderNo: string }>('order', '/api/Order/Create', { orderType: 'renew', userId: customer.id, years: 2, idempotencyKey: 'renew-0001' }, token);
    expect(customerRow(customer.id).expire_at).toBe(before.expire_at);
    await call('/api/safety/SendOperationCode', { purpose: 'payment' }, token);
    const code = standIn().ctx.sms.list('13800000001')[0].code;
    const paid = await callTo<Order>('order', '/api/Pay/Balance', { orderNo: renewal.data.orderNo, code, idempotencyKey: 'pay-renew-0001' }, token);
    expect(paid.data.orderStatus).toBe('已完成');
    expect(customerRow(customer.id).expire_at).toBe(addYears(before.expire_at, 2));

    for (const [body, key] of [
      [{ orderType: 'addUser', userId: customer.id, userCount: 5 }, 'add-users-01'],
      [{ orderType: 'upgrade', userId: customer.id, versionName: '专业版' }, 'upgrade-0001'],
    ] as const) {
      const order = await callTo<{ orderNo: string }>('order', '/api/Order/Create', { ...body, idempotencyKey: key }, token);
      const payment = await callTo<{ payNo: string }>('order', '/api/Pay/CreateQr', { targetKind: 'order', targetNo: order.data.orderNo, channel: '微信', idempotencyKey: `qr-${key}` }, token);
      await call('/api/__dev/payment', { payNo: payment.data.payNo, action: 'pay' }, token);
    }
    expect(customerRow(customer.id)).toMatchObject({ user_count: before.user_count + 5, version_name: '专业版' });
  });
});
