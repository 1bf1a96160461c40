import { invoicesScreens } from '../../../src/contracts/screens/invoices.ts';
import {
  INVOICE_MEDIA,
  INVOICE_TYPES,
  type Invoice,
  type InvoiceAddressFields,
  type InvoiceSource,
  type InvoiceStatus,
} from '../../../src/contracts/invoices.ts';
import { BALANCE_PAID_NOT_INVOICEABLE } from '../../../src/rules/invoiceRule.ts';
import { deliveryProblem, invoiceIssued, kindProblem, NO_SOURCES, remarkProblem } from '../../../src/rules/invoices.ts';
import { BadRequestError, BusinessError } from '../../errors.ts';
import type { Services, StandInContext, StandInModule } from '../../module.ts';
import type { SeedCalendar } from '../../seedCalendar.ts';
import { pagedList, type Clause, type PagedListSpec, pagedListFor } from '../../pagedList.ts';
import { callerOf } from '../../scope.ts';
import { requireFields } from '../../validate.ts';
import { registerRefundRoutes, refundsSchema } from './invoiceRefunds.ts';
import { findAddress, findTitle, insertAddress, insertTitle, profilesSchema, registerProfileRoutes } from './invoiceProfiles.ts';
import { invoicePdf } from './invoicePdf.ts';
import { seedInvoices } from './invoiceSeed.ts';
import { findInvoice, freeSources, invoicesSchema, logInvoice, operatorName, setBilling, toInvoice, type InvoiceRow } from './invoiceStore.ts';
import { nextNumber } from '../../domain/numbers.ts';
import { findVisibleOrder, visibleOrders } from '../../domain/orders/visibleOrders.ts';
import { button, signedIn } from '../../guards.ts';

const schema = `${profilesSchema}${refundsSchema}${invoicesSchema}`;

export const NOT_INVOICEABLE = '所选订单或充值已开票或不可开票';

/**
 * The caller's agent's paid orders (those the caller sees) and credited recharges not yet invoiced (step 1 of
 * the wizard), as `s`: its parameters stand first in a query.
 */
function openSourcesOf(ctx: StandInContext, accountId: number): Clause {
  const orders = visibleOrders(ctx, accountId, 'o');
  return {
    sql: `(SELECT o.agent_id, 'order' AS kind, o.order_no AS no, o.product_name AS name, o.amount_fen AS amountFen, COALESCE(o.paid_at, o.created_at) AS time FROM orders o
      WHERE ${orders.sql} AND o.status = 2 AND o.billing_state = '未开票' AND o.pay_method IS NOT '余额' AND o.amount_fen > 0
     UNION ALL
     SELECT agent_id, 'recharge', recharge_no, '账户充值', amount_fen, COALESCE(credited_at, created_at) FROM recharges
      WHERE status = '已到账' AND billing_state = '未开票' AND amount_fen > 0) s`,
    params: orders.params,
  };
}

const toSource = ({ kind, no, name, amountFen, time }: InvoiceSource): InvoiceSource => ({ kind, no, name, amountFen, time });

/** The open sources, newest first. */
export function openSources(ctx: StandInContext, accountId: number): InvoiceSource[] {
  const sources = openSourcesOf(ctx, accountId);
  return (ctx.db.prepare(`SELECT * FROM ${sources.sql} WHERE s.agent_id = ? ORDER BY s.time DESC, s.no`).all(...sources.params, callerOf(ctx, accountId).agentId) as InvoiceSource[]).map(toSource);
}

/** The same sources as a paged list, searched by number or content. */
function sourceList(ctx: StandInContext, accountId: number): PagedListSpec<InvoiceSource, InvoiceSource> {
  const sources = openSourcesOf(ctx, accountId);
  return {
    from: sources.sql,
    scope: { sql: 's.agent_id = ?', params: [...sources.params, callerOf(ctx, accountId).agentId] },
    sortable: { time: 's.time', amountFen: 's.amountFen' },
    filterable: { kind: 's.kind' },
    keyword: ['s.no', 's.name'],
    defaultOrder: 's.time DESC, s.no',
    toItem: toSource,
  };
}

/** An order paid from the balance: its money is invoiced as the recharge that brought it in. */
const paidFromBalance = (ctx: StandInContext, agentId: number, orderNo: string): boolean =>
  Boolean(ctx.db.prepare("SELECT 1 FROM orders WHERE order_no = ? AND agent_id = ? AND pay_method = '余额'").get(orderNo, agentId));

