import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './notProvided.ts';
import { amountOf, deliveryProblem, NO_SOURCES, titleProblem } from '../src/rules/invoices.ts';
import type { InvoiceMedium, InvoiceRequest, InvoiceSource, InvoiceTitle, InvoiceType } from '../src/contracts/invoices.ts';
import { errorText } from '../src/rules/errorText.ts';

/** A source as the wizard holds it: what it is and how much it adds. */
export type AskSource = Pick<InvoiceSource, 'kind' | 'no' | 'amountFen'>;
/** A title as the wizard holds it. */
export type AskTitle = Omit<InvoiceTitle, 'isDefault'>;

export interface AskDelivery {
  email: string;
  phone: string;
  addressId: number | null;
}

export interface InvoiceAskContext {
  /** The 已驳回 request being corrected and submitted again, if any. */
  replaces: string | null;
  sources: AskSource[];
  title: AskTitle | null;
  invoiceType: InvoiceType;
  medium: InvoiceMedium;
  remark: string;
  delivery: AskDelivery;
  /** Why 下一步 was refused on the current step. */
  problem: string | null;
  /** One key per attempt: a retry after a lost answer reuses it, so nothing is invoiced twice. */
  idempotencyKey: string | null;
  applyNo: string | null;
  error: string | null;
}

export type InvoiceAskEvent =
  | { type: 'SOURCES'; sources: AskSource[] }
  | { type: 'TITLE'; title: AskTitle }
  | { type: 'KIND'; invoiceType: '普票' | '专票'; medium: '电子' | '纸质' }
  | { type: 'REMARK'; remark: string }
  | { type: 'DELIVERY'; delivery: Partial<AskDelivery> }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'SUBMIT'; idempotencyKey: string }
  | { type: 'RETRY' }
  /** The step (askStep) and choices kept from before a reload, put back as far as they still let the wizard pass. */
  | { type: 'RESTORE'; step: number; choices: AskChoices; problem: string | null };

/** What the user chose and typed on the way: what a kept wizard brings back. */
export type AskChoices = Pick<InvoiceAskContext, 'replaces' | 'sources' | 'title' | 'invoiceType' | 'medium' | 'remark' | 'delivery'>;

type Restore = Extract<InvoiceAskEvent, { type: 'RESTORE' }>;
const restoring = (event: InvoiceAskEvent) => event as Restore;

/** How far a kept wizard comes back: its step, but not past a step its choices would not pass now. */
function restorableStep({ step, choices }: Restore): number {
  if (amountOf(choices.sources) <= 0) return 0;
  if (titleProblem(choices) !== null) return Math.min(step, 1);
  if (deliveryProblem(choices.medium, choices.delivery) !== null) return Math.min(step, 2);
  return Math.min(step, 3);
}


export function askRequest(context: InvoiceAskContext): InvoiceRequest {
  const paper = context.medium === '纸质';
  return {
    idempotencyKey: context.idempotencyKey ?? '',
    ...(context.replaces ? { replaces: context.replaces } : {}),
    orderNos: context.sources.filter((source) => source.kind === 'order').map((source) => source.no),
    rechargeNos: context.sources.filter((source) => source.kind === 'recharge').map((source) => source.no),
    titleId: context.title?.id ?? 0,
    invoiceType: context.invoiceType,
    medium: context.medium,
    ...(paper ? { addressId: context.delivery.addressId ?? 0 } : { email: context.delivery.email, phone: context.delivery.phone }),
    remark: context.remark,
  };
}

const failure = (error: unknown) => errorText(error, '提交失败，请重试');

export const emptyAsk = (start: Partial<InvoiceAskContext> = {}): InvoiceAskContext => ({
  replaces: null, sources: [], title: null, invoiceType: '普票', medium: '电子', remark: '',
  delivery: { email: '', phone: '', addressId: null }, problem: null, idempotencyKey: null, applyNo: null, error: null, ...start,
});

/**
 * M4: sources → title and kind → delivery → review → submit. Going back keeps every choice; the
 * amount is the sources' sum (the server sums again); 专票 needs a full title, 个人 only 普票. RESTORE puts a
 * wizard kept from before a reload back on its step (docs/product.md#tabs), saying what no longer holds.
 */
