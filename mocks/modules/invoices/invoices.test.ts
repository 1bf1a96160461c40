import { beforeEach, describe, expect, it } from 'vitest';
import type { PagedAnswer } from '../../../src/contracts/list.ts';
import { INVOICE_STATUSES, type Invoice, type InvoiceRefund, type InvoiceSource, type InvoiceTitle } from '../../../src/contracts/invoices.ts';
import { FULL_TITLE_NEEDED, PERSONAL_ONLY_PLAIN } from '../../../src/rules/invoices.ts';
import { standInCalls } from '../../testing/calls.ts';
import { freshStandInPerTest } from '../../testing/freshStandIn.ts';
import { NOT_INVOICEABLE } from './invoices.ts';

const standIn = freshStandInPerTest('invoices-test-');
const { callAs, forget } = standInCalls(standIn);
beforeEach(forget);

const sources = async (account = 'agent01') => (await callAs<InvoiceSource[]>(account, '/api/Invoice/Sources')).data;
const titles = async () => (await callAs<InvoiceTitle[]>('agent01', '/api/Invoice/TitleList', {})).data;
let keyCount = 0;
const request = (orderNos: string[], titleId: number, extra: object = {}) => ({
  idempotencyKey: `test-key-${(keyCount += 1)}`, orderNos, rechargeNos: [], titleId, invoiceType: '普票', medium: '电子', email: 'zw@example.com', phone: '13800000001', ...extra,
});
const submit = (body: object, account = 'agent01') => callAs<Invoice>(account, '/api/Invoice/Submit', body);
const orderNos = (list: InvoiceSource[], count: number) => list.filter((source) => source.kind === 'order').slice(0, count);

