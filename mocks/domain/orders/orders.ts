// A folder of its own below mocks/domain: it reads the caller's scope (mocks/scope.ts), which reads mocks/domain.
import { orderInvoicedItself } from '../../../src/rules/invoiceRule.ts';
import {
  ORDER_STATUSES,
  type BillingState,
  type Order,
  type OrderLine,
  type OrderStatus,
  type OrderType,
  type PayMethod,
} from '../../../src/contracts/orders.ts';
import { BusinessError } from '../../errors.ts';
import type { StandInContext } from '../../module.ts';
import { customerOf } from '../../scope.ts';
import { ledgerSchema } from '../ledger.ts';
import { nextNumber, numberSequenceSchema } from '../numbers.ts';

/**
 * The money tables every payment area shares: orders with their lines, payments, recharges and the
 * ledger of each agent's balance; every area that sells places, records and completes its orders here. Amounts are integer fen. Balance moves go through `moveBalance` (ledger.ts)
 * only, which never lets a balance go below zero, even under concurrent requests.
 */
export const ordersSchema = `
CREATE TABLE IF NOT EXISTS orders (
  order_no TEXT PRIMARY KEY,
  agent_id INTEGER NOT NULL REFERENCES agents(id),
  account_id INTEGER,
  order_type TEXT NOT NULL,
  user_id INTEGER REFERENCES customers(id),
  customer_name TEXT NOT NULL,
  product_name TEXT NOT NULL,
  discount_fen INTEGER NOT NULL DEFAULT 0,
  amount_fen INTEGER NOT NULL,
  pay_method TEXT,
  status INTEGER NOT NULL DEFAULT 0,
  billing_state TEXT NOT NULL DEFAULT '未开票',
  remark TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  paid_at INTEGER,
  expire_at INTEGER NOT NULL,
  idempotency_key TEXT UNIQUE
);
CREATE INDEX IF NOT EXISTS orders_agent ON orders (agent_id, created_at);
CREATE TABLE IF NOT EXISTS order_lines (
  order_no TEXT NOT NULL REFERENCES orders(order_no),
  position INTEGER NOT NULL,
  item_name TEXT NOT NULL,
  spec TEXT NOT NULL,
  quantity INTEGER NOT NULL,
  unit_fen INTEGER NOT NULL,
  subtotal_fen INTEGER NOT NULL,
  prorate_days INTEGER,
  PRIMARY KEY (order_no, position)
);
CREATE TABLE IF NOT EXISTS payments (
  pay_no TEXT PRIMARY KEY,
  agent_id INTEGER NOT NULL REFERENCES agents(id),
  target_kind TEXT NOT NULL,
  target_no TEXT NOT NULL,
  channel TEXT NOT NULL,
  amount_fen INTEGER NOT NULL,
  qr_url TEXT NOT NULL DEFAULT '',
  expire_at INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT '待支付',
  created_at INTEGER NOT NULL,
  idempotency_key TEXT UNIQUE
);
CREATE INDEX IF NOT EXISTS payments_target ON payments (target_kind, target_no);
CREATE TABLE IF NOT EXISTS recharges (
  recharge_no TEXT PRIMARY KEY,
  agent_id INTEGER NOT NULL REFERENCES agents(id),
  amount_fen INTEGER NOT NULL,
  channel TEXT NOT NULL,
  status TEXT NOT NULL,
  billing_state TEXT NOT NULL DEFAULT '未开票',
  created_at INTEGER NOT NULL,
  credited_at INTEGER,
  trade_no TEXT,
  slip_url TEXT,
  reject_reason TEXT,
  idempotency_key TEXT UNIQUE
);
CREATE INDEX IF NOT EXISTS recharges_agent ON recharges (agent_id, created_at);
${ledgerSchema}${numberSequenceSchema}CREATE TABLE IF NOT EXISTS order_fulfilment (order_no TEXT PRIMARY KEY REFERENCES orders(order_no), request TEXT NOT NULL);
`;

export interface OrderRow {
  order_no: string;
  agent_id: number;
  order_type: OrderType;
  user_id: number | null;
  customer_name: string;
  product_name: string;
  discount_fen: number;
  amount_fen: number;
  pay_method: PayMethod | null;
  status: number;
  billing_state: BillingState;
  remark: string;
  created_at: number;
  paid_at: number | null;
  expire_at: number;
}

