import { invoiceAskMachine, type AskTitle, type InvoiceAskContext, type InvoiceAskEvent } from './invoiceAsk.machine.ts';
import { modelPaths } from './testing/modelCoverage.ts';

// The model of the invoice wizard, shared by its unit model test and the paths replayed in the browser.
export const FULL_TITLE: AskTitle = {
  id: 1, titleType: '企业', titleName: '杭州云启软件有限公司', taxNo: '91330100MA2B3C4D5E', bank: '招商银行杭州分行',
  account: '571908765432101', regAddress: '杭州市西湖区文三路100号', regTel: '0571-88886666',
};
export const PARTIAL_TITLE: AskTitle = { ...FULL_TITLE, id: 2, titleName: '杭州云启贸易有限公司', taxNo: '91330100MA2B3C4D6F', bank: '', account: '', regAddress: '', regTel: '' };
export const MODEL_SOURCE = { kind: 'order' as const, no: 'DD-MODEL', amountFen: 12_345 };

type Snapshot = { value: unknown; context: unknown };

const events = ({ value }: Snapshot): InvoiceAskEvent[] => {
  const perState: Record<string, InvoiceAskEvent[]> = {
    selectSources: [{ type: 'SOURCES', sources: [MODEL_SOURCE] }, { type: 'NEXT' }],
    title: [
      { type: 'TITLE', title: PARTIAL_TITLE },
      { type: 'TITLE', title: FULL_TITLE },
      { type: 'KIND', invoiceType: '专票', medium: '电子' },
      { type: 'REMARK', remark: '请尽快开具' },
      { type: 'NEXT' },
      { type: 'BACK' },
    ],
    delivery: [{ type: 'DELIVERY', delivery: { email: 'zw@example.com', phone: '13800000001' } }, { type: 'NEXT' }, { type: 'BACK' }],
    review: [{ type: 'SUBMIT', idempotencyKey: 'key-1' }, { type: 'BACK' }],
    submitting: [
      { type: 'xstate.done.actor.submit', output: { applyNo: 'FP1' } },
      { type: 'xstate.error.actor.submit', error: new Error('所选订单或充值已开票或不可开票') },
    ] as unknown as InvoiceAskEvent[],
    error: [{ type: 'RETRY' }, { type: 'BACK' }],
  };
  return perState[String(value)] ?? [];
};

/** The state plus what the guards read, so each guarded edge is explored on both sides. */
const serializeState = ({ value, context }: Snapshot) => {
  const c = context as InvoiceAskContext;
  return JSON.stringify([value, c.sources.length, c.title?.id ?? 0, c.invoiceType, c.delivery.email !== '', c.remark !== '']);
};

// The page starts with the default title chosen, as the model does.
export const invoiceAskPaths = () => modelPaths(invoiceAskMachine, { events, serializeState, inputs: [{ title: FULL_TITLE }] });
