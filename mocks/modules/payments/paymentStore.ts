import type { Payment, PaymentStatus } from '../../../src/contracts/orders.ts';
import { BusinessError } from '../../errors.ts';
import type { StandInContext } from '../../module.ts';
import { moveBalance } from '../../domain/ledger.ts';
import { completeOrder, statusCode } from '../../domain/orders/orders.ts';
import { findOrder } from '../../domain/orders/visibleOrders.ts';

/**
 * Payments as stored: read (expiring on the stand-in's clock), settled once, or moved to another open
 * state. Shared by the payment calls and the "phone" page a QR code opens.
 */
const OPEN_PAYMENT: PaymentStatus[] = ['待支付', '已扫码'];

export interface PaymentRow {
  pay_no: string;
  agent_id: number;
  target_kind: 'order' | 'recharge';
  target_no: string;
  channel: Payment['channel'];
  amount_fen: number;
  qr_url: string;
  expire_at: number;
  status: PaymentStatus;
}

export interface Target {
  amountFen: number;
  expireAt: number;
}

export const toPayment = (row: PaymentRow): Payment => ({
  payNo: row.pay_no,
  targetKind: row.target_kind,
  targetNo: row.target_no,
  channel: row.channel,
  amountFen: row.amount_fen,
  qrUrl: row.qr_url,
  expireAt: row.expire_at,
  status: row.status,
});

export function payableOrder(ctx: StandInContext, agentId: number, orderNo: string): Target {
  const row = findOrder(ctx, agentId, orderNo);
  if (row.status === statusCode('已关闭')) throw new BusinessError('订单已超时关闭，请重新下单');
  if (row.status !== statusCode('待支付')) throw new BusinessError('订单不是待支付状态');
  return { amountFen: row.amount_fen, expireAt: row.expire_at };
}

export function payableRecharge(ctx: StandInContext, agentId: number, rechargeNo: string): Target {
  const row = ctx.db.prepare('SELECT amount_fen, status FROM recharges WHERE recharge_no = ? AND agent_id = ?').get(rechargeNo, agentId) as
    | { amount_fen: number; status: string }
    | undefined;
  if (!row) throw new BusinessError('充值单不存在');
  if (row.status !== '待支付') throw new BusinessError('充值单不是待支付状态');
  return { amountFen: row.amount_fen, expireAt: Number.MAX_SAFE_INTEGER };
}

/** Reads a payment, expiring it first when its deadline passed (by the stand-in's clock). */
export function readPayment(ctx: StandInContext, payNo: string, agentId?: number): PaymentRow | undefined {
  ctx.db.prepare(`UPDATE payments SET status = '已过期' WHERE pay_no = ? AND status IN ('待支付', '已扫码') AND expire_at <= ?`).run(payNo, ctx.now());
  const row = ctx.db.prepare('SELECT * FROM payments WHERE pay_no = ?').get(payNo) as PaymentRow | undefined;
  return row && (agentId === undefined || row.agent_id === agentId) ? row : undefined;
}

/** Pays a QR payment's target: exactly once, and only while the payment and its target are still open. */
export function settlePayment(ctx: StandInContext, payNo: string): Payment {
  return ctx.db.transaction(() => {
    const row = readPayment(ctx, payNo);
    if (!row) throw new BusinessError('支付单不存在');
    if (!OPEN_PAYMENT.includes(row.status)) return toPayment(row);
    const now = ctx.now();
    if (row.target_kind === 'order') {
      payableOrder(ctx, row.agent_id, row.target_no);
      completeOrder(ctx, row.target_no, row.channel);
    } else {
      payableRecharge(ctx, row.agent_id, row.target_no);
      ctx.db
        .prepare(`UPDATE recharges SET status = '已到账', credited_at = ?, trade_no = ? WHERE recharge_no = ?`)
        .run(now, `T${row.pay_no}`, row.target_no);
      moveBalance(ctx, { agentId: row.agent_id, flowType: '充值', deltaFen: row.amount_fen, refNo: row.target_no, remark: `${row.channel}充值` });
    }
    ctx.db.prepare(`UPDATE payments SET status = '支付成功' WHERE pay_no = ?`).run(payNo);
    return toPayment({ ...row, status: '支付成功' });
  })();
}

/** Moves an open payment to another state (scanned, cancelled on the phone, failed, expired). */
export function markPayment(ctx: StandInContext, payNo: string, status: PaymentStatus): Payment {
  const row = readPayment(ctx, payNo);
  if (!row) throw new BusinessError('支付单不存在');
  if (!OPEN_PAYMENT.includes(row.status)) return toPayment(row);
  const expireAt = status === '已过期' ? Math.min(row.expire_at, ctx.now()) : row.expire_at;
  ctx.db.prepare('UPDATE payments SET status = ?, expire_at = ? WHERE pay_no = ?').run(status, expireAt, payNo);
  return toPayment({ ...row, status, expire_at: expireAt });
}
