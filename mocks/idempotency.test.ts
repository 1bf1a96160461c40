import { beforeEach, describe, expect, it } from 'vitest';
import type { Order, Payment } from '../src/contracts/orders.ts';
import type { BalanceTransferDone } from '../src/contracts/recharges.ts';
import { IDEMPOTENCY_KEY_REUSED } from './idempotency.ts';
import { standInCalls } from './testing/calls.ts';
import { freshStandInPerTest } from './testing/freshStandIn.ts';

const standIn = freshStandInPerTest('idempotency-test-');
const { callAs, operationCode, forget } = standInCalls(standIn);
beforeEach(forget);

const order = <T>(path: string, body: object) => callAs<T>('agent01', path, body, 'order');
const newOrder = async (amountFen: number) => (await callAs<{ orderNo: string }>('agent01', '/api/__dev/order', { account: 'agent01', amountFen })).data.orderNo;
const count = (sql: string, ...params: unknown[]) => (standIn().ctx.db.prepare(sql).get(...params) as { n: number }).n;

describe('an idempotency key used again', () => {
  it('places an order once; the key with another order is refused, not answered with the first', async () => {
    const customer = standIn().ctx.db.prepare("SELECT id FROM customers WHERE agent_id = 1 AND product_type = 'CRM' ORDER BY id LIMIT 1").get() as { id: number };
    const renewal = { orderType: 'renew', userId: customer.id, years: 2, idempotencyKey: 'order-key-0001' };
    const first = await order<{ orderNo: string }>('/api/Order/Create', renewal);
    expect(first.code).toBe(200);
    expect((await order<{ orderNo: string }>('/api/Order/Create', { ...renewal, totalFen: 1 })).data.orderNo).toBe(first.data.orderNo);
    const changed = await order('/api/Order/Create', { ...renewal, years: 1 });
    expect([changed.code, changed.msg]).toEqual([500, IDEMPOTENCY_KEY_REUSED]);
    expect((await order('/api/Order/Create', { ...renewal, remark: '加急' })).msg).toBe(IDEMPOTENCY_KEY_REUSED);
    expect(count('SELECT COUNT(*) AS n FROM orders WHERE idempotency_key LIKE ?', '%:order-key-0001')).toBe(1);
  });

  it('makes one payment code per key; another channel or order under it is refused', async () => {
    const orderNo = await newOrder(12_000);
    const qr = { targetKind: 'order', targetNo: orderNo, channel: '微信', idempotencyKey: 'qr-key-1' };
    const first = await order<Payment>('/api/Pay/CreateQr', qr);
    expect(first.data).toMatchObject({ channel: '微信', status: '待支付' });
    expect((await order<Payment>('/api/Pay/CreateQr', qr)).data.payNo).toBe(first.data.payNo);
    expect((await order('/api/Pay/CreateQr', { ...qr, channel: '支付宝' })).msg).toBe(IDEMPOTENCY_KEY_REUSED);
    expect((await order('/api/Pay/CreateQr', { ...qr, targetNo: await newOrder(100) })).msg).toBe(IDEMPOTENCY_KEY_REUSED);
    expect(count("SELECT COUNT(*) AS n FROM payments WHERE target_no = ? AND status = '待支付'", orderNo)).toBe(1);
  });

  it('moves balance to a sub-agent once; the key with another amount is refused', async () => {
    const balanceOf = (agentNo: string) => (standIn().ctx.db.prepare('SELECT balance_cents AS n FROM agents WHERE agent_no = ?').get(agentNo) as { n: number }).n;
    const before = balanceOf('A10002');
    const transfer = { subAgentNo: 'A10002', amountFen: 10_000, code: await operationCode('balanceTransfer'), idempotencyKey: 'transfer-key-1' };
    expect((await order<BalanceTransferDone>('/api/Account/TransferToSubAgent', transfer)).code).toBe(200);
    expect((await order<BalanceTransferDone>('/api/Account/TransferToSubAgent', transfer)).code).toBe(200);
    expect((await order('/api/Account/TransferToSubAgent', { ...transfer, amountFen: 20_000 })).msg).toBe(IDEMPOTENCY_KEY_REUSED);
    expect((await order('/api/Account/TransferToSubAgent', { ...transfer, subAgentNo: 'A10003' })).msg).toBe(IDEMPOTENCY_KEY_REUSED);
    expect(balanceOf('A10002')).toBe(before + 10_000);
  });

  it('pays from the balance once; the key for another order answers the same refusal', async () => {
    const [first, second] = [await newOrder(5_000), await newOrder(6_000)];
    const pay = { orderNo: first, code: await operationCode('payment'), idempotencyKey: 'pay-key-1' };
    expect((await order<Order>('/api/Pay/Balance', pay)).data.orderStatus).toBe('已完成');
    expect((await order<Order>('/api/Pay/Balance', pay)).data.orderStatus).toBe('已完成');
    expect((await order('/api/Pay/Balance', { ...pay, orderNo: second })).msg).toBe(IDEMPOTENCY_KEY_REUSED);
  });
});