interface LineRow {
  item_name: string;
  spec: string;
  quantity: number;
  unit_fen: number;
  subtotal_fen: number;
  prorate_days: number | null;
}

/** Whether the agent `viewerAgentId` placed an order of `orderAgentId`: a parent lists its sub-agents' orders read-only. */
export const placedBy = (orderAgentId: number, viewerAgentId: number): boolean => orderAgentId === viewerAgentId;

/** The order as the agent `viewerAgentId` sees it: `own` says whether that agent placed it (a sub-agent's order is read-only). */
export function toOrder(ctx: StandInContext, row: OrderRow, viewerAgentId: number): Order {
  const lines = ctx.db
    .prepare('SELECT item_name, spec, quantity, unit_fen, subtotal_fen, prorate_days FROM order_lines WHERE order_no = ? ORDER BY position')
    .all(row.order_no) as LineRow[];
  return {
    orderNo: row.order_no,
    orderType: row.order_type,
    userId: row.user_id,
    customerName: row.customer_name,
    productName: row.product_name,
    lines: lines.map((line) => ({
      itemName: line.item_name,
      spec: line.spec,
      quantity: line.quantity,
      unitFen: line.unit_fen,
      subtotalFen: line.subtotal_fen,
      ...(line.prorate_days === null ? {} : { prorateDays: line.prorate_days }),
    })),
    discountFen: row.discount_fen,
    amountFen: row.amount_fen,
    payMethod: row.pay_method,
    orderStatus: ORDER_STATUSES[row.status],
    billingState: row.billing_state,
    remark: row.remark,
    createdAt: row.created_at,
    paidAt: row.paid_at,
    expireAt: row.expire_at,
    own: placedBy(row.agent_id, viewerAgentId),
  };
}

export const statusCode = (status: OrderStatus) => ORDER_STATUSES.indexOf(status);

/** How long an unpaid order stays payable (the QR deadline is within it; docs/product.md#flows). */
export const ORDER_PAYABLE_MS = 24 * 60 * 60 * 1000;

export interface NewOrder {
  agentId: number;
  accountId: number | null;
  orderType: OrderType;
  userId: number | null;
  customerName: string;
  productName: string;
  lines: OrderLine[];
  discountFen?: number;
  remark?: string;
  createdAt?: number;
  idempotencyKey?: string;
}

