import { beforeEach, describe, expect, it } from 'vitest';
import type { Customer } from '../../../src/contracts/customers.ts';
import type { HardwareOrder } from '../../../src/contracts/orderEntry.ts';
import type { Order, Payment } from '../../../src/contracts/orders.ts';
import { addYears } from '../../../src/rules/calendar.ts';
import { standInCalls } from '../../testing/calls.ts';
import { freshStandInPerTest } from '../../testing/freshStandIn.ts';
import { NO_PERMISSION } from '../../scope.ts';

const standIn = freshStandInPerTest('order-fulfilment-test-');
const { callAs, forget } = standInCalls(standIn);
beforeEach(forget);

const order = <T>(account: string, path: string, body?: unknown) => callAs<T>(account, path, body, 'order');
const dev = <T>(path: string, body: unknown) => callAs<T>('agent01', path, body);

const NEW_CUSTOMER = {
  orderType: 'new',
  customerName: '杭州新开张服饰有限公司',
  contact: '周杰',
  phone: '13712345678',
  productType: 'FZERP',
  versionName: '连锁版',
  region: '华东二区（上海）',
  host: 'xinkaizh',
  userCount: 5,
  years: 2,
};

async function payByQr(account: string, orderNo: string, key: string) {
  const payment = await order<Payment>(account, '/api/Pay/CreateQr', { targetKind: 'order', targetNo: orderNo, channel: '支付宝', idempotencyKey: key });
  return payment;
}

describe('a paid 新购 for a new customer', () => {
  it('refuses a missing contact, a bad mobile, an unknown region and a taken host; opens nothing until paid', async () => {
    const create = (patch: object, key: string) => order<{ orderNo: string }>('agent01', '/api/Order/Create', { ...NEW_CUSTOMER, ...patch, idempotencyKey: key });
    expect((await create({ contact: ' ' }, 'new-bad-0001')).status).toBe(400);
    expect((await create({ phone: '1371234' }, 'new-bad-0002')).msg).toBe('请输入正确的手机号');
    expect((await create({ region: '火星一区' }, 'new-bad-0003')).msg).toBe('请选择服务器区域');
    expect((await create({ host: 'xin-kai' }, 'new-bad-0004')).status).toBe(400);
    const taken = standIn().ctx.db.prepare('SELECT host FROM customers WHERE host IS NOT NULL ORDER BY id LIMIT 1').get() as { host: string };
    expect((await create({ host: taken.host }, 'new-bad-0005')).msg).toBe('该域名已被使用');
    expect((await create({}, 'new-good-001')).code).toBe(200);
    expect(standIn().ctx.db.prepare('SELECT 1 FROM customers WHERE host = ?').get('xinkaizh')).toBeUndefined();
  });

  it('creates the customer with its service exactly once, takes the host and lists it with the bought expiry', async () => {
    const { orderNo } = (await order<{ orderNo: string }>('staff01', '/api/Order/Create', { ...NEW_CUSTOMER, idempotencyKey: 'new-paid-001' })).data;
    const { payNo } = (await payByQr('staff01', orderNo, 'qr-new-0001')).data;
    const paidAt = standIn().ctx.now();
    await Promise.all([dev('/api/__dev/payment', { payNo, action: 'pay' }), dev('/api/__dev/payment', { payNo, action: 'pay' })]);
    const rows = standIn().ctx.db.prepare('SELECT id FROM customers WHERE name = ?').all(NEW_CUSTOMER.customerName) as { id: number }[];
    expect(rows).toHaveLength(1);
    expect((await order<Order>('staff01', `/api/Order/Get?orderNo=${orderNo}`)).data).toMatchObject({ orderStatus: '已完成', userId: rows[0].id });
    expect((await order<boolean>('agent01', '/api/Service/isexisthost', { host: 'xinkaizh' })).data).toBe(true);
    for (const account of ['agent01', 'staff01']) {
      const listed = (await callAs<{ list: Customer[] }>(account, '/api/user/UserPageList', { keyword: NEW_CUSTOMER.customerName })).data.list;
      expect(listed).toEqual([expect.objectContaining({ contact: '周杰', phone: '13712345678', productName: '云启服装ERP', versionName: '连锁版', userCount: 5, status: '正式', host: 'xinkaizh' })]);
      expect(listed[0].expireAt - addYears(paidAt, 2)).toBeGreaterThanOrEqual(0);
      expect(listed[0].expireAt - addYears(paidAt, 2)).toBeLessThan(60_000);
    }
  });

  it('refuses the payment when the host was taken after the order was placed', async () => {
    const first = (await order<{ orderNo: string }>('agent01', '/api/Order/Create', { ...NEW_CUSTOMER, idempotencyKey: 'new-race-001' })).data.orderNo;
    const second = (await order<{ orderNo: string }>('agent01', '/api/Order/Create', { ...NEW_CUSTOMER, customerName: '另一家公司', idempotencyKey: 'new-race-002' })).data.orderNo;
    await dev('/api/__dev/payment', { payNo: (await payByQr('agent01', first, 'qr-race-001')).data.payNo, action: 'pay' });
    const late = await dev('/api/__dev/payment', { payNo: (await payByQr('agent01', second, 'qr-race-002')).data.payNo, action: 'pay' });
    expect(late.msg).toBe('该域名已被使用');
    expect((await order<Order>('agent01', `/api/Order/Get?orderNo=${second}`)).data.orderStatus).toBe('待支付');
  });
});

