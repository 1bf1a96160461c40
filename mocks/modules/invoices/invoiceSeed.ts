import type { InvoiceStatus } from '../../../src/contracts/invoices.ts';
import type { StandInContext } from '../../module.ts';
import type { SeedCalendar } from '../../seedCalendar.ts';
import { findAddress, findTitle } from './invoiceProfiles.ts';
import { nextNumber } from '../../domain/numbers.ts';

const DAY = 24 * 60 * 60 * 1000;

/** What each seeded request went through, oldest first; paper ones are mailed to the default address. */
const SEEDED: { status: InvoiceStatus; medium: '电子' | '纸质'; log: string[]; reason?: string }[] = [
  { status: '已邮寄', medium: '纸质', log: ['提交申请', '审核通过', '已开票', '已邮寄'] },
  { status: '已开票', medium: '电子', log: ['提交申请', '审核通过', '已开票'] },
  { status: '已驳回', medium: '电子', log: ['提交申请', '审核驳回'], reason: '开票金额与订单不符' },
  { status: '已撤回', medium: '电子', log: ['提交申请', '撤回申请'] },
  { status: '开票中', medium: '纸质', log: ['提交申请', '审核通过'] },
  { status: '待审核', medium: '电子', log: ['提交申请'] },
  { status: '退票审核中', medium: '电子', log: ['提交申请', '审核通过', '已开票', '申请退票'], reason: '抬头错误' },
  { status: '已退票', medium: '电子', log: ['提交申请', '审核通过', '已开票', '申请退票', '已退票'], reason: '不再需要' },
];

const BILLING: Partial<Record<InvoiceStatus, string>> = { 已邮寄: '已开票', 已开票: '已开票', 开票中: '开票中', 待审核: '开票中', 退票审核中: '已开票' };
const REFUND_STATUS: Partial<Record<InvoiceStatus, string>> = { 退票审核中: '退票审核中', 已退票: '已退票' };

/**
 * A few of agent01's requests, one per status, each for one of its oldest uninvoiced paid orders (so
 * the newest orders stay open for new requests), a week apart over the eleven weeks before the seed, the last
 * one (待审核) still waiting for its audit.
 */
export function seedInvoices(ctx: StandInContext, calendar: SeedCalendar): void {
  const firstCreated = calendar.day(-80, 10);
  const orders = ctx.db
    .prepare("SELECT order_no, product_name, amount_fen, paid_at FROM orders WHERE agent_id = 1 AND status = 2 AND billing_state = '未开票' ORDER BY paid_at, order_no LIMIT ?")
    .all(SEEDED.length) as { order_no: string; product_name: string; amount_fen: number; paid_at: number }[];
  const { id: titleId, isDefault: _default, ...title } = findTitle(ctx, 1, 1);
  const { id: _addressId, isDefault: _addressDefault, ...address } = findAddress(ctx, 1, 1);
  SEEDED.forEach((seeded, index) => {
    const order = orders[index];
    if (!order) return;
    const created = firstCreated + index * 7 * DAY;
    const at = (step: number) => created + step * DAY;
    const applyNo = nextNumber(ctx, 'FP', created);
    const issued = seeded.log.includes('已开票');
    const paper = seeded.medium === '纸质';
    ctx.db
      .prepare(
        `INSERT INTO invoices (apply_no, agent_id, title_id, title_json, title_name, invoice_type, medium, amount_fen, email, phone, address_json, status,
          reason, invoice_no, express_no, remark, create_time, audit_time, issue_time, mail_time)
         VALUES (?, 1, ?, ?, ?, '普票', ?, ?, ?, ?, ?, ?, ?, ?, ?, '', ?, ?, ?, ?)`,
      )
      .run(
        applyNo, titleId, JSON.stringify(title), title.titleName, seeded.medium, order.amount_fen, paper ? '' : 'zw@example.com', paper ? '' : '13800000001',
        paper ? JSON.stringify(address) : null, seeded.status, seeded.status === '已驳回' ? (seeded.reason ?? '') : '', issued ? `2633${applyNo.slice(-8)}` : '',
        seeded.status === '已邮寄' ? `SF${applyNo.slice(-10)}` : '', created, seeded.log.length > 1 ? at(1) : null, issued ? at(2) : null,
        seeded.status === '已邮寄' ? at(3) : null,
      );
    ctx.db.prepare('INSERT INTO invoice_sources (apply_no, kind, no, name, amount_fen, time) VALUES (?, ?, ?, ?, ?, ?)').run(applyNo, 'order', order.order_no, order.product_name, order.amount_fen, order.paid_at);
    const log = ctx.db.prepare('INSERT INTO invoice_logs (apply_no, time, action, operator, remark) VALUES (?, ?, ?, ?, ?)');
    seeded.log.forEach((action, step) => log.run(applyNo, at(step), action, step === 0 || action === '撤回申请' || action === '申请退票' ? '张伟' : '财务审核', ['审核驳回', '申请退票'].includes(action) ? (seeded.reason ?? '') : ''));
    const refund = REFUND_STATUS[seeded.status];
    if (refund) {
      ctx.db
        .prepare(
          `INSERT INTO invoice_refunds (refund_no, agent_id, apply_no, reason, express_company, express_no, status, create_time, issued_status)
           VALUES (?, 1, ?, ?, '', '', ?, ?, '已开票')`,
        )
        .run(nextNumber(ctx, 'TP', at(3)), applyNo, seeded.reason ?? '', refund, at(3));
    }
    const billing = BILLING[seeded.status];
    if (billing) ctx.db.prepare('UPDATE orders SET billing_state = ? WHERE order_no = ?').run(billing, order.order_no);
  });
}
