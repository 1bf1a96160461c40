import { describe, expect, it, vi } from 'vitest';
import type { Order, Payment } from '../../../src/contracts/orders.ts';
import { IDEMPOTENCY_KEY_REUSED } from '../../idempotency.ts';
import { standInCalls } from '../../testing/calls.ts';
import { freshStandInPerTest } from '../../testing/freshStandIn.ts';
import { createOrder } from '../../domain/orders/orders.ts';
import { OTHER_AGENT_ID } from '../agents/agents.ts';

const codes = vi.hoisted(() => ({ skip: false }));
vi.mock('../../domain/operationCodes.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../domain/operationCodes.ts')>();
  return { ...real, requireOperationCode: (...args: Parameters<typeof real.requireOperationCode>) => (codes.skip ? undefined : real.requireOperationCode(...args)) };
});

const standIn = freshStandInPerTest('payments-test-');

const { call, callTo, session, operationCode } = standInCalls(standIn);

const newOrder = async (amountFen: number) => (await call<{ orderNo: string }>('/api/__dev/order', { account: 'agent01', amountFen })).data.orderNo;
const balanceOf = (agentId = 1) => (standIn().ctx.db.prepare('SELECT balance_cents FROM agents WHERE id = ?').get(agentId) as { balance_cents: number }).balance_cents;

/** A signed-in account of another agent (agent 3), made for the test. */
async function otherAgentSession(): Promise<string> {
  standIn().ctx.db.prepare(`UPDATE accounts SET agent_id = 3 WHERE account = 'weak01'`).run();
  return session('weak01');
}

/** An order of another top agent's (not a sub-agent's, whose orders agent01 may read). */
function otherAgentOrder(): string {
  return createOrder(standIn().ctx, {
    agentId: OTHER_AGENT_ID,
    accountId: null,
    orderType: 'hardware',
    userId: null,
    customerName: '别家',
    productName: '加密狗',
    lines: [{ itemName: '加密狗', spec: '1个', quantity: 1, unitFen: 5000, subtotalFen: 5000 }],
  });
}

describe('orders and balance payments', () => {
  it("shows and cancels only the caller's agent's orders, and only while 待支付", async () => {
    const token = await session('agent01');
    const mine = await newOrder(12_345);
    const got = await callTo<Order>('order', `/api/Order/Get?orderNo=${mine}`, undefined, await session('staff01'));
    expect(got.data).toMatchObject({ orderNo: mine, amountFen: 12_345, orderStatus: '待支付' });
    const theirs = otherAgentOrder();
    expect((await callTo('order', `/api/Order/Get?orderNo=${theirs}`, undefined, token)).msg).toBe('订单不存在');
    expect((await callTo('order', '/api/Order/Cancel', { orderNo: theirs }, token)).msg).toBe('订单不存在');
    expect((await callTo<Order>('order', '/api/Order/Cancel', { orderNo: mine }, token)).data.orderStatus).toBe('已取消');
    expect((await callTo('order', '/api/Order/Cancel', { orderNo: mine }, token)).msg).toBe('只能取消待支付的订单');
    expect((await callTo('order', `/api/Order/Get?orderNo=${mine}`)).status).toBe(403);
  });

  it('refuses malformed bodies with a 400', async () => {
    const token = await session('agent01');
    const orderNo = await newOrder(100);
    const bad: [string, object][] = [
      ['/api/Order/Cancel', { orderNo: 7 }],
      ['/api/Pay/Balance', { orderNo, code: '123456' }],
      ['/api/Pay/Balance', { orderNo, code: 123456, idempotencyKey: 'k' }],
      ['/api/Pay/Balance', { orderNo, code: '123456', idempotencyKey: ' ' }],
      ['/api/Pay/CreateQr', { targetKind: '__proto__', targetNo: orderNo, channel: '微信', idempotencyKey: 'k' }],
      ['/api/Pay/CreateQr', { targetKind: 'order', targetNo: orderNo, channel: 'constructor', idempotencyKey: 'k' }],
      ['/api/Pay/CreateQr', { targetKind: 'order', targetNo: orderNo, channel: '余额', idempotencyKey: 'k' }],
    ];
    for (const [path, body] of bad) expect((await callTo('order', path, body, token)).status, path).toBe(400);
    expect((await callTo('order', '/api/Order/Get', undefined, token)).status).toBe(400);
    expect((await call('/api/__dev/payment', { payNo: 'x', action: '__proto__' })).status).toBe(400);
    expect((await call('/api/__dev/order', { account: 'agent01', amountFen: 1.5 })).status).toBe(400);
  });

  it('pays from the balance with the phone code, once per idempotency key', async () => {
    const token = await session('agent01');
    const orderNo = await newOrder(50_000);
    const before = balanceOf();
    const wrong = await callTo('order', '/api/Pay/Balance', { orderNo, code: '12', idempotencyKey: 'a1' }, token);
    expect(wrong.msg).toBe('请输入正确的验证码');
    const code = await operationCode('payment');
    const repeats = await Promise.all(
      Array.from({ length: 5 }, () => callTo<Order>('order', '/api/Pay/Balance', { orderNo, code, idempotencyKey: 'a2' }, token)),
    );
    for (const answer of repeats) expect(answer.data).toMatchObject({ orderStatus: '已完成', payMethod: '余额' });
    expect(balanceOf()).toBe(before - 50_000);
    const ledger = standIn().ctx.db.prepare(`SELECT COUNT(*) AS n FROM ledger WHERE ref_no = ? AND flow_type = '消费'`).get(orderNo) as { n: number };
    expect(ledger.n).toBe(1);
    const again = await callTo('order', '/api/Pay/Balance', { orderNo, code: await operationCode('payment'), idempotencyKey: 'a3' }, token);
    expect(again.msg).toBe('订单不是待支付状态');
    const otherOrder = await callTo('order', '/api/Pay/Balance', { orderNo: await newOrder(1), code, idempotencyKey: 'a2' }, token);
    expect(otherOrder.msg).toBe(IDEMPOTENCY_KEY_REUSED);
  });

  it('never overdraws under ten parallel payments, and pays exactly the affordable ones', async () => {
    const token = await session('agent01');
    const balance = balanceOf();
    const share = Math.floor(balance / 4) + 1; // three fit, a fourth would overdraw
    const orders = await Promise.all(Array.from({ length: 10 }, () => newOrder(share)));
    codes.skip = true; // one phone holds one live code at a time; the race is about the balance
    const answers = await Promise.all(
      orders.map((orderNo, i) => callTo<Order>('order', '/api/Pay/Balance', { orderNo, code: '000000', idempotencyKey: `p${i}` }, token)),
    );
    codes.skip = false;
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.msg === '账户余额不足')).toHaveLength(7);
    expect(balanceOf()).toBe(balance - 3 * share);
  });
});

