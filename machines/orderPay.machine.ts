import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './notProvided.ts';
import { errorText } from '../src/rules/errorText.ts';

/**
 * M1 orderPay (docs/product.md#flows): pay an order (or a recharge) by balance with a phone code, or by a
 * WeChat Pay / Alipay QR code polled every 3 s until the phone pays or the absolute deadline passes.
 */
export const POLL_MS = 3000;
export const MAX_BACKOFF_MS = 30_000;

export type QrChannel = '微信' | '支付宝';
export type TargetKind = 'order' | 'recharge';
export type PaymentState = '待支付' | '已扫码' | '支付成功' | '已过期' | '已取消' | '支付失败';

/** What is being paid, as loaded (the order's or recharge's amount and deadline) with the balance. */
export interface PayTarget {
  amountFen: number;
  /** Absolute deadline of the order (ms since epoch). */
  expireAt: number;
  /** Still 待支付 (otherwise the screen says what it is). */
  payable: boolean;
  balanceFen: number | null;
}

export interface QrPayment {
  payNo: string;
  channel: string;
  qrUrl: string;
  expireAt: number;
  status: PaymentState;
}

export interface OrderPayInput {
  targetKind: TargetKind;
  targetNo: string;
  /** A QR payment to resume after a reload (/PayQRCode?payNo=). */
  payNo?: string;
  /** The QR channel already chosen (a recharge names the one picked on 账户充值): its code is made without asking again. */
  chosenChannel?: QrChannel;
}

export interface OrderPayContext extends OrderPayInput {
  target: PayTarget | null;
  payment: QrPayment | null;
  channel: QrChannel;
  /** One idempotency key per attempt; kept when the answer was lost on the network, so a retry cannot charge twice. */
  attemptKey: string;
  /** Delay until the next status poll: 3 s, doubling after network errors up to 30 s. */
  pollDelay: number;
  error: string | null;
  /** A note that is not an error (e.g. the payment was cancelled on the phone). */
  notice: string | null;
}

export interface LoadOutput {
  target: PayTarget;
  /** The resumed payment, when input.payNo was given. */
  payment: QrPayment | null;
}

export type OrderPayEvent =
  | { type: 'CHOOSE_BALANCE' }
  | { type: 'CHOOSE_QR'; channel: QrChannel }
  | { type: 'SUBMIT'; code: string }
  | { type: 'BACK' }
  | { type: 'CHECK_NOW' }
  | { type: 'REFRESH' }
  | { type: 'RETRY' }
  | { type: 'CANCEL' }
  | { type: 'CONFIRM' };

