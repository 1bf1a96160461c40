import type { ConsumeRecord, SalesChart, SalesChartRow, SalesPeriod } from '../../../src/contracts/agents.ts';
import { pick, seededRandom } from '../../db.ts';
import { BadRequestError } from '../../errors.ts';
import type { Service } from '../../http.ts';
import type { StandInContext } from '../../module.ts';
import type { SeedCalendar } from '../../seedCalendar.ts';
import { pagedList, pagedListFor, type Clause, type PagedListSpec } from '../../pagedList.ts';
import { agentsScreens } from '../../../src/contracts/screens/agents.ts';
import { callerOf, scopedRows } from '../../scope.ts';
import { requireFields } from '../../validate.ts';
import { signedIn } from '../../guards.ts';

const CHINA_OFFSET_MS = 8 * 3600_000;
/** The seeded sales run for 24 months up to the seeding day (this month's so far). */
export const SALES_MONTHS = 24;
const RECORDS_PER_MONTH = 3;
const orderTypes = ['新购', '续费', '增加用户', '升级'];

/** Epoch ms of the start of the China-time month holding `at` (`shift` months later). */
export function monthStart(at: number, shift = 0): number {
  const local = new Date(at + CHINA_OFFSET_MS);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + shift, 1) - CHINA_OFFSET_MS;
}

/** 'YYYY-MM-DD' of a China-time day. */
export const chinaDay = (at: number) => new Date(at + CHINA_OFFSET_MS).toISOString().slice(0, 10);

/**
 * Where every sub-agent figure (its 本月销售额, 消费记录, the sales chart, the board) is read from: a sale is an
 * order of one of the sub-agent's own customers, so a sub-agent without customers has no sales.
 */
export const SALES_FROM = 'agent_sales s JOIN customers c ON c.id = s.user_id AND c.agent_id = s.agent_id';

