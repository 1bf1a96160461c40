import { describe, expect, it } from 'vitest';
import { freshStandInPerTest } from '../../testing/freshStandIn.ts';
import { standInCalls } from '../../testing/calls.ts';
import { QUEUE_MS, RESTORE_MS, type CartItem, type RecoveryOptions, type RecoveryTask } from '../../../src/contracts/dataRecovery.ts';
import { REFUND_OF_INVOICED_ORDER } from '../../../src/rules/invoiceRule.ts';
import { completeOrder } from '../../domain/orders/orders.ts';

const standIn = freshStandInPerTest('data-recovery-test-');
const { call, session } = standInCalls(standIn);

const customer = () => (standIn().ctx.db.prepare('SELECT id FROM customers WHERE agent_id = 1 ORDER BY id LIMIT 1').get() as { id: number }).id;
const balance = () => (standIn().ctx.db.prepare('SELECT balance_cents FROM agents WHERE id = 1').get() as { balance_cents: number }).balance_cents;

async function fillCart(token: string, count = 2) {
  const userId = customer();
  const options = (await call<RecoveryOptions>(`/api/DataRecovery/Options?userId=${userId}`, undefined, token)).data;
  const [dbset] = options.dbsets;
  for (let index = 0; index < count; index += 1) {
    await call('/api/DataRecovery/CartAdd', { userId, dbsetName: dbset.dbsetName, restorePoint: dbset.restorePoints[index].time, mode: '覆盖原账套' }, token);
  }
  return { userId, dbset };
}

const tasks = async (token: string) => (await call<{ list: RecoveryTask[] }>('/api/DataRecovery/TaskList', {}, token)).data.list;
/** Pays the order as the cashier does (inside the paying transaction). */
const pay = (orderNo: string) => standIn().ctx.db.transaction(() => completeOrder(standIn().ctx, orderNo, '余额'))();

