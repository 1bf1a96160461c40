import { describe, expect, it } from 'vitest';
import type { BoardData, DbsetAnalysis } from '../../../src/contracts/agents.ts';
import type { PagedAnswer } from '../../../src/contracts/list.ts';
import { standInCalls } from '../../testing/calls.ts';
import { freshStandInPerTest } from '../../testing/freshStandIn.ts';
import { chinaDay, monthStart } from './agentSales.ts';

const standIn = freshStandInPerTest('agent-board-test-');
const { call, session } = standInCalls(standIn);
const total = async (path: string, body: object, token: string) => (await call<PagedAnswer<unknown> & { sum?: number }>(path, body, token)).data;

describe('the dashboard', () => {
  it("has numbers equal to the totals of the lists they link to", async () => {
    const token = await session('agent01');
    const board = (await call<BoardData>('/api/agent/Board', undefined, token)).data;
    const month = { dateFrom: board.monthFrom, dateTo: board.monthTo };
    expect(board.monthSales).toBeGreaterThan(0);
    expect(board.monthSales).toBe((await total('/api/agent/ConsumeRecordPageList', month, token)).sum);
    expect(board.subAgentCount).toBe((await total('/api/agent/SubAgentPageList', {}, token)).total);
    expect(board.monthRegistrations).toBe((await total('/api/agent/RegistrationPageList', month, token)).total);
    expect(board.monthCustomers).toBe((await total('/api/user/UserPageList', month, token)).total);
    expect(board.openAbnormal).toBe((await total('/api/agent/AbnormalPageList', { filters: { handleStatus: '未处理' } }, token)).total);
    expect(board.salesByMonth).toHaveLength(12);
    expect(board.salesByMonth.at(-1)!.value).toBe(board.monthSales);
    expect(board.expiring.length).toBeLessThanOrEqual(10);
  });

  it('charts the 12 months up to this one, a month without sales at 0', async () => {
    // Two months on from the seed, whose last sales are of its own day: those two months have none.
    await call('/api/__dev/clock', { advanceMs: standIn().seedCalendar().monthStart(2) + 5 * 86_400_000 - standIn().ctx.now() });
    const board = (await call<BoardData>('/api/agent/Board', undefined, await session('agent01'))).data;
    const months = Array.from({ length: 12 }, (_, index) => chinaDay(monthStart(standIn().ctx.now(), index - 11)).slice(0, 7));
    expect(board.salesByMonth.map((point) => point.period)).toEqual(months);
    expect(board.salesByMonth.slice(-2).map((point) => point.value)).toEqual([0, 0]);
    expect(board.salesByMonth.at(-3)!.value).toBeGreaterThan(0);
    expect(board.monthSales).toBe(0);
  });

  it('analyses databases by product and sub-agent, refusing a bad date and a foreign agent', async () => {
    const token = await session('agent01');
    const all = (await call<DbsetAnalysis>('/api/agent/DbsetAnalysis', {}, token)).data;
    expect(all.byProduct.reduce((sum, point) => sum + point.value, 0)).toBe(all.kpis.total);
    expect(all.sizeBuckets.reduce((sum, point) => sum + point.value, 0)).toBe(all.kpis.total);
    expect(all.top).toHaveLength(20);
    const one = (await call<DbsetAnalysis>('/api/agent/DbsetAnalysis', { productName: '云启CRM', agentNo: 'A10002' }, token)).data;
    expect(one.kpis.total).toBeLessThan(all.kpis.total);
    expect((await call('/api/agent/DbsetAnalysis', { dateFrom: '2026-02-30' }, token)).status).toBe(400);
    expect((await call('/api/agent/DbsetAnalysis', { agentNo: 'A20002' }, token)).msg).toBe('代理商不存在');
  });
});
