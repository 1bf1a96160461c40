import { describe, expect, it } from 'vitest';
import { chinaDay, chinaMonth } from '../../../src/rules/calendar.ts';
import { standInCalls } from '../../testing/calls.ts';
import { sharedStandIn } from '../../testing/freshStandIn.ts';
import { SEEDED_CUSTOMERS } from './customers.ts';

const standIn = sharedStandIn('customers-');

interface CustomerRow {
  id: number;
  userCount: number;
  status: string;
  source: number;
  contact: string;
}
interface CustomerAnswer extends CustomerRow {
  total: number;
  pageIndex: number;
  list: CustomerRow[];
}

const { call, callAs } = standInCalls(standIn);
/** agent01's calls, their answers read as the list page reads them (the list call) or as one customer (the edit call). */
const agentCall = (path: string, body: unknown) => callAs<CustomerAnswer>('agent01', path, body);

describe('customer list (stand-in)', () => {
  it('pages through every seeded customer of the parent agent and its sub-agents', async () => {
    const { data } = await agentCall('/api/user/UserPageList', { pageIndex: 2, pageSize: 20 });
    expect(data.total).toBe(SEEDED_CUSTOMERS);
    expect(data.list).toHaveLength(20);
    expect(data.pageIndex).toBe(2);
  });

  it('sorts by a whitelisted column in either direction', async () => {
    const asc = await agentCall('/api/user/UserPageList', { pageSize: 50, sortField: 'userCount', sortOrder: 'asc' });
    const counts = asc.data.list.map((row: { userCount: number }) => row.userCount);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    const desc = await agentCall('/api/user/UserPageList', { pageSize: 1, sortField: 'userCount', sortOrder: 'desc' });
    expect(desc.data.list[0].userCount).toBeGreaterThan(counts[0]);
  });

  it('refuses a sort column outside the whitelist instead of building SQL from it', async () => {
    const answer = await agentCall('/api/user/UserPageList', { sortField: 'name; DROP TABLE customers', sortOrder: 'asc' });
    expect(answer).toMatchObject({ code: 400, msg: '不支持按 name; DROP TABLE customers 排序' });
    expect((await agentCall('/api/user/UserPageList', {})).data.total).toBe(SEEDED_CUSTOMERS);
  });

  it('filters by equality, an empty value meaning all', async () => {
    const trial = await agentCall('/api/user/UserPageList', { filters: { status: '试用' } });
    expect(trial.data.total).toBeGreaterThan(0);
    expect(trial.data.total).toBeLessThan(SEEDED_CUSTOMERS);
    expect(trial.data.list.every((row: { status: string }) => row.status === '试用')).toBe(true);
    expect((await agentCall('/api/user/UserPageList', { filters: { status: '' } })).data.total).toBe(SEEDED_CUSTOMERS);
    const selfService = await agentCall('/api/user/UserPageList', { filters: { source: '1' } });
    expect(selfService.data.total).toBeGreaterThan(0);
    expect(selfService.data.list.every((row: { source: number }) => row.source === 1)).toBe(true);
  });

  it('refuses a filter outside the whitelist', async () => {
    expect(await agentCall('/api/user/UserPageList', { filters: { 'agent_id = 2 OR 1': '1' } })).toMatchObject({ code: 400 });
  });

  it('filters by the registration date range, in China time', async () => {
    const all = (await agentCall('/api/user/UserPageList', {})).data.total;
    // The month before last, as the seed's calendar names it.
    const calendar = standIn().seedCalendar();
    const [first, next] = [calendar.monthStart(-2), calendar.monthStart(-1)];
    const recent = await agentCall('/api/user/UserPageList', { dateFrom: chinaDay(first), dateTo: chinaDay(next - 1), pageSize: 100 });
    expect(recent.data.total).toBeGreaterThan(0);
    expect(recent.data.total).toBeLessThan(all);
    expect(recent.data.list.every((row) => chinaMonth((row as unknown as { createdAt: number }).createdAt) === chinaMonth(first))).toBe(true);
  });

  it('says 已到期 of every customer whose expiry has passed, in its list, filter and record, and of none other', async () => {
    type Listed = CustomerRow & { expireAt: number; status: string };
    const now = standIn().ctx.now();
    const expired = (await agentCall('/api/user/UserPageList', { filters: { status: '已到期' }, pageSize: 100 })).data;
    const lapsed = standIn().ctx.db.prepare("SELECT COUNT(*) AS n FROM customers WHERE expire_at < ? AND status <> '已停用' AND agent_id IN (1, 2, 3)").get(now) as { n: number };
    expect(expired.total).toBe(lapsed.n);
    expect((expired.list as Listed[]).every((row) => row.expireAt < now && row.status === '已到期')).toBe(true);
    for (const status of ['试用', '正式']) {
      const running = (await agentCall('/api/user/UserPageList', { filters: { status }, pageSize: 100 })).data.list as Listed[];
      expect(running.every((row) => row.expireAt >= now), status).toBe(true);
    }
    // A trial that runs out reads 已到期 from that instant, with nothing stored anew.
    const [trial] = (await agentCall('/api/user/UserPageList', { filters: { status: '试用' }, pageSize: 10, sortField: 'expireAt', sortOrder: 'asc' })).data.list as Listed[];
    const shiftClock = (advanceMs: number) => call('/api/__dev/clock', { advanceMs });
    const statusOf = async () => (await callAs<Listed>('agent01', `/api/user/GetUserBasicInfo?userId=${trial.id}`)).data.status;
    expect(await statusOf()).toBe('试用');
    await shiftClock(trial.expireAt - now + 1);
    expect(await statusOf()).toBe('已到期');
    expect(standIn().ctx.db.prepare('SELECT status FROM customers WHERE id = ?').get(trial.id)).toEqual({ status: '试用' });
    await shiftClock(now - trial.expireAt - 1);
  });

  it('treats % and _ in the keyword literally', async () => {
    expect((await agentCall('/api/user/UserPageList', { keyword: '%' })).data.total).toBe(0);
  });

  it('updates an editable field after checking it, and rejects a bad value', async () => {
    const { data } = await agentCall('/api/user/UserPageList', { pageSize: 1 });
    const id = data.list[0].id;
    expect(await agentCall('/api/user/UpdateUserField', { id, field: 'phone', value: '123' })).toMatchObject({ msg: '请输入正确的手机号' });
    const saved = await agentCall('/api/user/UpdateUserField', { id, field: 'contact', value: ' 赵敏 ' });
    expect(saved.data.contact).toBe('赵敏');
    expect(await agentCall('/api/user/UpdateUserField', { id, field: 'status', value: '正式' })).toMatchObject({ code: 400, msg: '字段 status 不允许修改' });
  });
});
