import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './notProvided.ts';
import { ORDERS_NEEDED, payeeStepProblem } from '../src/rules/settlement.ts';
import { errorText } from '../src/rules/errorText.ts';

/** An order picked for settlement: what the review sums up. */
export interface SettleOrder {
  orderNo: string;
  amountFen: number;
  commissionFen: number;
}

/** The company's invoice as chosen: its name and size are checked here, `data` (the file) goes to the server. */
export interface InvoiceFile {
  name: string;
  size: number;
  data: unknown;
}

export interface PayeeFields {
  payeeName: string;
  bankName: string;
  accountNo: string;
}

export interface SettlementSubmit extends PayeeFields {
  period: string;
  orders: SettleOrder[];
  invoice: InvoiceFile;
  idempotencyKey: string;
}

export type SettlementStatus = '待审核' | '已驳回' | '待打款' | '已打款' | '已撤回';

export interface SettlementApplyContext {
  period: string;
  orders: SettleOrder[];
  payee: PayeeFields;
  invoice: InvoiceFile | null;
  problem: string | null;
  error: string | null;
  idempotencyKey: string | null;
  settleNo: string | null;
  rejectReason: string | null;
  /** The status a followed settlement had when the machine started (null for a new application). */
  startStatus: SettlementStatus | null;
}

/** A new application, or a settlement followed from its status (the list's and detail's actions). */
export type SettlementApplyInput = { settleNo: string; status: SettlementStatus; rejectReason?: string | null } | undefined;

export type SettlementApplyEvent =
  | { type: 'PERIOD'; period: string }
  | { type: 'SELECT'; orders: SettleOrder[] }
  | { type: 'PAYEE'; payee: PayeeFields }
  | { type: 'INVOICE'; invoice: InvoiceFile | null }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'SUBMIT'; idempotencyKey: string }
  | { type: 'REVOKE' }
  | { type: 'APPROVED' }
  | { type: 'REJECTED'; reason: string }
  | { type: 'PAID' }
  | { type: 'REAPPLY' }
  /** The step and what was chosen and typed before a reload (the invoice, a file, is not kept). */
  | { type: 'RESTORE'; step: number; period: string; orders: SettleOrder[]; payee: PayeeFields };

const restoring = (event: SettlementApplyEvent) => event as Extract<SettlementApplyEvent, { type: 'RESTORE' }>;

const failure = (error: unknown) => errorText(error, '提交失败，请重试');
const NO_PAYEE: PayeeFields = { payeeName: '', bankName: '', accountNo: '' };

/**
 * M11: unsettled paid orders of one period → payee and the company's invoice → review → submitting →
 * 待审核 → 已驳回 (→ a new application) | 待打款 → 已打款; 撤回 while 待审核. RESTORE puts an application kept from
 * before a reload back on its step (docs/product.md#tabs).
 */
