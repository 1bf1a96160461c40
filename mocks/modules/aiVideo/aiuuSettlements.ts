import { aiVideoScreens } from '../../../src/contracts/screens/aiVideo.ts';
import type { Context } from 'hono';
import { COMMISSION_RATE, type CardOrder, type Settlement, type SettlementDetail, type VoucherLink } from '../../../src/contracts/aiuu.ts';
import { IMAGE_MIME, imageKindOf } from '../../../src/rules/images.ts';
import { INVOICE_FILE_MAX_BYTES, INVOICE_NEEDED, INVOICE_TOO_LARGE, ORDERS_NEEDED, payeeProblem } from '../../../src/rules/settlement.ts';
import { BadRequestError, BusinessError } from '../../errors.ts';
import { fileAnswer, fileMissing, linkRefused, signedParams, signedUrl } from '../../fileLinks.ts';
import type { Services, StandInContext } from '../../module.ts';
import { pagedList, type PagedListSpec, pagedListFor } from '../../pagedList.ts';
import { callerOf } from '../../scope.ts';
import { requireFields } from '../../validate.ts';
import { agentNoOf, periodOf } from './aiuuShared.ts';
import { nextNumber } from '../../domain/numbers.ts';
import { fileTypeOf } from '../../domain/rechargeInput.ts';
import { button, signedIn } from '../../guards.ts';

interface OrderRow {
  order_no: string;
  mobile: string;
  card_type: CardOrder['cardType'];
  amount_fen: number;
  commission_fen: number;
  pay_method: string;
  status: string;
  settle_no: string | null;
  settle_status: string | null;
  promoter_name: string | null;
  created_at: number;
}

const ORDER_SELECT = `o.order_no, o.mobile, o.card_type, o.amount_fen, o.commission_fen, o.pay_method, o.status, o.settle_no, o.created_at,
  s.status AS settle_status, p.name AS promoter_name`;
const ORDER_FROM = `aiuu_card_orders o LEFT JOIN aiuu_settlements s ON s.settle_no = o.settle_no
  LEFT JOIN aiuu_members m ON m.mobile = o.mobile LEFT JOIN aiuu_promoters p ON p.code = m.promoter`;
const SETTLE_STATUS_SQL = "CASE WHEN o.settle_no IS NULL THEN '未结算' WHEN s.status = '已打款' THEN '已结算' ELSE '结算中' END";

const toCardOrder = (row: OrderRow): CardOrder => ({
  orderNo: row.order_no,
  mobile: row.mobile,
  cardType: row.card_type,
  amountFen: row.amount_fen,
  commissionFen: row.commission_fen,
  payMethod: row.pay_method,
  promoter: row.promoter_name,
  orderStatus: row.status,
  settleStatus: row.settle_no === null ? '未结算' : row.settle_status === '已打款' ? '已结算' : '结算中',
  settleNo: row.settle_no,
  period: periodOf(row.created_at),
  createdAt: row.created_at,
});

const orderList = (ctx: StandInContext, accountId: number): PagedListSpec<OrderRow, CardOrder> => pagedListFor(aiVideoScreens.cardOrders.list, {
  from: ORDER_FROM,
  select: ORDER_SELECT,
  scope: { sql: 'o.agent_no = ?', params: [agentNoOf(ctx, accountId)] },
  sortable: { createdAt: 'o.created_at', amountFen: 'o.amount_fen' },
  filterable: { cardType: 'o.card_type', settleStatus: SETTLE_STATUS_SQL, mobile: 'o.mobile' },
  keyword: ['o.order_no', 'o.mobile'],
  dateColumn: 'o.created_at',
  defaultOrder: 'o.created_at DESC, o.order_no',
  toItem: toCardOrder,
});

/** Paid orders not in a live settlement, from months already over (a month is settled once it has ended). */
function unsettled(ctx: StandInContext, accountId: number): CardOrder[] {
  const rows = ctx.db
    .prepare(`SELECT ${ORDER_SELECT} FROM ${ORDER_FROM} WHERE o.agent_no = ? AND o.status = '已支付' AND o.settle_no IS NULL ORDER BY o.created_at`)
    .all(agentNoOf(ctx, accountId)) as OrderRow[];
  const thisMonth = periodOf(ctx.now());
  return rows.map(toCardOrder).filter((order) => order.period < thisMonth);
}

