import { orderScreenOf, type Payment } from '../../../src/contracts/orders.ts';
import { BadRequestError, BusinessError } from '../../errors.ts';
import { idempotencySchema, once } from '../../idempotency.ts';
import type { StandInContext, StandInModule } from '../../module.ts';
import { callerOf, requireButton } from '../../scope.ts';
import { requireFields } from '../../validate.ts';
import { findAccount } from '../../domain/accounts.ts';
import { requireOperationCode } from '../../domain/operationCodes.ts';
import { moveBalance } from '../../domain/ledger.ts';
import { nextNumber } from '../../domain/numbers.ts';
import { completeOrder, createOrder, requireOrderCustomers, toOrder } from '../../domain/orders/orders.ts';
import { payPhoneRoutes, payPhoneUrl } from './payPhone.ts';
import { markPayment, payableOrder, payableRecharge, readPayment, settlePayment, toPayment, type PaymentRow } from './paymentStore.ts';
import { findOrder, findOwnOrder, findVisibleOrder } from '../../domain/orders/visibleOrders.ts';
import { anyButton, signedIn } from '../../guards.ts';
import { paymentsScreens } from '../../../src/contracts/screens/payments.ts';
import { buttonCode } from '../../../src/contracts/screens/screens.ts';

/**
 * The payment stand-in (docs/product.md#flows): balance payments confirmed by a phone code, and WeChat Pay /
 * Alipay QR payments whose code points at a "phone" page where 支付 or 取消 is pressed. Every
 * settlement runs in one transaction, so an order or recharge is paid at most once.
 */
export const QR_LIFETIME_MS = 15 * 60 * 1000;
const QR_CHANNELS = ['微信', '支付宝'] as const;
const TARGET_KINDS = ['order', 'recharge'] as const;

const schema = `
CREATE TABLE IF NOT EXISTS balance_payment_answers (
  agent_id INTEGER NOT NULL,
  idempotency_key TEXT NOT NULL,
  order_no TEXT NOT NULL,
  ok INTEGER NOT NULL,
  answer TEXT NOT NULL,
  PRIMARY KEY (agent_id, idempotency_key)
);
${idempotencySchema}`;

function requireKey(value: string): string {
  const key = value.trim();
  if (!key || key.length > 64) throw new BadRequestError('参数 idempotencyKey 应为1–64个字符');
  return key;
}

/** Paying needs the pay button of the order's list (服务订单 or 硬件订单) or of 账户充值, and an order of the caller's agent it sees. */
function requirePayButton(ctx: StandInContext, accountId: number, targetKind: (typeof TARGET_KINDS)[number], targetNo: string): void {
  if (targetKind === 'recharge') return requireButton(ctx, accountId, paymentsScreens.recharge, 'pay');
  requireButton(ctx, accountId, orderScreenOf(findOwnOrder(ctx, accountId, targetNo).order_type), 'pay');
  requireOrderCustomers(ctx, accountId, targetNo);
}

function createQr(ctx: StandInContext, accountId: number, body: unknown, phoneUrl: (payNo: string) => string): Payment {
  const form = requireFields(body, { targetKind: 'string', targetNo: 'string', channel: 'string', idempotencyKey: 'string' });
  const targetKind = TARGET_KINDS.find((kind) => kind === form.targetKind);
  if (!targetKind) throw new BadRequestError('参数 targetKind 应为 order 或 recharge');
  const channel = QR_CHANNELS.find((known) => known === form.channel);
  if (!channel) throw new BadRequestError('参数 channel 应为 微信 或 支付宝');
  requirePayButton(ctx, accountId, targetKind, form.targetNo);
  const { agentId } = callerOf(ctx, accountId);
  const key = `${agentId}:${requireKey(form.idempotencyKey)}`;
  const earlier = () => {
    const existing = ctx.db.prepare('SELECT pay_no FROM payments WHERE idempotency_key = ?').get(key) as { pay_no: string } | undefined;
    return existing && toPayment(readPayment(ctx, existing.pay_no) as PaymentRow);
  };
  const request = { targetKind, targetNo: form.targetNo, channel };
  return once(ctx, 'createQr', key, request, { earlier, run: () => issueQr(ctx, agentId, request, key, phoneUrl) });
}

