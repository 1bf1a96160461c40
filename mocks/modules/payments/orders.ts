import { orderInvoicedItself } from '../../../src/rules/invoiceRule.ts';
import {
  ORDER_STATUSES,
  type BillingState,
  type FlowType,
  type Order,
  type OrderLine,
  type OrderStatus,
  type OrderType,
  type PayMethod,
} from '../../../src/contracts/orders.ts';
import { pick, seededRandom } from '../../db.ts';
import { BusinessError } from '../../errors.ts';
import type { StandInContext, StandInModule } from '../../module.ts';
import type { SeedCalendar } from '../../seedCalendar.ts';
import { customerOf } from '../../scope.ts';
import { insertLedgerLine, ledgerSchema } from './ledger.ts';
import { nextNumber, numberSequenceSchema } from './numbers.ts';

/**
 * The money tables every payment area shares: orders with their lines, payments, recharges and the
 * ledger of each agent's balance. Amounts are integer fen. Balance moves go through `moveBalance` (ledger.ts)
 * only, which never lets a balance go below zero, even under concurrent requests.
 */
const schema = `
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

const DAY = 24 * 60 * 60 * 1000;
const seedPrices: Record<string, number> = { CRM: 98_000, FZERP: 168_000, QianFang: 128_000 };

interface SeedCustomer {
  id: number;
  agent_id: number;
  name: string;
  product_type: string;
  product_name: string;
  version_name: string;
  user_count: number;
}

/** A seeded order of one product line for the customer, unpaid until the seed says otherwise. */
function placeSeedOrder(ctx: StandInContext, customer: SeedCustomer, orderType: OrderType, years: number, createdAt: number): string {
  const unitFen = seedPrices[customer.product_type] ?? 98_000;
  return createOrder(ctx, {
    agentId: customer.agent_id,
    accountId: null,
    orderType,
    userId: customer.id,
    customerName: customer.name,
    productName: customer.product_name,
    lines: [{ itemName: `${customer.product_name} ${customer.version_name}`, spec: `${customer.user_count}用户 · ${years}年`, quantity: years, unitFen, subtotalFen: unitFen * years }],
    createdAt,
  });
}

/** When the seeded orders were placed: one in fifty today so far, four in fifty this month so far, the rest over 18 months. */
function orderTime(calendar: SeedCalendar, index: number, random: () => number): number {
  const earlier = calendar.day(-19) - Math.floor(random() * 540) * DAY - Math.floor(random() * DAY);
  const slot = index % 50;
  // Today's at 0.05, 0.15, … of the day so far, this month's at odd eightieths of it: never the same instant,
  // even on the 1st, when the month so far is the day so far.
  if (slot === 0) return calendar.today(0.05 + 0.1 * (Math.floor(index / 50) % 9));
  return slot <= 4 ? calendar.thisMonth((Math.floor(index / 50) % 8) / 8 + (slot - 0.5) / 40) : earlier;
}

/**
 * Eighteen months of orders up to today (most paid by balance, WeChat Pay or Alipay; some cancelled or closed),
 * the recharges that paid for them, and a ledger per agent whose last line is the agent's seeded balance.
 */
function seed(ctx: StandInContext, calendar: SeedCalendar): void {
  const random = seededRandom(20261123);
  const customers = ctx.db
    .prepare('SELECT id, agent_id, name, product_type, product_name, version_name, user_count FROM customers WHERE id % 25 = 0 ORDER BY id')
    .all() as SeedCustomer[];
  const moves = new Map<number, { time: number; flowType: FlowType; deltaFen: number; refNo: string; remark: string }[]>();
  const addMove = (agentId: number, move: { time: number; flowType: FlowType; deltaFen: number; refNo: string; remark: string }) =>
    moves.set(agentId, [...(moves.get(agentId) ?? []), move]);

  customers.forEach((customer, index) => {
    const createdAt = orderTime(calendar, index, random);
    // Paid ten minutes after it was placed, or halfway to now for one placed minutes ago.
    const paidAt = createdAt + Math.min(600_000, Math.floor((calendar.now - createdAt) / 2));
    const orderType = pick(random, ['new', 'renew', 'renew', 'addUser', 'upgrade'] as const);
    const years = orderType === 'addUser' ? 1 : 1 + Math.floor(random() * 2);
    const unitFen = seedPrices[customer.product_type] ?? 98_000;
    const orderNo = placeSeedOrder(ctx, customer, orderType, years, createdAt);
    const roll = random();
    // An order closes unpaid only once its payable day is over.
    const closable = createdAt + ORDER_PAYABLE_MS <= calendar.now;
    const status: OrderStatus = roll < 0.06 ? '已取消' : roll < 0.1 && closable ? '已关闭' : '已完成';
    const payMethod = pick(random, ['余额', '余额', '微信', '支付宝'] as const);
    const paid = status === '已完成';
    const drawn: BillingState = paid ? pick(random, ['未开票', '未开票', '已开票'] as const) : '不可开票';
    // Paid from the balance: its money is invoiced as the recharge that brought it, never as the order too.
    const billing: BillingState = orderInvoicedItself(payMethod) ? drawn : '不可开票';
    ctx.db
      .prepare('UPDATE orders SET status = ?, pay_method = ?, paid_at = ?, billing_state = ? WHERE order_no = ?')
      .run(statusCode(status), paid ? payMethod : null, paid ? paidAt : null, billing, orderNo);
    if (paid && payMethod === '余额') {
      addMove(customer.agent_id, { time: paidAt, flowType: '消费', deltaFen: -unitFen * years, refNo: orderNo, remark: `${customer.name} ${orderType === 'renew' ? '续费' : '订单'}` });
    }
  });

  // Each agent's ledger runs forward from zero: a recharge lands just before a debit the balance could
  // not pay, and a last one brings the balance to the agent's seeded figure.
  for (const agentId of [1, 2, 3]) {
    const { balance_cents: finalFen } = ctx.db.prepare('SELECT balance_cents FROM agents WHERE id = ?').get(agentId) as { balance_cents: number };
    const debits = (moves.get(agentId) ?? []).sort((a, b) => a.time - b.time);
    let balance = 0;
    const recharge = (time: number, amountFen: number) => {
      const channel = pick(random, ['微信', '支付宝', '对公转账'] as const);
      const rechargeNo = nextNumber(ctx, 'CZ', time);
      ctx.db
        .prepare(
          'INSERT INTO recharges (recharge_no, agent_id, amount_fen, channel, status, billing_state, created_at, credited_at, trade_no) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        )
        .run(rechargeNo, agentId, amountFen, channel, '已到账', random() < 0.3 ? '已开票' : '未开票', time - 300_000, time, `T${rechargeNo}`);
      balance += amountFen;
      insertLedgerLine(ctx, agentId, { flowNo: nextNumber(ctx, 'LS', time), time, flowType: '充值', incomeFen: amountFen, expenseFen: 0, balanceFen: balance, refNo: rechargeNo, remark: `${channel}充值` });
    };
    let lastTime = -Infinity;
    for (const debit of debits) {
      // A minute before the debit, yet after the line before it (orders of the last minutes lie close together).
      if (balance + debit.deltaFen < 0) recharge(Math.max(lastTime + 1, debit.time - 60_000), Math.ceil((-debit.deltaFen - balance) / 10_000) * 10_000);
      lastTime = debit.time;
      balance += debit.deltaFen;
      insertLedgerLine(ctx, agentId, {
        flowNo: nextNumber(ctx, 'LS', debit.time),
        time: debit.time,
        flowType: debit.flowType,
        incomeFen: 0,
        expenseFen: -debit.deltaFen,
        balanceFen: balance,
        refNo: debit.refNo,
        remark: debit.remark,
      });
    }
    // The last line, after every debit (some are today's), leaves the agent's seeded balance.
    const lastDebit = debits.at(-1)?.time ?? 0;
    if (finalFen > balance) recharge(Math.max(calendar.day(-1, 10), Math.min(lastDebit + 60_000, calendar.now)), finalFen - balance);
  }

  // Two of agent01's orders placed today wait for payment (an order stays payable for a day).
  const awaiting = ctx.db
    .prepare('SELECT id, agent_id, name, product_type, product_name, version_name, user_count FROM customers WHERE agent_id = 1 AND id % 25 = 5 ORDER BY id LIMIT 2')
    .all() as SeedCustomer[];
  awaiting.forEach((customer, index) => placeSeedOrder(ctx, customer, 'renew', 1, calendar.today(0.4 + index * 0.3)));
}

export const ordersModule: StandInModule = { name: 'orders', schema, seed };