/** Deterministic sales: RECORDS_PER_MONTH a month for SALES_MONTHS months per sub-agent that has customers, bought by them. */
export function seedSales(ctx: StandInContext, calendar: SeedCalendar, agentIds: number[]): void {
  const random = seededRandom(2414);
  const insert = ctx.db.prepare(
    'INSERT INTO agent_sales (agent_id, user_id, order_no, order_type, product_name, amount_fen, discount_fen, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const buyersOf = ctx.db.prepare('SELECT id, product_name AS productName FROM customers WHERE agent_id = ? ORDER BY id LIMIT 40');
  let serial = 0;
  for (const agentId of agentIds) {
    const buyers = buyersOf.all(agentId) as Array<{ id: number; productName: string }>;
    if (buyers.length === 0) continue;
    const base = 80_000 + (agentId % 7) * 30_000;
    for (let month = SALES_MONTHS - 1; month >= 0; month -= 1) {
      const start = calendar.monthStart(-month);
      for (let n = 0; n < RECORDS_PER_MONTH; n += 1) {
        serial += 1;
        const amount = Math.round((base * (1 + (SALES_MONTHS - month) * 0.03) * (0.5 + random())) / 100) * 100;
        const dayOfMonth = Math.floor(random() * 18);
        // This month's sales fall between its first instant and now, however little of it has passed.
        const at = month === 0 ? calendar.thisMonth((n + dayOfMonth / 18) / RECORDS_PER_MONTH) : start + dayOfMonth * 86_400_000 + 3_600_000;
        const buyer = pick(random, buyers);
        insert.run(agentId, buyer.id, `DD${chinaDay(at).replaceAll('-', '')}${String(serial).padStart(6, '0')}`, pick(random, orderTypes), buyer.productName, amount, Math.round(amount * 0.1), at);
      }
    }
  }
}

interface SaleRow {
  id: number;
  agent_no: string;
  agent_name: string;
  customer_name: string;
  order_no: string;
  order_type: string;
  product_name: string;
  amount_fen: number;
  discount_fen: number;
  created_at: number;
}

/** The sales of the caller's sub-agents (`g`) to the customers the caller sees, over SALES_FROM as `s`. */
function subAgentSales(ctx: StandInContext, accountId: number, agentId: number): Clause {
  const scope = scopedRows(ctx, accountId, 'agent_sales', 's');
  return { sql: `g.parent_id = ? AND ${scope.sql}`, params: [agentId, ...scope.params] };
}

/** The caller's sub-agents' consumption (their orders), with the amount summed over every match. */
export function consumeList(ctx: StandInContext, accountId: number): PagedListSpec<SaleRow, ConsumeRecord> {
  const { agentId } = callerOf(ctx, accountId);
  return pagedListFor(agentsScreens.consumeRecord.list, {
    from: `${SALES_FROM} JOIN agents g ON g.id = s.agent_id`,
    select: 's.*, c.name AS customer_name, g.agent_no, g.name AS agent_name',
    scope: subAgentSales(ctx, accountId, agentId),
    sortable: { amount: 's.amount_fen', createTime: 's.created_at' },
    filterable: { agentNo: 'g.agent_no', orderType: 's.order_type', productName: 's.product_name' },
    keyword: ['c.name', 's.order_no', 'g.name'],
    dateColumn: 's.created_at',
    defaultOrder: 's.created_at DESC, s.id DESC',
    sum: 's.amount_fen',
    toItem: (row) => ({
      id: row.id,
      agentNo: row.agent_no,
      agentName: row.agent_name,
      userName: row.customer_name,
      orderNo: row.order_no,
      orderType: row.order_type,
      productName: row.product_name,
      amount: row.amount_fen,
      discount: row.discount_fen,
      createTime: row.created_at,
    }),
  });
}

const PERIODS: Record<SalesPeriod, { count: number; key: string }> = {
  month: { count: SALES_MONTHS, key: "strftime('%Y-%m', (s.created_at + 28800000) / 1000, 'unixepoch')" },
  quarter: {
    count: SALES_MONTHS / 3,
    key: "strftime('%Y', (s.created_at + 28800000) / 1000, 'unixepoch') || '-Q' || ((CAST(strftime('%m', (s.created_at + 28800000) / 1000, 'unixepoch') AS INTEGER) + 2) / 3)",
  },
  year: { count: 3, key: "strftime('%Y', (s.created_at + 28800000) / 1000, 'unixepoch')" },
};

/** The labels of the last `count` periods up to the one holding `at`, oldest first, and their step back a year. */
function periodLabels(period: SalesPeriod, at: number, count: number): { labels: string[]; yearBack: number } {
  const labels: string[] = [];
  const step = period === 'month' ? 1 : period === 'quarter' ? 3 : 12;
  for (let n = count - 1; n >= 0; n -= 1) {
    const local = new Date(monthStart(at, -n * step) + CHINA_OFFSET_MS);
    const year = local.getUTCFullYear();
    const month = local.getUTCMonth() + 1;
    labels.push(period === 'month' ? `${year}-${String(month).padStart(2, '0')}` : period === 'quarter' ? `${year}-Q${Math.ceil(month / 3)}` : String(year));
  }
  return { labels, yearBack: 12 / step };
}

const growth = (now: number, before: number | undefined) => (before ? Math.round(((now - before) / before) * 1000) / 10 : null);

/** 二级代理销售图表: sales per chosen sub-agent and period, totals with 同比 and 环比 (percent, one decimal). */
export function salesChart(ctx: StandInContext, accountId: number, body: unknown): SalesChart {
  const fields = requireFields(body, { period: 'string', agentNos: 'array' });
  if (!Object.hasOwn(PERIODS, fields.period)) throw new BadRequestError('统计周期应为 month、quarter 或 year');
  const period = fields.period as SalesPeriod;
  if (fields.agentNos.length > 200 || fields.agentNos.some((no) => typeof no !== 'string')) throw new BadRequestError('代理商编号应为文字列表');
  const { agentId } = callerOf(ctx, accountId);
  const { labels, yearBack } = periodLabels(period, ctx.now(), PERIODS[period].count + (period === 'year' ? 0 : 12 / (period === 'month' ? 1 : 3)));
  const shown = labels.slice(labels.length - PERIODS[period].count);
  const chosen = fields.agentNos as string[];
  const filter = chosen.length ? `AND g.agent_no IN (${chosen.map(() => '?').join(', ')})` : '';
  const sales = subAgentSales(ctx, accountId, agentId);
  const rows = ctx.db
    .prepare(
      `SELECT g.agent_no AS agentNo, g.name AS agentName, ${PERIODS[period].key} AS period, SUM(s.amount_fen) AS amount
       FROM ${SALES_FROM} JOIN agents g ON g.id = s.agent_id WHERE ${sales.sql} ${filter} GROUP BY g.id, period ORDER BY g.agent_no`,
    )
    .all(...sales.params, ...chosen) as Array<{ agentNo: string; agentName: string; period: string; amount: number }>;
  const byAgent = new Map<string, SalesChartRow>();
  const allTotals = new Map<string, number>();
  for (const row of rows) {
    allTotals.set(row.period, (allTotals.get(row.period) ?? 0) + row.amount);
    const index = shown.indexOf(row.period);
    if (index < 0) continue;
    const entry = byAgent.get(row.agentNo) ?? { agentNo: row.agentNo, agentName: row.agentName, values: shown.map(() => 0), total: 0 };
    entry.values[index] += row.amount;
    entry.total += row.amount;
    byAgent.set(row.agentNo, entry);
  }
  const totals = shown.map((label) => {
    const at = labels.indexOf(label);
    const amount = allTotals.get(label) ?? 0;
    return { period: label, amount, yoy: growth(amount, at >= yearBack ? allTotals.get(labels[at - yearBack]) : undefined), mom: growth(amount, allTotals.get(labels[at - 1])) };
  });
  return { periods: shown, rows: [...byAgent.values()], totals };
}

export function consumeRoutes(api: Service, ctx: StandInContext): void {
  api.post('/api/agent/ConsumeRecordPageList', ({ accountId, body }) => pagedList(ctx, consumeList(ctx, accountId), body), { guard: signedIn });
  api.post('/api/agent/SalesChart', ({ accountId, body }) => salesChart(ctx, accountId, body), { guard: signedIn });
}
