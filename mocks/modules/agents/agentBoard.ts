import type { BoardData, DbsetAnalysis, SeriesPoint } from '../../../src/contracts/agents.ts';
import { BadRequestError, BusinessError } from '../../errors.ts';
import type { StandInContext, StandInModule } from '../../module.ts';
import { listTotals, pagedList, type PagedListSpec } from '../../pagedList.ts';
import { agentNetwork, callerOf, customerScope } from '../../scope.ts';
import { requireFields } from '../../validate.ts';
import { subAgentList } from './agents.ts';
import { chinaDay, consumeList, monthStart } from './agentSales.ts';
import { registrationList } from './agentRecords.ts';
import { abnormalList } from './agentUsage.ts';
import { customerList } from '../../domain/customers/customerList.ts';
import { signedIn } from '../../guards.ts';
import { DB_SIZE_MB, QUOTA_MB } from '../../domain/databaseModel.ts';

const DAY = 86_400_000;
const monthKey = (column: string) => `strftime('%Y-%m', (${column} + 28800000) / 1000, 'unixepoch')`;
/** A database's size and quota as 数据库列表 shows them (its 账套 plus the system's). */
const SIZE_MB = DB_SIZE_MB;
const SIZE_BUCKETS: Array<[string, number, number]> = [['<500MB', 0, 500], ['500MB–1GB', 500, 1024], ['1–2GB', 1024, 2048], ['≥2GB', 2048, 1e9]];

