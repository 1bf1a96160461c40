import { beforeEach, describe, expect, it } from 'vitest';
import type { Quote } from '../../../src/contracts/orderEntry.ts';
import type { ValueAddedCandidate, ValueAddedRecord, ValueAddedService } from '../../../src/contracts/valueAdded.ts';
import { addYears } from '../../../src/rules/calendar.ts';
import { NO_PERMISSION } from '../../scope.ts';
import { standInCalls } from '../../testing/calls.ts';
import { freshStandInPerTest } from '../../testing/freshStandIn.ts';

const standIn = freshStandInPerTest('value-added-test-');
const { callAs, forget } = standInCalls(standIn);
beforeEach(forget);

type Page<T> = { total: number; list: T[]; sum?: number };
const services = async (kind: string, body: object = {}, account = 'agent01') =>
  (await callAs<Page<ValueAddedService>>(account, `/api/ValueAdded/PageList?kind=${kind}`, { pageSize: 100, ...body })).data;
const ownCustomer = (userId: number) => standIn().ctx.db.prepare('SELECT 1 FROM customers WHERE id = ? AND agent_id = 1').get(userId) !== undefined;
const records = async (kind: string, body: object = {}) => (await callAs<Page<ValueAddedRecord>>('agent01', `/api/ValueAdded/RecordPageList?kind=${kind}`, { pageSize: 100, ...body })).data;

