import { describe, expect, it } from 'vitest';
import { freshStandInPerTest } from '../testing/freshStandIn.ts';
import { standInCalls } from '../testing/calls.ts';
import type { WordFormatDetail } from '../../src/api/contracts/workOrders.ts';
import { completeOrder } from './orders.ts';

const standIn = freshStandInPerTest('word-formats-test-');
const { call, session } = standInCalls(standIn);
const DAY = 86_400_000;

const customer = () => (standIn().ctx.db.prepare('SELECT id FROM customers WHERE agent_id = 1 ORDER BY id LIMIT 1').get() as { id: number }).id;
const day = (offset: number) => new Date(standIn().ctx.now() + 8 * 3_600_000 + offset * DAY).toISOString().slice(0, 10);
const create = (token: string, extra: object = {}) =>
  call<{ reqNo: string }>('/api/WordFormat/Create', { userId: customer(), formatName: '销售单A4', docType: '销售单', requirement: '加LOGO', expectDate: day(4), ...extra }, token);
const detail = async (reqNo: string, token: string) => (await call<WordFormatDetail>(`/api/WordFormat/Detail?reqNo=${reqNo}`, undefined, token)).data;

describe('word formats', () => {
  it('goes 待受理 → 待支付 → 制作中 (paid) → 待确认 → 已完成, paid through one order', async () => {
    const agent = await session('agent01');
    const { reqNo } = (await create(agent)).data;
    expect((await call('/api/WordFormat/Pay', { reqNo }, agent)).msg).toBe('该申请当前无需支付');
    await call('/api/__dev/wordFormat', { reqNo, action: 'quote', amountFen: 80_000 });
    const order = (await call<{ orderNo: string }>('/api/WordFormat/Pay', { reqNo }, agent)).data.orderNo;
    expect((await call<{ orderNo: string }>('/api/WordFormat/Pay', { reqNo }, agent)).data.orderNo).toBe(order);
    standIn().ctx.db.transaction(() => completeOrder(standIn().ctx, order, '余额'))();
    expect((await detail(reqNo, agent)).status).toBe('制作中');
    expect((await call(`/api/WordFormat/Download?reqNo=${reqNo}`, undefined, agent)).msg).toBe('格式文件尚未制作完成');
    await call('/api/__dev/wordFormat', { reqNo, action: 'finish' });
    await call('/api/WordFormat/Confirm', { reqNo }, agent);
    expect((await detail(reqNo, agent)).status).toBe('已完成');
    expect((await call<{ fileName: string }>(`/api/WordFormat/Download?reqNo=${reqNo}`, undefined, agent)).data.fileName).toBe('销售单A4.docx');
  });

  it('refuses bad requests, revokes only while waiting, scopes by agent and button', async () => {
    const agent = await session('agent01');
    expect((await create(agent, { expectDate: day(1) })).msg).toBe('期望日期至少为3天后');
    expect((await create(agent, { formatName: 'x'.repeat(31) })).msg).toBe('格式名称最多30个字');
    expect((await create(agent, { docType: '发票' })).msg).toBe('请选择单据类型');
    expect((await create(agent, { expectDate: 'soon' })).status).toBe(400);
    const { reqNo } = (await create(agent)).data;
    expect((await call('/api/WordFormat/Revoke', { reqNo }, await session('staff01'))).msg).toBe('没有该操作的权限');
    expect((await call(`/api/WordFormat/Detail?reqNo=${reqNo}`, undefined, await session('other'))).msg).toBe('Word格式申请不存在');
    await call('/api/WordFormat/Revoke', { reqNo }, agent);
    expect((await call('/api/WordFormat/Revoke', { reqNo }, agent)).msg).toBe('只能撤回待受理或待支付的申请');
    expect((await call('/api/WordFormat/Confirm', { reqNo }, agent)).msg).toBe('只能确认待确认的格式');
  });
});
