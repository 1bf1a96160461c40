import { describe, expect, it } from 'vitest';
import type { PagedAnswer } from '../../../src/contracts/list.ts';
import { standInCalls } from '../../testing/calls.ts';
import { freshStandInPerTest } from '../../testing/freshStandIn.ts';

const standIn = freshStandInPerTest('expiry-counts-test-');
const { call, session } = standInCalls(standIn);

interface ExpiredServiceCount {
  expired: number;
  within7Days: number;
  within30Days: number;
}

describe('the expiring-service counts of the home page and the dashboard', () => {
  it.each(['agent01', 'staff01'] as const)('equal the totals of the renewal queue each tile opens (%s)', async (account) => {
    const token = await session(account);
    const counts = (await call<ExpiredServiceCount>('/api/service/ExpiredServiceCount', undefined, token)).data;
    const queue = async (range: string) =>
      (await call<PagedAnswer<unknown>>('/api/service/AgentExpirePage', { pageSize: 1, filters: { range } }, token)).data.total;
    const chips = (await call<Record<string, number>>('/api/service/ExpireRangeCount', undefined, token)).data;
    expect(counts.within30Days).toBeGreaterThan(0);
    expect(counts.within30Days).toBe(await queue('30'));
    expect(counts.within30Days).toBe(chips['30']);
    expect(counts.within7Days).toBe(await queue('7'));
    expect(counts.expired).toBe(await queue('expired'));
    expect(counts.expired).toBe(chips.expired);
  });
});