describe('data recovery', () => {
  it('keeps the cart per account and refuses bad items', async () => {
    const agent = await session('agent01');
    const { userId, dbset } = await fillCart(agent);
    expect(dbset.restorePoints.length).toBeGreaterThanOrEqual(7);
    expect((await call<CartItem[]>('/api/DataRecovery/Cart', undefined, agent)).data.map((item) => item.priceFen)).toEqual([20_000, 20_000]);
    expect((await call<CartItem[]>('/api/DataRecovery/Cart', undefined, await session('staff01'))).data).toEqual([]);
    const add = (extra: object) => call('/api/DataRecovery/CartAdd', { userId, dbsetName: dbset.dbsetName, restorePoint: dbset.restorePoints[0].time, mode: '覆盖原账套', ...extra }, agent);
    expect((await add({})).msg).toBe('该账套的这个恢复时间点已在购物车中');
    expect((await add({ restorePoint: 123 })).msg).toBe('请选择有效的恢复时间点');
    expect((await add({ mode: '随便' })).msg).toBe('请选择恢复方式');
    expect((await add({ dbsetName: '不存在' })).msg).toBe('请选择账套');
    expect((await add({ restorePoint: '1' })).status).toBe(400);
    expect((await call(`/api/DataRecovery/Options?userId=${userId}`, undefined, await session('other'))).msg).toBe('客户不存在');
  });

  it('offers the 账套 the service has in 账套管理, a new one included, and restores only those', async () => {
    const agent = await session('agent01');
    // A running service (an expired one takes no new 账套).
    const live = `SELECT c.id FROM customers c WHERE c.agent_id = 1 AND c.status <> '已停用' AND c.expire_at > ? AND NOT EXISTS (SELECT 1 FROM service_state st WHERE st.customer_id = c.id)
      AND EXISTS (SELECT 1 FROM dbsets d WHERE d.customer_id = c.id) ORDER BY c.id LIMIT 1`;
    const userId = (standIn().ctx.db.prepare(live).get(standIn().ctx.now()) as { id: number }).id;
    const own = (standIn().ctx.db.prepare('SELECT name FROM dbsets WHERE customer_id = ? ORDER BY id').all(userId) as Array<{ name: string }>).map((row) => row.name);
    expect(own.length).toBeGreaterThan(0);
    // Room for one more 账套 (as if bought).
    standIn().ctx.db.prepare('INSERT INTO service_extras (customer_id, dbsets_added) VALUES (?, 1) ON CONFLICT (customer_id) DO UPDATE SET dbsets_added = dbsets_added + 1').run(userId);
    expect((await call('/api/dbset/AddDbset', { serviceId: userId, name: '年度归档' }, agent)).code).toBe(200);
    const options = (await call<RecoveryOptions>(`/api/DataRecovery/Options?userId=${userId}`, undefined, agent)).data;
    expect(options.dbsets.map((dbset) => dbset.dbsetName)).toEqual([...own, '年度归档']);
    const [oldest] = options.dbsets;
    const add = (dbsetName: string, restorePoint = oldest.restorePoints[0].time) => call('/api/DataRecovery/CartAdd', { userId, dbsetName, restorePoint, mode: '恢复为新账套' }, agent);
    expect((await add(oldest.dbsetName)).code).toBe(200);
    // The new 账套 has no backup yet: last night's point is not its.
    expect(options.dbsets.at(-1)!.restorePoints).toEqual([]);
    expect((await add('年度归档')).msg).toBe('请选择有效的恢复时间点');
    if (!own.includes('培训账套')) expect((await add('培训账套')).msg).toBe('请选择账套');
  });

  it('checks out one order once per key, queues its tasks once when paid, and restores on the clock', async () => {
    const agent = await session('agent01');
    expect((await call('/api/DataRecovery/Checkout', { idempotencyKey: 'k0' }, agent)).msg).toBe('购物车是空的，请先添加恢复项');
    await fillCart(agent);
    const first = await call<{ orderNo: string }>('/api/DataRecovery/Checkout', { idempotencyKey: 'k1' }, agent);
    const again = await call<{ orderNo: string }>('/api/DataRecovery/Checkout', { idempotencyKey: 'k1' }, agent);
    expect(again.data.orderNo).toBe(first.data.orderNo);
    expect((await call<CartItem[]>('/api/DataRecovery/Cart', undefined, agent)).data).toEqual([]);
    expect((await tasks(agent)).map((task) => task.taskStatus)).toEqual(['待支付', '待支付']);
    pay(first.data.orderNo);
    expect((await tasks(agent)).map((task) => [task.taskStatus, task.orderStatus])).toEqual([['排队中', '已完成'], ['排队中', '已完成']]);
    await call('/api/__dev/clock', { advanceMs: QUEUE_MS + RESTORE_MS / 2 });
    expect((await tasks(agent)).map((task) => task.taskStatus)).toEqual(['进行中', '进行中']);
    await call('/api/__dev/clock', { advanceMs: RESTORE_MS });
    const done = await tasks(agent);
    expect(done.map((task) => task.taskStatus)).toEqual(['已完成', '已完成']);
    const logs = await call<Array<{ text: string }>>(`/api/DataRecovery/Logs?taskNo=${done[0].taskNo}`, undefined, agent);
    expect(logs.data.map((line) => line.text).slice(1)).toEqual(['支付成功，排队等待恢复', '开始恢复数据', '恢复完成']);
    expect((await tasks(await session('other')))).toEqual([]);
  });

  it('cancels an unpaid order whole, refunds a queued task, refuses others; a failed task says why', async () => {
    const agent = await session('agent01');
    await fillCart(agent);
    const unpaid = (await call<{ orderNo: string }>('/api/DataRecovery/Checkout', { idempotencyKey: 'a' }, agent)).data.orderNo;
    const [one] = await tasks(agent);
    expect((await call('/api/DataRecovery/Cancel', { taskNo: one.taskNo }, await session('staff01'))).msg).toBe('没有该操作的权限');
    await call('/api/DataRecovery/Cancel', { taskNo: one.taskNo }, agent);
    expect((await tasks(agent)).map((task) => [task.orderNo, task.taskStatus, task.orderStatus])).toEqual([[unpaid, '已取消', '已取消'], [unpaid, '已取消', '已取消']]);

    await fillCart(agent);
    const paid = (await call<{ orderNo: string }>('/api/DataRecovery/Checkout', { idempotencyKey: 'b' }, agent)).data.orderNo;
    pay(paid);
    const [queued, other] = (await tasks(agent)).filter((task) => task.orderNo === paid);
    const before = balance();
    await call('/api/DataRecovery/Cancel', { taskNo: queued.taskNo }, agent);
    expect(balance() - before).toBe(queued.priceFen);
    expect((await call('/api/DataRecovery/Cancel', { taskNo: queued.taskNo }, agent)).msg).toBe('只能取消待支付或排队中的任务');
    expect((await call('/api/__dev/dataRecovery/fail', { taskNo: other.taskNo, reason: '备份损坏' })).data).toBe(true);
    const failed = (await tasks(agent)).find((task) => task.taskNo === other.taskNo)!;
    expect([failed.taskStatus, failed.failReason]).toEqual(['失败', '备份损坏']);
  });

  it('refunds a paid task that fails: the balance moves back by its price with a ledger line, the task and its log say so, and the order whose tasks all came back is 已退款', async () => {
    const agent = await session('agent01');
    await fillCart(agent);
    const paid = (await call<{ orderNo: string }>('/api/DataRecovery/Checkout', { idempotencyKey: 'c' }, agent)).data.orderNo;
    pay(paid);
    const [first, second] = (await tasks(agent)).filter((task) => task.orderNo === paid);
    const before = balance();
    await call('/api/__dev/dataRecovery/fail', { taskNo: first.taskNo, reason: '备份损坏' });
    expect(balance() - before).toBe(first.priceFen);
    const ledger = standIn().ctx.db.prepare(`SELECT flow_type, income_fen, remark FROM ledger WHERE ref_no = ?`).all(first.taskNo);
    expect(ledger).toEqual([{ flow_type: '退款', income_fen: first.priceFen, remark: '数据恢复失败退款' }]);
    let listed = (await tasks(agent)).filter((task) => task.orderNo === paid);
    expect(listed.map((task) => [task.taskStatus, task.refundedFen, task.orderStatus])).toEqual(
      expect.arrayContaining([['失败', first.priceFen, '已完成'], ['排队中', 0, '已完成']]),
    );
    const logs = (await call<Array<{ text: string }>>(`/api/DataRecovery/Logs?taskNo=${first.taskNo}`, undefined, agent)).data.map((line) => line.text);
    expect(logs.slice(-2)).toEqual(['恢复失败：备份损坏', `已退款 ${(first.priceFen / 100).toFixed(2)} 元至账户余额`]);
    expect((await call('/api/__dev/dataRecovery/fail', { taskNo: first.taskNo })).msg).toBe('只有排队中或进行中的任务可以失败');
    expect(balance() - before).toBe(first.priceFen);

    await call('/api/__dev/dataRecovery/fail', { taskNo: second.taskNo, reason: '磁盘空间不足' });
    listed = (await tasks(agent)).filter((task) => task.orderNo === paid);
    expect(listed.map((task) => task.orderStatus)).toEqual(['已退款', '已退款']);
    expect(balance() - before).toBe(first.priceFen + second.priceFen);
  });

  it('places a task for an account in the status a test needs (dev endpoint), in that account’s own list', async () => {
    const agent = await session('agent01');
    for (const status of ['待支付', '排队中', '进行中', '已取消'] as const) {
      const placed = await call<RecoveryTask>('/api/__dev/dataRecovery/task', { account: 'agent01', status });
      expect(placed.data.taskStatus).toBe(status);
      expect((await tasks(agent)).find((task) => task.taskNo === placed.data.taskNo)?.taskStatus).toBe(status);
    }
    expect((await call('/api/__dev/dataRecovery/task', { account: 'agent01', status: '已完成' })).status).toBe(400);
    expect((await call('/api/__dev/dataRecovery/task', { account: 'nobody', status: '排队中' })).msg).toBe('账号不存在');
    expect(await tasks(await session('other'))).toEqual([]);
  });
});

