import { describe, expect, it } from 'vitest';
import type { IShopPlugin, UserCountAbnormal, UserCountAbnormalDetail, UserOrder, UserOrderCount } from '../../../src/contracts/agents.ts';
import type { PagedAnswer } from '../../../src/contracts/list.ts';
import { standInCalls } from '../../testing/calls.ts';
import { freshStandInPerTest } from '../../testing/freshStandIn.ts';

const standIn = freshStandInPerTest('agent-usage-test-');
const { call, session } = standInCalls(standIn);
const otherAgent = async () => (await call<{ token: string }>('/api/__dev/session', { account: 'bayong01' })).data.token;

describe('user-count anomalies, order counts and iShop plugins', () => {
  it('ignores an anomaly only with a reason, shows its detail, and keeps other agents out', async () => {
    const token = await session('agent01');
    const page = await call<PagedAnswer<UserCountAbnormal>>('/api/agent/AbnormalPageList', { filters: { handleStatus: '未处理' } }, token);
    const row = page.data.list[0];
    expect(row.overCount).toBe(row.peakUsers - row.userCount);
    expect((await call('/api/agent/IgnoreAbnormal', { id: row.id, reason: '  ' }, token)).msg).toBe('请填写忽略原因（不超过200字）');
    expect((await call('/api/agent/IgnoreAbnormal', { id: row.id, reason: '测试账号' }, await session('staff01'))).msg).toBe('没有该操作的权限');
    expect((await call('/api/agent/NotifyAbnormal', { id: row.id }, await otherAgent())).msg).toBe('异常记录不存在');
    expect((await call<UserCountAbnormal>('/api/agent/IgnoreAbnormal', { id: row.id, reason: '测试账号' }, token)).data.handleStatus).toBe('已忽略');
    expect((await call('/api/agent/NotifyAbnormal', { id: row.id }, token)).msg).toBe('该异常已忽略');
    const detail = await call<UserCountAbnormalDetail>(`/api/agent/AbnormalDetail?id=${row.id}`, undefined, token);
    expect(detail.data.sessions).toHaveLength(row.peakUsers);
    expect(detail.data.dailyPeaks).toHaveLength(14);
    expect((await call('/api/agent/AbnormalDetail?id=abc', undefined, token)).status).toBe(400);
  });

  it('ranks customers by paid orders and lists one customer’s orders', async () => {
    const token = await session('agent01');
    const ranked = await call<PagedAnswer<UserOrderCount>>('/api/agent/UserOrderCountPageList', { sortField: 'orderCount', sortOrder: 'desc' }, token);
    const top = ranked.data.list[0];
    expect(top.orderCount).toBeGreaterThan(0);
    const orders = await call<PagedAnswer<UserOrder>>('/api/agent/UserOrderPageList', { filters: { userId: top.userId }, pageSize: 100 }, token);
    const paid = orders.data.list.filter((order) => order.orderStatus === '已支付' || order.orderStatus === '已完成');
    expect(paid).toHaveLength(top.orderCount);
    expect(paid.reduce((sum, order) => sum + order.amount, 0)).toBe(top.orderAmount);
    expect((await call<PagedAnswer<UserOrderCount>>('/api/agent/UserOrderCountPageList', {}, await otherAgent())).data.total).toBe(0);
    expect((await call('/api/agent/UserOrderCountPageList', { sortField: 'constructor', sortOrder: 'asc' }, token)).status).toBe(400);
    const plugins = await call<PagedAnswer<IShopPlugin>>('/api/agent/IShopPluginPageList', { filters: { plugin: '拼团' } }, token);
    expect(plugins.data.list.every((row) => row.plugin === '拼团')).toBe(true);
  });
});
