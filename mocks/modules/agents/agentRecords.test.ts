import { describe, expect, it } from 'vitest';
import type { Dongle, Registration } from '../../../src/contracts/agents.ts';
import type { PagedAnswer } from '../../../src/contracts/list.ts';
import { standInCalls } from '../../testing/calls.ts';
import { freshStandInPerTest } from '../../testing/freshStandIn.ts';
import { DOG_NAME_MISMATCH } from './agentDongles.ts';

const standIn = freshStandInPerTest('agent-records-test-');
const { call, session, operationCode } = standInCalls(standIn);
const otherAgent = async () => (await call<{ token: string }>('/api/__dev/session', { account: 'bayong01' })).data.token;

describe('registrations', () => {
  it('extends a trial up to 30 days, refuses after 放弃, and keeps other agents out', async () => {
    const token = await session('agent01');
    const page = await call<PagedAnswer<Registration>>('/api/agent/RegistrationPageList', { filters: { followStatus: '未跟进' } }, token);
    expect(page.data.total).toBeGreaterThan(0);
    const row = page.data.list[0];
    const extended = await call<Registration>('/api/agent/ExtendTrial', { userId: row.id, days: 30 }, token);
    expect(extended.data.trialEnd).toBeGreaterThanOrEqual(row.trialEnd + 30 * 86_400_000);
    expect(extended.data.followStatus).toBe('跟进中');
    expect((await call('/api/agent/ExtendTrial', { userId: row.id, days: 7 }, token)).msg).toBe('试用最多延长30天，已延长30天');
    expect((await call('/api/agent/ExtendTrial', { userId: row.id, days: 9 }, token)).msg).toBe('延长天数应为7、15或30天');
    expect((await call('/api/agent/ExtendTrial', { userId: row.id, days: 7 }, await otherAgent())).msg).toBe('注册信息不存在');
    expect((await call('/api/agent/ExtendTrial', { userId: row.id, days: 7 }, await session('staff01'))).msg).toBe('没有该操作的权限');
    expect((await call<Registration>('/api/agent/AbandonRegistration', { userId: row.id }, token)).data.followStatus).toBe('已放弃');
    expect((await call('/api/agent/FollowRegistration', { userId: row.id }, token)).msg).toBe('该注册已放弃，不能再操作');
    expect((await call('/api/agent/FollowRegistration', { userId: 'x' }, token)).status).toBe(400);
  });
});

describe('dongles', () => {
  it('binds stock, refuses unbinding without the typed number, unbinds with a code, and reports loss', async () => {
    const token = await session('agent01');
    const all = await call<PagedAnswer<Dongle>>('/api/agent/DonglePageList', { pageSize: 50 }, token);
    expect(all.data.list.some((row) => row.status === '库存')).toBe(true);
    const theirs = await call<PagedAnswer<Dongle>>('/api/agent/DonglePageList', { pageSize: 50 }, await otherAgent());
    expect(theirs.data.list.map((row) => row.dogNo).sort()).toEqual(['JMG890005', 'JMG890006']);
    const bound = all.data.list.find((row) => row.status === '已绑定')!;
    expect((await call('/api/agent/UnbindDongle', { dogNo: bound.dogNo, confirmName: 'JMG0', code: '000000' }, token)).msg).toBe(DOG_NAME_MISMATCH);
    const code = await operationCode('dangerousOp');
    const unbound = await call<Dongle>('/api/agent/UnbindDongle', { dogNo: bound.dogNo, confirmName: bound.dogNo, code }, token);
    expect(unbound.data.status).toBe('库存');
    const rebound = await call<Dongle>('/api/agent/BindDongle', { dogNo: bound.dogNo, userId: bound.userId }, token);
    expect(rebound.data).toMatchObject({ status: '已绑定', userName: bound.userName });
    expect((await call<Dongle>('/api/agent/ReportDongleLost', { dogNo: bound.dogNo }, token)).data.status).toBe('已挂失');
    expect((await call('/api/agent/ReportDongleLost', { dogNo: bound.dogNo }, token)).msg).toBe('只有已绑定的加密狗可以挂失');
    expect((await call('/api/agent/BindDongle', { dogNo: 'JMG890005', userId: bound.userId }, token)).msg).toBe('加密狗不存在');
    expect((await call('/api/agent/ReportDongleLost', { dogNo: bound.dogNo }, await session('staff01'))).msg).toBe('没有该操作的权限');
  });
});