function issueQr(
  ctx: StandInContext,
  agentId: number,
  { targetKind, targetNo, channel }: { targetKind: (typeof TARGET_KINDS)[number]; targetNo: string; channel: Payment['channel'] },
  key: string,
  phoneUrl: (payNo: string) => string,
): Payment {
  return ctx.db.transaction(() => {
    const target = targetKind === 'order' ? payableOrder(ctx, agentId, targetNo) : payableRecharge(ctx, agentId, targetNo);
    ctx.db
      .prepare(`UPDATE payments SET status = '已过期' WHERE target_kind = ? AND target_no = ? AND status IN ('待支付', '已扫码')`)
      .run(targetKind, targetNo);
    const payNo = nextNumber(ctx, 'ZF');
    const expireAt = Math.min(ctx.now() + QR_LIFETIME_MS, target.expireAt);
    const qrUrl = phoneUrl(payNo);
    ctx.db
      .prepare(
        `INSERT INTO payments (pay_no, agent_id, target_kind, target_no, channel, amount_fen, qr_url, expire_at, status, created_at, idempotency_key)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, '待支付', ?, ?)`,
      )
      .run(payNo, agentId, targetKind, targetNo, channel, target.amountFen, qrUrl, expireAt, ctx.now(), key);
    return toPayment(readPayment(ctx, payNo) as PaymentRow);
  })();
}

type BalanceAnswer = { ok: true; order: ReturnType<typeof toOrder> } | { ok: false; msg: string };

/**
 * Pays an order from the balance. A repeated idempotency key gets the first attempt's answer (before
 * the code is checked, since the first attempt used the code up); the charge itself is one transaction.
 */
function payByBalance(ctx: StandInContext, accountId: number, body: unknown): ReturnType<typeof toOrder> {
  const form = requireFields(body, { orderNo: 'string', code: 'string', idempotencyKey: 'string' });
  const key = requireKey(form.idempotencyKey);
  const { agentId } = callerOf(ctx, accountId);
  requirePayButton(ctx, accountId, 'order', form.orderNo);
  const earlier = () => {
    const row = ctx.db
      .prepare('SELECT answer FROM balance_payment_answers WHERE agent_id = ? AND idempotency_key = ?')
      .get(agentId, key) as { answer: string } | undefined;
    return row && (JSON.parse(row.answer) as BalanceAnswer);
  };
  // The code is not part of the request: a retry sends the same one, already used up.
  const answer = once(ctx, 'payBalance', `${agentId}:${key}`, { orderNo: form.orderNo }, { earlier, run: () => chargeBalance(ctx, accountId, form, key) });
  if (!answer.ok) throw new BusinessError(answer.msg);
  return answer.order;
}

/** Checks the code and charges; a refusal past the code is remembered as the key's answer too. */
function chargeBalance(ctx: StandInContext, accountId: number, form: { orderNo: string; code: string }, key: string): BalanceAnswer {
  const { agentId } = callerOf(ctx, accountId);
  requireOperationCode(ctx, accountId, 'payment', form.code);
  let answer: BalanceAnswer;
  try {
    answer = ctx.db.transaction((): BalanceAnswer => {
      const target = payableOrder(ctx, agentId, form.orderNo);
      moveBalance(ctx, { agentId, flowType: '消费', deltaFen: -target.amountFen, refNo: form.orderNo, remark: '余额支付' });
      completeOrder(ctx, form.orderNo, '余额');
      ctx.db.prepare(`UPDATE payments SET status = '已取消' WHERE target_kind = 'order' AND target_no = ? AND status IN ('待支付', '已扫码')`).run(form.orderNo);
      return { ok: true, order: toOrder(ctx, findOrder(ctx, agentId, form.orderNo), agentId) };
    })();
  } catch (error) {
    if (!(error instanceof BusinessError)) throw error;
    answer = { ok: false, msg: error.message };
  }
  ctx.db
    .prepare('INSERT INTO balance_payment_answers (agent_id, idempotency_key, order_no, ok, answer) VALUES (?, ?, ?, ?, ?)')
    .run(agentId, key, form.orderNo, answer.ok ? 1 : 0, JSON.stringify(answer));
  return answer;
}

