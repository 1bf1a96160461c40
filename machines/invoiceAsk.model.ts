import { emptyAsk, invoiceAskMachine, type AskChoices, type AskTitle, type InvoiceAskContext, type InvoiceAskEvent } from './invoiceAsk.machine.ts';
import { modelPaths } from './testing/modelCoverage.ts';

// The model of the invoice wizard, shared by its unit model test and the paths replayed in the browser.
export const FULL_TITLE: AskTitle = {
  id: 1, titleType: '企业', titleName: '杭州云启软件有限公司', taxNo: '91330100MA2B3C4D5E', bank: '招商银行杭州分行',
  account: '571908765432101', regAddress: '杭州市西湖区文三路100号', regTel: '0571-88886666',
};
export const PARTIAL_TITLE: AskTitle = { ...FULL_TITLE, id: 2, titleName: '杭州云启贸易有限公司', taxNo: '91330100MA2B3C4D6F', bank: '', account: '', regAddress: '', regTel: '' };
export const MODEL_SOURCE = { kind: 'order' as const, no: 'DD-MODEL', amountFen: 12_345 };

const MODEL_DELIVERY = { email: 'zw@example.com', phone: '13800000001', addressId: null };
const SOURCES_GONE = '上次选择的订单中有 1 个已开票或不可开票，请重新选择';

const kept = (step: number, choices: Partial<AskChoices>, problem: string | null = null): InvoiceAskEvent => {
  const { replaces, sources, title, invoiceType, medium, remark, delivery } = emptyAsk({ sources: [MODEL_SOURCE], title: FULL_TITLE, ...choices });
  return { type: 'RESTORE', step, choices: { replaces, sources, title, invoiceType, medium, remark, delivery }, problem };
};
/**
 * A kept wizard, offered to one that has just opened: on its review (it comes back there), on its review with no
 * e-mail yet (back to the delivery), on the delivery with 专票 for an incomplete title (back to the title), and one
 * whose order is no longer open (it stays on the first step, saying so).
 */
const restores = [
  kept(3, { invoiceType: '专票', remark: '请尽快开具', delivery: MODEL_DELIVERY }),
  kept(3, { delivery: { ...MODEL_DELIVERY, email: '' } }),
  kept(2, { title: PARTIAL_TITLE, invoiceType: '专票', delivery: MODEL_DELIVERY }),
  kept(1, { sources: [] }, SOURCES_GONE),
];

type Snapshot = { value: unknown; context: unknown };

const eventsOf = (restoring: boolean) => ({ value, context }: Snapshot): InvoiceAskEvent[] => {
  const opened = restoring && (context as InvoiceAskContext).sources.length === 0;
  const perState: Record<string, InvoiceAskEvent[]> = {
    selectSources: [{ type: 'SOURCES', sources: [MODEL_SOURCE] }, { type: 'NEXT' }, ...(opened ? restores : [])],
    title: [
      { type: 'TITLE', title: PARTIAL_TITLE },
      { type: 'TITLE', title: FULL_TITLE },
      { type: 'KIND', invoiceType: '专票', medium: '电子' },
      { type: 'REMARK', remark: '请尽快开具' },
      { type: 'NEXT' },
      { type: 'BACK' },
    ],
    delivery: [{ type: 'DELIVERY', delivery: { email: MODEL_DELIVERY.email, phone: MODEL_DELIVERY.phone } }, { type: 'NEXT' }, { type: 'BACK' }],
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

/**
 * The page starts with the default title chosen, as the model does. `restoring: false` leaves out the wizards kept
 * from before a reload (the browser replay opens wizards afresh).
 */
export const invoiceAskPaths = ({ restoring = true } = {}) =>
  modelPaths(invoiceAskMachine, { events: eventsOf(restoring), serializeState, inputs: [{ title: FULL_TITLE }] });
