import { beforeEach, describe, expect, it } from 'vitest';
import type { Invoice, InvoiceSource, InvoiceTitle } from '../src/contracts/invoices.ts';
import { BALANCE_PAID_NOT_INVOICEABLE } from '../src/rules/invoiceRule.ts';
import { standInCalls } from './testing/calls.ts';
import { freshStandInPerTest } from './testing/freshStandIn.ts';

const standIn = freshStandInPerTest('invoice-rule-test-');
const { callAs, operationCode, forget } = standInCalls(standIn);
beforeEach(forget);

const sources = async () => (await callAs<InvoiceSource[]>('agent01', '/api/Invoice/Sources')).data;
const db = () => standIn().ctx.db;

describe('money is invoiced once: the recharge, not the order paid from its balance', () => {
  it('holds no order paid from the balance that is invoiced or invoiceable, in the seed', async () => {
    const invoiced = db().prepare("SELECT COUNT(*) AS n FROM orders WHERE pay_method = '余额' AND billing_state != '不可开票'").get() as { n: number };
    expect(invoiced.n).toBe(0);
    const balancePaid = new Set((db().prepare("SELECT order_no FROM orders WHERE pay_method = '余额'").all() as Array<{ order_no: string }>).map((row) => row.order_no));
    const open = await sources();
    expect(open.some((source) => source.kind === 'recharge')).toBe(true);
    expect(open.filter((source) => balancePaid.has(source.no))).toEqual([]);
  });

  it('refuses an order paid from the balance on submit, and keeps it out of the sources', async () => {
    const { orderNo } = (await callAs<{ orderNo: string }>('agent01', '/api/__dev/order', { account: 'agent01', amountFen: 20_000 })).data;
    const code = await operationCode('payment');
    expect((await callAs('agent01', '/api/Pay/Balance', { orderNo, code, idempotencyKey: 'pay-rule-1' }, 'order')).code).toBe(200);
    expect((await sources()).map((source) => source.no)).not.toContain(orderNo);
    const title = (await callAs<InvoiceTitle[]>('agent01', '/api/Invoice/TitleList', {})).data.find((item) => item.isDefault)!;
    const body = { idempotencyKey: 'invoice-rule-1', orderNos: [orderNo], rechargeNos: [], titleId: title.id, invoiceType: '普票', medium: '电子', email: 'zw@example.com', phone: '13800000001' };
    expect((await callAs<Invoice>('agent01', '/api/Invoice/Submit', body)).msg).toBe(BALANCE_PAID_NOT_INVOICEABLE);
  });
});
