import type { LedgerLine, Recharge, RechargeChannel, RechargeStatus, BillingState, FlowType } from '../../../src/contracts/orders.ts';
import {
  type AccountSummary,
  type LedgerPage,
  type RechargeDetail,
  type RechargePage,
} from '../../../src/contracts/recharges.ts';
import { BadRequestError, BusinessError } from '../../errors.ts';
import type { Services, StandInContext, StandInModule } from '../../module.ts';
import { listTotals, pagedList, pagedListFor, type PagedListSpec } from '../../pagedList.ts';
import { paymentsScreens } from '../../../src/contracts/screens/payments.ts';
import { callerOf } from '../../scope.ts';
import { requireFields } from '../../validate.ts';
import { moveBalance } from '../../domain/ledger.ts';
import { nextNumber } from '../../domain/numbers.ts';
import { visibleOrders } from '../../domain/orders/visibleOrders.ts';
import { readAmount, readKey, readSlip, readStreamedJson, type Slip } from '../../domain/rechargeInput.ts';
import { transferRoutes } from './balanceTransfers.ts';
import { button, signedIn } from '../../guards.ts';

/**
 * Recharges of the caller's agent (online ones are paid by the payment screens; bank transfers wait
 * for review), the account cards and the ledger list with its sums.
 */
const schema = `
CREATE TABLE IF NOT EXISTS recharge_slips (
  recharge_no TEXT PRIMARY KEY REFERENCES recharges(recharge_no),
  file_name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  bytes BLOB NOT NULL
);
CREATE TABLE IF NOT EXISTS balance_transfers (
  transfer_no TEXT PRIMARY KEY,
  from_agent_id INTEGER NOT NULL REFERENCES agents(id),
  to_agent_id INTEGER NOT NULL REFERENCES agents(id),
  amount_fen INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  idempotency_key TEXT UNIQUE
);
`;

const CHINA_OFFSET_MS = 8 * 3600_000;

/** The start of the current month in China (times are China's; docs/product.md#limits). */
export function monthStart(now: number): number {
  const local = new Date(now + CHINA_OFFSET_MS);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - CHINA_OFFSET_MS;
}

interface RechargeRow {
  recharge_no: string;
  amount_fen: number;
  channel: RechargeChannel;
  status: RechargeStatus;
  billing_state: BillingState;
  created_at: number;
  credited_at: number | null;
  trade_no: string | null;
  reject_reason: string | null;
}

const toRecharge = (row: RechargeRow): Recharge => ({
  rechargeNo: row.recharge_no,
  amountFen: row.amount_fen,
  channel: row.channel,
  status: row.status,
  billingState: row.billing_state,
  createdAt: row.created_at,
  creditedAt: row.credited_at,
  tradeNo: row.trade_no,
  rejectReason: row.reject_reason,
});

