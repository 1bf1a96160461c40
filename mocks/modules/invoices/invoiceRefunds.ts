import type { Invoice, InvoiceRefund, RefundStatus } from '../../../src/contracts/invoices.ts';
import { expressProblem, invoiceIssued, reasonProblem } from '../../../src/rules/invoices.ts';
import { BadRequestError, BusinessError } from '../../errors.ts';
import type { Service } from '../../http.ts';
import type { StandInContext } from '../../module.ts';
import { pagedList, pagedListFor, type PagedListSpec } from '../../pagedList.ts';
import { invoicesScreens } from '../../../src/contracts/screens/invoices.ts';
import { callerOf } from '../../scope.ts';
import { requireFields } from '../../validate.ts';
import { findInvoice, freeSources, logInvoice, toInvoice, type InvoiceRow } from './invoiceStore.ts';
import { nextNumber } from '../../domain/numbers.ts';
import { button, signedIn } from '../../guards.ts';

// 退票: returning an issued invoice. The invoice's own status follows its refund: 退票审核中 while it is reviewed,
// 已退票 once approved (its orders and recharges can then be invoiced again), back to what it was when refused.
// issued_status keeps that (已开票 or 已邮寄).
export const refundsSchema = `
CREATE TABLE IF NOT EXISTS invoice_refunds (
  refund_no TEXT PRIMARY KEY, agent_id INTEGER NOT NULL REFERENCES agents(id), apply_no TEXT NOT NULL, reason TEXT NOT NULL,
  express_company TEXT NOT NULL, express_no TEXT NOT NULL, status TEXT NOT NULL, reject_reason TEXT NOT NULL DEFAULT '',
  create_time INTEGER NOT NULL, idempotency_key TEXT UNIQUE, issued_status TEXT NOT NULL DEFAULT '已开票'
);
`;

interface RefundRow {
  refund_no: string; apply_no: string; invoice_no: string; title_name: string; amount_fen: number; reason: string;
  express_company: string; express_no: string; status: RefundStatus; reject_reason: string; create_time: number;
}

const toRefund = (row: RefundRow): InvoiceRefund => ({
  refundNo: row.refund_no, applyNo: row.apply_no, invoiceNo: row.invoice_no, titleName: row.title_name, amountFen: row.amount_fen, reason: row.reason,
  expressCompany: row.express_company, expressNo: row.express_no, status: row.status, rejectReason: row.reject_reason, createTime: row.create_time,
});

const SELECT = 'SELECT r.*, i.invoice_no, i.title_name, i.amount_fen FROM invoice_refunds r JOIN invoices i ON i.apply_no = r.apply_no';

const refundList = (ctx: StandInContext, accountId: number): PagedListSpec<RefundRow, InvoiceRefund> => pagedListFor(invoicesScreens.invoiceRefund.list, {
  from: 'invoice_refunds r JOIN invoices i ON i.apply_no = r.apply_no',
  select: 'r.*, i.invoice_no, i.title_name, i.amount_fen',
  scope: { sql: 'r.agent_id = ?', params: [callerOf(ctx, accountId).agentId] },
  sortable: { createTime: 'r.create_time', amountFen: 'i.amount_fen' },
  filterable: { status: 'r.status' },
  keyword: ['r.refund_no', 'i.invoice_no', 'i.title_name'],
  dateColumn: 'r.create_time',
  defaultOrder: 'r.create_time DESC, r.refund_no DESC',
  toItem: toRefund,
});

/** The agent's issued invoices a refund can be asked for (已开票, 已邮寄; not one under review), searched by number or title. */
const refundableList = (ctx: StandInContext, accountId: number): PagedListSpec<InvoiceRow, Invoice> => ({
  from: 'invoices i',
  scope: { sql: "i.agent_id = ? AND i.status IN ('已开票', '已邮寄')", params: [callerOf(ctx, accountId).agentId] },
  keyword: ['i.invoice_no', 'i.title_name', 'i.apply_no'],
  defaultOrder: 'i.issue_time DESC, i.apply_no DESC',
  toItem: (row) => toInvoice(ctx, row),
});

