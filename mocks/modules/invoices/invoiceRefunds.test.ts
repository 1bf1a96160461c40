import { beforeEach, describe, expect, it } from 'vitest';
import { EXPRESS_NEEDED, EXPRESS_NO_FORMAT } from '../../../src/rules/invoices.ts';
import type { Invoice, InvoiceRefund } from '../../../src/contracts/invoices.ts';
import type { PagedAnswer } from '../../../src/contracts/list.ts';
import { standInCalls } from '../../testing/calls.ts';
import { freshStandInPerTest } from '../../testing/freshStandIn.ts';

const standIn = freshStandInPerTest('invoice-refunds-test-');
const { callAs, forget } = standInCalls(standIn);
beforeEach(forget);

const detail = async (applyNo: string) => (await callAs<Invoice>('agent01', `/api/Invoice/Detail?applyNo=${applyNo}`)).data;
const listed = async (status: string) =>
  (await callAs<PagedAnswer<Invoice>>('agent01', '/api/Invoice/InvoicePageList', { filters: { status }, pageSize: 50 })).data.list.map((invoice) => invoice.applyNo);
const refund = async (applyNo: string, key: string) =>
  (await callAs<InvoiceRefund>('agent01', '/api/Invoice/Refund', { idempotencyKey: key, applyNo, reason: '抬头错误' })).data;

describe("an invoice's status follows its refund", () => {
  it('退票审核中 while reviewed, back to 已开票 when refused, 已退票 once approved — in the detail and the list filter', async () => {
    const [applyNo] = await listed('已开票');
    const first = await refund(applyNo, 'refund-follow-1');
    expect((await detail(applyNo)).status).toBe('退票审核中');
    expect(await listed('退票审核中')).toContain(applyNo);
    // An invoice under review cannot be refunded again or downloaded.
    expect((await callAs('agent01', '/api/Invoice/Refund', { idempotencyKey: 'refund-follow-x', applyNo, reason: '抬头错误' })).msg).toBe('该发票已申请退票');

    await callAs('agent01', '/api/__dev/invoiceRefund', { refundNo: first.refundNo, approve: false, reason: '发票已认证抵扣' });
    expect((await detail(applyNo)).status).toBe('已开票');

    const second = await refund(applyNo, 'refund-follow-2');
    await callAs('agent01', '/api/__dev/invoiceRefund', { refundNo: second.refundNo, approve: true });
    const refunded = await detail(applyNo);
    expect(refunded.status).toBe('已退票');
    expect(refunded.logs.map((log) => log.action).slice(-2)).toEqual(['申请退票', '已退票']);
    expect(await listed('已退票')).toContain(applyNo);
    expect(await listed('已开票')).not.toContain(applyNo);
  });

  it('a mailed paper invoice whose refund is refused is 已邮寄 again', async () => {
    const [applyNo] = await listed('已邮寄');
    const asked = (
      await callAs<InvoiceRefund>('agent01', '/api/Invoice/Refund', { idempotencyKey: 'refund-paper-1', applyNo, reason: '抬头错误', expressCompany: '顺丰速运', expressNo: 'SF1234567890' })
    ).data;
    expect((await detail(applyNo)).status).toBe('退票审核中');
    await callAs('agent01', '/api/__dev/invoiceRefund', { refundNo: asked.refundNo, approve: false, reason: '未收到寄回的发票' });
    expect((await detail(applyNo)).status).toBe('已邮寄');
  });

  it('a paper invoice sent back needs the courier and a number in the format it names', async () => {
    const [applyNo] = await listed('已邮寄');
    const ask = (expressCompany: string, expressNo: string) =>
      callAs('agent01', '/api/Invoice/Refund', { idempotencyKey: `refund-express-${expressNo || 'none'}-${expressCompany.length}`, applyNo, reason: '抬头错误', expressCompany, expressNo });
    expect((await ask('', 'SF1234567890')).msg).toBe(EXPRESS_NEEDED);
    expect((await ask('顺丰速运', 'SF-12')).msg).toBe(EXPRESS_NO_FORMAT);
    expect(EXPRESS_NO_FORMAT).toContain('6–30位字母或数字');
  });

  it('seeds invoices being refunded and refunded with their refund lines', async () => {
    const refunds = (await callAs<PagedAnswer<InvoiceRefund>>('agent01', '/api/Invoice/RefundPageList', { pageSize: 50 })).data.list;
    const [refunding] = await listed('退票审核中');
    const [refunded] = await listed('已退票');
    expect(refunds.find((line) => line.applyNo === refunding)?.status).toBe('退票审核中');
    expect(refunds.find((line) => line.applyNo === refunded)?.status).toBe('已退票');
  });
});

describe('the invoices a refund can be asked for', () => {
  const refundable = async (keyword?: string, account = 'agent01') =>
    (await callAs<PagedAnswer<Invoice>>(account, '/api/Invoice/RefundablePageList', { keyword, pageSize: 20 })).data;

  it('are the issued and mailed ones, found by number or title; one under review is no longer offered', async () => {
    const all = await refundable();
    expect(all.total).toBe((await listed('已开票')).length + (await listed('已邮寄')).length);
    expect(new Set(all.list.map((invoice) => invoice.status))).toEqual(new Set(['已开票', '已邮寄']));
    const [applyNo] = await listed('已开票');
    const { invoiceNo, titleName } = await detail(applyNo);
    expect((await refundable(invoiceNo)).list.map((invoice) => invoice.applyNo)).toEqual([applyNo]);
    expect((await refundable(titleName)).list.map((invoice) => invoice.applyNo)).toContain(applyNo);
    await refund(applyNo, 'refundable-1');
    expect((await refundable(invoiceNo)).list).toEqual([]);
  });

  it("are never another agent's", async () => {
    // The main account of agent 2 (宁波甬信软件有限公司).
    standIn()
      .ctx.db.prepare("INSERT INTO accounts (account, name, phone, password_hash, agent_id, is_parent, role_type, created_at) VALUES ('sub02', '陈静', '13900000012', 'x', 2, 1, 1, 0)")
      .run();
    const [applyNo] = await listed('已开票');
    const { invoiceNo } = await detail(applyNo);
    expect((await refundable(invoiceNo)).total).toBe(1);
    expect(await refundable(invoiceNo, 'sub02')).toMatchObject({ total: 0, list: [] });
  });
});
