import type { Invoice, InvoiceAddressFields, InvoiceSource, InvoiceStatus, InvoiceTitleFields } from '../../../src/contracts/invoices.ts';
import { BadRequestError, BusinessError } from '../../errors.ts';
import type { StandInContext } from '../../module.ts';

// The invoice requests as stored, with their sources and operation log.
export const invoicesSchema = `
CREATE TABLE IF NOT EXISTS invoices (
  apply_no TEXT PRIMARY KEY, agent_id INTEGER NOT NULL REFERENCES agents(id), title_id INTEGER NOT NULL, title_json TEXT NOT NULL,
  title_name TEXT NOT NULL, invoice_type TEXT NOT NULL, medium TEXT NOT NULL, amount_fen INTEGER NOT NULL, email TEXT NOT NULL,
  phone TEXT NOT NULL, address_json TEXT, status TEXT NOT NULL, reason TEXT NOT NULL DEFAULT '', invoice_no TEXT NOT NULL DEFAULT '',
  express_no TEXT NOT NULL DEFAULT '', remark TEXT NOT NULL, create_time INTEGER NOT NULL, audit_time INTEGER, issue_time INTEGER,
  mail_time INTEGER, idempotency_key TEXT UNIQUE
);
CREATE TABLE IF NOT EXISTS invoice_sources (
  apply_no TEXT NOT NULL, kind TEXT NOT NULL, no TEXT NOT NULL, name TEXT NOT NULL, amount_fen INTEGER NOT NULL, time INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS invoice_logs (apply_no TEXT NOT NULL, time INTEGER NOT NULL, action TEXT NOT NULL, operator TEXT NOT NULL, remark TEXT NOT NULL);
`;

export interface InvoiceRow {
  apply_no: string; title_id: number; title_json: string; title_name: string; invoice_type: string; medium: string; amount_fen: number; email: string;
  phone: string; address_json: string | null; status: InvoiceStatus; reason: string; invoice_no: string; express_no: string; remark: string;
  create_time: number; audit_time: number | null; issue_time: number | null; mail_time: number | null;
}

/** Sets the sources' 开票状态 (orders and recharges alike). */
export function setBilling(ctx: StandInContext, applyNo: string, state: string): void {
  for (const source of ctx.db.prepare('SELECT kind, no FROM invoice_sources WHERE apply_no = ?').all(applyNo) as InvoiceSource[]) {
    const [table, key] = source.kind === 'order' ? ['orders', 'order_no'] : ['recharges', 'recharge_no'];
    ctx.db.prepare(`UPDATE ${table} SET billing_state = ? WHERE ${key} = ?`).run(state, source.no);
  }
}
export const freeSources = (ctx: StandInContext, applyNo: string) => setBilling(ctx, applyNo, '未开票');

export const operatorName = (ctx: StandInContext, accountId: number) =>
  (ctx.db.prepare('SELECT name FROM accounts WHERE id = ?').get(accountId) as { name: string } | undefined)?.name ?? '系统';
export function logInvoice(ctx: StandInContext, applyNo: string, action: string, operator: string, remark = ''): void {
  ctx.db.prepare('INSERT INTO invoice_logs (apply_no, time, action, operator, remark) VALUES (?, ?, ?, ?, ?)').run(applyNo, ctx.now(), action, operator, remark);
}

export function toInvoice(ctx: StandInContext, row: InvoiceRow): Invoice {
  return {
    applyNo: row.apply_no, titleId: row.title_id, title: JSON.parse(row.title_json) as InvoiceTitleFields, titleName: row.title_name,
    invoiceType: row.invoice_type as Invoice['invoiceType'], medium: row.medium as Invoice['medium'], amountFen: row.amount_fen,
    sources: ctx.db.prepare('SELECT kind, no, name, amount_fen AS amountFen, time FROM invoice_sources WHERE apply_no = ?').all(row.apply_no) as InvoiceSource[],
    email: row.email, phone: row.phone, address: row.address_json ? (JSON.parse(row.address_json) as InvoiceAddressFields) : null,
    status: row.status, reason: row.reason, invoiceNo: row.invoice_no, expressNo: row.express_no, remark: row.remark,
    createTime: row.create_time, auditTime: row.audit_time, issueTime: row.issue_time, mailTime: row.mail_time,
    logs: ctx.db.prepare('SELECT time, action, operator, remark FROM invoice_logs WHERE apply_no = ? ORDER BY rowid').all(row.apply_no) as Invoice['logs'],
  };
}

export function findInvoice(ctx: StandInContext, agentId: number, applyNo: unknown): Invoice {
  if (typeof applyNo !== 'string' || applyNo === '') throw new BadRequestError('缺少参数 applyNo');
  const row = ctx.db.prepare('SELECT * FROM invoices WHERE apply_no = ? AND agent_id = ?').get(applyNo, agentId) as InvoiceRow | undefined;
  if (!row) throw new BusinessError('发票申请不存在');
  return toInvoice(ctx, row);
}