/** Creates a 待支付 order (its amount is the lines' sum less the discount); the same idempotency key answers the same order. */
export function createOrder(ctx: StandInContext, order: NewOrder): string {
  if (order.idempotencyKey) {
    const existing = ctx.db.prepare('SELECT order_no FROM orders WHERE idempotency_key = ?').get(order.idempotencyKey) as { order_no: string } | undefined;
    if (existing) return existing.order_no;
  }
  const createdAt = order.createdAt ?? ctx.now();
  const discountFen = order.discountFen ?? 0;
  const amountFen = order.lines.reduce((sum, line) => sum + line.subtotalFen, 0) - discountFen;
  if (amountFen <= 0) throw new BusinessError('订单金额应大于0');
  return ctx.db.transaction(() => {
    const orderNo = nextNumber(ctx, 'DD', createdAt);
    ctx.db
      .prepare(
        `INSERT INTO orders (order_no, agent_id, account_id, order_type, user_id, customer_name, product_name, discount_fen, amount_fen,
          remark, created_at, expire_at, idempotency_key) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        orderNo,
        order.agentId,
        order.accountId,
        order.orderType,
        order.userId,
        order.customerName,
        order.productName,
        discountFen,
        amountFen,
        order.remark ?? '',
        createdAt,
        createdAt + ORDER_PAYABLE_MS,
        order.idempotencyKey ?? null,
      );
    const insertLine = ctx.db.prepare(
      'INSERT INTO order_lines (order_no, position, item_name, spec, quantity, unit_fen, subtotal_fen, prorate_days) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    order.lines.forEach((line, position) =>
      insertLine.run(orderNo, position, line.itemName, line.spec, line.quantity, line.unitFen, line.subtotalFen, line.prorateDays ?? null),
    );
    return orderNo;
  })();
}

/**
 * What a paid order changes, kept with the order when it is placed (its lines are only text). Order types
 * other than the customer changes below are fulfilled by their area's `onOrderPaid` from the same record.
 */
export interface Fulfilment {
  orderType: OrderType;
  /** The customers the order was placed for: all a paid order may change, checked again as it is paid. */
  userIds: number[];
  years?: number;
  userCount?: number;
  versionName?: string;
  dogNo?: string;
  /** Whatever else the area needs to fulfil the order (its own shape). */
  detail?: Record<string, unknown>;
}

export function recordFulfilment(ctx: StandInContext, orderNo: string, fulfilment: Fulfilment): void {
  ctx.db.prepare('INSERT INTO order_fulfilment (order_no, request) VALUES (?, ?)').run(orderNo, JSON.stringify(fulfilment));
}

const fulfilmentOf = (ctx: StandInContext, orderNo: string): Fulfilment | null => {
  const row = ctx.db.prepare('SELECT request FROM order_fulfilment WHERE order_no = ?').get(orderNo) as { request: string } | undefined;
  return row ? (JSON.parse(row.request) as Fulfilment) : null;
};

/**
 * Refuses unless every customer the order names (its own and those its payment would change) is in the
 * account's customer scope ('客户不存在'): checked for whoever pays it, and for its placer as it is paid.
 */
export function requireOrderCustomers(ctx: StandInContext, accountId: number, orderNo: string): void {
  const { user_id: userId } = ctx.db.prepare('SELECT user_id FROM orders WHERE order_no = ?').get(orderNo) as { user_id: number | null };
  const named = new Set([...(fulfilmentOf(ctx, orderNo)?.userIds ?? []), ...(userId === null ? [] : [userId])]);
  named.forEach((id) => customerOf(ctx, accountId, id));
}

/** Who placed the order: its account, or its agent's main account for an order placed without one. */
function placerOf(ctx: StandInContext, orderNo: string): number {
  const row = ctx.db
    .prepare('SELECT COALESCE(o.account_id, (SELECT a.id FROM accounts a WHERE a.agent_id = o.agent_id AND a.is_parent = 1)) AS placer FROM orders o WHERE o.order_no = ?')
    .get(orderNo) as { placer: number };
  return row.placer;
}

/**
 * Applies what the order bought: added users, an upgrade, a dongle moved to the cloud (a renewal is the customers' records area's: it writes the 续费记录 too).
 * It changes only the customers it was priced for, and only while they are its placer's.
 */
function fulfil(ctx: StandInContext, orderNo: string): void {
  const order = fulfilmentOf(ctx, orderNo);
  if (!order) return;
  requireOrderCustomers(ctx, placerOf(ctx, orderNo), orderNo);
  const areaFulfiller = ctx.orderFulfillers.get(order.orderType);
  if (areaFulfiller) return areaFulfiller(ctx, orderNo, { ...order });
  for (const userId of order.userIds) {
    if (order.orderType === 'addUser' && order.userCount) {
      ctx.db.prepare('UPDATE customers SET user_count = user_count + ? WHERE id = ?').run(order.userCount, userId);
    } else if (order.orderType === 'upgrade' && order.versionName) {
      ctx.db.prepare('UPDATE customers SET version_name = ? WHERE id = ?').run(order.versionName, userId);
    }
  }
  if (order.orderType === 'upCloud' && order.dogNo) ctx.db.prepare(`UPDATE dongles SET status = '已上云' WHERE dog_no = ?`).run(order.dogNo);
}

/** Marks a 待支付 order paid (已完成) by the method and applies what it bought; call inside the paying transaction. */
export function completeOrder(ctx: StandInContext, orderNo: string, payMethod: PayMethod): void {
  // Money is invoiced where it comes in: an order paid from the balance is covered by the recharge's invoice.
  const billing: BillingState = orderInvoicedItself(payMethod) ? '未开票' : '不可开票';
  ctx.db
    .prepare('UPDATE orders SET status = ?, pay_method = ?, paid_at = ?, billing_state = ? WHERE order_no = ?')
    .run(statusCode('已完成'), payMethod, ctx.now(), billing, orderNo);
  fulfil(ctx, orderNo);
}