const stringList = (value: unknown, name: string): string[] => {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string') || value.length > 200) throw new BadRequestError(`参数 ${name} 应为字符串数组`);
  return [...new Set(value as string[])];
};

/** 提交申请: checks the rules, takes the sources (each in one live request only) and sums them. */
export function submitInvoice(ctx: StandInContext, accountId: number, body: unknown): Invoice {
  const request = requireFields(body, {
    idempotencyKey: 'string', titleId: 'number', invoiceType: 'string', medium: 'string', email: 'string?', phone: 'string?', addressId: 'number?', remark: 'string?', replaces: 'string?',
  });
  const { agentId } = callerOf(ctx, accountId);
  const orderNos = stringList((body as Record<string, unknown>).orderNos, 'orderNos');
  const rechargeNos = stringList((body as Record<string, unknown>).rechargeNos, 'rechargeNos');
  if (request.idempotencyKey.length < 8 || request.idempotencyKey.length > 64) throw new BadRequestError('参数 idempotencyKey 无效');
  const invoiceType = INVOICE_TYPES.find((type) => type === request.invoiceType);
  const medium = INVOICE_MEDIA.find((type) => type === request.medium);
  if (!invoiceType || !medium) throw new BadRequestError('发票类型无效');
  if (orderNos.length + rechargeNos.length === 0) throw new BusinessError(NO_SOURCES);
  const remark = (request.remark ?? '').trim();
  const remarkRefused = remarkProblem(remark);
  if (remarkRefused) throw new BadRequestError(remarkRefused);
  const repeated = ctx.db.prepare('SELECT * FROM invoices WHERE idempotency_key = ? AND agent_id = ?').get(request.idempotencyKey, agentId) as InvoiceRow | undefined;
  if (repeated) return toInvoice(ctx, repeated);
  if (!Number.isSafeInteger(request.titleId)) throw new BadRequestError('参数 titleId 应为整数');
  const title = findTitle(ctx, agentId, request.titleId);
  const refused = kindProblem(title, invoiceType);
  if (refused) throw new BusinessError(refused);
  const undeliverable = deliveryProblem(medium, request);
  if (undeliverable) throw new BadRequestError(undeliverable);
  let address: InvoiceAddressFields | null = null;
  if (medium === '纸质') {
    if (!Number.isSafeInteger(request.addressId)) throw new BadRequestError('参数 addressId 应为整数');
    const { id: _id, isDefault: _default, ...fields } = findAddress(ctx, agentId, request.addressId as number);
    address = fields;
  }
  const { id: _titleId, isDefault: _titleDefault, ...titleFields } = title;
  orderNos.forEach((orderNo) => findVisibleOrder(ctx, accountId, orderNo));
  return ctx.db.transaction(() => {
    if (request.replaces) {
      const old = findInvoice(ctx, agentId, request.replaces);
      if (old.status !== '已驳回') throw new BusinessError('只有已驳回的申请可以修改重提');
      ctx.db.prepare("UPDATE invoices SET status = '已撤回' WHERE apply_no = ?").run(old.applyNo);
      logInvoice(ctx, old.applyNo, '修改重提', operatorName(ctx, accountId));
    }
    const applyNo = nextNumber(ctx, 'FP');
    let amountFen = 0;
    const take = (table: string, key: string, extra: string, nos: string[], kind: string, name: string) => {
      for (const no of nos) {
        const row = ctx.db
          .prepare(`UPDATE ${table} SET billing_state = '开票中' WHERE ${key} = ? AND agent_id = ? AND ${extra} AND billing_state = '未开票' AND amount_fen > 0
                    RETURNING amount_fen AS fen, ${name} AS name, ${kind === 'order' ? 'COALESCE(paid_at, created_at)' : 'COALESCE(credited_at, created_at)'} AS time`)
          .get(no, agentId) as { fen: number; name: string; time: number } | undefined;
        if (!row) throw new BusinessError(kind === 'order' && paidFromBalance(ctx, agentId, no) ? BALANCE_PAID_NOT_INVOICEABLE : NOT_INVOICEABLE);
        amountFen += row.fen;
        ctx.db.prepare('INSERT INTO invoice_sources (apply_no, kind, no, name, amount_fen, time) VALUES (?, ?, ?, ?, ?, ?)').run(applyNo, kind, no, row.name, row.fen, row.time);
      }
    };
    take('orders', 'order_no', "status = 2 AND pay_method IS NOT '余额'", orderNos, 'order', 'product_name');
    take('recharges', 'recharge_no', "status = '已到账'", rechargeNos, 'recharge', "'账户充值'");
    ctx.db
      .prepare(`INSERT INTO invoices (apply_no, agent_id, title_id, title_json, title_name, invoice_type, medium, amount_fen, email, phone, address_json, status, remark, create_time, idempotency_key)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '待审核', ?, ?, ?)`)
      .run(applyNo, agentId, title.id, JSON.stringify(titleFields), title.titleName, invoiceType, medium, amountFen, medium === '电子' ? request.email : '', medium === '电子' ? request.phone : '', address && JSON.stringify(address), remark, ctx.now(), request.idempotencyKey);
    logInvoice(ctx, applyNo, '提交申请', operatorName(ctx, accountId));
    return findInvoice(ctx, agentId, applyNo);
  })();
}