export const settlementApplyMachine = setup({
  types: { context: {} as SettlementApplyContext, events: {} as SettlementApplyEvent, input: {} as SettlementApplyInput },
  actors: {
    submit: fromPromise<{ settleNo: string }, SettlementSubmit>(notProvided('submit')),
    revoke: fromPromise<unknown, string>(notProvided('revoke')),
  },
  actions: {
    // Provided by the page: what follows an application submitted, and a settlement revoked.
    submitted: () => undefined,
    revoked: () => undefined,
    restore: assign(({ event }) => {
      const { period, orders, payee } = restoring(event);
      return { period, orders, payee, problem: null };
    }),
  },
  guards: {
    hasOrders: ({ context }) => context.orders.length > 0,
    payeeComplete: ({ context }) => payeeStepProblem(context.payee, context.invoice) === null,
    startsAt: ({ context }, status: SettlementStatus) => context.startStatus === status,
    restoresPayee: ({ event }) => restoring(event).step >= 1 && restoring(event).orders.length > 0,
  },
}).createMachine({
  id: 'settlementApply',
  description: '申请结算',
  meta: {
    rule: { section: 'flows', says: 'M11 settlementApply' },
    events: {
      PERIOD: '选择结算月份',
      SELECT: '选择订单',
      PAYEE: '填写收款信息',
      INVOICE: '上传发票',
      NEXT: '下一步',
      BACK: '上一步',
      SUBMIT: '提交申请',
      REVOKE: '撤回申请',
      APPROVED: '审核通过',
      REJECTED: '审核驳回',
      PAID: '已打款',
      REAPPLY: '重新申请',
      RESTORE: '恢复未保存的内容',
    },
    actors: { submit: '提交申请', revoke: '撤回申请' },
    guards: { hasOrders: '已选订单', payeeComplete: '收款信息与发票完整', startsAt: '打开时状态为', restoresPayee: '恢复到收款信息' },
  },
  context: ({ input }) => ({
    period: '', orders: [], payee: NO_PAYEE, invoice: null, problem: null, error: null, idempotencyKey: null,
    settleNo: input?.settleNo ?? null, rejectReason: input?.rejectReason ?? null, startStatus: input?.status ?? null,
  }),
  initial: 'start',
  states: {
    start: {
      description: '读取申请',
      always: [
        { guard: { type: 'startsAt', params: '待审核' }, target: 'pending' },
        { guard: { type: 'startsAt', params: '已驳回' }, target: 'rejected' },
        { guard: { type: 'startsAt', params: '待打款' }, target: 'awaitingPayment' },
        { guard: { type: 'startsAt', params: '已打款' }, target: 'paid' },
        { guard: { type: 'startsAt', params: '已撤回' }, target: 'revoked' },
        { target: 'selectOrders' },
      ],
    },
    selectOrders: {
      description: '选择订单',
      on: {
        PERIOD: { actions: assign({ period: ({ event }) => event.period, orders: [], problem: null }) },
        SELECT: { actions: assign({ orders: ({ event }) => event.orders, problem: null }) },
        NEXT: [{ guard: 'hasOrders', target: 'payee' }, { actions: assign({ problem: ORDERS_NEEDED }) }],
        // The review comes back as the payee step: the invoice is chosen again.
        RESTORE: [{ guard: 'restoresPayee', target: 'payee', actions: 'restore' }, { actions: 'restore' }],
      },
    },
    payee: {
      description: '收款信息',
      on: {
        PAYEE: { actions: assign({ payee: ({ event }) => event.payee, problem: null }) },
        INVOICE: { actions: assign({ invoice: ({ event }) => event.invoice, problem: null }) },
        NEXT: [{ guard: 'payeeComplete', target: 'review' }, { actions: assign({ problem: ({ context }) => payeeStepProblem(context.payee, context.invoice) }) }],
        BACK: { target: 'selectOrders', actions: assign({ problem: null }) },
      },
    },
    review: {
      description: '确认申请',
      on: {
        SUBMIT: { target: 'submitting', actions: assign({ idempotencyKey: ({ context, event }) => context.idempotencyKey ?? event.idempotencyKey }) },
        BACK: { target: 'payee', actions: assign({ error: null }) },
      },
    },
    submitting: {
      description: '提交中',
      entry: assign({ error: null }),
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({
          period: context.period,
          orders: context.orders,
          ...context.payee,
          invoice: context.invoice!,
          idempotencyKey: context.idempotencyKey ?? '',
        }),
        onDone: { target: 'pending', actions: [assign({ settleNo: ({ event }) => event.output.settleNo }), 'submitted'] },
        onError: { target: 'review', actions: assign({ error: ({ event }) => failure(event.error) }) },
      },
    },
    pending: {
      description: '待审核',
      meta: { rule: { section: 'statuses', says: '结算: 待审核 · 已驳回 · 待打款 · 已打款 · 已撤回' } },
      on: {
        REVOKE: 'revoking',
        APPROVED: 'awaitingPayment',
        REJECTED: { target: 'rejected', actions: assign({ rejectReason: ({ event }) => event.reason }) },
      },
    },
    revoking: {
      description: '撤回中',
      entry: assign({ error: null }),
      invoke: {
        id: 'revoke',
        src: 'revoke',
        input: ({ context }) => context.settleNo ?? '',
        onDone: { target: 'revoked', actions: 'revoked' },
        onError: { target: 'pending', actions: assign({ error: ({ event }) => failure(event.error) }) },
      },
    },
    rejected: {
      description: '已驳回',
      on: {
        // A new application: the payee is kept, the orders chosen again, under a new key.
        REAPPLY: { target: 'selectOrders', actions: assign({ orders: [], idempotencyKey: null, settleNo: null, error: null }) },
      },
    },
    awaitingPayment: { description: '待打款', on: { PAID: 'paid' } },
    paid: { description: '已打款', type: 'final' },
    revoked: { description: '已撤回', type: 'final' },
  },
});
