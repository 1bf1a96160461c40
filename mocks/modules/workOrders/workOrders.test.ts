import { describe, expect, it } from 'vitest';
import { freshStandInPerTest } from '../../testing/freshStandIn.ts';
import { standInCalls } from '../../testing/calls.ts';
import { WORK_ORDER_OPEN_STATUSES, type WorkOrderDetail, type WorkOrderRow } from '../../../src/contracts/workOrders.ts';

const standIn = freshStandInPerTest('work-orders-test-');
const { call, session } = standInCalls(standIn);
const HOUR = 3_600_000;

const customerOf = (agentId: number) => (standIn().ctx.db.prepare('SELECT id FROM customers WHERE agent_id = ? ORDER BY id LIMIT 1').get(agentId) as { id: number }).id;
const newOrder = (token: string, extra: object = {}) =>
  call<{ woNo: string }>('/api/workorder/Create', { woType: '故障', userId: customerOf(1), title: '打印错位', content: '销售单打印时错位', tel: '13800000001', ...extra }, token);
const support = (woNo: string, status: string) => call('/api/__dev/workOrder', { woNo, content: '已处理，请确认', status });
const detail = async (woNo: string, token: string) => (await call<WorkOrderDetail>(`/api/workorder/Detail?woNo=${woNo}`, undefined, token)).data;

const openCount = async (token: string) => (await call<number>('/api/workorder/OpenCount', undefined, token)).data;
const listed = async (token: string, progress?: string) =>
  (await call<{ total: number; list: WorkOrderRow[] }>('/api/workorder/PageList', { pageSize: 100, filters: progress ? { progress } : {} }, token)).data;

