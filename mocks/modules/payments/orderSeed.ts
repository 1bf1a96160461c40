import type { BillingState, FlowType, OrderStatus, OrderType } from '../../../src/contracts/orders.ts';
import { orderInvoicedItself } from '../../../src/rules/invoiceRule.ts';
import { pick, seededRandom } from '../../db.ts';
import type { StandInContext, StandInModule } from '../../module.ts';
import type { SeedCalendar } from '../../seedCalendar.ts';
import { insertLedgerLine } from '../../domain/ledger.ts';
import { nextNumber } from '../../domain/numbers.ts';
import { createOrder, ORDER_PAYABLE_MS, ordersSchema, statusCode } from '../../domain/orders/orders.ts';

// The money tables (mocks/domain/orders/orders.ts) as a stand-in module, with their seeded orders dated from the seed's instant
// (mocks/seedCalendar.ts).
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
export function seedOrders(ctx: StandInContext, calendar: SeedCalendar): void {
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

export const ordersModule: StandInModule = { name: 'orders', schema: ordersSchema, seed: seedOrders };
