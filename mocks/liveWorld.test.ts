import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardData, SalesChart, SubAgent } from '../src/contracts/agents.ts';
import type { PagedAnswer } from '../src/contracts/list.ts';
import type { WltSummary } from '../src/contracts/recharges.ts';
import { chinaDay, chinaMonthStart } from '../src/rules/calendar.ts';
import { startStandIn, type StandIn } from './standIn.ts';
import { standInCalls } from './testing/calls.ts';

/**
 * What a live world means: whatever instant the stand-in is seeded at, the figures the home page, the
 * dashboard, the sub-agent list, 物流通, 30天内到期 and the charts show are there and add up, and nothing the
 * seed records happened after it. Checked at the instants that break date code (a month's first hour and last
 * minute, the year's last minute, a leap day) and a year from now, beside the real clock.
 */

const DAY = 86_400_000;
const china = (text: string) => Date.parse(`${text}+08:00`);

function instants(now = Date.now()): Array<[string, number]> {
  const nextMonth = chinaMonthStart(now, 1);
  const year = Number(chinaDay(now).slice(0, 4));
  return [
    ['now', now],
    ['00:30 on the 1st', nextMonth + 30 * 60_000],
    ['23:59 on the last day of the month', nextMonth - 60_000],
    ['31 December 23:59', china(`${year}-12-31T23:59:00`)],
    ['29 February 2028 12:00', china('2028-02-29T12:00:00')],
    ['a year and a month from now', now + 400 * DAY],
  ];
}

/** Columns that record when something happened (the rest name ends and plans: expire_at, end_at, next_time…). */
const EVENT_COLUMN = /(_at|_time|^time)$/;
const FUTURE_BY_NATURE = /expire|ends?_at|next_|plan_|starts?_at|deleted_at|cancelled_at|urged_at|extended_at/;

describe.each(instants())('the world seeded at %s', (_label, instant) => {
  let standIn: StandIn;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'live-world-test-'));
    standIn = await startStandIn({ dataDir, fresh: true, clockStart: instant });
  });
  afterAll(async () => {
    await standIn.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const { callAs } = standInCalls(() => standIn);
  const list = async <T>(path: string, body: object, service: 'api' | 'order' = 'api') =>
    (await callAs<PagedAnswer<T> & { sum?: number }>('agent01', path, { pageSize: 200, ...body }, service)).data;

  it('records nothing after the instant it was seeded at', () => {
    const { db } = standIn.ctx;
    const seededAt = standIn.seedCalendar().now;
    expect(seededAt).toBe(instant);
    const late: string[] = [];
    for (const { name: table } of db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Array<{ name: string }>) {
      for (const { name: column, type } of db.prepare(`PRAGMA table_info(${table})`).all() as Array<{ name: string; type: string }>) {
        if (type !== 'INTEGER' || !EVENT_COLUMN.test(column) || FUTURE_BY_NATURE.test(column)) continue;
        const { n } = db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${column} > ?`).get(seededAt) as { n: number };
        if (n > 0) late.push(`${table}.${column}: ${n}`);
      }
    }
    expect(late).toEqual([]);
  });

  it("shows this month's sales on the dashboard, added up from the sub-agents' and the consumption list", async () => {
    const board = (await callAs<BoardData>('agent01', '/api/agent/Board')).data;
    const month = { dateFrom: board.monthFrom, dateTo: board.monthTo };
    expect(board.monthFrom).toBe(chinaDay(chinaMonthStart(instant)));
    expect(board.monthSales).toBeGreaterThan(0);
    expect((await list('/api/agent/ConsumeRecordPageList', month)).sum).toBe(board.monthSales);
    const subAgents = await list<SubAgent>('/api/agent/SubAgentPageList', {});
    expect(subAgents.list.reduce((sum, agent) => sum + agent.monthSales, 0)).toBe(board.monthSales);
    expect(board.salesByMonth.map((point) => point.period)).toHaveLength(12);
    expect(board.salesByMonth.every((point) => point.value > 0)).toBe(true);
    expect(board.monthCustomers).toBeGreaterThan(0);
    expect(board.monthRegistrations).toBeGreaterThan(0);
  });

  it('charts 24 months of sales, each of them sold in', async () => {
    const chart = (await callAs<SalesChart>('agent01', '/api/agent/SalesChart', { period: 'month', agentNos: [] })).data;
    expect(chart.periods.at(-1)).toBe(chinaDay(instant).slice(0, 7));
    expect(chart.totals.length).toBeGreaterThanOrEqual(12);
    expect(chart.totals.every((total) => total.amount > 0)).toBe(true);
  });

  it('has services falling due within 30 days, as the home page counts them and the renewal queue lists them', async () => {
    const counts = (await callAs<{ expired: number; within7Days: number; within30Days: number }>('agent01', '/api/service/ExpiredServiceCount')).data;
    expect(counts.within30Days).toBeGreaterThan(counts.within7Days);
    expect(counts.expired).toBeGreaterThan(0);
    expect((await list('/api/service/AgentExpirePage', { filters: { range: '30' } })).total).toBe(counts.within30Days);
  });

  it("charges 物流通 this month and over the last 30 days", async () => {
    const wlt = (await callAs<WltSummary>('agent01', '/api/Wlt/Summary', undefined, 'order')).data;
    expect(wlt.monthConsumedFen).toBeGreaterThan(0);
    expect(wlt.daysLeft).not.toBeNull();
  });

  it('has work of today and this month: orders placed and awaiting payment, sends, renewals, audits, notices, feedback', async () => {
    const today = { dateFrom: chinaDay(instant), dateTo: chinaDay(instant) };
    const orders = await list<{ orderStatus: string }>('/api/Order/PageList', today, 'order');
    expect(orders.total).toBeGreaterThan(0);
    expect(orders.list.some((order) => order.orderStatus === '待支付')).toBe(true);
    expect((await list('/api/sms/Send/List', today)).total).toBeGreaterThan(0);
    expect((await list('/api/user/RenewPageList', { dateFrom: `${chinaDay(instant).slice(0, 4)}-01-01`, dateTo: today.dateTo })).total).toBeGreaterThan(0);
    expect((await list('/api/Invoice/InvoicePageList', { filters: { status: '待审核' } })).total).toBeGreaterThan(0);
    expect((await callAs<number>('agent01', '/api/workorder/OpenCount')).data).toBeGreaterThan(0);
    expect((await callAs<number>('agent01', '/api/notice/UnreadCount')).data).toBeGreaterThan(0);
    const feedback = (await callAs<PagedAnswer<{ createTime: string }>>('agent01', '/api/Consultation/MyList')).data;
    expect(Date.parse(feedback.list[0].createTime)).toBeGreaterThan(instant - 7 * DAY);
  });

  it('has a contract in force, one due for renewal, and none in force past its end', async () => {
    const contracts = (await list<{ signStatus: string; expiringSoon: boolean; endAt: number }>('/api/contract/List', {})).list;
    expect(contracts.some((contract) => contract.signStatus === '已生效' || contract.signStatus === '已签署')).toBe(true);
    expect(contracts.some((contract) => contract.expiringSoon)).toBe(true);
    expect(contracts.filter((contract) => ['已生效', '已签署'].includes(contract.signStatus) && contract.endAt < instant)).toEqual([]);
  });
});
