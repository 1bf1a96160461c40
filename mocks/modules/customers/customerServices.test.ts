import { describe, expect, it } from 'vitest';
import { freshStandInPerTest } from '../../testing/freshStandIn.ts';
import { insertOutsiderTrial } from '../../testing/outsider.ts';
import { standInCalls } from '../../testing/calls.ts';

const standIn = freshStandInPerTest('customer-services-test-');
const { call, session, operationCode } = standInCalls(standIn);

type Page<T> = { total: number; list: T[] };
interface Row {
  id: number;
  userName: string;
  host: string | null;
  remainDays: number;
  serviceStatus: string;
}

/** A trial customer of an agent outside agent01's network. */
const outsider = () => insertOutsiderTrial(standIn().ctx);

const firstTrial = async (token: string) => (await call<Array<{ id: number; userName: string }>>('/api/service/ClearableServices?keyword=', undefined, token)).data[0];

describe('expiring services', () => {
  it('counts each chip as the list filtered by it, within the caller network only', async () => {
    const token = await session('agent01');
    const outside = outsider();
    const counts = (await call<Record<string, number>>('/api/service/ExpireRangeCount', undefined, token)).data;
    for (const range of ['expired', '7', '30', '90']) {
      const page = await call<Page<Row>>('/api/service/AgentExpirePage', { filters: { range }, pageSize: 100 }, token);
      expect(page.data.total).toBe(counts[range]);
      expect(page.data.list.some((row) => row.id === outside)).toBe(false);
      if (range === '7') expect(page.data.list.every((row) => row.remainDays >= 0 && row.remainDays <= 7)).toBe(true);
      if (range === 'expired') expect(page.data.list.every((row) => row.serviceStatus === '已到期')).toBe(true);
    }
    expect(counts['7']).toBeLessThanOrEqual(counts['30']);
    const crm = (await call<Record<string, number>>('/api/service/ExpireRangeCount?productType=CRM&keyword=%E6%9D%AD%E5%B7%9E', undefined, token)).data;
    const crmList = await call<Page<Row>>('/api/service/AgentExpirePage', { keyword: '杭州', filters: { productType: 'CRM', range: '30' } }, token);
    expect(crm['30']).toBe(crmList.data.total);
    expect(crm['30']).toBeLessThan(counts['30']);
    expect((await call('/api/service/AgentExpirePage', { filters: { range: '__proto__' } }, token)).status).toBe(400);
    expect((await call('/api/service/AgentExpirePage', { filters: { agent_id: 1 } }, token)).status).toBe(400);
  });

  it('records a no-renew reason after checking it; staff may not', async () => {
    const token = await session('agent01');
    const row = (await call<Page<Row>>('/api/service/AgentExpirePage', { pageSize: 1 }, token)).data.list[0];
    const put = (body: object, who = token) => call<boolean>('/api/service/CreateNoRenewReason', body, who, 'PUT');
    expect((await put({ userId: row.id, reasonType: '随便', note: '' })).msg).toBe('请选择不续费原因');
    expect((await put({ userId: row.id, reasonType: '价格原因', note: '长'.repeat(201) })).msg).toBe('说明最多200个字');
    expect((await put({ userId: '1', reasonType: '价格原因', note: '' })).status).toBe(400);
    expect((await put({ userId: outsider(), reasonType: '价格原因', note: '' })).msg).toBe('客户不存在');
    expect((await put({ userId: row.id, reasonType: '价格原因', note: '' }, await session('staff01'))).msg).toBe('没有该操作的权限');
    expect((await put({ userId: row.id, reasonType: '停业/转行', note: '门店关了' })).data).toBe(true);
    const again = await call<Page<Row & { noRenewReason: string }>>('/api/service/AgentExpirePage', { pageSize: 1 }, token);
    expect(again.data.list[0].noRenewReason).toBe('停业/转行：门店关了');
  });
});

describe('hosts', () => {
  it('changes a prefix to a free letters-only one and refuses a taken or malformed one', async () => {
    const token = await session('agent01');
    const [first, second] = (await call<Page<Row>>('/api/service/HostPage', { pageSize: 2 }, token)).data.list;
    const change = (host: string, who = token) => call<boolean>('/api/service/UpdateHost', { userId: first.id, host }, who);
    expect((await change(second.host!)).msg).toBe('产品域名已被占用');
    expect((await change('abc1')).msg).toBe('请输入纯字母域名');
    expect((await change('abcdefghijk')).msg).toBe('域名前缀长度最大为10');
    expect((await change('freshname', await session('staff01'))).msg).toBe('没有该操作的权限');
    expect((await change('Freshname')).data).toBe(true);
    const after = (await call<Page<Row>>('/api/service/HostPage', { keyword: 'freshname' }, token)).data.list;
    expect(after.map((row) => [row.id, row.host])).toEqual([[first.id, 'freshname']]);
  });
});

