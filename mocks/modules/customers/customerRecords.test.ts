import { describe, expect, it } from 'vitest';
import { chinaDay } from '../../../src/rules/calendar.ts';
import { freshStandInPerTest } from '../../testing/freshStandIn.ts';
import { NO_PERMISSION } from '../../scope.ts';
import { FEE_UNCHANGED } from './customerRecords.ts';
import { NOT_TRACK_AUTHOR } from './customerTracks.ts';
import { standInCalls } from '../../testing/calls.ts';

const standIn = freshStandInPerTest('customer-records-test-');
const { call } = standInCalls(standIn);

interface Page<T> {
  total: number;
  list: T[];
  sum?: number;
}


async function signIn(account: string): Promise<string> {
  return (await call<{ token: string }>('/api/__dev/session', { account }, '')).data.token;
}

/** An account of sub-agent A10002: it sees its own customers only, not its parent's. */
async function subAgentToken(): Promise<string> {
  standIn()
    .ctx.db.prepare("INSERT INTO accounts (account, name, phone, password_hash, agent_id, is_parent, role_type, created_at) VALUES ('sub02', '陈静', '13900000012', 'x', 2, 1, 1, 0)")
    .run();
  return signIn('sub02');
}

/** A customer of agent01's own (agent 1), the newest one with follow-ups. */
function ownCustomerWithTracks(): number {
  return (standIn().ctx.db.prepare('SELECT t.customer_id AS id FROM customer_tracks t JOIN customers c ON c.id = t.customer_id WHERE c.agent_id = 1 ORDER BY t.customer_id DESC').get() as { id: number }).id;
}

const today = () => chinaDay(standIn().ctx.now());

describe('customer detail and contact edit', () => {
  it('answers the detail with its agent and saves a contact edit the list shows', async () => {
    const agent = await signIn('agent01');
    const id = ownCustomerWithTracks();
    const detail = await call<{ agentName: string; landline: string }>(`/api/user/GetDetail?userId=${id}`, undefined, agent);
    expect(detail.data.agentName).toBe('杭州云启科技有限公司');
    const saved = await call<{ contact: string; landline: string }>('/api/user/UpdateUserInfo', { userId: id, name: '新名称有限公司', contact: '赵敏', phone: '13911112222', landline: '0571-88886666' }, agent);
    expect(saved.data).toMatchObject({ contact: '赵敏', landline: '0571-88886666' });
    const list = await call<Page<{ contact: string }>>('/api/user/UserPageList', { keyword: '新名称有限公司' }, agent);
    expect(list.data.list[0].contact).toBe('赵敏');
  });

  it('refuses a wrong phone, a missing field, a staff account and another agent', async () => {
    const agent = await signIn('agent01');
    const id = ownCustomerWithTracks();
    const base = { userId: id, name: '客户', contact: '赵敏', phone: '13911112222' };
    expect((await call('/api/user/UpdateUserInfo', { ...base, phone: '139' }, agent)).msg).toBe('请输入正确的手机号');
    expect((await call('/api/user/UpdateUserInfo', { ...base, email: 'x@' }, agent)).msg).toBe('请输入正确的邮箱');
    expect((await call('/api/user/UpdateUserInfo', { userId: id, name: '客户' }, agent)).status).toBe(400);
    expect((await call('/api/user/UpdateUserInfo', base, await signIn('staff01'))).msg).toBe(NO_PERMISSION);
    const sub = await subAgentToken();
    expect((await call(`/api/user/GetDetail?userId=${id}`, undefined, sub)).msg).toBe('客户不存在');
  });
});

describe('follow-ups', () => {
  it('adds a follow-up that the customer list of follow-ups and the thread show first', async () => {
    const staff = await signIn('staff01');
    const id = ownCustomerWithTracks();
    const added = await call<{ id: number; staffName: string; mine: boolean }>('/api/CustomerTrack/Add', { userId: id, trackWay: '微信', content: '约好下周演示', nextTime: today() }, staff);
    expect(added.data).toMatchObject({ staffName: '李娜', mine: true });
    const list = await call<Page<{ id: number }>>('/api/CustomerTrack/PageList', { filters: { userId: String(id), pending: '1' } }, staff);
    expect(list.data.list[0].id).toBe(added.data.id);
    const thread = await call<{ tracks: Array<{ id: number }> }>(`/api/CustomerTrack/Thread?id=${added.data.id}`, undefined, staff);
    expect(thread.data.tracks[0].id).toBe(added.data.id);
  });

  it('refuses a past next day, blank content, an unknown way and odd filters', async () => {
    const agent = await signIn('agent01');
    const userId = ownCustomerWithTracks();
    expect((await call('/api/CustomerTrack/Add', { userId, trackWay: '电话', content: '回访', nextTime: '2020-01-01' }, agent)).msg).toBe('下次跟踪日期不能早于今天');
    expect((await call('/api/CustomerTrack/Add', { userId, trackWay: '电话', content: '  ' }, agent)).msg).toBe('请填写跟进内容');
    expect((await call('/api/CustomerTrack/Add', { userId, trackWay: '飞鸽', content: '回访' }, agent)).status).toBe(400);
    expect((await call('/api/CustomerTrack/Add', { userId: 'x', trackWay: '电话', content: '回访' }, agent)).status).toBe(400);
    expect((await call('/api/CustomerTrack/PageList', { filters: { __proto__: '1', constructor: '1' } }, agent)).status).toBe(400);
  });

  it("lets only the author edit, only the main account delete, and no other agent read or delete", async () => {
    const agent = await signIn('agent01');
    const staff = await signIn('staff01');
    const userId = ownCustomerWithTracks();
    const { data } = await call<{ id: number }>('/api/CustomerTrack/Add', { userId, trackWay: '电话', content: '首次回访' }, agent);
    expect((await call('/api/CustomerTrack/Update', { id: data.id, userId, trackWay: '电话', content: '改写' }, staff)).msg).toBe(NOT_TRACK_AUTHOR);
    expect((await call('/api/CustomerTrack/Update', { id: data.id, userId, trackWay: '上门', content: '改写' }, agent)).code).toBe(200);
    expect((await call('/api/CustomerTrack/Delete', { id: data.id }, staff)).msg).toBe(NO_PERMISSION);
    const sub = await subAgentToken();
    expect((await call(`/api/CustomerTrack/Thread?id=${data.id}`, undefined, sub)).msg).toBe('跟进记录不存在');
    expect((await call('/api/CustomerTrack/Delete', { id: data.id }, sub)).msg).toBe('跟进记录不存在');
    expect((await call<Page<unknown>>('/api/CustomerTrack/PageList', { filters: { userId: String(userId) } }, sub)).data.total).toBe(0);
    expect((await call('/api/CustomerTrack/Delete', { id: data.id }, agent)).code).toBe(200);
  });
});

