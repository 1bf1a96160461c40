import { modelPaths } from './testing/modelCoverage.ts';
import { quoteMachine, type QuoteEvent } from './quote.machine.ts';

/** The quote every done fixture answers: one renewal line at agent01's 85 %. */
export const FIXTURE_QUOTE = {
  customerName: '杭州恒发贸易有限公司',
  productName: '云启CRM',
  lines: [{ itemName: '云启CRM 标准版', spec: '10用户 · 2年', quantity: 20, unitFen: 9_800, subtotalFen: 196_000 }],
  subtotalFen: 196_000,
  discountRate: 0.85,
  discounts: [{ label: '代理商折扣（8.5折）', amountFen: 29_400 }],
  discountFen: 29_400,
  totalFen: 166_600,
};

// The model of the quote (M3), shared by its unit model test and the paths replayed in the browser:
// the user's choices everywhere, fixtures for the calls and the debounce timer where they can happen.
const events = (snapshot: { value: unknown }): QuoteEvent[] => {
  const fixtures: Record<string, object[]> = {
    selecting: [{ type: 'SELECT', request: { orderType: 'renew', userId: 1, years: 1 } }],
    options: [{ type: 'xstate.after.debounce.quote.options' }],
    quoting: [
      { type: 'xstate.done.actor.0.quote.quoting', output: FIXTURE_QUOTE },
      { type: 'xstate.error.actor.0.quote.quoting', error: new Error('客户不存在') },
    ],
    ready: [{ type: 'SUBMIT', remark: '' }],
    error: [{ type: 'RETRY' }],
    creatingOrder: [
      { type: 'xstate.done.actor.0.quote.creatingOrder', output: { orderNo: 'DD20261123000001' } },
      { type: 'xstate.error.actor.0.quote.creatingOrder', error: new Error('订单金额应大于0') },
    ],
  };
  const value = snapshot.value as string;
  const change = ['options', 'quoting', 'ready', 'error'].includes(value) ? [{ type: 'CHANGE', patch: { years: 2 } }] : [];
  return [...change, ...(fixtures[value] ?? [])] as QuoteEvent[];
};

/** The choice a new purchase starts with (its form's first values). */
export const STARTED_WITH = { request: { orderType: 'new', productType: 'CRM', userCount: 5, years: 1 } };

/** Paths of a flow started empty (the page selects once its customer is in) and of one started with a choice. */
export const quotePaths = () => modelPaths(quoteMachine, { events, inputs: [undefined, STARTED_WITH] });
