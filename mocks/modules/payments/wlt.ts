import { paymentsScreens } from '../../../src/contracts/screens/payments.ts';
import type { WltCost, WltCostDay, WltCostStatus, WltSummary } from '../../../src/contracts/recharges.ts';
import { pick, seededRandom } from '../../db.ts';
import { BadRequestError } from '../../errors.ts';
import type { Services, StandInContext, StandInModule } from '../../module.ts';
import { chinaDay, chinaMonth } from '../../../src/rules/calendar.ts';
import type { SeedCalendar } from '../../seedCalendar.ts';
import { pagedList, type PagedListSpec, pagedListFor } from '../../pagedList.ts';
import { callerOf, customerOf, scopedRows } from '../../scope.ts';
import { requireFields } from '../../validate.ts';
import { readAmount } from '../../domain/rechargeInput.ts';
import { monthStart } from './recharges.ts';
import { button, signedIn } from '../../guards.ts';

/**
 * The metered WLT account (*assumed*: charged per customer and item each month): its own balance and
 * warning threshold, monthly costs per customer and item, and their days.
 */
const schema = `
CREATE TABLE IF NOT EXISTS wlt_accounts (
  agent_id INTEGER PRIMARY KEY REFERENCES agents(id),
  balance_fen INTEGER NOT NULL,
  warn_threshold_fen INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS wlt_costs (
  id INTEGER PRIMARY KEY,
  agent_id INTEGER NOT NULL REFERENCES agents(id),
  user_id INTEGER NOT NULL REFERENCES customers(id),
  customer_name TEXT NOT NULL,
  item TEXT NOT NULL,
  usage INTEGER NOT NULL,
  unit_fen INTEGER NOT NULL,
  amount_fen INTEGER NOT NULL,
  month TEXT NOT NULL,
  status TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS wlt_costs_agent ON wlt_costs (agent_id, month);
CREATE TABLE IF NOT EXISTS wlt_cost_days (
  cost_id INTEGER NOT NULL REFERENCES wlt_costs(id),
  day TEXT NOT NULL,
  usage INTEGER NOT NULL,
  amount_fen INTEGER NOT NULL,
  PRIMARY KEY (cost_id, day)
);
`;

const ITEMS: [string, number][] = [['运单查询', 2], ['电子面单', 8]];
/** Months of seeded costs, this one charged up to the seeding day. */
const MONTHS = 6;

function seed(ctx: StandInContext, calendar: SeedCalendar): void {
  const random = seededRandom(20261201);
  const insertCost = ctx.db.prepare(
    'INSERT INTO wlt_costs (agent_id, user_id, customer_name, item, usage, unit_fen, amount_fen, month, status) VALUES (?, ?, ?, ?, 0, ?, 0, ?, ?)',
  );
  const insertDay = ctx.db.prepare('INSERT INTO wlt_cost_days (cost_id, day, usage, amount_fen) VALUES (?, ?, ?, ?)');
  const totalCost = ctx.db.prepare('UPDATE wlt_costs SET usage = ?, amount_fen = ? WHERE id = ?');
  const today = Number(calendar.date(0).slice(8));
  for (const [agentId, customerCount] of [[1, 6], [2, 2], [3, 2]]) {
    ctx.db.prepare('INSERT INTO wlt_accounts (agent_id, balance_fen, warn_threshold_fen) VALUES (?, ?, ?)').run(agentId, 50_000 + Math.floor(random() * 200) * 1000, 20_000);
    const customers = ctx.db.prepare('SELECT id, name FROM customers WHERE agent_id = ? ORDER BY id LIMIT ?').all(agentId, customerCount) as { id: number; name: string }[];
    for (let back = MONTHS - 1; back >= 0; back -= 1) {
      const first = calendar.monthStart(-back);
      const month = chinaMonth(first);
      const days = back === 0 ? today : Number(chinaDay(calendar.monthStart(1 - back) - 1).slice(8));
      for (const customer of customers) {
        for (const [item, unitFen] of ITEMS) {
          const status: WltCostStatus = back > 0 && random() < 0.08 ? '欠费' : '已扣费';
          const costId = Number(insertCost.run(agentId, customer.id, customer.name, item, unitFen, month, status).lastInsertRowid);
          let usage = 0;
          for (let day = 1; day <= days; day += 1) {
            const count = Math.floor(random() * pick(random, [20, 60, 120]));
            usage += count;
            insertDay.run(costId, `${month}-${String(day).padStart(2, '0')}`, count, count * unitFen);
          }
          totalCost.run(usage, usage * unitFen, costId);
        }
      }
    }
  }
}


