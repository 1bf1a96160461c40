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
  description: '找回密码',
  meta: {
    rule: { section: 'security', says: 'A password change or reset ends all the account' },
    events: { VERIFY: '验证手机验证码', SAVE: '保存新密码', BACK: '上一步' },
    actors: { checkCode: '验证验证码', resetPassword: '重置密码' },
  },
  context: { userName: '', ticket: null, codeError: null, passwordError: null },
  initial: 'account',
  states: {
    account: {
      description: '填写账号与验证码',
      meta: { rule: { section: 'security', says: 'a code dies after 5 wrong tries' } },
      on: { VERIFY: { target: 'verifying', actions: assign({ userName: ({ event }) => event.userName.trim(), codeError: null }) } },
    },
    verifying: {
      description: '验证中',
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
      description: '设置新密码',
      meta: { rule: { section: 'validation', says: "Passwords: 8–18 characters with a digit, a letter and a symbol" } },
      on: {
        SAVE: { target: 'saving', actions: assign({ passwordError: null }) },
        BACK: { target: 'account', actions: assign({ ticket: null, passwordError: null }) },
      },
    },
    saving: {
      description: '保存中',
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
    done: { description: '已重置', type: 'final', entry: 'finish' },
  },
});
