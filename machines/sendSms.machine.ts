import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './notProvided.ts';
import { errorText } from '../src/rules/errorText.ts';
import { NO_RECIPIENTS } from '../src/rules/recipients.ts';

/**
 * M7 sendSms: composing → checking (dedupe, R-mobile, parts, cost vs remaining) → confirming → sending →
 * sent (a result per number); a cost beyond what remains → insufficient (buy or, for a cloud customer, allot; then check again).
 * The check and the send are injected; each rejects with an Error carrying the message to show.
 */
export interface SendCheck {
  /** Valid numbers, each once. */
  valid: string[];
  duplicates: string[];
  invalid: Array<{ tel: string; reason: string }>;
  /** Parts per message. */
  segments: number;
  /** 计费条数: numbers × parts. */
  cost: number;
  remaining: number;
}

export interface SendResult {
  tel: string;
  status: '待发送' | '发送中' | '成功' | '失败';
  reason: string;
}

export interface SendSmsContext {
  /** What the form held when checked (the page's own shape), handed to the check and the send. */
  request: unknown;
  check: SendCheck | null;
  results: SendResult[];
  error: string | null;
}

export type SendSmsEvent =
  | { type: 'CHECK'; request: unknown }
  | { type: 'SEND' }
  | { type: 'BACK' }
  | { type: 'AGAIN' };

type DoneCheck = { output: SendCheck };

export const sendSmsMachine = setup({
  types: { context: {} as SendSmsContext, events: {} as SendSmsEvent },
  actors: {
    check: fromPromise<SendCheck, unknown>(notProvided('check')),
    send: fromPromise<SendResult[], { request: unknown; check: SendCheck }>(notProvided('send')),
  },
  actions: {
    takeCheck: assign({ check: ({ event }) => (event as unknown as DoneCheck).output, error: null }),
    takeRequest: assign({ request: ({ event }) => (event.type === 'CHECK' ? event.request : null), error: null }),
    recordError: assign({ error: ({ event }) => errorText((event as unknown as { error?: unknown }).error, '操作失败，请稍后重试') }),
  },
  guards: {
    nobody: ({ event }) => (event as unknown as DoneCheck).output.valid.length === 0,
    affordable: ({ event }) => {
      const { cost, remaining } = (event as unknown as DoneCheck).output;
      return cost <= remaining;
    },
  },
}).createMachine({
  id: 'sendSms',
  description: '发送短信',
  meta: {
    rule: { section: 'flows', says: 'M7 sendSms' },
    events: { CHECK: '检查号码', SEND: '确认发送', BACK: '返回修改', AGAIN: '再发一批' },
    actors: { check: '检查号码与余量', send: '发送' },
    guards: { nobody: '没有有效号码', affordable: '短信余量够' },
  },
  context: { request: null, check: null, results: [], error: null },
  initial: 'composing',
  states: {
    composing: {
      description: '编辑短信',
      meta: { rule: { section: 'flows', says: '/sendSms lists invalid and repeated numbers by line as they are typed' } },
      on: { CHECK: { target: 'checking', actions: 'takeRequest' } },
    },
    checking: {
      description: '检查中',
      invoke: {
        src: 'check',
        input: ({ context }: { context: SendSmsContext }) => context.request,
        onDone: [
          { guard: 'nobody', target: 'composing', actions: ['takeCheck', assign({ error: NO_RECIPIENTS })] },
          { guard: 'affordable', target: 'confirming', actions: 'takeCheck' },
          { target: 'insufficient', actions: 'takeCheck' },
        ],
        onError: { target: 'composing', actions: 'recordError' },
      },
    },
    confirming: {
      description: '确认发送',
      on: { SEND: 'sending', BACK: 'composing' },
    },
    insufficient: {
      description: '余量不足',
      // 去购买 goes to /buySms, or for a cloud customer's send 去分配 to /cloudSms?allot= (this page stays in the tab's history);
      // back here, the check runs again.
      on: { CHECK: { target: 'checking', actions: 'takeRequest' }, BACK: 'composing' },
    },
    sending: {
      description: '发送中',
      invoke: {
        src: 'send',
        input: ({ context }) => ({ request: context.request, check: context.check as SendCheck }),
        onDone: { target: 'sent', actions: assign({ results: ({ event }) => event.output, error: null }) },
        onError: { target: 'confirming', actions: 'recordError' },
      },
    },
    sent: {
      description: '已发送',
      on: { AGAIN: { target: 'composing', actions: assign({ request: null, check: null, results: [], error: null }) } },
    },
  },
});

export type SendSmsState = 'composing' | 'checking' | 'confirming' | 'insufficient' | 'sending' | 'sent';