function summary(ctx: StandInContext, accountId: number): WltSummary {
  const { agentId } = callerOf(ctx, accountId);
  const account = ctx.db.prepare('SELECT balance_fen, warn_threshold_fen FROM wlt_accounts WHERE agent_id = ?').get(agentId) as
    | { balance_fen: number; warn_threshold_fen: number }
    | undefined;
  const now = ctx.now();
  const sumSince = (fromDay: string) =>
    (ctx.db
      .prepare('SELECT COALESCE(SUM(d.amount_fen), 0) AS total FROM wlt_cost_days d JOIN wlt_costs w ON w.id = d.cost_id WHERE w.agent_id = ? AND d.day >= ?')
      .get(agentId, fromDay) as { total: number }).total;
  const monthConsumedFen = sumSince(chinaDay(monthStart(now)));
  const daily = sumSince(chinaDay(now - 30 * 86_400_000)) / 30;
  const balanceFen = account?.balance_fen ?? 0;
  return {
    balanceFen,
    monthConsumedFen,
    daysLeft: daily > 0 ? Math.floor(balanceFen / daily) : null,
    warnThresholdFen: account?.warn_threshold_fen ?? 0,
  };
}

function setThreshold(ctx: StandInContext, accountId: number, body: unknown): WltSummary {
  const { thresholdFen } = requireFields(body, { thresholdFen: 'number' });
  const amount = readAmount(thresholdFen, 1, 100_000_000, '预警阈值');
  const { agentId } = callerOf(ctx, accountId);
  ctx.db
    .prepare('INSERT INTO wlt_accounts (agent_id, balance_fen, warn_threshold_fen) VALUES (?, 0, ?) ON CONFLICT (agent_id) DO UPDATE SET warn_threshold_fen = excluded.warn_threshold_fen')
    .run(agentId, amount);
  return summary(ctx, accountId);
}

interface CostRow {
  id: number;
  user_id: number;
  customer_name: string;
  item: string;
  usage: number;
  unit_fen: number;
  amount_fen: number;
  month: string;
  status: WltCostStatus;
}

const costList = (ctx: StandInContext, accountId: number): PagedListSpec<CostRow, WltCost> => pagedListFor(paymentsScreens.wltUserCost.list, {
  from: 'wlt_costs w',
  scope: scopedRows(ctx, accountId, 'wlt_costs', 'w'),
  sortable: { amountFen: 'w.amount_fen', usage: 'w.usage', month: 'w.month' },
  filterable: { status: 'w.status', month: 'w.month', item: 'w.item', userId: 'w.user_id' },
  keyword: ['w.customer_name'],
  defaultOrder: 'w.month DESC, w.amount_fen DESC, w.id',
  toItem: (row) => ({
    id: row.id,
    userId: row.user_id,
    customerName: row.customer_name,
    item: row.item,
    usage: row.usage,
    unitFen: row.unit_fen,
    amountFen: row.amount_fen,
    month: row.month,
    status: row.status,
  }),
});

function costDays(ctx: StandInContext, accountId: number, body: unknown): WltCostDay[] {
  const { userId, month } = requireFields(body, { userId: 'number', month: 'string' });
  if (!Number.isSafeInteger(userId) || userId < 1) throw new BadRequestError('参数 userId 应为正整数');
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw new BadRequestError('参数 month 应为 YYYY-MM 格式');
  customerOf(ctx, accountId, userId);
  const scope = scopedRows(ctx, accountId, 'wlt_costs', 'w');
  return ctx.db
    .prepare(
      `SELECT d.day, w.item, d.usage, d.amount_fen AS amountFen FROM wlt_cost_days d JOIN wlt_costs w ON w.id = d.cost_id
       WHERE ${scope.sql} AND w.user_id = ? AND w.month = ? ORDER BY d.day, w.item`,
    )
    .all(...scope.params, userId, month) as WltCostDay[];
}

function routes({ order }: Services, ctx: StandInContext): void {
  order.get('/api/Wlt/Summary', ({ accountId }) => summary(ctx, accountId), { guard: signedIn });
  order.post('/api/Wlt/SetThreshold', ({ accountId, body }) => setThreshold(ctx, accountId, body), { guard: button(paymentsScreens.wltAccount, 'threshold') });
  order.post('/api/Wlt/CostPageList', ({ accountId, body }) => pagedList(ctx, costList(ctx, accountId), body), { guard: signedIn });
  order.post('/api/Wlt/CostDetail', ({ accountId, body }) => costDays(ctx, accountId, body), { guard: signedIn });
}

export const wltModule: StandInModule = { name: 'wlt', schema, seed, routes };
