import { BadRequestError, BusinessError } from '../../errors.ts';
import type { StandInContext } from '../../module.ts';
import type { Clause } from '../../pagedList.ts';
import { callerOf, placedByTeam, scopedRows } from '../../scope.ts';
import { placedBy, statusCode, type OrderRow } from './orders.ts';

// The orders a caller sees and the one it asks for: the payment areas' lists and calls, the invoices that name an
// order, and the command palette's search. An unpaid order past its deadline closes as it is read.

/** An unpaid order past its expireAt closes (已关闭) when next read. */
export function findOrder(ctx: StandInContext, agentId: number, orderNo: string): OrderRow {
  return readOrder(ctx, orderNo, { sql: 'o.agent_id = ?', params: [agentId] });
}

/**
 * The orders the caller sees, as `alias`: its network's (a parent lists its sub-agents' orders, read-only) whose
 * customer is in its scope; an order naming no customer (hardware, the SMS pool) is its agent's, except a 新购
 * for a customer not opened yet, which is its placer's (and their managers') and the main account's.
 */
export function visibleOrders(ctx: StandInContext, accountId: number, alias: string): Clause {
  const rows = scopedRows(ctx, accountId, 'orders', alias);
  const placer = placedByTeam(ctx, accountId, `${alias}.account_id`);
  return {
    sql: `${rows.sql} AND (${alias}.user_id IS NOT NULL OR ${alias}.order_type <> 'new' OR ${placer.sql})`,
    params: [...rows.params, ...placer.params],
  };
}

/** An order the caller may look at (a parent's view of its sub-agents' orders included), not act on. */
export function findVisibleOrder(ctx: StandInContext, accountId: number, orderNo: string): OrderRow {
  return readOrder(ctx, orderNo, visibleOrders(ctx, accountId, 'o'));
}

/** An order the caller's own agent placed, among those the caller sees: a sub-agent's order, listed to its parent, is not the parent's to pay, cancel or receive. */
export function findOwnOrder(ctx: StandInContext, accountId: number, orderNo: unknown): OrderRow {
  if (typeof orderNo !== 'string' || orderNo.length > 40) throw new BadRequestError('参数 orderNo 应为字符串');
  const row = findVisibleOrder(ctx, accountId, orderNo);
  if (!placedBy(row.agent_id, callerOf(ctx, accountId).agentId)) throw new BusinessError('订单不存在');
  return row;
}

function readOrder(ctx: StandInContext, orderNo: string, scope: Clause): OrderRow {
  const row = ctx.db.prepare(`SELECT o.* FROM orders o WHERE o.order_no = ? AND ${scope.sql}`).get(orderNo, ...scope.params) as OrderRow | undefined;
  if (!row) throw new BusinessError('订单不存在');
  if (row.status !== statusCode('待支付') || row.expire_at > ctx.now()) return row;
  ctx.db.prepare('UPDATE orders SET status = ? WHERE order_no = ?').run(statusCode('已关闭'), orderNo);
  return { ...row, status: statusCode('已关闭') };
}

/** The service orders (not hardware) the caller's order list shows (visibleOrders), over `orders o`. */
export function serviceOrderScope(ctx: StandInContext, accountId: number): Clause {
  const visible = visibleOrders(ctx, accountId, 'o');
  return { sql: `o.order_type <> 'hardware' AND ${visible.sql}`, params: visible.params };
}
