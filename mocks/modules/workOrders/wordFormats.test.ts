import OSS from 'ali-oss';
import { describe, expect, it, vi } from 'vitest';
import { freshStandInPerTest } from '../../testing/freshStandIn.ts';
import { standInCalls } from '../../testing/calls.ts';
import type { WordFormatDetail, WorkOrderFile } from '../../../src/contracts/workOrders.ts';
import { completeOrder } from '../../domain/orders/orders.ts';
import type { UploadDescriptor } from '../../../src/contracts/uploads.ts';

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

describe('word format conversation and versions', () => {
  // The agent's attachment, put into the object store the way the portal's upload would.
  async function uploadAttachment(token: string, fileName: string, bytes: Buffer): Promise<WorkOrderFile> {
    const d = (await call<UploadDescriptor>('/api/workorder/GetCloudUploadParam', { fileName }, token)).data;
    const client = new (OSS as new (options: object) => { put(name: string, file: Buffer): Promise<unknown> })({
      endpoint: d.endPointOuter, accessKeyId: d.sts.secretId, accessKeySecret: d.sts.secretKey, stsToken: d.sts.securityToken,
      bucket: d.bucketName, region: d.region, sldEnable: true, secure: false,
    });
    await client.put(d.path, bytes);
    return { fileName, filePath: d.path, objectStorageId: d.objectStorageId, size: bytes.length };
  }
  const fetchLink = (url: string) => fetch(`${standIn().urls.api}${url}`);
  const reply = (reqNo: string, content: string, token: string, files: WorkOrderFile[] = []) =>
    call<WordFormatDetail>('/api/WordFormat/Reply', { reqNo, content, files }, token);

  it('keeps the agent’s replies and the desk’s in order, 样稿 and attachments downloadable through their links', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const agent = await session('agent01');
    const sample = await uploadAttachment(agent, '旧销售单.docx', Buffer.from('PK 旧销售单'));
    const { reqNo } = (await create(agent, { files: [sample] })).data;
    const [linked] = (await detail(reqNo, agent)).samples;
    expect(linked.fileName).toBe('旧销售单.docx');
    expect(await (await fetchLink(linked.url)).text()).toBe('PK 旧销售单');
    const file = await uploadAttachment(agent, '抬头样式.pdf', Buffer.from('%PDF-1.4 抬头'));
    expect((await reply(reqNo, '请参考附件的抬头', agent, [file])).data.messages.map((m) => m.content)).toEqual(['请参考附件的抬头']);
    await call('/api/__dev/clock', { advanceMs: 60_000 });
    expect((await call('/api/__dev/wordFormat', { reqNo, action: 'reply', content: '收到，今天出报价。' })).data).toBe(true);
    await call('/api/__dev/clock', { advanceMs: 60_000 });
    await reply(reqNo, '好的', await session('staff01'));
    const { messages } = await detail(reqNo, agent);
    expect(messages.map((m) => [m.author, m.fromSupport, m.content])).toEqual([
      ['张伟', false, '请参考附件的抬头'],
      ['客服小周', true, '收到，今天出报价。'],
      [expect.any(String), false, '好的'],
    ]);
    expect(messages[0].files.map((f) => f.fileName)).toEqual(['抬头样式.pdf']);
    const download = await fetchLink(messages[0].files[0].url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain(encodeURIComponent('抬头样式.pdf'));
    expect(await download.text()).toBe('%PDF-1.4 抬头');
    expect((await fetchLink(messages[0].files[0].url.replace(/signature=[^&]+/, 'signature=x'))).status).toBe(403);
  });

  it('lists a version for each 完成 and revision, each downloadable, the list’s 下载 giving the newest', async () => {
    const agent = await session('agent01');
    const { reqNo } = (await create(agent)).data;
    expect((await call('/api/__dev/wordFormat', { reqNo, action: 'finish' })).msg).toBe('当前状态不能执行该操作');
    await call('/api/__dev/wordFormat', { reqNo, action: 'quote', amountFen: 60_000 });
    const order = (await call<{ orderNo: string }>('/api/WordFormat/Pay', { reqNo }, agent)).data.orderNo;
    standIn().ctx.db.transaction(() => completeOrder(standIn().ctx, order, '余额'))();
    expect((await detail(reqNo, agent)).versions).toEqual([]);
    await call('/api/__dev/wordFormat', { reqNo, action: 'finish' });
    await call('/api/__dev/wordFormat', { reqNo, action: 'finish', note: '金额列右对齐' });
    const item = await detail(reqNo, agent);
    expect(item.status).toBe('待确认');
    expect(item.versions.map((v) => [v.versionNo, v.fileName, v.note])).toEqual([
      [1, '销售单A4.docx', '首版'],
      [2, '销售单A4_v2.docx', '金额列右对齐'],
    ]);
    const second = await fetchLink(item.versions[1].url);
    expect(second.status).toBe(200);
    expect(second.headers.get('content-disposition')).toContain(encodeURIComponent('销售单A4_v2.docx'));
    expect(await second.text()).toContain('金额列右对齐');
    expect((await call<{ fileName: string }>(`/api/WordFormat/Download?reqNo=${reqNo}`, undefined, agent)).data.fileName).toBe('销售单A4_v2.docx');
  });

  it('refuses an empty reply, another agent’s request, and replies once the request is closed', async () => {
    const agent = await session('agent01');
    const { reqNo } = (await create(agent)).data;
    expect((await reply(reqNo, '  ', agent)).msg).toBe('请输入回复内容');
    expect((await call('/api/__dev/wordFormat', { reqNo, action: 'reply', content: '' })).msg).toBe('请输入回复内容');
    expect((await reply(reqNo, 'x'.repeat(2001), agent)).msg).toBe('回复内容最多2000个字');
    expect((await reply(reqNo, '你好', await session('other'))).msg).toBe('Word格式申请不存在');
    const stranger = { fileName: 'a.png', filePath: 'workorder/2/9/a.png', objectStorageId: 1, size: 10 };
    expect((await reply(reqNo, '附件', agent, [stranger])).msg).toBe('文件不属于当前账号，无法保存');
    expect((await call('/api/WordFormat/Reply', { reqNo, content: 1 }, agent)).status).toBe(400);
    expect((await detail(reqNo, agent)).messages).toEqual([]);
    await call('/api/WordFormat/Revoke', { reqNo }, agent);
    expect((await reply(reqNo, '还在吗', agent)).msg).toBe('申请已结束，不能再回复');
  });
});