/** 'YYYY-MM-DD' → the epoch ms its China day starts at. */
function dayStart(value: string, name: string): number {
  const time = /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00+08:00`) : Number.NaN;
  if (Number.isNaN(time) || chinaDay(time) !== value) throw new BadRequestError(`参数 ${name} 应为 YYYY-MM-DD 格式的日期`);
  return time;
}

const total = (ctx: StandInContext, spec: PagedListSpec<unknown, unknown>, body: object) => pagedList(ctx, spec, { ...body, pageSize: 1 }).total;

/** The filters each KPI's list is opened with (the portal builds the same address from them). */
export function boardFilters(now: number) {
  const dateFrom = chinaDay(monthStart(now));
  const dateTo = chinaDay(monthStart(now, 1) - DAY);
  return { month: { dateFrom, dateTo }, openAbnormal: { filters: { handleStatus: '未处理' } } };
}

function board(ctx: StandInContext, accountId: number): BoardData {
  const { agentId } = callerOf(ctx, accountId);
  const { month, openAbnormal } = boardFilters(ctx.now());
  const network = customerScope(ctx, accountId, 'c.agent_id', 'c.id');
  const sales = consumeList(ctx, accountId);
  const firstMonth = monthStart(ctx.now(), -11);
  const sold = ctx.db
    .prepare(`SELECT ${monthKey('s.created_at')} AS period, SUM(s.amount_fen) AS value FROM ${sales.from} WHERE ${sales.scope.sql} AND s.created_at >= ? GROUP BY period`)
    .all(...sales.scope.params, firstMonth) as SeriesPoint[];
  // Each of the 12 months up to this one, a month without sales at 0.
  const salesByMonth = Array.from({ length: 12 }, (_, index) => {
    const period = chinaDay(monthStart(ctx.now(), index - 11)).slice(0, 7);
    return { period, value: sold.find((point) => point.period === period)?.value ?? 0 };
  });
  const productMix = ctx.db
    .prepare(`SELECT s.product_name AS period, SUM(s.amount_fen) AS value FROM ${sales.from} WHERE ${sales.scope.sql} AND s.created_at >= ? GROUP BY s.product_name ORDER BY value DESC`)
    .all(...sales.scope.params, firstMonth) as SeriesPoint[];
  const expiring = ctx.db
    .prepare(`SELECT c.id AS userId, c.name AS userName, c.product_name AS productName, c.expire_at AS expireDate FROM customers c WHERE ${network.sql} AND c.expire_at > ? ORDER BY c.expire_at, c.id LIMIT 10`)
    .all(...network.params, ctx.now()) as BoardData['expiring'];
  return {
    balance: (ctx.db.prepare('SELECT balance_cents FROM agents WHERE id = ?').get(agentId) as { balance_cents: number }).balance_cents,
    monthSales: listTotals<{ sum: number }>(ctx, sales, month, 'COALESCE(SUM(s.amount_fen), 0) AS sum').sum,
    monthFrom: month.dateFrom,
    monthTo: month.dateTo,
    subAgentCount: total(ctx, subAgentList(ctx, accountId), {}),
    monthRegistrations: total(ctx, registrationList(ctx, accountId), month),
    monthCustomers: total(ctx, customerList(ctx, accountId), month),
    openAbnormal: total(ctx, abnormalList(ctx, accountId), openAbnormal),
    salesByMonth,
    productMix,
    expiring,
  };
}

function dbsetAnalysis(ctx: StandInContext, accountId: number, body: unknown): DbsetAnalysis {
  const fields = requireFields(body, { productName: 'string?', agentNo: 'string?', dateFrom: 'string?', dateTo: 'string?' });
  const network = customerScope(ctx, accountId, 'c.agent_id', 'c.id');
  const where = [network.sql];
  const params: Array<string | number> = [...network.params];
  if (fields.productName) {
    where.push('c.product_name = ?');
    params.push(fields.productName);
  }
  if (fields.agentNo) {
    const agents = agentNetwork(ctx, accountId, 'c.id');
    const agent = ctx.db.prepare(`SELECT id FROM agents c WHERE agent_no = ? AND ${agents.sql}`).get(fields.agentNo, ...agents.params) as { id: number } | undefined;
    if (!agent) throw new BusinessError('代理商不存在');
    where.push('c.agent_id = ?');
    params.push(agent.id);
  }
  for (const [name, value, end] of [['dateFrom', fields.dateFrom, false], ['dateTo', fields.dateTo, true]] as const) {
    if (!value) continue;
    where.push(`c.created_at ${end ? '<' : '>='} ?`);
    params.push(dayStart(value, name) + (end ? DAY : 0));
  }
  const filter = `FROM customers c WHERE ${where.join(' AND ')}`;
  const kpis = ctx.db
    .prepare(`SELECT COUNT(*) AS total, COALESCE(SUM(c.created_at >= ?), 0) AS newThisMonth, COALESCE(ROUND(AVG(${SIZE_MB})), 0) AS averageMB,
      COALESCE(SUM(${SIZE_MB} >= ${QUOTA_MB} * 0.9), 0) AS nearQuota ${filter}`)
    .get(monthStart(ctx.now()), ...params) as DbsetAnalysis['kpis'];
  const perMonth = ctx.db.prepare(`SELECT ${monthKey('c.created_at')} AS period, COUNT(*) AS value ${filter} AND c.created_at >= ? GROUP BY period ORDER BY period`).all(...params, monthStart(ctx.now(), -23)) as SeriesPoint[];
  const sizeBuckets = SIZE_BUCKETS.map(([period, lo, hi]) => ({
    period,
    value: (ctx.db.prepare(`SELECT COUNT(*) AS n ${filter} AND ${SIZE_MB} >= ? AND ${SIZE_MB} < ?`).get(...params, lo, hi) as { n: number }).n,
  }));
  const byProduct = ctx.db.prepare(`SELECT c.product_name AS period, COUNT(*) AS value ${filter} GROUP BY c.product_name ORDER BY value DESC`).all(...params) as SeriesPoint[];
  const top = ctx.db
    .prepare(`SELECT c.id AS userId, c.name AS userName, c.product_name AS productName, c.host, ${SIZE_MB} AS sizeMB, ${QUOTA_MB} AS quotaMB ${filter} ORDER BY sizeMB DESC, c.id LIMIT 20`)
    .all(...params) as DbsetAnalysis['top'];
  return { kpis, perMonth, sizeBuckets, byProduct, top };
}

export const agentBoardModule: StandInModule = {
  name: 'agentBoard',
  routes({ api }, ctx) {
    api.get('/api/agent/Board', ({ accountId }) => board(ctx, accountId), { guard: signedIn });
    api.post('/api/agent/DbsetAnalysis', ({ accountId, body }) => dbsetAnalysis(ctx, accountId, body), { guard: signedIn });
  },
};
