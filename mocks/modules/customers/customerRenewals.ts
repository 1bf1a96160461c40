import type { OrderFulfiller, StandInContext } from '../../module.ts';
import { accountName } from '../../scope.ts';
import { renewedUntil } from '../../../src/rules/calendar.ts';

interface RenewedCustomer {
  id: number;
  product_name: string;
  version_name: string;
  user_count: number;
  expire_at: number;
}

/** Each renewed customer's share of what the order cost: its own line, less its part of the discount. */
function sharesOf(ctx: StandInContext, orderNo: string, customers: number): number[] {
  const order = ctx.db.prepare('SELECT amount_fen, discount_fen FROM orders WHERE order_no = ?').get(orderNo) as { amount_fen: number; discount_fen: number };
  if (customers === 1) return [order.amount_fen];
  const lines = (ctx.db.prepare('SELECT subtotal_fen FROM order_lines WHERE order_no = ? ORDER BY position').all(orderNo) as { subtotal_fen: number }[]).map(
    (line) => line.subtotal_fen,
  );
  const gross = lines.reduce((sum, fen) => sum + fen, 0) || 1;
  const shares = lines.slice(0, customers).map((fen) => Math.round((fen * order.amount_fen) / gross));
  // Rounding leftovers go to the first line, so the shares add up to what was paid.
  shares[0] += order.amount_fen - shares.reduce((sum, fen) => sum + fen, 0);
  return shares;
}

/**
 * A paid renewal (one customer or a batch) extends each service by whole calendar years from its expiry,
 * or from now when that has passed, makes a trial or lapsed service 正式, and writes the 续费记录 line.
 */
export const renewPaidOrder: OrderFulfiller = (ctx, orderNo, request) => {
  const years = Number(request.years);
  const userIds = (request.userIds as number[] | undefined) ?? [];
  if (!Number.isSafeInteger(years) || years < 1 || userIds.length === 0) return;
  const order = ctx.db.prepare('SELECT account_id, pay_method, paid_at FROM orders WHERE order_no = ?').get(orderNo) as {
    account_id: number | null;
    pay_method: string | null;
    paid_at: number | null;
  };
  const now = ctx.now();
  const operator = order.account_id === null ? '系统' : accountName(ctx, order.account_id);
  const shares = sharesOf(ctx, orderNo, userIds.length);
  const find = ctx.db.prepare('SELECT id, product_name, version_name, user_count, expire_at FROM customers WHERE id = ?');
  const extend = ctx.db.prepare(`UPDATE customers SET expire_at = ?, status = CASE WHEN status = '试用' THEN '正式' ELSE status END WHERE id = ?`);
  const record = ctx.db.prepare(
    `INSERT INTO customer_renewals (order_no, customer_id, product_name, version_name, user_count, months, old_expire, new_expire, amount_cents, pay_method, operator, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  userIds.forEach((userId, index) => {
    const customer = find.get(userId) as RenewedCustomer | undefined;
    if (!customer) return;
    const newExpire = renewedUntil(customer.expire_at, now, years);
    extend.run(newExpire, customer.id);
    record.run(
      orderNo,
      customer.id,
      customer.product_name,
      customer.version_name,
      customer.user_count,
      years * 12,
      customer.expire_at,
      newExpire,
      shares[index] ?? 0,
      order.pay_method ?? '余额',
      operator,
      order.paid_at ?? now,
    );
  });
};
