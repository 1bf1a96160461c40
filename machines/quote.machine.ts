import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './notProvided.ts';
import { errorText } from '../src/rules/errorText.ts';

/** A change is quoted once the user has paused this long. (docs/product.md#flows) */
export const QUOTE_DEBOUNCE_MS = 300;

/** What is priced: an order type and its choices (the page knows their shape, the flow does not need to). */
export type QuoteChoice = Readonly<Record<string, unknown>>;

export interface QuoteContext {
  request: QuoteChoice | null;
  /** The priced quote as the server answered it. */
  quote: unknown;
  /** Why the last quote failed (state error) or the last order could not be created (state ready). */
  error: string | null;
  /** The key of the current submit attempt: kept across retries of the attempt, new after any change. */
  attemptKey: string | null;
  orderNo: string | null;
}

export type QuoteEvent =
  | { type: 'SELECT'; request: QuoteChoice }
  | { type: 'CHANGE'; patch: QuoteChoice }
  | { type: 'RETRY' }
  | { type: 'SUBMIT'; remark: string };

export interface CreateOrderInput {
  request: QuoteChoice;
  remark: string;
  idempotencyKey: string;
}

const messageOf = (error: unknown) => errorText(error, '操作失败，请重试');

/** A page that knows its choice at once (a new purchase from its form) starts the flow with it. */
export type QuoteInput = { request?: QuoteChoice } | undefined;

export const quoteMachine = setup({
  types: { context: {} as QuoteContext, events: {} as QuoteEvent, input: {} as QuoteInput },
  actors: {
    // Both replaced by the page with the real calls; they reject with the server's message.
    fetchQuote: fromPromise<unknown, QuoteChoice>(notProvided('fetchQuote')),
    createOrder: fromPromise<{ orderNo: string }, CreateOrderInput>(notProvided('createOrder')),
  },
  actions: {
    // Provided by the page: the cashier takes over once the order exists.
    handOff: () => undefined,
    applyChange: assign({
      request: ({ context, event }) => (event.type === 'CHANGE' && context.request ? { ...context.request, ...event.patch } : context.request),
      attemptKey: null,
      error: null,
    }),
  },
  guards: { chosen: ({ context }) => context.request !== null },
  delays: { debounce: QUOTE_DEBOUNCE_MS },
}).createMachine({
  id: 'quote',
  description: '报价',
  meta: {
    rule: { section: 'flows', says: 'M3 quote (any change re-quotes)' },
    events: { SELECT: '选择产品', CHANGE: '修改选项', RETRY: '重试', SUBMIT: '提交订单' },
    actors: { fetchQuote: '询价', createOrder: '下单' },
    delays: { debounce: '停止修改片刻' },
    guards: { chosen: '已选产品' },
  },
  context: ({ input }) => ({ request: input?.request ?? null, quote: null, error: null, attemptKey: null, orderNo: null }),
  initial: 'selecting',
  states: {
    selecting: {
      description: '选择产品',
      always: { guard: 'chosen', target: 'options' },
      on: { SELECT: { target: 'options', actions: assign({ request: ({ event }) => event.request }) } },
    },
    // Choosing: the quote follows 300 ms after the last change.
    options: {
      description: '修改选项',
      on: { CHANGE: { target: 'options', reenter: true, actions: 'applyChange' } },
      after: { debounce: 'quoting' },
    },
    quoting: {
      description: '询价中',
      entry: assign({ error: null }),
      invoke: {
        src: 'fetchQuote',
        input: ({ context }) => context.request as QuoteChoice,
        onDone: { target: 'ready', actions: assign({ quote: ({ event }) => event.output }) },
        onError: { target: 'error', actions: assign({ quote: null, error: ({ event }) => messageOf(event.error) }) },
      },
      on: { CHANGE: { target: 'options', actions: 'applyChange' } },
    },
    ready: {
      description: '已报价',
      on: {
        CHANGE: { target: 'options', actions: 'applyChange' },
        SUBMIT: { target: 'creatingOrder' },
      },
    },
    error: {
      description: '询价失败',
      on: { RETRY: 'quoting', CHANGE: { target: 'options', actions: 'applyChange' } },
    },
    creatingOrder: {
      description: '下单中',
      entry: assign({ error: null, attemptKey: ({ context }) => context.attemptKey ?? crypto.randomUUID() }),
      invoke: {
        src: 'createOrder',
        input: ({ context, event }) => ({
          request: context.request as QuoteChoice,
          remark: event.type === 'SUBMIT' ? event.remark : '',
          idempotencyKey: context.attemptKey as string,
        }),
        onDone: { target: 'done', actions: assign({ orderNo: ({ event }) => event.output.orderNo }) },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    // Hand-off to the cashier (M1) with the order's number.
    done: { description: '已下单', type: 'final', entry: 'handOff' },
  },
});