const invoiceList = (ctx: StandInContext, accountId: number): PagedListSpec<InvoiceRow, Invoice> => pagedListFor(invoicesScreens.invoiceList.list, {
  from: 'invoices i',
  scope: { sql: 'i.agent_id = ?', params: [callerOf(ctx, accountId).agentId] },
  sortable: { createTime: 'i.create_time', amountFen: 'i.amount_fen', issueTime: 'i.issue_time' },
  filterable: { status: 'i.status', invoiceType: 'i.invoice_type', medium: 'i.medium' },
  keyword: ['i.apply_no', 'i.title_name', 'i.invoice_no', 'i.express_no'],
  dateColumn: 'i.create_time',
  defaultOrder: 'i.create_time DESC, i.apply_no DESC',
  toItem: (row) => toInvoice(ctx, row),
});

/** Moves a request on as the provider's back office would (dev endpoint and seed). */
export function reviewInvoice(ctx: StandInContext, applyNo: string, action: string, reason = ''): Invoice {
  const row = ctx.db.prepare('SELECT agent_id, status, medium FROM invoices WHERE apply_no = ?').get(applyNo) as { agent_id: number; status: InvoiceStatus; medium: string } | undefined;
  if (!row) throw new BusinessError('发票申请不存在');
  const moves: Record<string, { from: InvoiceStatus[]; to: InvoiceStatus; sql: string; log: string }> = {
    approve: { from: ['待审核'], to: '开票中', sql: 'audit_time = ?', log: '审核通过' },
    reject: { from: ['待审核'], to: '已驳回', sql: 'audit_time = ?', log: '审核驳回' },
    issue: { from: ['开票中'], to: '已开票', sql: "issue_time = ?, invoice_no = '2633' || substr(apply_no, -8)", log: '已开票' },
    mail: { from: ['已开票'], to: '已邮寄', sql: "mail_time = ?, express_no = 'SF' || substr(apply_no, -10)", log: '已邮寄' },
  };
  const move = Object.hasOwn(moves, action) ? moves[action] : undefined;
  if (!move) throw new BadRequestError('参数 action 无效');
  if (!move.from.includes(row.status) || (action === 'mail' && row.medium !== '纸质')) throw new BusinessError(`当前状态（${row.status}）不能执行该操作`);
  ctx.db.transaction(() => {
    ctx.db.prepare(`UPDATE invoices SET status = ?, reason = ?, ${move.sql} WHERE apply_no = ?`).run(move.to, reason, ctx.now(), applyNo);
    if (action === 'reject') freeSources(ctx, applyNo);
    if (action === 'issue') setBilling(ctx, applyNo, '已开票');
    logInvoice(ctx, applyNo, move.log, '财务审核', reason);
  })();
  return findInvoice(ctx, row.agent_id, applyNo);
}

