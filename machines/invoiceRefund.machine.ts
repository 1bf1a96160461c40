import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './notProvided.ts';

import type { Invoice, InvoiceRefundRequest } from '../src/contracts/invoices.ts';
import { errorText } from '../src/rules/errorText.ts';
import { expressProblem, PICK_INVOICE, reasonProblem } from '../src/rules/invoices.ts';

/** The invoice being refunded, as the form holds it. */
export type RefundInvoice = Pick<Invoice, 'applyNo' | 'invoiceNo' | 'medium' | 'amountFen'>;

export interface InvoiceRefundContext {
  invoice: RefundInvoice | null;
  reason: string;
  expressCompany: string;
  expressNo: string;
  problem: string | null;
  idempotencyKey: string | null;
  refundNo: string | null;
  error: string | null;
}

export type InvoiceRefundEvent =
  | { type: 'PICK'; invoice: RefundInvoice }
  | { type: 'REASON'; reason: string }
  | { type: 'EXPRESS'; expressCompany: string; expressNo: string }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'SUBMIT'; idempotencyKey: string }
  | { type: 'RETRY' };

const failure = (error: unknown) => errorText(error, '提交失败，请重试');
const paper = (context: InvoiceRefundContext) => context.invoice?.medium === '纸质';

/** M5: pick an issued invoice → reason → (paper) the return express → submit → 退票审核中. */
export const invoiceRefundMachine = setup({
  types: { context: {} as InvoiceRefundContext, events: {} as InvoiceRefundEvent, input: {} as { invoice?: RefundInvoice } | undefined },
  actors: {
    submit: fromPromise<{ refundNo: string }, InvoiceRefundRequest>(notProvided('submit')),
  },
  guards: {
    picked: ({ context }) => context.invoice !== null,
    reasonForPaper: ({ context }) => reasonProblem(context.reason) === null && paper(context),
    reasonForElectronic: ({ context }) => reasonProblem(context.reason) === null && !paper(context),
    expressComplete: ({ context }) => expressProblem(context.expressCompany, context.expressNo) === null,
  },
}).createMachine({
  id: 'invoiceRefund',
  description: '申请退票',
  meta: {
    rule: { section: 'flows', says: 'M5 invoiceRefund' },
    events: { PICK: '选择发票', REASON: '填写退票原因', EXPRESS: '填写退回快递', NEXT: '下一步', BACK: '上一步', SUBMIT: '提交退票', RETRY: '重试' },
    actors: { submit: '提交退票' },
    guards: { picked: '已选发票', reasonForPaper: '纸质发票且原因有效', reasonForElectronic: '电子发票且原因有效', expressComplete: '快递信息完整' },
  },
  context: ({ input }) => ({
    invoice: input?.invoice ?? null, reason: '', expressCompany: '', expressNo: '', problem: null, idempotencyKey: null, refundNo: null, error: null,
  }),
  initial: 'pickInvoice',
  on: {
    REASON: { actions: assign({ reason: ({ event }) => event.reason, problem: null }) },
    EXPRESS: { actions: assign({ expressCompany: ({ event }) => event.expressCompany, expressNo: ({ event }) => event.expressNo, problem: null }) },
  },
  states: {
    pickInvoice: {
      description: '选择发票',
      on: {
        PICK: { actions: assign({ invoice: ({ event }) => event.invoice, problem: null }) },
        NEXT: [{ guard: 'picked', target: 'reason' }, { actions: assign({ problem: PICK_INVOICE }) }],
      },
    },
    reason: {
      description: '退票原因',
      on: {
        NEXT: [{ guard: 'reasonForPaper', target: 'returnExpress' }, { actions: assign({ problem: ({ context }) => reasonProblem(context.reason) }) }],
        SUBMIT: [{ guard: 'reasonForElectronic', target: 'submitting', actions: assign({ idempotencyKey: ({ context, event }) => context.idempotencyKey ?? event.idempotencyKey }) }, { actions: assign({ problem: ({ context }) => reasonProblem(context.reason) }) }],
        BACK: 'pickInvoice',
      },
    },
    returnExpress: {
      description: '退回快递',
      on: {
        SUBMIT: [{ guard: 'expressComplete', target: 'submitting', actions: assign({ idempotencyKey: ({ context, event }) => context.idempotencyKey ?? event.idempotencyKey }) }, { actions: assign({ problem: ({ context }) => expressProblem(context.expressCompany, context.expressNo) }) }],
        BACK: 'reason',
      },
    },
    submitting: {
      description: '提交中',
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({
          idempotencyKey: context.idempotencyKey ?? '',
          applyNo: context.invoice?.applyNo ?? '',
          reason: context.reason.trim(),
          ...(paper(context) ? { expressCompany: context.expressCompany.trim(), expressNo: context.expressNo.trim() } : {}),
        }),
        onDone: { target: 'submitted', actions: assign({ refundNo: ({ event }) => event.output.refundNo }) },
        onError: { target: 'error', actions: assign({ error: ({ event }) => failure(event.error) }) },
      },
    },
    error: { description: '提交失败', on: { RETRY: 'submitting', BACK: { target: 'reason', actions: assign({ idempotencyKey: null, error: null }) } } },
    submitted: { description: '已提交', meta: { rule: { section: 'statuses', says: 'refunds 退票审核中 · 已退票 · 退票驳回' } }, type: 'final' },
  },
});
