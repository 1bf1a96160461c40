import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './notProvided.ts';
import { errorText } from '../src/rules/errorText.ts';

/** A sent code may be requested again after 120 s. (docs/product.md#flows) */
export const COUNTDOWN_MS = 120_000;
export const TICK_MS = 1000;

export interface PhoneCodeContext {
  /** Absolute time (ms since epoch) when a new code may be requested; null when none is pending. */
  deadline: number | null;
  /** The time of the last tick, so the remaining seconds are derived, never counted. */
  now: number;
  /** The server's message from the last failed send. */
  error: string | null;
  sentOnce: boolean;
}

export interface PhoneCodeInput {
  /** A deadline restored after a reload (kept by the page, e.g. in sessionStorage). */
  deadline?: number | null;
}

/** What to send the code to, passed through to the injected `sendCode` actor. */
export type SendRequest = Record<string, unknown>;

export type PhoneCodeEvent = { type: 'SEND'; request?: SendRequest };

const failureActions = [
  'recordFailure',
  { type: 'reportFailure', params: ({ context }: { context: PhoneCodeContext }) => context.error ?? '' },
] as const;

export const phoneCodeMachine = setup({
  types: {
    context: {} as PhoneCodeContext,
    input: {} as PhoneCodeInput,
    events: {} as PhoneCodeEvent,
  },
  actors: {
    // Replaced by the page with the real call; rejects with an Error whose message is the server's msg.
    sendCode: fromPromise<unknown, SendRequest>(notProvided('sendCode')),
  },
  actions: {
    /** The page persists the deadline so a reload resumes the countdown. */
    saveDeadline: (_, _deadline: number | null) => undefined,
    /** The page reacts to a failure (e.g. resets the slider). */
    reportFailure: (_, _message: string) => undefined,
    recordFailure: assign({ error: ({ event }) => errorText((event as { error?: unknown }).error, '验证码发送失败') }),
  },
  delays: {
    tick: TICK_MS,
    untilDeadline: ({ context }) => Math.max(0, (context.deadline ?? 0) - Date.now()),
  },
  guards: {
    hasLiveDeadline: ({ context }) => context.deadline !== null && context.deadline > Date.now(),
    sentBefore: ({ context }) => context.sentOnce,
  },
}).createMachine({
  id: 'phoneCode',
  description: '手机验证码按钮',
  meta: {
    rule: { section: 'flows', says: 'Phone code button: 获取验证码 → 发送中 → 120 s countdown (剩余N秒) → 重新发送' },
    events: { SEND: '获取验证码' },
    actors: { sendCode: '发送验证码' },
    delays: { tick: '过了一秒', untilDeadline: '倒计时结束' },
    guards: { hasLiveDeadline: '倒计时未结束', sentBefore: '发送过' },
  },
  context: ({ input }) => ({ deadline: input?.deadline ?? null, now: Date.now(), error: null, sentOnce: false }),
  initial: 'restoring',
  states: {
    restoring: {
      description: '读取倒计时',
      always: [{ guard: 'hasLiveDeadline', target: 'countingDown', actions: assign({ sentOnce: true }) }, { target: 'idle' }],
    },
    idle: {
      description: '获取验证码',
      on: { SEND: 'sending' },
    },
    sending: {
      description: '发送中',
      entry: assign({ error: null }),
      invoke: {
        src: 'sendCode',
        input: ({ event }) => (event.type === 'SEND' ? (event.request ?? {}) : {}),
        onDone: {
          target: 'countingDown',
          actions: [
            assign({ deadline: () => Date.now() + COUNTDOWN_MS, sentOnce: true }),
            { type: 'saveDeadline', params: ({ context }) => context.deadline },
          ],
        },
        onError: [
          { guard: 'sentBefore', target: 'resend', actions: failureActions },
          { target: 'idle', actions: failureActions },
        ],
      },
    },
    countingDown: {
      description: '倒计时',
      meta: { rule: { section: 'limits', says: 'Phone code countdown 120 s' } },
      entry: assign({ now: () => Date.now() }),
      // The deadline comes first so that, when both fall due together, it wins over the tick.
      after: {
        untilDeadline: {
          target: 'resend',
          actions: [assign({ deadline: null }), { type: 'saveDeadline', params: null }],
        },
        tick: { target: 'countingDown', reenter: true },
      },
    },
    resend: {
      description: '重新发送',
      meta: { rule: { section: 'flows', says: 'a failure returns at once with the server' } },
      on: { SEND: 'sending' },
    },
  },
});

/** The button text (docs/product.md#flows): 获取验证码 → 发送中 → 剩余N秒 → 重新发送. */
export function phoneCodeLabel(snapshot: { value: unknown; context: PhoneCodeContext }): string {
  switch (snapshot.value) {
    case 'sending':
      return '发送中';
    case 'countingDown':
      return `剩余${Math.max(1, remainingSeconds(snapshot.context))}秒`;
    case 'resend':
      return '重新发送';
    default:
      return '获取验证码';
  }
}

export function remainingSeconds(context: PhoneCodeContext): number {
  return context.deadline === null ? 0 : Math.max(0, Math.ceil((context.deadline - context.now) / 1000));
}