const DEV_ACTIONS = { pay: null, expire: '已过期', fail: '支付失败', scan: '已扫码' } as const;

export const paymentsModule: StandInModule = {
  name: 'payments',
  schema,
  routes({ api, order }, ctx) {
    const agentOf = (accountId: number) => callerOf(ctx, accountId).agentId;
    const orderNoOf = (value: unknown) => requireFields({ orderNo: value }, { orderNo: 'string' }).orderNo;

    // A parent agent opens its sub-agents' orders too (they are in its 服务订单), read-only.
    order.get('/api/Order/Get', ({ accountId, query }) => toOrder(ctx, findVisibleOrder(ctx, accountId, orderNoOf(query.orderNo)), agentOf(accountId)), { guard: signedIn });
    order.get('/api/Pay/Balance', ({ accountId }) => {
      const row = ctx.db.prepare('SELECT balance_cents FROM agents WHERE id = ?').get(agentOf(accountId)) as { balance_cents: number };
      return { balanceFen: row.balance_cents };
    }, { guard: signedIn });
    order.post('/api/Pay/Balance', ({ accountId, body }) => payByBalance(ctx, accountId, body), { guard: anyButton(buttonCode(paymentsScreens.serviceOrder, 'pay'), buttonCode(paymentsScreens.hardwareOrder, 'pay')) });
    order.post('/api/Pay/CreateQr', (request) => createQr(ctx, request.accountId, request.body, (payNo) => payPhoneUrl(request, payNo)), {
      guard: anyButton(buttonCode(paymentsScreens.serviceOrder, 'pay'), buttonCode(paymentsScreens.hardwareOrder, 'pay'), buttonCode(paymentsScreens.recharge, 'pay')),
    });
    order.get('/api/Pay/Status', ({ accountId, query }) => {
      const row = readPayment(ctx, String(query.payNo ?? ''), agentOf(accountId));
      if (!row) throw new BusinessError('支付单不存在');
      return toPayment(row);
    }, { guard: signedIn });
    payPhoneRoutes(order, ctx);

    const open = { public: true };
    api.post(
      '/api/__dev/payment',
      ({ body }) => {
        const form = requireFields(body, { payNo: 'string', action: 'string' });
        if (!Object.hasOwn(DEV_ACTIONS, form.action)) throw new BadRequestError('参数 action 应为 pay、expire、fail 或 scan');
        const status = DEV_ACTIONS[form.action as keyof typeof DEV_ACTIONS];
        return status ? markPayment(ctx, form.payNo, status) : settlePayment(ctx, form.payNo);
      },
      open,
    );
    api.post(
      '/api/__dev/order',
      ({ body }) => {
        const form = requireFields(body, { account: 'string', amountFen: 'number' });
        if (!Number.isSafeInteger(form.amountFen) || form.amountFen <= 0) throw new BadRequestError('参数 amountFen 应为正整数');
        const account = findAccount(ctx, form.account);
        if (!account) throw new BusinessError('账号不存在');
        const { agentId } = callerOf(ctx, account.id);
        const customer = ctx.db.prepare('SELECT id, name, product_name FROM customers WHERE agent_id = ? ORDER BY id LIMIT 1').get(agentId) as
          | { id: number; name: string; product_name: string }
          | undefined;
        if (!customer) throw new BusinessError('该代理商没有客户');
        const orderNo = createOrder(ctx, {
          agentId,
          accountId: account.id,
          orderType: 'renew',
          userId: customer.id,
          customerName: customer.name,
          productName: customer.product_name,
          lines: [{ itemName: `${customer.product_name} 续费`, spec: '1年', quantity: 1, unitFen: form.amountFen, subtotalFen: form.amountFen }],
        });
        return { orderNo };
      },
      open,
    );
  },
};
