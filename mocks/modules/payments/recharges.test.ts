import { describe, expect, it } from 'vitest';
import { standInCalls } from '../../testing/calls.ts';
import { freshStandInPerTest } from '../../testing/freshStandIn.ts';
import { chinaDay, chinaMonth } from '../../../src/rules/calendar.ts';

const standIn = freshStandInPerTest('recharges-test-');

const { call, callTo, session, operationCode } = standInCalls(standIn);

const balance = (agentNo: string) => (standIn().ctx.db.prepare('SELECT balance_cents FROM agents WHERE agent_no = ?').get(agentNo) as { balance_cents: number }).balance_cents;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).toString('base64');
let keys = 0;
const key = () => `test-key-${(keys += 1)}`;

async function transferRecharge(token: string, amountFen: number) {
  const answer = await callTo<{ rechargeNo: string }>('order', '/api/Recharge/Transfer', { amountFen, slipFileName: '回单.png', slipBase64: PNG, idempotencyKey: key() }, token);
  return answer.data.rechargeNo;
}

describe('recharges', () => {
  it('creates an online recharge once per key, 待支付, visible to its own agent only', async () => {
    const token = await session('agent01');
    const body = { amountFen: 500_000, channel: '微信', idempotencyKey: key() };
    const first = await callTo('order', '/api/Recharge/Create', body, token);
    const again = await callTo('order', '/api/Recharge/Create', body, token);
    const { rechargeNo } = first.data as { rechargeNo: string };
    expect((again.data as { rechargeNo: string }).rechargeNo).toBe(rechargeNo);
    const detail = (await callTo('order', `/api/Recharge/Get?rechargeNo=${rechargeNo}`, undefined, token)).data as { status: string; amountFen: number };
    expect(detail).toMatchObject({ status: '待支付', amountFen: 500_000 });
    const page = (await callTo('order', '/api/Recharge/PageList', { filters: { status: '待支付' } }, token)).data as { total: number; sumFen: number };
    expect(page).toMatchObject({ total: 1, sumFen: 500_000 });
    standIn().ctx.db.prepare("UPDATE recharges SET agent_id = 2 WHERE recharge_no = ?").run(rechargeNo);
    expect((await callTo('order', `/api/Recharge/Get?rechargeNo=${rechargeNo}`, undefined, token)).msg).toBe('充值单不存在');
  });

  it('refuses malformed amounts, channels, keys and slips with a 400', async () => {
    const token = await session('agent01');
    const bad: [string, object][] = [
      ['/api/Recharge/Create', { amountFen: 99, channel: '微信', idempotencyKey: key() }],
      ['/api/Recharge/Create', { amountFen: 100_000_001, channel: '微信', idempotencyKey: key() }],
      ['/api/Recharge/Create', { amountFen: 100.5, channel: '微信', idempotencyKey: key() }],
      ['/api/Recharge/Create', { amountFen: '100', channel: '微信', idempotencyKey: key() }],
      ['/api/Recharge/Create', { amountFen: 100, channel: '对公转账', idempotencyKey: key() }],
      ['/api/Recharge/Create', { amountFen: 100, channel: '__proto__', idempotencyKey: key() }],
      ['/api/Recharge/Create', { amountFen: 100, channel: '微信', idempotencyKey: 'x' }],
      ['/api/Recharge/Transfer', { amountFen: 100, slipFileName: 'a.png', slipBase64: Buffer.from('GIF89a....').toString('base64'), idempotencyKey: key() }],
      ['/api/Recharge/Transfer', { amountFen: 100, slipFileName: 'a.png', slipBase64: '', idempotencyKey: key() }],
      ['/api/Recharge/Transfer', { amountFen: 100, slipFileName: 'a.png', slipBase64: '%%%', idempotencyKey: key() }],
      ['/api/Recharge/Transfer', { amountFen: 100, slipFileName: ' ', slipBase64: PNG, idempotencyKey: key() }],
      ['/api/Recharge/Transfer', { amountFen: 100, slipFileName: 'a.png', slipBase64: Buffer.alloc(5 * 1024 * 1024 + 1, 0xff).toString('base64'), idempotencyKey: key() }],
    ];
    for (const [path, body] of bad) {
      const { status, msg } = await callTo('order', path, body, token);
      expect(status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect(standIn().ctx.db.prepare("SELECT COUNT(*) AS n FROM recharges WHERE status IN ('待支付', '审核中')").get()).toEqual({ n: 0 });
  });

  it('a bank transfer waits in 审核中; approval credits the balance exactly once, with before and after', async () => {
    const token = await session('agent01');
    const before = balance('A10001');
    const rechargeNo = await transferRecharge(token, 123_450);
    expect(((await callTo('order', `/api/Recharge/Get?rechargeNo=${rechargeNo}`, undefined, token)).data as { status: string; slipFileName: string })).toMatchObject({ status: '审核中', slipFileName: '回单.png' });
    const approve = () => call('/api/__dev/recharge', { rechargeNo, approve: true });
    const results = await Promise.all([approve(), approve(), approve()]);
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
    expect(balance('A10001')).toBe(before + 123_450);
    const detail = (await callTo('order', `/api/Recharge/Get?rechargeNo=${rechargeNo}`, undefined, token)).data as Record<string, unknown>;
    expect(detail).toMatchObject({ status: '已到账', balanceBeforeFen: before, balanceAfterFen: before + 123_450 });
    expect(detail.creditedAt).toEqual(expect.any(Number));
  });

  it('a rejected transfer keeps the balance and shows the reason', async () => {
    const token = await session('agent01');
    const before = balance('A10001');
    const rechargeNo = await transferRecharge(token, 10_000);
    await call('/api/__dev/recharge', { rechargeNo, approve: false, reason: '金额与回单不符' });
    expect(balance('A10001')).toBe(before);
    expect((await callTo('order', `/api/Recharge/Get?rechargeNo=${rechargeNo}`, undefined, token)).data).toMatchObject({ status: '已驳回', rejectReason: '金额与回单不符' });
  });

  it('staff accounts cannot recharge', async () => {
    const token = await session('staff01');
    const { code } = await callTo('order', '/api/Recharge/Create', { amountFen: 100, channel: '微信', idempotencyKey: key() }, token);
    expect(code).not.toBe(200);
  });
});

describe('ledger and account cards', () => {
  it('answers the sums of income and expense over every matching row', async () => {
    const token = await session('staff01');
    const page = (await callTo('order', '/api/Ledger/PageList', { pageSize: 5 }, token)).data as { total: number; list: unknown[]; incomeSumFen: number; expenseSumFen: number };
    const all = standIn().ctx.db.prepare('SELECT SUM(income_fen) AS i, SUM(expense_fen) AS e, COUNT(*) AS n FROM ledger WHERE agent_id = 1').get() as { i: number; e: number; n: number };
    expect(page).toMatchObject({ total: all.n, incomeSumFen: all.i, expenseSumFen: all.e });
    expect(page.list).toHaveLength(5);
    expect(page.incomeSumFen - page.expenseSumFen).toBe(balance('A10001'));
    const recharges = (await callTo('order', '/api/Ledger/PageList', { filters: { flowType: '充值' } }, token)).data as { expenseSumFen: number; incomeSumFen: number };
    expect(recharges).toMatchObject({ expenseSumFen: 0, incomeSumFen: all.i });
    expect((await callTo('order', '/api/Ledger/PageList', { filters: { constructor: 'x' } }, token)).status).toBe(400);
    const cards = (await callTo('order', '/api/Account/Summary', undefined, token)).data;
    expect(cards).toMatchObject({ balanceFen: balance('A10001'), frozenFen: 0, monthConsumedFen: expect.any(Number) });
  });
});

describe('balance transfer to a sub-agent', () => {
  const transfer = (token: string, body: object) => callTo('order', '/api/Account/TransferToSubAgent', body, token);

  it('moves the amount in one step, both ledgers as 划拨, once per key', async () => {
    const token = await session('agent01');
    const [ours, theirs] = [balance('A10001'), balance('A10002')];
    const body = { subAgentNo: 'A10002', amountFen: 50_000, code: await operationCode('balanceTransfer'), idempotencyKey: key() };
    const results = await Promise.all([transfer(token, body), transfer(token, body)]);
    expect(results.map((r) => r.code)).toEqual([200, 200]);
    expect(balance('A10001')).toBe(ours - 50_000);
    expect(balance('A10002')).toBe(theirs + 50_000);
    const lines = standIn().ctx.db.prepare("SELECT agent_id, income_fen, expense_fen FROM ledger WHERE flow_type = '划拨' ORDER BY agent_id").all();
    expect(lines).toEqual([{ agent_id: 1, income_fen: 0, expense_fen: 50_000 }, { agent_id: 2, income_fen: 50_000, expense_fen: 0 }]);
  });

  it('parallel transfers never overdraw', async () => {
    const token = await session('agent01');
    const ours = balance('A10001');
    const code = await operationCode('balanceTransfer');
    const amountFen = Math.ceil(ours * 0.6);
    const results = await Promise.all(Array.from({ length: 4 }, () => transfer(token, { subAgentNo: 'A10003', amountFen, code, idempotencyKey: key() })));
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
    expect(balance('A10001')).toBe(ours - amountFen);
    const again = await transfer(token, { subAgentNo: 'A10003', amountFen, code: await operationCode('balanceTransfer'), idempotencyKey: key() });
    expect(again.msg).toBe('账户余额不足');
    expect(balance('A10001')).toBe(ours - amountFen);
  });

  it('refuses a wrong code, a stranger agent, staff and malformed amounts', async () => {
    const token = await session('agent01');
    const code = await operationCode('balanceTransfer');
    expect((await transfer(token, { subAgentNo: 'A10002', amountFen: 100, code: '000000' === code ? '111111' : '000000', idempotencyKey: key() })).msg).toMatch(/验证码/);
    expect((await transfer(token, { subAgentNo: 'A10001', amountFen: 100, code, idempotencyKey: key() })).msg).toBe('只能划拨给本代理商的二级代理');
    for (const amountFen of [0, -5, 1.5, 1e20]) {
      expect((await transfer(token, { subAgentNo: 'A10002', amountFen, code, idempotencyKey: key() })).status).toBe(400);
    }
    const staff = await session('staff01');
    expect((await transfer(staff, { subAgentNo: 'A10002', amountFen: 100, code, idempotencyKey: key() })).code).not.toBe(200);
    const options = (await callTo('order', '/api/Account/SubAgents', undefined, token)).data as { agentNo: string }[];
    expect(options.map((o) => o.agentNo).slice(0, 2)).toEqual(['A10002', 'A10003']);
    expect(options.map((o) => o.agentNo)).not.toContain('A20002');
  });
});

describe('WLT account', () => {
  it('answers cards, costs and days that add up; the threshold is checked and saved', async () => {
    const token = await session('agent01');
    const cards = (await callTo('order', '/api/Wlt/Summary', undefined, token)).data as { balanceFen: number; monthConsumedFen: number; daysLeft: number };
    expect(cards.monthConsumedFen).toBeGreaterThan(0);
    expect(cards.daysLeft).toBeGreaterThanOrEqual(0);
    // The month before last, charged every day (the seed charges six months up to its day).
    const calendar = standIn().seedCalendar();
    const month = chinaMonth(calendar.monthStart(-2));
    const daysInMonth = Number(chinaDay(calendar.monthStart(-1) - 1).slice(8));
    const page = (await callTo('order', '/api/Wlt/CostPageList', { pageSize: 1, filters: { month } }, token)).data as { total: number; list: { userId: number; amountFen: number; item: string }[] };
    expect(page.total).toBe(12);
    const [cost] = page.list;
    const days = (await callTo('order', '/api/Wlt/CostDetail', { userId: cost.userId, month }, token)).data as { item: string; amountFen: number }[];
    expect(days.filter((d) => d.item === cost.item).reduce((sum, d) => sum + d.amountFen, 0)).toBe(cost.amountFen);
    expect(days).toHaveLength(daysInMonth * 2);
    expect((await callTo('order', '/api/Wlt/CostDetail', { userId: cost.userId, month: '2026-13' }, token)).status).toBe(400);
    expect((await callTo('order', '/api/Wlt/SetThreshold', { thresholdFen: 0 }, token)).status).toBe(400);
    expect((await callTo('order', '/api/Wlt/SetThreshold', { thresholdFen: 88_800 }, token)).data).toMatchObject({ warnThresholdFen: 88_800 });
    const staff = await session('staff01');
    expect((await callTo('order', '/api/Wlt/SetThreshold', { thresholdFen: 100 }, staff)).code).not.toBe(200);
  });
});