describe('cancelling a task whose order is being invoiced', () => {
  it('is refused until the invoice request is withdrawn: the money stays where it is, then the cancel refunds it', async () => {
    const agent = await session('agent01');
    const task = (await call<RecoveryTask>('/api/__dev/dataRecovery/task', { account: 'agent01', status: '排队中' })).data;
    const titleId = (standIn().ctx.db.prepare("SELECT id FROM invoice_titles WHERE agent_id = 1 AND title_type = '企业' ORDER BY id").get() as { id: number }).id;
    const ask = { idempotencyKey: 'recovery-invoice-1', titleId, invoiceType: '普票', medium: '电子', email: 'cw@example.cn', phone: '13800000001', orderNos: [task.orderNo] };
    const { applyNo } = (await call<{ applyNo: string }>('/api/Invoice/Submit', ask, agent)).data;
    const before = balance();
    expect((await call('/api/DataRecovery/Cancel', { taskNo: task.taskNo }, agent)).msg).toBe(REFUND_OF_INVOICED_ORDER);
    expect(balance()).toBe(before);
    expect((await call<RecoveryTask>(`/api/DataRecovery/Task?taskNo=${task.taskNo}`, undefined, agent)).data).toMatchObject({ taskStatus: '排队中', refundedFen: 0 });
    expect((await call<{ status: string }>(`/api/Invoice/Detail?applyNo=${applyNo}`, undefined, agent)).data.status).toBe('待审核');

    expect((await call('/api/Invoice/Revoke', { applyNo }, agent)).code).toBe(200);
    expect((await call('/api/DataRecovery/Cancel', { taskNo: task.taskNo }, agent)).code).toBe(200);
    expect(balance()).toBe(before + task.priceFen);
  });
});