interface SettlementRow {
  settle_no: string;
  period: string;
  order_count: number;
  order_amount_fen: number;
  rate: number;
  amount_fen: number;
  status: Settlement['status'];
  payee_name: string;
  bank_name: string;
  account_no: string;
  reject_reason: string | null;
  invoice_file_name: string;
  created_at: number;
  paid_at: number | null;
  has_voucher: 0 | 1;
}

const SETTLEMENT_SELECT = `settle_no, period, order_count, order_amount_fen, rate, amount_fen, status, payee_name, bank_name, account_no,
  reject_reason, invoice_file_name, created_at, paid_at, voucher_bytes IS NOT NULL AS has_voucher`;

const toSettlement = (row: SettlementRow): Settlement => ({
  settleNo: row.settle_no,
  period: row.period,
  orderCount: row.order_count,
  orderAmountFen: row.order_amount_fen,
  rate: row.rate,
  amountFen: row.amount_fen,
  status: row.status,
  payeeName: row.payee_name,
  bankName: row.bank_name,
  accountNo: row.account_no,
  rejectReason: row.reject_reason,
  invoiceFileName: row.invoice_file_name,
  createdAt: row.created_at,
  paidAt: row.paid_at,
  hasVoucher: row.has_voucher === 1,
});

const settlementList = (ctx: StandInContext, accountId: number): PagedListSpec<SettlementRow, Settlement> => pagedListFor(aiVideoScreens.settlements.list, {
  from: 'aiuu_settlements',
  select: SETTLEMENT_SELECT,
  scope: { sql: 'agent_id = ?', params: [callerOf(ctx, accountId).agentId] },
  sortable: { createdAt: 'created_at', amountFen: 'amount_fen' },
  filterable: { status: 'status' },
  keyword: ['settle_no', 'period'],
  dateColumn: 'created_at',
  defaultOrder: 'created_at DESC, settle_no DESC',
  toItem: toSettlement,
});

function findSettlement(ctx: StandInContext, agentId: number | null, settleNo: unknown): SettlementRow {
  if (typeof settleNo !== 'string') throw new BadRequestError('参数 settleNo 应为字符串');
  const row = ctx.db
    .prepare(`SELECT ${SETTLEMENT_SELECT} FROM aiuu_settlements WHERE settle_no = ? AND (? IS NULL OR agent_id = ?)`)
    .get(settleNo, agentId, agentId) as SettlementRow | undefined;
  if (!row) throw new BusinessError('结算单不存在');
  return row;
}

function detail(ctx: StandInContext, accountId: number, settleNo: string | undefined): SettlementDetail {
  const row = findSettlement(ctx, callerOf(ctx, accountId).agentId, settleNo ?? '');
  const lines = ctx.db
    .prepare(`SELECT ${ORDER_SELECT} FROM ${ORDER_FROM}
      WHERE o.order_no IN (SELECT order_no FROM aiuu_settlement_lines WHERE settle_no = ?) ORDER BY o.created_at`)
    .all(row.settle_no) as OrderRow[];
  return { ...toSettlement(row), lines: lines.map(toCardOrder) };
}

function invoiceBytes(fileName: string, base64: string): Buffer {
  if (fileName.trim() === '' || fileName.length > 100) throw new BadRequestError('发票文件名应为 1–100 个字');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw new BadRequestError('发票内容应为 base64');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.byteLength === 0) throw new BusinessError(INVOICE_NEEDED);
  if (bytes.byteLength > INVOICE_FILE_MAX_BYTES) throw new BusinessError(INVOICE_TOO_LARGE);
  if (!fileTypeOf(bytes)) throw new BusinessError('发票文件内容不是 pdf、jpg 或 png，请上传发票原件');
  return bytes;
}