function requestRefund(ctx: StandInContext, accountId: number, body: unknown): InvoiceRefund {
  const request = requireFields(body, { idempotencyKey: 'string', applyNo: 'string', reason: 'string', expressCompany: 'string?', expressNo: 'string?' });
  const { agentId } = callerOf(ctx, accountId);
  const repeated = ctx.db.prepare(`${SELECT} WHERE r.idempotency_key = ? AND r.agent_id = ?`).get(request.idempotencyKey, agentId) as RefundRow | undefined;
  if (repeated) return toRefund(repeated);
  const reason = request.reason.trim();
  const reasonRefused = reasonProblem(reason);
  if (reasonRefused) throw new BadRequestError(reasonRefused);
  const invoice = findInvoice(ctx, agentId, request.applyNo);
  const company = (request.expressCompany ?? '').trim();
  const expressNo = (request.expressNo ?? '').trim();
  const expressMissing = invoice.medium === '纸质' ? expressProblem(company, expressNo) : null;
  if (expressMissing) throw new BadRequestError(expressMissing);
  if (company.length > 50) throw new BadRequestError('快递公司最多50个字');
  return ctx.db.transaction(() => {
    if (ctx.db.prepare("SELECT 1 FROM invoice_refunds WHERE apply_no = ? AND status IN ('退票审核中', '已退票')").get(invoice.applyNo)) throw new BusinessError('该发票已申请退票');
    if (!invoiceIssued(invoice.status)) throw new BusinessError('只有已开票的发票可以退票');
    const refundNo = nextNumber(ctx, 'TP');
    ctx.db
      .prepare(
        "INSERT INTO invoice_refunds (refund_no, agent_id, apply_no, reason, express_company, express_no, status, create_time, idempotency_key, issued_status) VALUES (?, ?, ?, ?, ?, ?, '退票审核中', ?, ?, ?)",
      )
      .run(refundNo, agentId, invoice.applyNo, reason, company, expressNo, ctx.now(), request.idempotencyKey, invoice.status);
    ctx.db.prepare("UPDATE invoices SET status = '退票审核中' WHERE apply_no = ?").run(invoice.applyNo);
    logInvoice(ctx, invoice.applyNo, '申请退票', '代理商', reason);
    return toRefund(ctx.db.prepare(`${SELECT} WHERE r.refund_no = ?`).get(refundNo) as RefundRow);
  })();
}

function reviewRefund(ctx: StandInContext, body: unknown): InvoiceRefund {
  const { refundNo, approve, reason } = requireFields(body, { refundNo: 'string', approve: 'boolean', reason: 'string?' });
  return ctx.db.transaction(() => {
    const row = ctx.db.prepare(`${SELECT} WHERE r.refund_no = ?`).get(refundNo) as RefundRow | undefined;
    if (!row) throw new BusinessError('退票申请不存在');
    if (row.status !== '退票审核中') throw new BusinessError(`当前状态（${row.status}）不能审核`);
    ctx.db.prepare('UPDATE invoice_refunds SET status = ?, reject_reason = ? WHERE refund_no = ?').run(approve ? '已退票' : '退票驳回', approve ? '' : (reason ?? ''), refundNo);
    const issued = (ctx.db.prepare('SELECT issued_status FROM invoice_refunds WHERE refund_no = ?').get(refundNo) as { issued_status: string }).issued_status;
    ctx.db.prepare('UPDATE invoices SET status = ? WHERE apply_no = ?').run(approve ? '已退票' : issued, row.apply_no);
    if (approve) freeSources(ctx, row.apply_no);
    logInvoice(ctx, row.apply_no, approve ? '已退票' : '退票驳回', '财务审核', reason ?? '');
    return toRefund(ctx.db.prepare(`${SELECT} WHERE r.refund_no = ?`).get(refundNo) as RefundRow);
  })();
}

export function registerRefundRoutes(api: Service, ctx: StandInContext): void {
  api.post('/api/Invoice/RefundPageList', ({ accountId, body }) => pagedList(ctx, refundList(ctx, accountId), body), { guard: signedIn });
  api.post('/api/Invoice/RefundablePageList', ({ accountId, body }) => pagedList(ctx, refundableList(ctx, accountId), body), { guard: button(invoicesScreens.invoiceRefund, 'add') });
  api.post('/api/Invoice/Refund', ({ accountId, body }) => requestRefund(ctx, accountId, body), { guard: button(invoicesScreens.invoiceRefund, 'add') });
  // Demo and test helper: the provider's finance staff decide on a refund.
  api.post('/api/__dev/invoiceRefund', ({ body }) => reviewRefund(ctx, body), { public: true });
}
