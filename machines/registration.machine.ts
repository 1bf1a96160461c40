import { and, assign, fromPromise, setup, stateIn } from 'xstate';
import { notProvided } from './notProvided.ts';
import { SUBMIT_LOCK_MS } from '../src/rules/registration.ts';
import type { RegisteredTrial, TrialRegistration } from '../src/contracts/register.ts';
import { errorText } from '../src/rules/errorText.ts';

export interface RegistrationContext {
  /** Absolute time (ms since epoch) until which the submit button stays locked; null when open. */
  lockedUntil: number | null;
  result: RegisteredTrial | null;
  error: string | null;
}

/** `request` is null when the form did not validate: the press still locks the button. */
export type RegistrationEvent = { type: 'SUBMIT'; request: TrialRegistration | null } | { type: 'BACK_TO_LOGIN' };

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
  },
  actors: {
    // Replaced by the page: checks the phone code, then registers; rejects with the message to show.
    registerTrial: fromPromise<RegisteredTrial, TrialRegistration>(notProvided('registerTrial')),
  },
  actions: {
    /** The page shows the failure (the form keeps everything typed). */
    reportFailure: (_, _message: string) => undefined,
    goToLogin: () => undefined,
    lock: assign({ lockedUntil: () => Date.now() + SUBMIT_LOCK_MS }),
    unlock: assign({ lockedUntil: null }),
  },
  delays: {
    submitLock: ({ context }) => Math.max(0, (context.lockedUntil ?? 0) - Date.now()),
  },
  guards: {
    hasValidForm: ({ event }) => event.type === 'SUBMIT' && event.request !== null,
  },
}).createMachine({
  id: 'registration',
  description: '试用注册',
  meta: {
    rule: { section: 'flows', says: 'Registration: two steps; submit locked 2 s after each press.' },
    events: { SUBMIT: '提交注册', BACK_TO_LOGIN: '返回登录' },
    actors: { registerTrial: '注册试用' },
    delays: { submitLock: '锁定 2 秒后' },
    guards: { hasValidForm: '表单有效' },
  },
  context: { lockedUntil: null, result: null, error: null },
  initial: 'filling',
  // 返回登录 leaves the page from either step: nothing on it can happen after.
  on: { BACK_TO_LOGIN: { target: '.left', actions: 'goToLogin' } },
  states: {
    // Step 0: fill in the information.
    filling: {
      description: '填写信息',
      type: 'parallel',
      states: {
        lock: {
          description: '提交按钮',
          initial: 'open',
          states: {
            open: { description: '可点击', on: { SUBMIT: { target: 'locked', actions: 'lock' } } },
            locked: { description: '锁定 2 秒', meta: { rule: { section: 'limits', says: 'submit lock 2 s' } }, after: { submitLock: { target: 'open', actions: 'unlock' } } },
          },
        },
        request: {
          description: '注册请求',
          initial: 'idle',
          states: {
            idle: {
              description: '未发送',
              on: {
                // Guards see the state before the press, so a press while locked does nothing.
                SUBMIT: [
                  { guard: and(['hasValidForm', stateIn({ filling: { lock: 'open' } })]), description: '表单有效且未锁定', target: 'sending' },
                  // A press the form refuses shows the form's own problems in place of the last refusal.
                  { guard: stateIn({ filling: { lock: 'open' } }), description: '表单有误且未锁定', actions: assign({ error: null }) },
                ],
              },
            },
            sending: {
              description: '注册中',
              entry: assign({ error: null }),
              invoke: {
                id: 'registerTrial',
                src: 'registerTrial',
                input: ({ event }) => (event as Extract<RegistrationEvent, { type: 'SUBMIT' }>).request as TrialRegistration,
                onDone: { target: '#registration.registered', actions: assign({ result: ({ event }) => event.output }) },
                onError: {
                  target: 'idle',
                  actions: [
                    assign({ error: ({ event }) => errorText(event.error, '注册失败') }),
                    { type: 'reportFailure', params: ({ context }) => context.error ?? '' },
                  ],
                },
              },
            },
          },
        },
      },
    },
    // Step 1: registered successfully.
    registered: { description: '注册成功' },
    left: { description: '已返回登录', type: 'final' },
  },
});

/** The step shown by the steps bar: 0 fill in, 1 registered. */
export function registrationStep(snapshot: { value: unknown }): 0 | 1 {
  return snapshot.value === 'registered' ? 1 : 0;
}

export function isSubmitLocked(snapshot: { matches: (value: never) => boolean }): boolean {
  return snapshot.matches({ filling: { lock: 'locked' } } as never);
}

export function isSending(snapshot: { matches: (value: never) => boolean }): boolean {
  return snapshot.matches({ filling: { request: 'sending' } } as never);
}