export const invoiceAskMachine = setup({
  types: { context: {} as InvoiceAskContext, events: {} as InvoiceAskEvent, input: {} as Partial<InvoiceAskContext> | undefined },
  actors: {
    submit: fromPromise<{ applyNo: string }, InvoiceRequest>(notProvided('submit')),
  },
  actions: {
    restore: assign(({ event }) => ({ ...restoring(event).choices, problem: restoring(event).problem })),
  },
  guards: {
    restoresTitle: ({ event }) => restorableStep(restoring(event)) === 1,
    restoresDelivery: ({ event }) => restorableStep(restoring(event)) === 2,
    restoresReview: ({ event }) => restorableStep(restoring(event)) === 3,
    hasAmount: ({ context }) => amountOf(context.sources) > 0,
    titleAllowed: ({ context }) => titleProblem(context) === null,
    deliveryComplete: ({ context }) => deliveryProblem(context.medium, context.delivery) === null,
  },
}).createMachine({
  id: 'invoiceAsk',
  description: '申请发票',
  meta: {
    rule: { section: 'flows', says: 'M4 invoiceAsk' },
    events: {
      SOURCES: '选择开票来源',
      TITLE: '选择抬头',
      KIND: '选择发票类型',
      REMARK: '填写备注',
      DELIVERY: '填写收件信息',
      NEXT: '下一步',
      BACK: '上一步',
      SUBMIT: '提交申请',
      RETRY: '重试',
      RESTORE: '恢复未保存的内容',
    },
    actors: { submit: '提交申请' },
    guards: {
      hasAmount: '有可开票金额',
      titleAllowed: '抬头可开此类发票',
      deliveryComplete: '收件信息完整',
      restoresTitle: '恢复到发票抬头',
      restoresDelivery: '恢复到收件信息',
      restoresReview: '恢复到确认信息',
    },
  },
  context: ({ input }) => emptyAsk(input ?? {}),
  initial: 'selectSources',
  on: {
    SOURCES: { actions: assign({ sources: ({ event }) => event.sources, problem: null }) },
    TITLE: { actions: assign({ title: ({ event }) => event.title, problem: null }) },
    KIND: { actions: assign({ invoiceType: ({ event }) => event.invoiceType, medium: ({ event }) => event.medium, problem: null }) },
    REMARK: { actions: assign({ remark: ({ event }) => event.remark }) },
    DELIVERY: { actions: assign({ delivery: ({ context, event }) => ({ ...context.delivery, ...event.delivery }), problem: null }) },
  },
  states: {
    selectSources: {
      description: '选择开票来源',
      meta: { rule: { section: 'statuses', says: '开票状态 of orders and recharges: 未开票 · 开票中 · 已开票 · 不可开票' } },
      on: {
        NEXT: [{ guard: 'hasAmount', target: 'title' }, { actions: assign({ problem: NO_SOURCES }) }],
        RESTORE: [
          { guard: 'restoresReview', target: 'review', actions: 'restore' },
          { guard: 'restoresDelivery', target: 'delivery', actions: 'restore' },
          { guard: 'restoresTitle', target: 'title', actions: 'restore' },
          { actions: 'restore' },
        ],
      },
    },
    title: {
      description: '发票抬头',
      on: { NEXT: [{ guard: 'titleAllowed', target: 'delivery' }, { actions: assign({ problem: ({ context }) => titleProblem(context) }) }], BACK: 'selectSources' },
    },
    delivery: {
      description: '收件信息',
      on: { NEXT: [{ guard: 'deliveryComplete', target: 'review' }, { actions: assign({ problem: ({ context }) => deliveryProblem(context.medium, context.delivery) }) }], BACK: 'title' },
    },
    review: {
      description: '确认信息',
      entry: assign({ problem: null, error: null }),
      on: {
        SUBMIT: { target: 'submitting', actions: assign({ idempotencyKey: ({ context, event }) => context.idempotencyKey ?? event.idempotencyKey }) },
        BACK: { target: 'delivery', actions: assign({ idempotencyKey: null }) },
      },
    },
    submitting: {
      description: '提交中',
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => askRequest(context),
        onDone: { target: 'submitted', actions: assign({ applyNo: ({ event }) => event.output.applyNo }) },
        onError: { target: 'error', actions: assign({ error: ({ event }) => failure(event.error) }) },
      },
    },
    error: { description: '提交失败', on: { RETRY: 'submitting', BACK: { target: 'review' } } },
    submitted: { description: '已提交', meta: { rule: { section: 'statuses', says: '发票状态: 待审核' } }, type: 'final' },
  },
});