/** Withdraws a request under review; its orders become invoiceable again, so the caller must see each of them. */
function revoke(ctx: StandInContext, accountId: number, body: unknown): Invoice {
  const { applyNo } = requireFields(body, { applyNo: 'string' });
  const { agentId } = callerOf(ctx, accountId);
  return ctx.db.transaction(() => {
    const invoice = findInvoice(ctx, agentId, applyNo);
    invoice.sources.filter((source) => source.kind === 'order').forEach((source) => findVisibleOrder(ctx, accountId, source.no));
    if (invoice.status !== '待审核') throw new BusinessError('只有待审核的申请可以撤回');
    ctx.db.prepare("UPDATE invoices SET status = '已撤回' WHERE apply_no = ?").run(applyNo);
    freeSources(ctx, applyNo);
    logInvoice(ctx, applyNo, '撤回申请', operatorName(ctx, accountId));
    return findInvoice(ctx, agentId, applyNo);
  })();
}

/** The issued electronic invoice as its PDF (see invoicePdf.ts), named by its number. */
async function downloadInvoice(ctx: StandInContext, accountId: number, applyNo: string | undefined): Promise<Response> {
  const invoice = findInvoice(ctx, callerOf(ctx, accountId).agentId, applyNo);
  if (invoice.medium !== '电子' || !invoiceIssued(invoice.status)) throw new BusinessError('该发票暂无电子文件');
  const bytes = await invoicePdf(invoice);
  return new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename*=UTF-8''${encodeURIComponent(`电子发票_${invoice.invoiceNo}.pdf`)}`,
    },
  });
}

function seed(ctx: StandInContext, calendar: SeedCalendar): void {
  insertTitle(ctx, 1, { titleType: '企业', titleName: '杭州云启软件有限公司', taxNo: '91330100MA2B3C4D5E', bank: '招商银行杭州分行', account: '571908765432101', regAddress: '杭州市西湖区文三路100号', regTel: '0571-88886666' }, true);
  insertTitle(ctx, 1, { titleType: '企业', titleName: '杭州云启贸易有限公司', taxNo: '91330100MA2B3C4D6F', bank: '', account: '', regAddress: '', regTel: '' });
  insertTitle(ctx, 1, { titleType: '个人', titleName: '张伟', taxNo: '', bank: '', account: '', regAddress: '', regTel: '' });
  insertAddress(ctx, 1, { receiver: '张伟', phone: '13800000001', landline: '', region: '浙江省/杭州市/西湖区', address: '文三路100号云启大厦8楼', postcode: '310012' }, true);
  seedInvoices(ctx, calendar);
}

function routes({ api }: Services, ctx: StandInContext): void {
  const agent = (accountId: number) => callerOf(ctx, accountId).agentId;
  api.get('/api/Invoice/Sources', ({ accountId }) => openSources(ctx, accountId), { guard: signedIn });
  api.post('/api/Invoice/SourcePageList', ({ accountId, body }) => pagedList(ctx, sourceList(ctx, accountId), body), { guard: signedIn });
  api.post('/api/Invoice/InvoicePageList', ({ accountId, body }) => pagedList(ctx, invoiceList(ctx, accountId), body), { guard: signedIn });
  api.get('/api/Invoice/Detail', ({ accountId, query }) => findInvoice(ctx, agent(accountId), query.applyNo), { guard: signedIn });
  api.post('/api/Invoice/Submit', ({ accountId, body }) => submitInvoice(ctx, accountId, body), { guard: button(invoicesScreens.invoiceAsk, 'submit') });
  api.post('/api/Invoice/Revoke', ({ accountId, body }) => revoke(ctx, accountId, body), { guard: button(invoicesScreens.invoiceList, 'revoke') });
  api.get('/api/Invoice/Download', ({ accountId, query }) => downloadInvoice(ctx, accountId, query.applyNo), { guard: button(invoicesScreens.invoiceList, 'download'), raw: true });
  registerProfileRoutes(ctx, (path, handler, guard) => api.post(path, handler, { guard }), (titleId) =>
    ctx.db.prepare("SELECT 1 FROM invoices WHERE title_id = ? AND status = '待审核'").get(titleId) ? '该开票信息正被待审核的申请使用，不能删除' : null);
  registerRefundRoutes(api, ctx);
  // Demo and test helper: the provider's finance staff review, issue and mail a request.
  api.post('/api/__dev/invoice', ({ body }) => {
    const { applyNo, action, reason } = requireFields(body, { applyNo: 'string', action: 'string', reason: 'string?' });
    return reviewInvoice(ctx, applyNo, action, reason);
  }, { public: true });
}

export const invoicesModule: StandInModule = { name: 'invoices', schema, seed, routes };