describe('dangerous operations', () => {
  it('clears a trial service once, after the exact name and a right code, and frees its host', async () => {
    const token = await session('agent01');
    const trial = await firstTrial(token);
    const clear = (body: object) => call<{ result: string }>('/api/service/ClearService', { userId: trial.id, scope: '整个服务', reason: '试用结束', ...body }, token);
    expect((await clear({ scope: '全部', confirmName: trial.userName, code: '123456' })).status).toBe(400);
    expect((await clear({ reason: ' ', confirmName: trial.userName, code: '123456' })).msg).toBe('请填写清除原因');
    const code = await operationCode('dangerousOp');
    expect((await clear({ confirmName: '别的公司', code })).msg).toBe('输入的名称不一致');
    expect((await clear({ confirmName: trial.userName, code: code === '000000' ? '111111' : '000000' })).msg).toBe('手机验证码错误');
    expect((await clear({ confirmName: trial.userName, code })).data.result).toBe('成功');
    expect((await clear({ confirmName: trial.userName, code: await operationCode('dangerousOp') })).msg).toBe('只能清除试用中或已到期的服务');
    const customer = standIn().ctx.db.prepare('SELECT host, status FROM customers WHERE id = ?').get(trial.id);
    expect(customer).toEqual({ host: null, status: '已停用' });
    const history = await call<Page<{ userName: string; operator: string }>>('/api/service/ClearServicePage', {}, token);
    expect(history.data.list[0]).toMatchObject({ userName: trial.userName, operator: '张伟' });
  });

  it('refuses staff, and customers outside the network', async () => {
    const token = await session('agent01');
    const trial = await firstTrial(token);
    const staff = await call('/api/service/ClearService', { userId: trial.id, scope: '业务数据', reason: 'x', confirmName: trial.userName, code: '123456' }, await session('staff01'));
    expect(staff.msg).toBe('没有该操作的权限');
    const outside = await call('/api/service/ClearService', { userId: outsider(), scope: '业务数据', reason: 'x', confirmName: '外地试用客户', code: '123456' }, token);
    expect(outside.msg).toBe('客户不存在');
    expect((await call<unknown[]>('/api/service/ClearableServices?keyword=外地', undefined, token)).data).toEqual([]);
  });

  it('closes an idle account once, which then leaves the idle list', async () => {
    const token = await session('agent01');
    const blank = (await call<Page<Row>>('/api/user/BlankUserPage', { pageSize: 1 }, token)).data;
    const [row] = blank.list;
    const close = (body: object, who = token) => call<boolean>('/api/user/CloseBlankUser', { userId: row.id, ...body }, who);
    expect((await close({ confirmName: row.userName, code: '123456' }, await session('staff01'))).msg).toBe('没有该操作的权限');
    const code = await operationCode('dangerousOp');
    expect((await close({ confirmName: `${row.userName}x`, code })).msg).toBe('输入的名称不一致');
    expect((await close({ confirmName: row.userName, code })).data).toBe(true);
    expect((await close({ confirmName: row.userName, code: await operationCode('dangerousOp') })).msg).toBe('该客户不是空户或已注销');
    const sameName = (await call<Page<Row>>('/api/user/BlankUserPage', { keyword: row.userName, pageSize: 100 }, token)).data;
    expect(sameName.list.map((other) => other.id)).not.toContain(row.id);
  });
});

describe('package suggestions', () => {
  it('suggests fewer users when under half work, an upgrade when the space is nearly full', async () => {
    const token = await session('agent01');
    const page = await call<Page<{ userCount: number; activeUsers: number; dbUsage: number; suggestion: string; priceDiff: number }>>('/api/service/OptimizePackagePage', { pageSize: 100 }, token);
    expect(page.data.total).toBeGreaterThan(0);
    for (const row of page.data.list) {
      if (row.dbUsage > 90) expect(row).toMatchObject({ suggestion: '升级版本（空间不足）' });
      else {
        expect(row.activeUsers * 2).toBeLessThan(row.userCount);
        expect(row.suggestion).toMatch(/^降低用户数至\d+$/);
        expect(row.priceDiff).toBeLessThan(0);
      }
    }
  });
});