describe('shipping hardware', () => {
  it('ships a paid 待发货 order with its express number; receipt then moves it to 已签收', async () => {
    const waiting = (await order<{ list: HardwareOrder[] }>('agent01', '/api/Order/HardwarePageList', { filters: { status: '待发货' } })).data.list[0];
    expect((await dev('/api/__dev/shipOrder', { orderNo: waiting.orderNo, expressNo: 'SF 12' })).status).toBe(400);
    expect((await dev('/api/__dev/shipOrder', { orderNo: waiting.orderNo, expressNo: 12345678 })).status).toBe(400);
    expect((await dev('/api/__dev/shipOrder', { orderNo: waiting.orderNo, expressNo: 'YT9988776655', expressCompany: '圆通速递' })).code).toBe(200);
    expect((await dev('/api/__dev/shipOrder', { orderNo: waiting.orderNo, expressNo: 'YT9988776655' })).msg).toBe('只能发货已支付且待发货的订单');
    const shipped = (await order<{ list: HardwareOrder[] }>('agent01', '/api/Order/HardwarePageList', { keyword: waiting.orderNo })).data.list[0];
    expect(shipped).toMatchObject({ status: '已发货', expressCompany: '圆通速递', expressNo: 'YT9988776655', receivedAt: null });
    expect(shipped.shippedAt).toEqual(expect.any(Number));
    await order('agent01', '/api/Order/ConfirmReceipt', { orderNo: waiting.orderNo });
    const received = (await order<{ list: HardwareOrder[] }>('agent01', '/api/Order/HardwarePageList', { keyword: waiting.orderNo })).data.list[0];
    expect(received.status).toBe('已签收');
    expect(received.receivedAt).toEqual(expect.any(Number));

    const unpaid = (await order<{ orderNo: string }>('agent01', '/api/Order/Create', { orderType: 'hardware', goods: '扫码枪', quantity: 1, receiver: '王伟', phone: '13912345678', address: '杭州市文三路 90 号', postalCode: '310012', idempotencyKey: 'hw-unpaid-01' })).data;
    expect((await dev('/api/__dev/shipOrder', { orderNo: unpaid.orderNo, expressNo: 'SF1234567890' })).msg).toBe('只能发货已支付且待发货的订单');
  });
});

describe('paying needs the pay button', () => {
  it('lets staff01 (普通员工) pay, and refuses a staff role without the pay code by QR and by balance', async () => {
    const { orderNo } = (await order<{ orderNo: string }>('agent01', '/api/Order/Create', { orderType: 'renew', userId: 10000, years: 1, idempotencyKey: 'renew-perm-01' })).data;
    expect((await payByQr('staff01', orderNo, 'qr-perm-0001')).code).toBe(200);
    const db = standIn().ctx.db;
    const roleId = Number(db.prepare("INSERT INTO roles (agent_id, name, remark, created_at) VALUES (1, '只读', '', 0)").run().lastInsertRowid);
    db.prepare("INSERT INTO role_grants (role_id, grant_key) VALUES (?, 'b:fwdd:export')").run(roleId);
    db.prepare("UPDATE staff_profiles SET role_id = ? WHERE account_id = (SELECT id FROM accounts WHERE account = 'staff01')").run(roleId);
    expect((await payByQr('staff01', orderNo, 'qr-perm-0002')).msg).toBe(NO_PERMISSION);
    expect((await order('staff01', '/api/Pay/Balance', { orderNo, code: '123456', idempotencyKey: 'bal-perm-01' })).msg).toBe(NO_PERMISSION);
    const recharge = (await order<{ rechargeNo: string }>('agent01', '/api/Recharge/Create', { amountFen: 10_000, channel: '微信', idempotencyKey: 'recharge-perm-1' })).data;
    expect((await order('staff01', '/api/Pay/CreateQr', { targetKind: 'recharge', targetNo: recharge.rechargeNo, channel: '微信', idempotencyKey: 'qr-perm-0003' })).msg).toBe(NO_PERMISSION);
    expect((await order('agent01', '/api/Pay/CreateQr', { targetKind: 'recharge', targetNo: recharge.rechargeNo, channel: '微信', idempotencyKey: 'qr-perm-0004' })).code).toBe(200);
  });
});