describe('work orders', () => {
  it('opens a work order 待受理 numbered GD + the China date + 6 digits, lists it for its own agent only', async () => {
    const agent = await session('agent01');
    const { data } = await newOrder(agent);
    const chinaDay = new Date(standIn().ctx.now() + 8 * HOUR).toISOString().slice(0, 10).replaceAll('-', '');
    expect(data.woNo).toMatch(new RegExp(`^GD${chinaDay}\\d{6}$`));
    expect((await detail(data.woNo, agent)).status).toBe('待受理');
    const list = await call<{ list: Array<{ woNo: string }> }>('/api/workorder/PageList', { keyword: data.woNo }, agent);
    expect(list.data.list.map((row) => row.woNo)).toEqual([data.woNo]);
    const other = await session('other');
    expect((await call('/api/workorder/PageList', { keyword: data.woNo }, other)).data).toMatchObject({ total: 0 });
    expect((await call(`/api/workorder/Detail?woNo=${data.woNo}`, undefined, other)).msg).toBe('工单不存在');
  });

  it('refuses bad input with a Chinese message and malformed bodies with 400', async () => {
    const agent = await session('agent01');
    expect((await newOrder(agent, { title: ' ' })).msg).toBe('请输入标题');
    expect((await newOrder(agent, { content: 'x'.repeat(2001) })).msg).toBe('问题描述最多2000个字');
    expect((await newOrder(agent, { tel: '123' })).msg).toBe('请输入正确的手机号');
    expect((await newOrder(agent, { woType: '闲聊' })).msg).toBe('请选择工单类型');
    expect((await newOrder(await session('other'))).msg).toBe('客户不存在');
    const file = { fileName: 'a.png', filePath: 'workorder/x/a.png', objectStorageId: 1, size: 10 };
    expect((await newOrder(agent, { files: Array(6).fill(file) })).msg).toBe('最多上传5个文件');
    expect((await newOrder(agent, { files: [file] })).msg).toBe('文件不属于当前账号，无法保存');
    expect((await newOrder(agent, { userId: '1' })).status).toBe(400);
    expect((await call('/api/workorder/Rate', { woNo: 'x', rating: 9, __proto__: 1 }, agent)).msg).toBe('工单不存在');
  });

  it('urges once per 2 hours', async () => {
    const agent = await session('agent01');
    const { woNo } = (await newOrder(agent)).data;
    expect((await call('/api/workorder/Urge', { woNo }, agent)).data).toBe(true);
    expect((await call('/api/workorder/Urge', { woNo }, agent)).msg).toBe('每2小时只能催办一次');
    await call('/api/__dev/clock', { advanceMs: 2 * HOUR });
    expect((await call('/api/workorder/Urge', { woNo }, agent)).data).toBe(true);
  });

  it('goes 处理中 ⇄ 待补充 → 已解决 → 已关闭 with one rating, and reopens within 7 days only', async () => {
    const agent = await session('agent01');
    const { woNo } = (await newOrder(agent)).data;
    await support(woNo, '待补充');
    expect((await call<WorkOrderDetail>('/api/workorder/Reply', { woNo, content: '截图已补充' }, agent)).data.status).toBe('处理中');
    expect((await call('/api/workorder/Confirm', { woNo }, agent)).msg).toBe('工单尚未解决');
    await support(woNo, '已解决');
    expect((await call('/api/workorder/Reply', { woNo, content: '还有问题' }, agent)).msg).toBe('工单已解决或已关闭，请重新打开后再回复');
    expect((await call<WorkOrderDetail>('/api/workorder/Confirm', { woNo }, agent)).data.status).toBe('已关闭');
    expect((await call<WorkOrderDetail>('/api/workorder/Rate', { woNo, rating: 5 }, agent)).data.rating).toBe(5);
    expect((await call('/api/workorder/Rate', { woNo, rating: 4 }, agent)).msg).toBe('工单已评价');
    expect((await call('/api/workorder/Rate', { woNo, rating: 0 }, agent)).status).toBe(400);
    expect((await call<WorkOrderDetail>('/api/workorder/Reopen', { woNo }, agent)).data.status).toBe('处理中');
    await call('/api/workorder/Close', { woNo }, agent);
    await call('/api/__dev/clock', { advanceMs: 7 * 24 * HOUR + 1000 });
    expect((await call('/api/workorder/Reopen', { woNo }, await session('agent01'))).msg).toBe('已超过7天，不能重新打开；如仍有问题请提交新工单');
  });

  it('确认解决 takes the rating given in its prompt and closes the order rated; a rating is checked like 评价', async () => {
    const agent = await session('agent01');
    const { woNo } = (await newOrder(agent)).data;
    await support(woNo, '已解决');
    expect((await call('/api/workorder/Confirm', { woNo, rating: 6 }, agent)).status).toBe(400);
    expect((await detail(woNo, agent)).status).toBe('已解决');
    const confirmed = (await call<WorkOrderDetail>('/api/workorder/Confirm', { woNo, rating: 4 }, agent)).data;
    expect(confirmed).toMatchObject({ status: '已关闭', rating: 4 });
  });

  it('refuses 重新打开 7 days after the resolution, even when the order was confirmed later', async () => {
    const agent = await session('agent01');
    const { woNo } = (await newOrder(agent)).data;
    await support(woNo, '已解决');
    await call('/api/__dev/clock', { advanceMs: 6 * 24 * HOUR });
    expect((await call<WorkOrderDetail>('/api/workorder/Confirm', { woNo, rating: 5 }, await session('agent01'))).data.status).toBe('已关闭');
    await call('/api/__dev/clock', { advanceMs: 2 * 24 * HOUR });
    const later = await session('agent01');
    expect((await call('/api/workorder/Reopen', { woNo }, later)).msg).toBe('已超过7天，不能重新打开；如仍有问题请提交新工单');
    expect((await detail(woNo, later)).status).toBe('已关闭');
  });

  it("counts the agent's open work orders (待处理工单) as the rows 进度 未完结 lists", async () => {
    const agent = await session('agent01');
    const seeded = await openCount(agent);
    expect(seeded).toBeGreaterThan(0);
    const open = await listed(agent, 'open');
    expect(open.total).toBe(seeded);
    expect(open.list.every((row) => (WORK_ORDER_OPEN_STATUSES as readonly string[]).includes(row.status))).toBe(true);
    const done = await listed(agent, 'done');
    expect(new Set(done.list.map((row) => row.status))).toEqual(new Set(['已解决', '已关闭']));
    expect(open.total + done.total).toBe((await listed(agent)).total);
    expect(await openCount(await session('staff01'))).toBe(seeded);
    expect(await openCount(await session('other'))).toBe(0);
  });

  it('raises the open count when a work order is opened and lowers it when it is solved or closed', async () => {
    const agent = await session('agent01');
    const other = await session('other');
    const before = await openCount(agent);
    const { woNo } = (await newOrder(agent)).data;
    expect(await openCount(agent)).toBe(before + 1);
    expect(await openCount(other)).toBe(0);
    await support(woNo, '待补充');
    expect(await openCount(agent)).toBe(before + 1);
    await support(woNo, '已解决');
    expect(await openCount(agent)).toBe(before);
    expect((await listed(agent, 'open')).list.map((row) => row.woNo)).not.toContain(woNo);
    await call('/api/workorder/Reopen', { woNo }, agent);
    expect(await openCount(agent)).toBe(before + 1);
    expect((await listed(agent, 'open')).list.map((row) => row.woNo)).toContain(woNo);
    await call('/api/workorder/Close', { woNo }, agent);
    expect(await openCount(agent)).toBe(before);
    expect((await listed(agent, 'done')).list.map((row) => row.woNo)).toContain(woNo);
  });

  it('lets a staff account open and rate but not close', async () => {
    const staff = await session('staff01');
    const { woNo } = (await newOrder(staff)).data;
    expect((await call('/api/workorder/Close', { woNo }, staff)).msg).toBe('没有该操作的权限');
  });
});