describe('invoices (stand-in)', () => {
  it('sums the chosen sources on the server and takes them out of the open sources', async () => {
    const [first, second] = orderNos(await sources(), 2);
    const full = (await titles()).find((title) => title.isDefault)!;
    const answer = await submit({ ...request([first.no, second.no], full.id), amountFen: 1 });
    expect(answer.data).toMatchObject({ status: '待审核', amountFen: first.amountFen + second.amountFen, titleName: full.titleName });
    expect((await sources()).map((source) => source.no)).not.toContain(first.no);
    const list = (await callAs<PagedAnswer<Invoice>>('agent01', '/api/Invoice/InvoicePageList', { filters: { status: '待审核' } })).data;
    expect(list.list[0].applyNo).toBe(answer.data.applyNo);
  });

  it('pages the open sources on the server, newest first, searched by number', async () => {
    const all = await sources();
    expect(all.length).toBeGreaterThan(100);
    const page = async (body: object, account = 'agent01') => (await callAs<PagedAnswer<InvoiceSource>>(account, '/api/Invoice/SourcePageList', body)).data;
    const second = await page({ pageIndex: 2, pageSize: 20 });
    expect(second.total).toBe(all.length);
    expect(second.list).toEqual(all.slice(20, 40));
    expect((await page({ keyword: all[5].no })).list).toEqual([all[5]]);
    expect((await page({ filters: { kind: 'recharge' }, pageSize: 100 })).list.every((source) => source.kind === 'recharge')).toBe(true);
    const cheapest = (await page({ sortField: 'amountFen', sortOrder: 'asc' })).list[0];
    expect(cheapest.amountFen).toBe(Math.min(...all.map((source) => source.amountFen)));
  });

  it('refuses 专票 for an incomplete or personal title, and any paper request without an address', async () => {
    const [source] = orderNos(await sources(), 1);
    const all = await titles();
    const partial = all.find((title) => title.titleType === '企业' && !title.bank)!;
    const personal = all.find((title) => title.titleType === '个人')!;
    expect((await submit(request([source.no], partial.id, { invoiceType: '专票' }))).msg).toBe(FULL_TITLE_NEEDED);
    expect((await submit(request([source.no], personal.id, { invoiceType: '专票' }))).msg).toBe(PERSONAL_ONLY_PLAIN);
    expect((await submit(request([source.no], personal.id, { medium: '纸质' }))).status).toBe(400);
    expect((await submit(request([source.no], personal.id))).data.status).toBe('待审核');
  });

  it('lets a source be in one live request only, even for parallel submits; a repeated key answers the same request', async () => {
    const [source] = orderNos(await sources(), 1);
    const titleId = (await titles())[0].id;
    const answers = await Promise.all([submit(request([source.no], titleId)), submit(request([source.no], titleId)), submit(request([source.no], titleId))]);
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.msg === NOT_INVOICEABLE)).toHaveLength(2);
    const body = request([orderNos(await sources(), 1)[0].no], titleId);
    const [one, two] = await Promise.all([submit(body), submit(body)]);
    expect(one.data.applyNo).toBe(two.data.applyNo);
  });

  it('frees the sources on withdrawal, rejection and refund; issues and serves the electronic file', async () => {
    const [a, b] = orderNos(await sources(), 2);
    const titleId = (await titles())[0].id;
    const first = (await submit(request([a.no], titleId))).data;
    expect((await callAs<Invoice>('agent01', '/api/Invoice/Revoke', { applyNo: first.applyNo })).data.status).toBe('已撤回');
    const second = (await submit(request([a.no], titleId))).data;
    await callAs('agent01', '/api/__dev/invoice', { applyNo: second.applyNo, action: 'reject', reason: '抬头有误' });
    expect((await sources()).map((source) => source.no)).toContain(a.no);
    const third = (await submit(request([a.no, b.no], titleId))).data;
    expect((await callAs('agent01', '/api/__dev/invoice', { applyNo: third.applyNo, action: 'issue' })).msg).toBe('当前状态（待审核）不能执行该操作');
    await callAs('agent01', '/api/__dev/invoice', { applyNo: third.applyNo, action: 'approve' });
    const issued = (await callAs<Invoice>('agent01', '/api/__dev/invoice', { applyNo: third.applyNo, action: 'issue' })).data;
    expect(issued.invoiceNo).not.toBe('');
    const file = await fetch(`${standIn().urls.api}/api/Invoice/Download?applyNo=${third.applyNo}`, { headers: { authorization: `Bearer ${(await callAs<{ token: string }>('agent01', '/api/__dev/session', { account: 'agent01' })).data.token}` } });
    expect(file.headers.get('content-type')).toBe('application/pdf');
    const refund = (await callAs<InvoiceRefund>('agent01', '/api/Invoice/Refund', { idempotencyKey: 'refund-key-1', applyNo: third.applyNo, reason: '抬头错误' })).data;
    expect(refund.status).toBe('退票审核中');
    expect((await callAs('agent01', '/api/Invoice/Refund', { idempotencyKey: 'refund-key-2', applyNo: third.applyNo, reason: '抬头错误' })).msg).toBe('该发票已申请退票');
    expect((await sources()).map((source) => source.no)).not.toContain(b.no);
    await callAs('agent01', '/api/__dev/invoiceRefund', { refundNo: refund.refundNo, approve: true });
    expect((await sources()).map((source) => source.no)).toEqual(expect.arrayContaining([a.no, b.no]));
  });

  it('refuses deleting a title a 待审核 request uses, and checks title fields', async () => {
    const [source] = orderNos(await sources(), 1);
    const titleId = (await titles())[0].id;
    await submit(request([source.no], titleId));
    expect((await callAs('agent01', '/api/Invoice/TitleDelete', { id: titleId })).msg).toBe('该开票信息正被待审核的申请使用，不能删除');
    const bad = { titleType: '企业', titleName: '某公司', taxNo: 'abc', bank: '', account: '', regAddress: '', regTel: '' };
    expect(await callAs('agent01', '/api/Invoice/TitleSave', bad)).toMatchObject({ status: 400, msg: '税号应为15、18或20位大写字母或数字' });
    expect((await callAs<number>('agent01', '/api/Invoice/TitleSave', { ...bad, taxNo: '91330100MA2B3C4D7G' })).code).toBe(200);
  });

  it('answers 400 for malformed bodies, never a 500', async () => {
    const titleId = (await titles())[0].id;
    for (const body of [{}, { __proto__: { idempotencyKey: 'x' } }, JSON.parse('{"__proto__":{"a":1},"constructor":1}'), request('x' as never, titleId), request([], titleId, { invoiceType: 'constructor' })]) {
      expect((await submit(body)).status).toBe(400);
    }
    expect((await callAs('agent01', '/api/__dev/invoice', { applyNo: 'FP1', action: '__proto__' })).msg).toBe('发票申请不存在');
    expect((await callAs('agent01', '/api/Invoice/AddressSave', { receiver: '', phone: '1', landline: '', region: '', address: '', postcode: '' })).status).toBe(400);
  });

  it('scopes everything to the caller: staff lack the buttons, another agent sees nothing', async () => {
    const [source] = orderNos(await sources(), 1);
    const titleId = (await titles())[0].id;
    expect((await submit(request([source.no], titleId), 'staff01')).msg).toBe('没有该操作的权限');
    const mine = (await submit(request([source.no], titleId))).data;
    standIn().ctx.db.prepare(
      "INSERT INTO accounts (account, name, phone, password_hash, agent_id, is_parent, role_type, created_at) VALUES ('sub02', '陈静', '13900000012', 'x', 2, 1, 1, 0)",
    ).run();
    expect((await callAs('sub02', `/api/Invoice/Detail?applyNo=${mine.applyNo}`)).msg).toBe('发票申请不存在');
    expect((await callAs<PagedAnswer<Invoice>>('sub02', '/api/Invoice/InvoicePageList', {})).data.total).toBe(0);
    expect(await titles()).not.toHaveLength(0);
    expect((await callAs<InvoiceTitle[]>('sub02', '/api/Invoice/TitleList', {})).data).toEqual([]);
    expect((await submit(request([source.no], titleId), 'sub02')).msg).toBe('开票信息不存在');
  });

  it('seeds one request per status, each holding an old paid order out of the open sources', async () => {
    const seeded = (await callAs<PagedAnswer<Invoice>>('agent01', '/api/Invoice/InvoicePageList', { pageSize: 50 })).data;
    expect(seeded.list.map((invoice) => invoice.status).sort()).toEqual([...INVOICE_STATUSES].sort());
    const open = (await sources()).map((source) => source.no);
    for (const invoice of seeded.list) {
      const held = !['已驳回', '已撤回', '已退票'].includes(invoice.status);
      expect(open.includes(invoice.sources[0].no)).toBe(!held);
    }
    const mailed = seeded.list.find((invoice) => invoice.status === '已邮寄')!;
    expect(mailed).toMatchObject({ medium: '纸质', address: { receiver: '张伟' } });
    expect(mailed.logs.map((log) => log.action)).toEqual(['提交申请', '审核通过', '已开票', '已邮寄']);
  });
});