describe('an order changes only the customers it was priced for', () => {
  const db = () => standIn().ctx.db;
  const customer = (id: number) =>
    db().prepare('SELECT user_count AS userCount, version_name AS versionName, expire_at AS expireAt FROM customers WHERE id = ?').get(id) as { userCount: number; versionName: string; expireAt: number };
  /** Customers of agent01 in service, CRM 专业版 (so 升级 to 旗舰版 is open), not owned by staff01 (only authorised to it). */
  const serving = () =>
    (db()
      .prepare(
        `SELECT id FROM customers WHERE agent_id = 1 AND product_type = 'CRM' AND version_name = '专业版' AND status = '正式' AND expire_at > ?
         AND id NOT IN (SELECT customer_id FROM customer_owner) ORDER BY id LIMIT 2`,
      )
      .all(standIn().ctx.now()) as Array<{ id: number }>).map((row) => row.id);

  it("refuses another agent's ids beside its own customer's, and any second id but a batch renewal's", async () => {
    const [foreign, own] = serving();
    // bayong01 (another top agent) with a customer of its own.
    db().prepare("UPDATE customers SET agent_id = (SELECT agent_id FROM accounts WHERE account = 'bayong01') WHERE id = ?").run(own);
    const before = customer(foreign);
    const refusals = [];
    for (const [orderType, extra] of [['upgrade', { versionName: '旗舰版' }], ['addUser', { userCount: 1 }]] as const) {
      for (const key of ['quote', 'create']) {
        const path = key === 'quote' ? '/api/Order/Quote' : '/api/Order/Create';
        refusals.push((await order('bayong01', path, { orderType, userId: own, userIds: [foreign], ...extra, idempotencyKey: `pri-${orderType}-${key}` })).msg);
      }
    }
    refusals.push((await order('bayong01', '/api/Order/Create', { orderType: 'renew', userIds: [own, foreign], years: 1, idempotencyKey: 'pri-renew-01' })).msg);
    expect(refusals).toEqual([...Array(4).fill('只有续费可以同时选择多个客户'), '客户不存在']);
    expect(customer(foreign)).toEqual(before);
  });

  it("gives 增加用户 to the customer it was priced for, not to another of the agent's named beside it", async () => {
    const [priced, other] = serving();
    const [pricedBefore, otherBefore] = [customer(priced), customer(other)];
    expect((await order('agent01', '/api/Order/Create', { orderType: 'addUser', userId: priced, userIds: [other], userCount: 50, idempotencyKey: 'pri-mix-0001' })).status).toBe(400);
    const { orderNo } = (await order<{ orderNo: string }>('agent01', '/api/Order/Create', { orderType: 'addUser', userId: priced, userCount: 50, idempotencyKey: 'pri-mix-0002' })).data;
    await dev('/api/__dev/payment', { payNo: (await payByQr('agent01', orderNo, 'qr-mix-0001')).data.payNo, action: 'pay' });
    expect([customer(priced).userCount, customer(other)]).toEqual([pricedBefore.userCount + 50, otherBefore]);
  });

  it('is paid only by an account that sees its customers, and applied only while they are its placer’s', async () => {
    const [target] = serving();
    const before = customer(target);
    const { orderNo } = (await order<{ orderNo: string }>('staff01', '/api/Order/Create', { orderType: 'renew', userId: target, years: 1, idempotencyKey: 'pri-scope-01' })).data;
    const { payNo } = (await payByQr('staff01', orderNo, 'qr-scope-001')).data;
    // agent01 takes the customer back from staff01 before the code is scanned and paid.
    const staffId = (db().prepare("SELECT id FROM accounts WHERE account = 'staff01'").get() as { id: number }).id;
    expect((await callAs('agent01', '/api/account/SaveUserInfoAuth', { accountId: staffId, add: [], remove: [target] })).code).toBe(200);
    expect((await dev('/api/__dev/payment', { payNo, action: 'pay' })).msg).toBe('客户不存在');
    expect(customer(target)).toEqual(before);
    expect((await order<Order>('agent01', `/api/Order/Get?orderNo=${orderNo}`)).data.orderStatus).toBe('待支付');
    // Nor may staff01 pay it any more: the order is no longer one it sees.
    expect((await payByQr('staff01', orderNo, 'qr-scope-002')).msg).toBe('订单不存在');
  });
});
