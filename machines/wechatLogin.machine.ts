import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './notProvided.ts';
import { errorText } from '../src/rules/errorText.ts';
import { WECHAT_LOGIN_FAILED, WECHAT_STATE_MISMATCH } from '../src/rules/login.ts';

/** The answer of POST /api/auth/LoginWechat: 0 failed, 1 unbound, 2 signed in (docs/product.md#flows). */
export interface WechatResult {
  status: 0 | 1 | 2;
  token?: string;
  /** As with the account login: the password is too simple, so the security prompt comes first. */
  samleLoginNum?: number;
  unionId?: string;
  msg?: string;
}

export interface WechatLoginInput {
  /** From the /wxLogin redirect; null on the plain login page. */
  code?: string | null;
  state?: string | null;
  /** The state the page issued before showing the QR (CSRF check). */
  expectedState?: string | null;
}

export interface WechatLoginContext {
  code: string | null;
  state: string | null;
  expectedState: string | null;
  unionId: string | null;
}

export type WechatLoginEvent = { type: 'SHOW_QR' } | { type: 'SHOW_ACCOUNT_FORM' } | { type: 'CANCEL_BINDING' };


/** Which form the login page shows, and the WeChat QR round trip through /wxLogin. */
export const wechatLoginMachine = setup({
  types: {
    context: {} as WechatLoginContext,
    input: {} as WechatLoginInput,
    events: {} as WechatLoginEvent,
  },
  actors: {
    // Provided by the page: POST /api/auth/LoginWechat {code, state}.
    exchangeCode: fromPromise<WechatResult, { code: string; state: string }>(notProvided('exchangeCode')),
  },
  actions: {
    toast: (_, _message: string) => undefined,
    storeToken: (_, _token: string) => undefined,
    goHome: () => undefined,
    /** The page hands a weak password's token to the login flow, which holds it behind the prompt. */
    promptWeakPassword: (_, _result: { token: string; samleLoginNum: number }) => undefined,
  },
  guards: {
    arrivedWithCode: ({ context }) => context.code !== null,
    stateMatches: ({ context }) => context.expectedState !== null && context.state === context.expectedState,
    signedInWeak: ({ event }) => {
      const output = (event as { output?: WechatResult }).output;
      return output?.status === 2 && typeof output.token === 'string' && typeof output.samleLoginNum === 'number';
    },
    signedIn: ({ event }) => {
      const output = (event as { output?: WechatResult }).output;
      return output?.status === 2 && typeof output.token === 'string';
    },
    unbound: ({ event }) => {
      const output = (event as { output?: WechatResult }).output;
      return output?.status === 1 && typeof output.unionId === 'string';
    },
  },
}).createMachine({
  id: 'wechatLogin',
  description: '微信登录',
  meta: {
    rule: { section: 'flows', says: 'WeChat login answers 0 failed, 1 unbound (bind with an account), 2 signed in.' },
    events: { SHOW_QR: '微信扫码登录', SHOW_ACCOUNT_FORM: '账号密码登录', CANCEL_BINDING: '取消绑定' },
    actors: { exchangeCode: '微信登录请求' },
    guards: {
      arrivedWithCode: '带着微信授权码回来',
      stateMatches: 'state 一致',
      signedInWeak: '已登录但密码过于简单',
      signedIn: '已登录',
      unbound: '未绑定账号',
    },
  },
  context: ({ input }) => ({
    code: input?.code ?? null,
    state: input?.state ?? null,
    expectedState: input?.expectedState ?? null,
    unionId: null,
  }),
  initial: 'arriving',
  states: {
    arriving: {
      description: '打开登录页',
      always: [{ guard: 'arrivedWithCode', target: 'checkingState' }, { target: 'accountForm' }],
    },
    checkingState: {
      description: '核对 state',
      always: [
        { guard: 'stateMatches', target: 'exchanging' },
        { target: 'accountForm', actions: { type: 'toast', params: WECHAT_STATE_MISMATCH } },
      ],
    },
    exchanging: {
      description: '微信登录中',
      invoke: {
        src: 'exchangeCode',
        input: ({ context }) => ({ code: context.code ?? '', state: context.state ?? '' }),
        onDone: [
          {
            guard: 'signedInWeak',
            target: 'accountForm',
            actions: {
              type: 'promptWeakPassword',
              params: ({ event }) => ({ token: event.output.token!, samleLoginNum: event.output.samleLoginNum! }),
            },
          },
          { guard: 'signedIn', target: 'succeeded', actions: { type: 'storeToken', params: ({ event }) => event.output.token! } },
          { guard: 'unbound', target: 'binding', actions: assign({ unionId: ({ event }) => event.output.unionId! }) },
          { target: 'accountForm', actions: { type: 'toast', params: ({ event }) => event.output.msg || WECHAT_LOGIN_FAILED } },
        ],
        onError: { target: 'accountForm', actions: { type: 'toast', params: ({ event }) => errorText(event.error, WECHAT_LOGIN_FAILED) } },
      },
    },
    accountForm: {
      description: '账号密码表单',
      on: { SHOW_QR: 'qrShown' },
    },
    qrShown: {
      description: '显示微信二维码',
      on: { SHOW_ACCOUNT_FORM: 'accountForm' },
    },
    binding: {
      description: '绑定已有账号',
      meta: { rule: { section: 'flows', says: '1 unbound (bind with an account)' } },
      on: { CANCEL_BINDING: { target: 'accountForm', actions: assign({ unionId: null }) } },
    },
    succeeded: { description: '已登录', type: 'final', entry: 'goHome' },
  },
});