/** The order service (quotes, orders, payment) as agent01. */
async function order<T>(path: string, body: object): Promise<{ code: number; msg: string; data: T; status: number }> {
  const session = await fetch(`${standIn().urls.api}/api/__dev/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'agent01' }) });
  const { token } = ((await session.json()) as { data: { token: string } }).data;
  const response = await fetch(`${standIn().urls.order}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  return { ...((await response.json()) as { code: number; msg: string; data: T }), status: response.status };
}

/** Places the order and pays it by QR on the stand-in's phone, as the cashier would. */
async function buy(request: object, key: string): Promise<string> {
  const created = await order<{ orderNo: string }>('/api/Order/Create', { orderType: 'valueAdded', ...request, idempotencyKey: `va-${key}` });
  expect(created.code, created.msg).toBe(200);
  const payment = await order<{ payNo: string }>('/api/Pay/CreateQr', { targetKind: 'order', targetNo: created.data.orderNo, channel: '微信', idempotencyKey: `qr-${key}` });
  await callAs('agent01', '/api/__dev/payment', { payNo: payment.data.payNo, action: 'pay' });
  return created.data.orderNo;
}

describe('value-added services (stand-in)', () => {
  it('lists each kind scoped to the caller: a sub-agent sees only its own customers', async () => {
    for (const kind of ['live', 'tiktok', 'face', 'image', 'qqd']) expect((await services(kind)).total).toBe(8);
    const statuses = (await services('live')).list.map((row) => row.serviceStatus);
    expect(statuses).toEqual(expect.arrayContaining(['正常', '即将到期', '已到期', '已停用']));
    expect((await services('live', {}, 'staff01')).total).toBe(8);
    standIn().ctx.db.prepare("INSERT INTO accounts (account, name, phone, password_hash, agent_id, is_parent, role_type, created_at) VALUES ('sub02', '陈静', '13900000012', 'x', 2, 1, 1, 0)").run();
    const own = await services('live', {}, 'sub02');
    expect(own.total).toBe(1);
    const foreign = (await services('live')).list.find((row) => row.id !== own.list[0].id)!;
    expect((await callAs('sub02', `/api/ValueAdded/Get?id=${foreign.id}`)).msg).toBe('服务不存在');
    expect((await records('face', { filters: { recordType: '消耗' } })).list.every((line) => line.quantity < 0)).toBe(true);
  });

  it('opens, renews and tops up through paid orders, each with its record line', async () => {
    const [candidate] = (await callAs<ValueAddedCandidate[]>('agent01', '/api/ValueAdded/Candidates?kind=live')).data;
    const openNo = await buy({ userId: candidate.userId, addOn: '直播', quantity: 2 }, 'open-live');
    const opened = (await services('live', { keyword: candidate.customerName })).list[0];
    expect(opened).toMatchObject({ userId: candidate.userId, quota: 2, remaining: 200, expireAt: candidate.expireAt });
    const renewQuote = await order<Quote>('/api/Order/Quote', { orderType: 'valueAdded', userId: candidate.userId, addOn: '直播', quantity: 2, years: 1 });
    expect(renewQuote.data.subtotalFen).toBe(60_000 * 2);
    const renewNo = await buy({ userId: candidate.userId, addOn: '直播', quantity: 2, years: 1 }, 'renew-live');
    const topUpNo = await buy({ userId: candidate.userId, addOn: '直播', quantity: 1 }, 'topup-live');
    const after = (await callAs<ValueAddedService>('agent01', `/api/ValueAdded/Get?id=${opened.id}`)).data;
    expect(after).toMatchObject({ quota: 3, remaining: 300, expireAt: addYears(opened.expireAt, 1) });
    const lines = (await records('live', { filters: { serviceId: opened.id } })).list;
    expect(lines.map((line) => [line.recordType, line.quantity, line.unit, line.orderNo])).toEqual([
      ['充值', 1, '路', topUpNo],
      ['续费', 1, '年', renewNo],
      ['开通', 2, '路', openNo],
    ]);
    const again = (await callAs<ValueAddedCandidate[]>('agent01', `/api/ValueAdded/Candidates?kind=live&keyword=${encodeURIComponent(candidate.customerName)}`)).data;
    expect(again.map((row) => row.userId)).not.toContain(candidate.userId);
  });

  it('账套 bought as an add-on (/buySubProduct) raise the service\'s 账套 quota like 增加账套', async () => {
    const [candidate] = (await callAs<ValueAddedCandidate[]>('agent01', '/api/ValueAdded/Candidates?kind=live')).data;
    const quota = async () => (await callAs<{ bought: number; quota: number }>('agent01', `/api/dbset/Quota?serviceId=${candidate.userId}`)).data;
    const before = await quota();
    await buy({ userId: candidate.userId, addOn: '账套', quantity: 2 }, 'dbset-addon');
    expect(await quota()).toMatchObject({ bought: before.bought + 2, quota: before.quota + 2 });
  });

  it('tops up counts by the thousand and refuses a yearly renewal of them', async () => {
    const face = (await services('face')).list.find((row) => row.serviceStatus === '正常')!;
    await buy({ userId: face.userId, addOn: '人脸识别次数', quantity: 3 }, 'topup-face');
    expect((await callAs<ValueAddedService>('agent01', `/api/ValueAdded/Get?id=${face.id}`)).data.remaining).toBe(face.remaining + 3000);
    expect((await order('/api/Order/Quote', { orderType: 'valueAdded', userId: face.userId, addOn: '人脸识别次数', quantity: 1, years: 1 })).status).toBe(400);
  });

  it('stops and starts again for agent01 only, and refuses a repeat', async () => {
    const live = (await services('live', { filters: { serviceStatus: '正常' } })).list.find((row) => ownCustomer(row.userId))!;
    expect((await callAs('staff01', '/api/ValueAdded/SetStatus', { id: live.id, stopped: true })).msg).toBe(NO_PERMISSION);
    expect((await callAs<ValueAddedService>('agent01', '/api/ValueAdded/SetStatus', { id: live.id, stopped: true })).data.serviceStatus).toBe('已停用');
    expect((await callAs('agent01', '/api/ValueAdded/SetStatus', { id: live.id, stopped: true })).msg).toBe('该服务已停用');
    expect((await callAs<ValueAddedService>('agent01', '/api/ValueAdded/SetStatus', { id: live.id, stopped: false })).data.serviceStatus).not.toBe('已停用');
    const subAgentRow = (await services('live')).list.find((row) => !ownCustomer(row.userId))!;
    expect((await callAs('agent01', '/api/ValueAdded/SetStatus', { id: subAgentRow.id, stopped: true })).msg).toBe('只能操作本代理商客户的服务');
  });

  it('authorises a tiktok shop through the store page (or the dev endpoint), and unbinds it', async () => {
    const unbound = (await services('tiktok')).list.find((row) => row.authStatus === '未授权' && ownCustomer(row.userId))!;
    expect((await callAs('agent01', '/api/ValueAdded/Unbind', { id: unbound.id })).msg).toBe('该服务未绑定店铺');
    expect((await callAs('staff01', '/api/ValueAdded/Unbind', { id: unbound.id })).msg).toBe(NO_PERMISSION);
    const link = (await callAs<{ url: string }>('staff01', '/api/ValueAdded/AuthLink', { id: unbound.id })).data.url;
    expect(await (await fetch(link)).text()).toContain('同意授权');
    const confirmed = await fetch(`${link}/confirm`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'action=agree' });
    expect(await confirmed.text()).toContain('授权成功');
    expect(await (await fetch(link)).text()).toContain('授权链接已失效');
    const authorised = (await callAs<ValueAddedService>('agent01', `/api/ValueAdded/Get?id=${unbound.id}`)).data;
    expect(authorised).toMatchObject({ authStatus: '已授权', shopId: expect.stringMatching(/^DY\d+$/) });
    expect((await callAs<ValueAddedService>('agent01', '/api/ValueAdded/Unbind', { id: unbound.id })).data).toMatchObject({ authStatus: '未授权', shopId: '' });
    expect((await callAs('agent01', '/api/__dev/tiktokAuthorise', { id: unbound.id })).data).toBe(true);
    const live = (await services('live')).list[0];
    expect((await callAs('agent01', '/api/ValueAdded/AuthLink', { id: live.id })).msg).toBe('只有抖店对接服务可以授权或解绑店铺');
  });

  it('answers 400 to malformed requests and never a 500', async () => {
    const bad: Array<[string, object | undefined]> = [
      ['/api/ValueAdded/PageList?kind=__proto__', {}],
      ['/api/ValueAdded/PageList', {}],
      ['/api/ValueAdded/PageList?kind=live', { sortField: 'constructor', sortOrder: 'asc' }],
      ['/api/ValueAdded/RecordPageList?kind=live', JSON.parse('{"filters":{"__proto__":"x"}}') as object],
      ['/api/ValueAdded/Get?id=abc', undefined],
      ['/api/ValueAdded/SetStatus', { id: '1', stopped: true }],
      ['/api/ValueAdded/SetStatus', { id: 1, stopped: 'yes' }],
      ['/api/ValueAdded/Unbind', { id: 1e300 }],
      ['/api/ValueAdded/Candidates?kind=live&keyword=' + 'x'.repeat(101), undefined],
      ['/api/__dev/tiktokAuthorise', { id: -1 }],
    ];
    for (const [path, body] of bad) expect((await callAs('agent01', path, body)).status, path).toBe(400);
    expect((await callAs('agent01', '/api/ValueAdded/Get?id=999999')).msg).toBe('服务不存在');
  });
});