function apply(ctx: StandInContext, accountId: number, body: unknown): { settleNo: string } {
  const form = requireFields(body, {
    period: 'string', orderNos: 'array', payeeName: 'string', bankName: 'string', accountNo: 'string',
    invoiceFileName: 'string', invoiceBase64: 'string', idempotencyKey: 'string',
  });
  if (!/^\d{4}-\d{2}$/.test(form.period)) throw new BadRequestError('参数 period 应为 YYYY-MM');
  if (!/^[\w-]{8,64}$/.test(form.idempotencyKey)) throw new BadRequestError('参数 idempotencyKey 应为 8–64 位字母数字');
  if (form.orderNos.length > 1000 || !form.orderNos.every((no) => typeof no === 'string')) throw new BadRequestError('参数 orderNos 应为订单号数组');
  const { agentId } = callerOf(ctx, accountId);
  const scopedKey = `${agentId}:${form.idempotencyKey}`;
  const known = ctx.db.prepare('SELECT settle_no FROM aiuu_settlements WHERE idempotency_key = ?').get(scopedKey) as { settle_no: string } | undefined;
  if (known) return { settleNo: known.settle_no };
  const orderNos = [...new Set(form.orderNos as string[])];
  if (orderNos.length === 0) throw new BusinessError(ORDERS_NEEDED);
  const problem = payeeProblem(form);
  if (problem) throw new BusinessError(problem);
  const bytes = invoiceBytes(form.invoiceFileName, form.invoiceBase64);
  const open = new Map(unsettled(ctx, accountId).filter((order) => order.period === form.period).map((order) => [order.orderNo, order]));
  const chosen = orderNos.map((no) => open.get(no));
  if (chosen.some((order) => order === undefined)) throw new BusinessError('所选订单已结算或不在该结算周期，请刷新后重新选择');
  const orders = chosen as CardOrder[];
  return ctx.db.transaction(() => {
    const settleNo = nextNumber(ctx, 'JS');
    ctx.db
      .prepare(
        `INSERT INTO aiuu_settlements (settle_no, agent_id, period, order_count, order_amount_fen, rate, amount_fen, status, payee_name, bank_name,
           account_no, invoice_file_name, invoice_bytes, idempotency_key, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, '待审核', ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        settleNo, agentId, form.period, orders.length, orders.reduce((sum, order) => sum + order.amountFen, 0), COMMISSION_RATE,
        orders.reduce((sum, order) => sum + order.commissionFen, 0), form.payeeName.trim(), form.bankName.trim(), form.accountNo,
        form.invoiceFileName.trim(), bytes, scopedKey, ctx.now(),
      );
    const line = ctx.db.prepare('INSERT INTO aiuu_settlement_lines (settle_no, order_no) VALUES (?, ?)');
    const mark = ctx.db.prepare('UPDATE aiuu_card_orders SET settle_no = ? WHERE order_no = ?');
    for (const order of orders) {
      line.run(settleNo, order.orderNo);
      mark.run(settleNo, order.orderNo);
    }
    return { settleNo };
  })();
}

/** Moves a settlement on; a revoked or rejected one gives its orders back to be settled again. */
function move(ctx: StandInContext, row: SettlementRow, from: Settlement['status'], to: Settlement['status'], reason: string | null = null): boolean {
  if (row.status !== from) throw new BusinessError(`只有${from}的结算单可以${to === '已撤回' ? '撤回' : '这样处理'}`);
  ctx.db.transaction(() => {
    ctx.db
      .prepare('UPDATE aiuu_settlements SET status = ?, reject_reason = ?, paid_at = ? WHERE settle_no = ?')
      .run(to, reason, to === '已打款' ? ctx.now() : null, row.settle_no);
    if (to === '已撤回' || to === '已驳回') ctx.db.prepare('UPDATE aiuu_card_orders SET settle_no = NULL WHERE settle_no = ?').run(row.settle_no);
  })();
  return true;
}

/** The provider's bank slip; the dev endpoint's body is at most 1 MB, so the picture stays well below it once in base64. */
export const VOUCHER_MAX_BYTES = 512 * 1024;

interface Voucher {
  mime: string;
  bytes: Buffer;
}

/** The payment voucher of a pay action: a png or jpg picture, told by its first bytes. */
function voucherOf(base64: string | undefined): Voucher {
  if (base64 === undefined || base64 === '') throw new BusinessError('打款须附打款凭证（png 或 jpg 图片，voucherBase64）');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw new BadRequestError('打款凭证内容应为 base64');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.byteLength > VOUCHER_MAX_BYTES) throw new BusinessError('打款凭证不能超过 512 KB');
  const kind = imageKindOf(bytes.subarray(0, 8));
  if (!kind) throw new BusinessError('打款凭证内容不是 png 或 jpg 图片');
  return { mime: IMAGE_MIME[kind], bytes };
}

function pay(ctx: StandInContext, row: SettlementRow, voucher: Voucher): boolean {
  return ctx.db.transaction(() => {
    move(ctx, row, '待打款', '已打款');
    ctx.db.prepare('UPDATE aiuu_settlements SET voucher_mime = ?, voucher_bytes = ? WHERE settle_no = ?').run(voucher.mime, voucher.bytes, row.settle_no);
    return true;
  })();
}

/** The provider's side, for tests and demos: approve (待打款), reject with a reason, mark paid with its voucher. */
function review(ctx: StandInContext, body: unknown): boolean {
  const { settleNo, action, reason, voucherBase64 } = requireFields(body, {
    settleNo: 'string', action: 'string', reason: 'string?', voucherBase64: 'string?',
  });
  const row = findSettlement(ctx, null, settleNo);
  if (action === 'approve') return move(ctx, row, '待审核', '待打款');
  if (action === 'pay') return pay(ctx, row, voucherOf(voucherBase64));
  if (action !== 'reject') throw new BadRequestError('参数 action 应为 approve、reject 或 pay');
  const why = reason?.trim() ?? '';
  if (why === '' || why.length > 200) throw new BadRequestError('驳回原因应为 1–200 个字');
  return move(ctx, row, '待审核', '已驳回', why);
}

// The voucher is served under a signed link (mocks/fileLinks.ts), so an <img> can show it without the
// bearer token; the link is only handed to accounts of the settlement's agent.
const VOUCHER_PATH = '/api/aiuu/settlement/VoucherImage';

function voucherLink(ctx: StandInContext, accountId: number, settleNo: string | undefined): VoucherLink {
  const row = findSettlement(ctx, callerOf(ctx, accountId).agentId, settleNo ?? '');
  if (row.has_voucher !== 1) throw new BusinessError('该结算单暂无打款凭证');
  const url = signedUrl(ctx, VOUCHER_PATH, { settleNo: row.settle_no });
  return { url, expiresAt: Number(new URLSearchParams(url.split('?')[1]).get('expires')) };
}

function voucherImage(ctx: StandInContext, c: Context, query: Record<string, string>): Response {
  const link = signedParams(ctx, VOUCHER_PATH, query, ['settleNo']);
  if (!link) return linkRefused(c);
  const row = ctx.db.prepare('SELECT voucher_mime, voucher_bytes FROM aiuu_settlements WHERE settle_no = ?').get(link.settleNo) as
    | { voucher_mime: string | null; voucher_bytes: Buffer | null }
    | undefined;
  if (!row?.voucher_mime || !row.voucher_bytes) return fileMissing(c);
  return fileAnswer(new Uint8Array(row.voucher_bytes), row.voucher_mime);
}

export function settlementRoutes({ api }: Services, ctx: StandInContext): void {
  api.post('/api/aiuu/order/List', ({ accountId, body }) => pagedList(ctx, orderList(ctx, accountId), body), { guard: signedIn });
  api.get('/api/aiuu/settlement/Unsettled', ({ accountId }) => unsettled(ctx, accountId), { guard: signedIn });
  api.post('/api/aiuu/settlement/List', ({ accountId, body }) => pagedList(ctx, settlementList(ctx, accountId), body), { guard: signedIn });
  api.get('/api/aiuu/settlement/Detail', ({ accountId, query }) => detail(ctx, accountId, query.settleNo), { guard: signedIn });
  api.post('/api/aiuu/settlement/Apply', ({ accountId, body }) => apply(ctx, accountId, body), { guard: button(aiVideoScreens.settlements, 'apply') });
  api.post('/api/aiuu/settlement/Revoke', ({ accountId, body }) => {
    const { settleNo } = requireFields(body, { settleNo: 'string' });
    return move(ctx, findSettlement(ctx, callerOf(ctx, accountId).agentId, settleNo), '待审核', '已撤回');
  }, { guard: button(aiVideoScreens.settlements, 'revoke') });
  api.get('/api/aiuu/settlement/Voucher', ({ accountId, query }) => voucherLink(ctx, accountId, query.settleNo), { guard: signedIn });
  api.get('/api/aiuu/settlement/VoucherImage', ({ c, query }) => voucherImage(ctx, c, query), { public: true });
  api.post('/api/__dev/aiuu/settlement', ({ body }) => review(ctx, body), { public: true });
}
