import { describe, expect, it } from 'vitest';
import { chinaDay } from '../../../src/rules/calendar.ts';
import { freshStandInPerTest } from '../../testing/freshStandIn.ts';
import { NO_PERMISSION } from '../../scope.ts';
import { FEE_UNCHANGED } from './customerRecords.ts';
import { NOT_TRACK_AUTHOR } from './customerTracks.ts';

const standIn = freshStandInPerTest('customer-records-test-');

type Answer<T = never> = { code: number; msg: string; data: T };
interface Page<T> {
  total: number;
  list: T[];
  sum?: number;
}

async function call<T = never>(token: string, path: string, body?: object): Promise<Answer<T> & { status: number }> {
  const response = await fetch(`${standIn().urls.api}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body && JSON.stringify(body),
  });
  return { ...((await response.json()) as Answer<T>), status: response.status };
}

async function signIn(account: string): Promise<string> {
  return (await call<{ token: string }>('', '/api/__dev/session', { account })).data.token;
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
    const detail = await call<{ agentName: string; landline: string }>(agent, `/api/user/GetDetail?userId=${id}`);
    expect(detail.data.agentName).toBe('杭州云启科技有限公司');
    const saved = await call<{ contact: string; landline: string }>(agent, '/api/user/UpdateUserInfo', { userId: id, name: '新名称有限公司', contact: '赵敏', phone: '13911112222', landline: '0571-88886666' });
    expect(saved.data).toMatchObject({ contact: '赵敏', landline: '0571-88886666' });
    const list = await call<Page<{ contact: string }>>(agent, '/api/user/UserPageList', { keyword: '新名称有限公司' });
    expect(list.data.list[0].contact).toBe('赵敏');
  });

  it('refuses a wrong phone, a missing field, a staff account and another agent', async () => {
    const agent = await signIn('agent01');
    const id = ownCustomerWithTracks();
    const base = { userId: id, name: '客户', contact: '赵敏', phone: '13911112222' };
    expect((await call(agent, '/api/user/UpdateUserInfo', { ...base, phone: '139' })).msg).toBe('请输入正确的手机号');
    expect((await call(agent, '/api/user/UpdateUserInfo', { ...base, email: 'x@' })).msg).toBe('请输入正确的邮箱');
    expect((await call(agent, '/api/user/UpdateUserInfo', { userId: id, name: '客户' })).status).toBe(400);
    expect((await call(await signIn('staff01'), '/api/user/UpdateUserInfo', base)).msg).toBe(NO_PERMISSION);
    const sub = await subAgentToken();
    expect((await call(sub, `/api/user/GetDetail?userId=${id}`)).msg).toBe('客户不存在');
  });
});

describe('follow-ups', () => {
  it('adds a follow-up that the customer list of follow-ups and the thread show first', async () => {
    const staff = await signIn('staff01');
    const id = ownCustomerWithTracks();
    const added = await call<{ id: number; staffName: string; mine: boolean }>(staff, '/api/CustomerTrack/Add', { userId: id, trackWay: '微信', content: '约好下周演示', nextTime: today() });
    expect(added.data).toMatchObject({ staffName: '李娜', mine: true });
    const list = await call<Page<{ id: number }>>(staff, '/api/CustomerTrack/PageList', { filters: { userId: String(id), pending: '1' } });
    expect(list.data.list[0].id).toBe(added.data.id);
    const thread = await call<{ tracks: Array<{ id: number }> }>(staff, `/api/CustomerTrack/Thread?id=${added.data.id}`);
    expect(thread.data.tracks[0].id).toBe(added.data.id);
  });

  it('refuses a past next day, blank content, an unknown way and odd filters', async () => {
    const agent = await signIn('agent01');
    const userId = ownCustomerWithTracks();
    expect((await call(agent, '/api/CustomerTrack/Add', { userId, trackWay: '电话', content: '回访', nextTime: '2020-01-01' })).msg).toBe('下次跟踪日期不能早于今天');
    expect((await call(agent, '/api/CustomerTrack/Add', { userId, trackWay: '电话', content: '  ' })).msg).toBe('请填写跟进内容');
    expect((await call(agent, '/api/CustomerTrack/Add', { userId, trackWay: '飞鸽', content: '回访' })).status).toBe(400);
    expect((await call(agent, '/api/CustomerTrack/Add', { userId: 'x', trackWay: '电话', content: '回访' })).status).toBe(400);
    expect((await call(agent, '/api/CustomerTrack/PageList', { filters: { __proto__: '1', constructor: '1' } })).status).toBe(400);
  });

  it("lets only the author edit, only the main account delete, and no other agent read or delete", async () => {
    const agent = await signIn('agent01');
    const staff = await signIn('staff01');
    const userId = ownCustomerWithTracks();
    const { data } = await call<{ id: number }>(agent, '/api/CustomerTrack/Add', { userId, trackWay: '电话', content: '首次回访' });
    expect((await call(staff, '/api/CustomerTrack/Update', { id: data.id, userId, trackWay: '电话', content: '改写' })).msg).toBe(NOT_TRACK_AUTHOR);
    expect((await call(agent, '/api/CustomerTrack/Update', { id: data.id, userId, trackWay: '上门', content: '改写' })).code).toBe(200);
    expect((await call(staff, '/api/CustomerTrack/Delete', { id: data.id })).msg).toBe(NO_PERMISSION);
    const sub = await subAgentToken();
    expect((await call(sub, `/api/CustomerTrack/Thread?id=${data.id}`)).msg).toBe('跟进记录不存在');
    expect((await call(sub, '/api/CustomerTrack/Delete', { id: data.id })).msg).toBe('跟进记录不存在');
    expect((await call<Page<unknown>>(sub, '/api/CustomerTrack/PageList', { filters: { userId: String(userId) } })).data.total).toBe(0);
    expect((await call(agent, '/api/CustomerTrack/Delete', { id: data.id })).code).toBe(200);
  });
});

describe('renewals, app files and annual fees', () => {
  it('sums the renewals of a customer over every matching row, not just the page', async () => {
    const agent = await signIn('agent01');
    const { userId } = standIn().ctx.db.prepare('SELECT customer_id AS userId FROM customer_renewals GROUP BY customer_id HAVING COUNT(*) > 2').get() as { userId: number };
    const filters = { userId: String(userId) };
    const all = await call<Page<{ amount: number }>>(agent, '/api/user/RenewPageList', { filters, pageSize: 100 });
    const first = await call<Page<{ amount: number }>>(agent, '/api/user/RenewPageList', { filters, pageSize: 1 });
    expect(first.data.list).toHaveLength(1);
    expect(first.data.sum).toBeCloseTo(all.data.list.reduce((sum, row) => sum + row.amount, 0), 2);
    expect((await call(agent, '/api/user/RenewPageList', { dateFrom: '2026-02-30', dateTo: '2026-03-01' })).status).toBe(400);
  });

  it('serves a download to a staff account, but deletes only for the main account', async () => {
    const agent = await signIn('agent01');
    const staff = await signIn('staff01');
    const { data } = await call<Page<{ id: number; fileName: string }>>(agent, '/api/AppFile/PageList', {});
    const file = data.list[0];
    const response = await fetch(`${standIn().urls.api}/api/AppFile/Download?id=${file.id}`, { headers: { authorization: `Bearer ${staff}` } });
    expect(await response.text()).toContain(file.fileName);
    expect((await call(staff, '/api/AppFile/Delete', { id: file.id })).msg).toBe(NO_PERMISSION);
    expect((await call(await subAgentToken(), '/api/AppFile/Delete', { id: file.id })).msg).toBe('文件不存在');
    expect((await call(agent, '/api/AppFile/Delete', { id: file.id })).code).toBe(200);
    const foreignObject = { userId: ownCustomerWithTracks(), fileName: 'a.zip', fileVersion: '1', remark: '', size: 1, path: 'dbfile/1/1/x', objectStorageId: 1 };
    expect((await call(agent, '/api/AppFile/Save', foreignObject)).msg).toBe('文件不属于当前账号，无法保存');
  });

  it('changes a yearly fee for the main account only, with R-money checks', async () => {
    const agent = await signIn('agent01');
    const { data } = await call<Page<{ id: number; annualFee: number }>>(agent, '/api/user/userAnnualFeeList', { filters: { productType: 'CRM' } });
    const row = data.list[0];
    expect((await call(agent, '/api/user/modifyUserAnnualFee', { userId: row.id, annualFee: row.annualFee })).msg).toBe(FEE_UNCHANGED);
    expect((await call(agent, '/api/user/modifyUserAnnualFee', { userId: row.id, annualFee: 0 })).msg).toBe('年费应大于0');
    expect((await call(agent, '/api/user/modifyUserAnnualFee', { userId: row.id, annualFee: 1.234 })).msg).toBe('年费最多保留两位小数');
    expect((await call(agent, '/api/user/modifyUserAnnualFee', { userId: row.id, annualFee: '12' })).status).toBe(400);
    expect((await call(await signIn('staff01'), '/api/user/modifyUserAnnualFee', { userId: row.id, annualFee: 1280 })).msg).toBe(NO_PERMISSION);
    const changed = await call<{ annualFee: number; modifier: string }>(agent, '/api/user/modifyUserAnnualFee', { userId: row.id, annualFee: 1280.5 });
    expect(changed.data).toMatchObject({ annualFee: 1280.5, modifier: '张伟' });
  });
});