describe('QR payments', () => {
  const createQr = (token: string, targetNo: string, idempotencyKey: string, targetKind = 'order') =>
    callTo<Payment>('order', '/api/Pay/CreateQr', { targetKind, targetNo, channel: '微信', idempotencyKey }, token);
  const status = async (token: string, payNo: string) => (await callTo<Payment>('order', `/api/Pay/Status?payNo=${payNo}`, undefined, token));
  const phone = async (url: string, action?: 'pay' | 'cancel') => {
    const init = action ? { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `action=${action}` } : {};
    return (await fetch(action ? `${url}/confirm` : url, init)).text();
  };

  it('pays an order on the phone page exactly once; a refreshed code supersedes the old one', async () => {
    const token = await session('agent01');
    const orderNo = await newOrder(8_800);
    const first = (await createQr(token, orderNo, 'q1')).data;
    expect((await createQr(token, orderNo, 'q1')).data.payNo).toBe(first.payNo);
    expect(first).toMatchObject({ status: '待支付', amountFen: 8_800, channel: '微信' });
    expect(first.qrUrl).toBe(`${standIn().urls.order}/api/pay-phone/${first.payNo}`);
    expect(first.expireAt - standIn().ctx.now()).toBeLessThanOrEqual(15 * 60_000);
    const second = (await createQr(token, orderNo, 'q2')).data;
    expect((await status(token, first.payNo)).data.status).toBe('已过期');
    expect(await phone(second.qrUrl)).toContain('¥88.00');
    expect((await status(token, second.payNo)).data.status).toBe('已扫码');
    const before = balanceOf();
    expect(await phone(second.qrUrl, 'pay')).toContain('支付成功');
    expect(await phone(second.qrUrl, 'pay')).toContain('支付成功');
    expect((await status(token, second.payNo)).data.status).toBe('支付成功');
    expect(balanceOf()).toBe(before);
    const order = (await callTo<Order>('order', `/api/Order/Get?orderNo=${orderNo}`, undefined, token)).data;
    expect(order).toMatchObject({ orderStatus: '已完成', payMethod: '微信' });
    expect((await status(await session('staff01'), second.payNo)).code).toBe(200);
    expect((await createQr(token, otherAgentOrder(), 'q3')).msg).toBe('订单不存在');
  });

  it('credits a recharge once, and expires, fails and cancels by the stand-in clock and dev actions', async () => {
    const token = await session('agent01');
    standIn().ctx.db.prepare(`INSERT INTO recharges (recharge_no, agent_id, amount_fen, channel, status, created_at) VALUES ('CZT1', 1, 20000, '微信', '待支付', 0)`).run();
    const recharge = (await createQr(token, 'CZT1', 'r1', 'recharge')).data;
    const before = balanceOf();
    await call('/api/__dev/payment', { payNo: recharge.payNo, action: 'pay' });
    await call('/api/__dev/payment', { payNo: recharge.payNo, action: 'pay' });
    expect(balanceOf()).toBe(before + 20_000);
    expect((await callTo<{ status: string }>('order', '/api/Recharge/Get?rechargeNo=CZT1', undefined, token)).data.status).toBe('已到账');
    expect((await callTo('order', '/api/Recharge/Get?rechargeNo=CZT1', undefined, await otherAgentSession())).msg).toBe('充值单不存在');
    expect((await createQr(token, 'CZT1', 'r2', 'recharge')).msg).toBe('充值单不是待支付状态');

    const orderNo = await newOrder(100);
    const timed = (await createQr(token, orderNo, 'e1')).data;
    await call('/api/__dev/clock', { advanceMs: 15 * 60_000 });
    expect((await status(token, timed.payNo)).data.status).toBe('已过期');
    expect(await phone(timed.qrUrl, 'pay')).toContain('该支付单已过期');
    const failing = (await createQr(token, orderNo, 'e2')).data;
    expect((await call<Payment>('/api/__dev/payment', { payNo: failing.payNo, action: 'fail' })).data.status).toBe('支付失败');
    const cancelled = (await createQr(token, orderNo, 'e3')).data;
    expect(await phone(cancelled.qrUrl, 'cancel')).toContain('已取消');
    const order = (await callTo<Order>('order', `/api/Order/Get?orderNo=${orderNo}`, undefined, token)).data;
    expect(order.orderStatus).toBe('待支付');
    await call('/api/__dev/clock', { advanceMs: 24 * 3600_000 });
    expect((await createQr(await session('agent01'), orderNo, 'e4')).msg).toBe('订单已超时关闭，请重新下单');
  });
});
