import type { AskChoices, InvoiceAskContext, InvoiceAskEvent } from '../../../machines/invoiceAsk.machine.ts';
import type { KeptStep } from '../../ui/resource/keptStep.ts';
import type { InvoiceSource, InvoiceTitle } from './invoicesApi.ts';

/** The invoice request as its pages keep it (docs/product.md#tabs). */
export const INVOICE_WIZARD = '申请开票';

const STEPS: Record<string, number> = { selectSources: 0, title: 1, delivery: 2, review: 3, submitting: 3, error: 3 };

/** The wizard's step (Steps widget): 0 选择订单 … 3 确认提交; -1 once it is submitted. */
export const askStep = (value: unknown) => STEPS[String(value)] ?? -1;

/** Steps 1–2 are /invoiceAsk's; step 3 and the review (submitting, a failed submit) are /invoiceAsk/addrInfo's. */
export const onStepsPage = (value: unknown) => askStep(value) === 0 || askStep(value) === 1;
export const onAddressPage = (value: unknown) => askStep(value) >= 2;

/**
 * What of the request is kept: the sources by number, the title by id, the kind, the remark and where it goes. A first
 * step with nothing chosen keeps nothing (the default title alone is not worth offering back).
 */
export function askChoices(step: number, { replaces, sources, title, invoiceType, medium, remark, delivery }: InvoiceAskContext) {
  if (step === 0 && sources.length === 0) return {};
  return { replaces, sources: sources.map(({ kind, no }) => ({ kind, no })), titleId: title?.id ?? null, invoiceType, medium, remark, delivery };
}

type Restore = Extract<InvoiceAskEvent, { type: 'RESTORE' }>;
type Kept = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const record = (value: unknown): Kept => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Kept) : {});
const keptNos = (value: unknown) => (Array.isArray(value) ? value.map((source) => text(record(source).no)).filter(Boolean) : []);

/**
 * 恢复 of a kept request against what the server allows now: the sources still open (with their amounts as they are
 * now) and the agent's titles. A source no longer open (invoiced, or gone) sends the wizard to its first step with the
 * rest; a deleted title is left to choose again; each is said.
 */
export function askRestore(kept: KeptStep, open: readonly InvoiceSource[], titles: readonly InvoiceTitle[]): Restore {
  const { values } = kept;
  const nos = keptNos(values.sources);
  const sources = open.filter((source) => nos.includes(source.no)).map(({ kind, no, amountFen }) => ({ kind, no, amountFen }));
  const titleId = typeof values.titleId === 'number' ? values.titleId : null;
  const title = titles.find((candidate) => candidate.id === titleId) ?? null;
  const delivery = record(values.delivery);
  const gone = nos.length - sources.length;
  const choices: AskChoices = {
    replaces: text(values.replaces) || null,
    sources,
    title,
    invoiceType: values.invoiceType === '专票' ? '专票' : '普票',
    medium: values.medium === '纸质' ? '纸质' : '电子',
    remark: text(values.remark),
    delivery: { email: text(delivery.email), phone: text(delivery.phone), addressId: typeof delivery.addressId === 'number' ? delivery.addressId : null },
  };
  const problems = [
    ...(gone > 0 ? [`上次选择的订单中有 ${gone} 个已开票或不可开票，请重新选择`] : []),
    ...(titleId !== null && title === null ? ['上次选择的发票抬头已删除，请重新选择'] : []),
  ];
  return { type: 'RESTORE', step: gone > 0 ? 0 : kept.step, choices, problem: problems.length > 0 ? problems.join('；') : null };
}