describe('renewals, app files and annual fees', () => {
  it('sums the renewals of a customer over every matching row, not just the page', async () => {
    const agent = await signIn('agent01');
    const { userId } = standIn().ctx.db.prepare('SELECT customer_id AS userId FROM customer_renewals GROUP BY customer_id HAVING COUNT(*) > 2').get() as { userId: number };
    const filters = { userId: String(userId) };
    const all = await call<Page<{ amount: number }>>('/api/user/RenewPageList', { filters, pageSize: 100 }, agent);
    const first = await call<Page<{ amount: number }>>('/api/user/RenewPageList', { filters, pageSize: 1 }, agent);
    expect(first.data.list).toHaveLength(1);
    expect(first.data.sum).toBeCloseTo(all.data.list.reduce((sum, row) => sum + row.amount, 0), 2);
    expect((await call('/api/user/RenewPageList', { dateFrom: '2026-02-30', dateTo: '2026-03-01' }, agent)).status).toBe(400);
  });

  it('serves a download to a staff account, but deletes only for the main account', async () => {
    const agent = await signIn('agent01');
    const staff = await signIn('staff01');
    const { data } = await call<Page<{ id: number; fileName: string }>>('/api/AppFile/PageList', {}, agent);
    const file = data.list[0];
    const response = await fetch(`${standIn().urls.api}/api/AppFile/Download?id=${file.id}`, { headers: { authorization: `Bearer ${staff}` } });
    expect(await response.text()).toContain(file.fileName);
    expect((await call('/api/AppFile/Delete', { id: file.id }, staff)).msg).toBe(NO_PERMISSION);
    expect((await call('/api/AppFile/Delete', { id: file.id }, await subAgentToken())).msg).toBe('文件不存在');
    expect((await call('/api/AppFile/Delete', { id: file.id }, agent)).code).toBe(200);
    const foreignObject = { userId: ownCustomerWithTracks(), fileName: 'a.zip', fileVersion: '1', remark: '', size: 1, path: 'dbfile/1/1/x', objectStorageId: 1 };
    expect((await call('/api/AppFile/Save', foreignObject, agent)).msg).toBe('文件不属于当前账号，无法保存');
  });

  it('changes a yearly fee for the main account only, with R-money checks', async () => {
    const agent = await signIn('agent01');
    const { data } = await call<Page<{ id: number; annualFee: number }>>('/api/user/userAnnualFeeList', { filters: { productType: 'CRM' } }, agent);
    const row = data.list[0];
    expect((await call('/api/user/modifyUserAnnualFee', { userId: row.id, annualFee: row.annualFee }, agent)).msg).toBe(FEE_UNCHANGED);
    expect((await call('/api/user/modifyUserAnnualFee', { userId: row.id, annualFee: 0 }, agent)).msg).toBe('年费应大于0');
    expect((await call('/api/user/modifyUserAnnualFee', { userId: row.id, annualFee: 1.234 }, agent)).msg).toBe('年费最多保留两位小数');
    expect((await call('/api/user/modifyUserAnnualFee', { userId: row.id, annualFee: '12' }, agent)).status).toBe(400);
    expect((await call('/api/user/modifyUserAnnualFee', { userId: row.id, annualFee: 1280 }, await signIn('staff01'))).msg).toBe(NO_PERMISSION);
    const changed = await call<{ annualFee: number; modifier: string }>('/api/user/modifyUserAnnualFee', { userId: row.id, annualFee: 1280.5 }, agent);
    expect(changed.data).toMatchObject({ annualFee: 1280.5, modifier: '张伟' });
  });
});