const newKey = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`).slice(0, 64);
/** The answer may have been lost on the way (network down, timeout): the same attempt may be repeated. */
const lostAnswer = (error: unknown) => ['network', 'timeout'].includes((error as { kind?: string } | null)?.kind ?? '');
const statusOf = (event: unknown) => (event as { output: QrPayment }).output.status;
const loadedOf = (event: unknown) => (event as { output: LoadOutput }).output;

export const orderPayMachine = setup({
  types: {
    context: {} as OrderPayContext,
    input: {} as OrderPayInput,
    events: {} as OrderPayEvent,
  },
  actors: {
    loadTarget: fromPromise<LoadOutput, OrderPayInput>(notProvided('loadTarget')),
    payBalance: fromPromise<unknown, { orderNo: string; code: string; idempotencyKey: string }>(notProvided('payBalance')),
    createQr: fromPromise<QrPayment, { targetKind: TargetKind; targetNo: string; channel: QrChannel; idempotencyKey: string }>(notProvided('createQr')),
    pollStatus: fromPromise<QrPayment, { payNo: string }>(notProvided('pollStatus')),
    cancelOrder: fromPromise<unknown, { orderNo: string }>(notProvided('cancelOrder')),
  },
  actions: {
    // Provided by the page: a code shown (its payment number) or none (back at the choice), the payment done,
    // and the question before cancelling the order.
    paymentShown: () => undefined,
    paymentCleared: () => undefined,
    paidOut: () => undefined,
    askCancel: () => undefined,
    freshAttempt: assign({ attemptKey: () => newKey(), error: null, notice: null }),
    recordError: assign({
      error: ({ event }) => errorText((event as { error?: unknown }).error, '操作失败，请重试'),
      attemptKey: ({ context, event }) => (lostAnswer((event as { error?: unknown }).error) ? context.attemptKey : newKey()),
    }),
  },
  delays: {
    pollDelay: ({ context }) => context.pollDelay,
    untilExpiry: ({ context }) => Math.max(0, (context.payment?.expireAt ?? 0) - Date.now()),
  },
  guards: {
    isOrder: ({ context }) => context.targetKind === 'order',
    resumesPayment: ({ event }) => {
      const payment = loadedOf(event).payment;
      return payment !== null && ['待支付', '已扫码'].includes(payment.status);
    },
    notPayable: ({ event }) => !loadedOf(event).target.payable,
    channelChosen: ({ context }) => context.chosenChannel !== undefined,
    codeEntered: ({ event }) => event.type === 'SUBMIT' && /^\d{6}$/.test(event.code.trim()),
    paid: ({ event }) => statusOf(event) === '支付成功',
    expired: ({ event }) => statusOf(event) === '已过期',
    failedOnPhone: ({ event }) => statusOf(event) === '支付失败',
    cancelledOnPhone: ({ event }) => statusOf(event) === '已取消',
  },
}).createMachine({
  id: 'orderPay',
  description: '订单支付',
  meta: {
    rule: { section: 'flows', says: 'M1 orderPay (balance with phone code, or QR with its absolute deadline and polling)' },
    events: {
      CHOOSE_BALANCE: '选择余额支付',
      CHOOSE_QR: '选择扫码支付',
      SUBMIT: '确认支付',
      BACK: '返回',
      CHECK_NOW: '我已支付',
      REFRESH: '刷新二维码',
      RETRY: '重试',
      CANCEL: '取消订单',
      CONFIRM: '确认取消',
    },
    actors: { loadTarget: '加载订单', payBalance: '余额支付', createQr: '生成二维码', pollStatus: '查询支付状态', cancelOrder: '取消订单' },
    delays: { untilExpiry: '二维码到期', pollDelay: '轮询间隔到' },
    guards: {
      isOrder: '是订单',
      resumesPayment: '有未完成的支付',
      notPayable: '不可支付',
      channelChosen: '已选好支付渠道',
      codeEntered: '已输入 6 位验证码',
      paid: '支付成功',
      expired: '已过期',
      failedOnPhone: '手机上支付失败',
      cancelledOnPhone: '手机上取消了支付',
    },
  },
  context: ({ input }) => ({
    ...input,
    target: null,
    payment: null,
    channel: input.chosenChannel ?? '微信',
    attemptKey: newKey(),
    pollDelay: POLL_MS,
    error: null,
    notice: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: '加载中',
      entry: assign({ error: null }),
      invoke: {
        id: 'loadTarget',
        src: 'loadTarget',
        input: ({ context }) => ({ targetKind: context.targetKind, targetNo: context.targetNo, payNo: context.payNo }),
        onDone: [
          { guard: 'notPayable', target: 'unpayable', actions: assign({ target: ({ event }) => event.output.target }) },
          {
            guard: 'resumesPayment',
            target: 'scanning',
            actions: assign({
              target: ({ event }) => event.output.target,
              payment: ({ event }) => event.output.payment,
              channel: ({ event }) => (event.output.payment?.channel === '支付宝' ? '支付宝' : '微信'),
            }),
          },
          { guard: 'channelChosen', target: 'loadingQr', actions: assign({ target: ({ event }) => event.output.target }) },
          { target: 'choosingMethod', actions: assign({ target: ({ event }) => event.output.target }) },
        ],
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => errorText(event.error, '加载失败') }) },
      },
    },
    loadFailed: { description: '加载失败', on: { RETRY: 'loading' } },
    unpayable: { description: '不可支付', meta: { rule: { section: 'money', says: 'an unpaid order closes (已关闭) past its payable time' } } },
    choosingMethod: {
      description: '选择支付方式',
      entry: 'paymentCleared',
      on: {
        CHOOSE_BALANCE: { guard: 'isOrder', target: 'balanceConfirm', actions: 'freshAttempt' },
        CHOOSE_QR: { target: 'loadingQr', actions: ['freshAttempt', assign({ channel: ({ event }) => event.channel })] },
        CANCEL: { guard: 'isOrder', target: 'cancelConfirm', actions: assign({ error: null }) },
      },
    },
    balanceConfirm: {
      description: '余额支付确认',
      meta: { rule: { section: 'money', says: 'Payments: balance (confirmed by a phone code) or WeChat Pay / Alipay QR' } },
      on: {
        SUBMIT: { guard: 'codeEntered', target: 'charging' },
        BACK: 'choosingMethod',
      },
    },
    charging: {
      description: '扣款中',
      entry: assign({ error: null }),
      invoke: {
        id: 'payBalance',
        src: 'payBalance',
        input: ({ context, event }) => ({
          orderNo: context.targetNo,
          code: event.type === 'SUBMIT' ? event.code.trim() : '',
          idempotencyKey: context.attemptKey,
        }),
        onDone: 'paid',
        onError: { target: 'balanceConfirm', actions: 'recordError' },
      },
    },
    loadingQr: {
      description: '生成二维码中',
      entry: assign({ error: null, pollDelay: POLL_MS }),
      invoke: {
        id: 'createQr',
        src: 'createQr',
        input: ({ context }) => ({ targetKind: context.targetKind, targetNo: context.targetNo, channel: context.channel, idempotencyKey: context.attemptKey }),
        onDone: { target: 'scanning', actions: assign({ payment: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: 'recordError' },
      },
    },
    scanning: {
      description: '等待扫码',
      entry: 'paymentShown',
      after: { untilExpiry: 'expired' },
      on: {
        CHECK_NOW: '.checking',
        BACK: { target: 'choosingMethod', actions: assign({ payment: null }) },
      },
      initial: 'waiting',
      states: {
        waiting: { description: '等待轮询', after: { pollDelay: 'checking' } },
        checking: {
          description: '查询中',
          invoke: {
            id: 'pollStatus',
            src: 'pollStatus',
            input: ({ context }) => ({ payNo: context.payment?.payNo ?? '' }),
            onDone: [
              { guard: 'paid', target: '#orderPay.paid' },
              { guard: 'expired', target: '#orderPay.expired' },
              { guard: 'failedOnPhone', target: '#orderPay.failed', actions: assign({ error: '支付失败，请重试' }) },
              { guard: 'cancelledOnPhone', target: '#orderPay.choosingMethod', actions: assign({ payment: null, notice: '支付已取消：付款人在手机上取消了支付，可重新选择支付方式' }) },
              { target: 'waiting', actions: assign({ payment: ({ event }) => event.output, pollDelay: POLL_MS }) },
            ],
            // The network is down: keep the code up and ask again later, waiting longer each time.
            onError: { target: 'waiting', actions: assign({ pollDelay: ({ context }) => Math.min(MAX_BACKOFF_MS, context.pollDelay * 2) }) },
          },
        },
      },
    },
    expired: {
      description: '二维码已过期',
      meta: { rule: { section: 'statuses', says: 'A payment: 待支付 · 已扫码 · 支付成功 · 已过期 · 已取消 · 支付失败' } },
      on: {
        REFRESH: { target: 'loadingQr', actions: 'freshAttempt' },
        BACK: 'choosingMethod',
      },
    },
    failed: {
      description: '支付失败',
      on: {
        RETRY: { target: 'loadingQr', actions: 'freshAttempt' },
        BACK: 'choosingMethod',
      },
    },
    cancelConfirm: {
      description: '确认取消订单',
      entry: 'askCancel',
      on: { CONFIRM: 'cancelling', BACK: 'choosingMethod' },
    },
    cancelling: {
      description: '取消中',
      invoke: {
        id: 'cancelOrder',
        src: 'cancelOrder',
        input: ({ context }) => ({ orderNo: context.targetNo }),
        onDone: 'cancelled',
        onError: { target: 'choosingMethod', actions: assign({ error: ({ event }) => errorText(event.error, '取消失败') }) },
      },
    },
    paid: { description: '已支付', meta: { rule: { section: 'money', says: 'A settlement runs once' } }, type: 'final', entry: 'paidOut' },
    cancelled: { description: '已取消', type: 'final' },
  },
});

/** The balance left after paying, or null when the balance is unknown. */
export function balanceAfter(context: OrderPayContext): number | null {
  if (!context.target || context.target.balanceFen === null) return null;
  return context.target.balanceFen - context.target.amountFen;
}
