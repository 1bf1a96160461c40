import { invoiceRefundMachine, type InvoiceRefundContext, type InvoiceRefundEvent, type RefundInvoice } from './invoiceRefund.machine.ts';
import { modelPaths } from './testing/modelCoverage.ts';

// The model of the refund form, shared by its unit model test and the paths replayed in the browser.
export const PAPER: RefundInvoice = { applyNo: 'FP-PAPER', invoiceNo: '26330001', medium: '纸质', amountFen: 10_000 };
export const ELECTRONIC: RefundInvoice = { applyNo: 'FP-E', invoiceNo: '26330002', medium: '电子', amountFen: 20_000 };

type Snapshot = { value: unknown; context: unknown };

const events = ({ value }: Snapshot): InvoiceRefundEvent[] => {
  const perState: Record<string, InvoiceRefundEvent[]> = {
    pickInvoice: [{ type: 'PICK', invoice: PAPER }, { type: 'PICK', invoice: ELECTRONIC }, { type: 'NEXT' }],
    reason: [{ type: 'REASON', reason: '抬头错误' }, { type: 'NEXT' }, { type: 'SUBMIT', idempotencyKey: 'key-1' }, { type: 'BACK' }],
    returnExpress: [{ type: 'EXPRESS', expressCompany: '顺丰速运', expressNo: 'SF1234567890' }, { type: 'SUBMIT', idempotencyKey: 'key-1' }, { type: 'BACK' }],
    submitting: [
      { type: 'xstate.done.actor.submit', output: { refundNo: 'TP1' } },
      { type: 'xstate.error.actor.submit', error: new Error('该发票已申请退票') },
    ] as unknown as InvoiceRefundEvent[],
    error: [{ type: 'RETRY' }, { type: 'BACK' }],
  };
  return perState[String(value)] ?? [];
};

const serializeState = ({ value, context }: Snapshot) => {
  const c = context as InvoiceRefundContext;
  return JSON.stringify([value, c.invoice?.medium ?? null, c.reason !== '', c.expressNo !== '']);
};

export const invoiceRefundPaths = () => modelPaths(invoiceRefundMachine, { events, serializeState });
