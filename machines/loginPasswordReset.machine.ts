import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './notProvided.ts';
import { errorText } from '../src/rules/errorText.ts';

/** Forgotten password (/forgetPassword): account and phone code → new password → done. */
export interface ResetContext {
  userName: string;
  /** The single-use ticket the code check returns; the new password is saved with it. */
  ticket: string | null;
  codeError: string | null;
  passwordError: string | null;
}

export type ResetEvent =
  /** `captcha`: a passed slider, which the server wants with every check after three wrong codes. */
  | { type: 'VERIFY'; userName: string; code: string; captcha?: object }
  | { type: 'SAVE'; password: string; agPassWord: string }
  | { type: 'BACK' };


export const loginPasswordResetMachine = setup({
  types: {
    context: {} as ResetContext,
    events: {} as ResetEvent,
  },
  actors: {
    checkCode: fromPromise<{ ticket: string }, { userName: string; code: string; captcha?: object }>(notProvided('checkCode')),
    resetPassword: fromPromise<unknown, { ticket: string; password: string; agPassWord: string }>(notProvided('resetPassword')),
  },
  actions: {
    finish: () => undefined,
  },
}).createMachine({
  id: 'loginPasswordReset',
  context: { userName: '', ticket: null, codeError: null, passwordError: null },
  initial: 'account',
  states: {
    account: {
      on: { VERIFY: { target: 'verifying', actions: assign({ userName: ({ event }) => event.userName.trim(), codeError: null }) } },
    },
    verifying: {
      invoke: {
        src: 'checkCode',
        input: ({ event }) => {
          const verify = event as Extract<ResetEvent, { type: 'VERIFY' }>;
          return { userName: verify.userName.trim(), code: verify.code.trim(), captcha: verify.captcha };
        },
        onDone: { target: 'newPassword', actions: assign({ ticket: ({ event }) => event.output.ticket }) },
        onError: { target: 'account', actions: assign({ codeError: ({ event }) => errorText(event.error, '验证失败，请重试') }) },
      },
    },
    newPassword: {
      on: {
        SAVE: { target: 'saving', actions: assign({ passwordError: null }) },
        BACK: { target: 'account', actions: assign({ ticket: null, passwordError: null }) },
      },
    },
    saving: {
      invoke: {
        src: 'resetPassword',
        input: ({ context, event }) => {
          const save = event as Extract<ResetEvent, { type: 'SAVE' }>;
          return { ticket: context.ticket ?? '', password: save.password, agPassWord: save.agPassWord };
        },
        onDone: 'done',
        onError: { target: 'newPassword', actions: assign({ passwordError: ({ event }) => errorText(event.error, '重置失败，请重试') }) },
      },
    },
    done: { type: 'final', entry: 'finish' },
  },
});