/** The same key from the same agent answers the earlier recharge instead of creating another. */
function insertRecharge(ctx: StandInContext, agentId: number, amountFen: number, channel: RechargeChannel, key: string, slip?: Slip): string {
  const scopedKey = `${agentId}:${key}`;
  const existing = ctx.db.prepare('SELECT recharge_no FROM recharges WHERE idempotency_key = ?').get(scopedKey) as { recharge_no: string } | undefined;
  if (existing) return existing.recharge_no;
  return ctx.db.transaction(() => {
    const rechargeNo = nextNumber(ctx, 'CZ');
    ctx.db
      .prepare('INSERT INTO recharges (recharge_no, agent_id, amount_fen, channel, status, created_at, idempotency_key) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(rechargeNo, agentId, amountFen, channel, slip ? '审核中' : '待支付', ctx.now(), scopedKey);
    if (slip) {
      ctx.db.prepare('INSERT INTO recharge_slips (recharge_no, file_name, content_type, bytes) VALUES (?, ?, ?, ?)').run(rechargeNo, slip.fileName, slip.contentType, slip.bytes);
    }
    return rechargeNo;
  })();
}

function createRecharge(ctx: StandInContext, accountId: number, body: unknown): { rechargeNo: string } {
  const fields = requireFields(body, { amountFen: 'number', channel: 'string', idempotencyKey: 'string' });
  const amountFen = readAmount(fields.amountFen);
  if (fields.channel !== '微信' && fields.channel !== '支付宝') throw new BadRequestError('参数 channel 应为 微信 或 支付宝（对公转账请上传凭证）');
  const key = readKey(fields.idempotencyKey);
  return { rechargeNo: insertRecharge(ctx, callerOf(ctx, accountId).agentId, amountFen, fields.channel, key) };
}

function createTransferRecharge(ctx: StandInContext, accountId: number, body: unknown): { rechargeNo: string } {
  const fields = requireFields(body, { amountFen: 'number', slipFileName: 'string', slipBase64: 'string', idempotencyKey: 'string' });
  const amountFen = readAmount(fields.amountFen);
  const key = readKey(fields.idempotencyKey);
  const slip = readSlip(fields.slipFileName, fields.slipBase64);
  return { rechargeNo: insertRecharge(ctx, callerOf(ctx, accountId).agentId, amountFen, '对公转账', key, slip) };
}

const rechargeList = (ctx: StandInContext, accountId: number): PagedListSpec<RechargeRow, Recharge> => pagedListFor(paymentsScreens.recharge.list, {
  from: 'recharges r',
  scope: { sql: 'r.agent_id = ?', params: [callerOf(ctx, accountId).agentId] },
  sortable: { amountFen: 'r.amount_fen', createdAt: 'r.created_at', creditedAt: 'r.credited_at' },
  filterable: { status: 'r.status', channel: 'r.channel', billingState: 'r.billing_state' },
  keyword: ['r.recharge_no', 'r.trade_no'],
  dateColumn: 'r.created_at',
  defaultOrder: 'r.created_at DESC, r.recharge_no DESC',
  toItem: toRecharge,
});

/** One recharge of the caller's agent, with its slip and the balance it moved. */
export function findRecharge(ctx: StandInContext, accountId: number, rechargeNo: string | undefined): RechargeDetail {
  if (!rechargeNo) throw new BadRequestError('缺少参数 rechargeNo');
  const row = ctx.db.prepare('SELECT * FROM recharges WHERE recharge_no = ? AND agent_id = ?').get(rechargeNo, callerOf(ctx, accountId).agentId) as RechargeRow | undefined;
  if (!row) throw new BusinessError('充值单不存在');
  const slip = ctx.db.prepare('SELECT file_name FROM recharge_slips WHERE recharge_no = ?').get(rechargeNo) as { file_name: string } | undefined;
  const credit = ctx.db.prepare("SELECT income_fen, balance_fen FROM ledger WHERE ref_no = ? AND flow_type = '充值'").get(rechargeNo) as
    | { income_fen: number; balance_fen: number }
    | undefined;
  return {
    ...toRecharge(row),
    slipFileName: slip?.file_name ?? null,
    balanceBeforeFen: credit ? credit.balance_fen - credit.income_fen : null,
    balanceAfterFen: credit?.balance_fen ?? null,
  };
}

/** Review of a bank transfer (the finance desk's decision, a dev endpoint here): approval credits the balance once. */
function reviewTransfer(ctx: StandInContext, body: unknown): RechargeStatus {
  const { rechargeNo, approve, reason } = requireFields(body, { rechargeNo: 'string', approve: 'boolean', reason: 'string?' });
  return ctx.db.transaction(() => {
    const row = ctx.db.prepare('SELECT agent_id, amount_fen, status FROM recharges WHERE recharge_no = ?').get(rechargeNo) as
      | { agent_id: number; amount_fen: number; status: RechargeStatus }
      | undefined;
    if (!row) throw new BusinessError('充值单不存在');
    if (row.status !== '审核中') throw new BusinessError('该充值单不在审核中');
    if (!approve) {
      ctx.db.prepare("UPDATE recharges SET status = '已驳回', reject_reason = ? WHERE recharge_no = ?").run(reason?.trim() || '未查到对应的转账', rechargeNo);
      return '已驳回';
    }
    ctx.db.prepare("UPDATE recharges SET status = '已到账', credited_at = ?, trade_no = ? WHERE recharge_no = ?").run(ctx.now(), `YH${rechargeNo}`, rechargeNo);
    moveBalance(ctx, { agentId: row.agent_id, flowType: '充值', deltaFen: row.amount_fen, refNo: rechargeNo, remark: '对公转账充值' });
    return '已到账';
  })();
}

function summary(ctx: StandInContext, accountId: number): AccountSummary {
  const { agentId } = callerOf(ctx, accountId);
  const { balance_cents: balanceFen } = ctx.db.prepare('SELECT balance_cents FROM agents WHERE id = ?').get(agentId) as { balance_cents: number };
  const { consumed } = ctx.db
    .prepare("SELECT COALESCE(SUM(expense_fen), 0) AS consumed FROM ledger WHERE agent_id = ? AND flow_type = '消费' AND time >= ?")
    .get(agentId, monthStart(ctx.now())) as { consumed: number };
  // The stand-in places no holds on balances, so nothing is frozen.
  return { balanceFen, frozenFen: 0, monthConsumedFen: consumed };
}

interface LedgerRow {
  flow_no: string;
  time: number;
  flow_type: FlowType;
  income_fen: number;
  expense_fen: number;
  balance_fen: number;
  ref_no: string;
  remark: string;
}

/**
 * The agent's ledger: every line with its balance. A line paying an order the caller does not see keeps its
 * amounts and number but not its remark, which may name the order's customer (the keyword searches what is shown).
 */
const ledgerList = (ctx: StandInContext, accountId: number): PagedListSpec<LedgerRow, LedgerLine> => {
  const orders = visibleOrders(ctx, accountId, 'o');
  return pagedListFor(paymentsScreens.financeDetail.list, {
    from: `(SELECT l.flow_no, l.agent_id, l.time, l.flow_type, l.income_fen, l.expense_fen, l.balance_fen, l.ref_no,
        CASE WHEN EXISTS (SELECT 1 FROM orders x WHERE x.order_no = l.ref_no) AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.order_no = l.ref_no AND ${orders.sql})
          THEN '' ELSE l.remark END AS remark
      FROM ledger l) l`,
    // The remark's parameters stand first, before the list's own condition.
    scope: { sql: 'l.agent_id = ?', params: [...orders.params, callerOf(ctx, accountId).agentId] },
    sortable: { time: 'l.time', incomeFen: 'l.income_fen', expenseFen: 'l.expense_fen' },
    filterable: { flowType: 'l.flow_type' },
    keyword: ['l.flow_no', 'l.ref_no', 'l.remark'],
    dateColumn: 'l.time',
    defaultOrder: 'l.time DESC, l.flow_no DESC',
    toItem: (row) => ({
      flowNo: row.flow_no,
      time: row.time,
      flowType: row.flow_type,
      incomeFen: row.income_fen,
      expenseFen: row.expense_fen,
      balanceFen: row.balance_fen,
      refNo: row.ref_no,
      remark: row.remark,
    }),
  });
};

function routes({ api, order }: Services, ctx: StandInContext): void {
  order.post('/api/Recharge/Create', ({ accountId, body }) => createRecharge(ctx, accountId, body), { guard: button(paymentsScreens.recharge, 'recharge') });
  order.post('/api/Recharge/Transfer', async ({ accountId, c, incoming }) => createTransferRecharge(ctx, accountId, await readStreamedJson(c, incoming)), {
    guard: button(paymentsScreens.recharge, 'recharge'),
    stream: true,
  });
  order.post('/api/Recharge/PageList', ({ accountId, body }): RechargePage => {
    const spec = rechargeList(ctx, accountId);
    return { ...pagedList(ctx, spec, body), ...listTotals<{ sumFen: number }>(ctx, spec, body, 'COALESCE(SUM(r.amount_fen), 0) AS sumFen') };
  }, { guard: signedIn });
  order.get('/api/Recharge/Get', ({ accountId, query }) => findRecharge(ctx, accountId, query.rechargeNo), { guard: signedIn });
  order.get('/api/Account/Summary', ({ accountId }) => summary(ctx, accountId), { guard: signedIn });
  order.post('/api/Ledger/PageList', ({ accountId, body }): LedgerPage => {
    const spec = ledgerList(ctx, accountId);
    const sums = 'COALESCE(SUM(l.income_fen), 0) AS incomeSumFen, COALESCE(SUM(l.expense_fen), 0) AS expenseSumFen';
    return { ...pagedList(ctx, spec, body), ...listTotals<{ incomeSumFen: number; expenseSumFen: number }>(ctx, spec, body, sums) };
  }, { guard: signedIn });
  api.post('/api/__dev/recharge', ({ body }) => reviewTransfer(ctx, body), { public: true });
  transferRoutes(order, ctx);
}

export const rechargesModule: StandInModule = { name: 'recharges', schema, routes };
