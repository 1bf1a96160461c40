import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './notProvided.ts';
import {
  ACCOUNT_REQUIRED,
  AGREEMENT_REQUIRED,
  PICTURE_CODE_THRESHOLD,
  PICTURE_CODE_WRONG,
  SLIDER_REQUIRED,
  loginFormErrors,
  loginMessageTarget,
  type FieldErrors,
  type LoginField,
  type LoginForm,
} from '../src/rules/login.ts';
import type { CaptchaPass } from '../src/contracts/captcha.ts';
import { weakPasswordMachine, type WeakPasswordOutput } from './weakPassword.machine.ts';
import { errorText } from '../src/rules/errorText.ts';

/** The login answer's data (token data; docs/product.md#fields). */
export interface TokenData {
  token: string;
  samleLoginNum?: number;
}

export interface LoginInput {
  /** The failure count kept in a cookie (docs/product.md#flows), read by the page. */
  errorCount?: number;
}

export interface LoginContext {
  errorCount: number;
  fieldErrors: FieldErrors;
  /** The server asked for the slider ('需要验证码或验证码错误'). */
  sliderRequired: boolean;
  /** Bumped to give the slider a fresh challenge (the page keys the widget on it). */
  sliderGeneration: number;
  captcha: CaptchaPass | null;
  /** A weak password's token, held back until the user continues past the prompt. */
  heldToken: TokenData | null;
}

export interface SubmitEvent {
  type: 'SUBMIT';
  form: LoginForm;
  agreed: boolean;
  /** The answer of the picture code on show, or null when none is shown. */
  pictureAnswer: string | null;
  /** Set in WeChat binding mode: the login also links this WeChat account. */
  unionId: string | null;
}

export interface SignInRequest {
  form: LoginForm;
  captcha: CaptchaPass | null;
  unionId: string | null;
}

export type LoginEvent =
  | SubmitEvent
  | { type: 'FIELD_EDITED'; field: LoginField }
  | { type: 'REQUEST_CODE'; account: string }
  | { type: 'CODE_FAILED'; message: string }
  | { type: 'CAPTCHA_PASSED'; captcha: CaptchaPass }
  /** A WeChat login whose password is too simple: hold its token behind the prompt too. */
  | { type: 'WEAK_TOKEN'; tokenData: Required<TokenData> }
  | { type: 'PASSWORD_DIALOG_CLOSED' };

const errorMessage = (error: unknown) => errorText(error, '登录失败，请稍后重试');

const submitErrors = (event: LoginEvent, context: LoginContext): FieldErrors =>
  event.type === 'SUBMIT' ? loginFormErrors(event.form, pictureShown(context) ? (event.pictureAnswer ?? '') : null) : {};

/** From the third failure on, the picture code is shown and checked. (docs/product.md#validation) */
export function pictureShown(context: Pick<LoginContext, 'errorCount'>): boolean {
  return context.errorCount >= PICTURE_CODE_THRESHOLD;
}

const failureText = ({ event }: { event: { error?: unknown } }) => errorMessage(event.error);

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    input: {} as LoginInput,
    events: {} as LoginEvent,
  },
  actors: {
    // Provided by the page: POST /api/Auth/Login, or the WeChat binding login; rejects with the server msg.
    signIn: fromPromise<TokenData, SignInRequest>(notProvided('signIn')),
    // The page provides it with its ignore call.
    weakPassword: weakPasswordMachine,
  },
  actions: {
    toast: (_, _message: string) => undefined,
    sendPhoneCode: (_, _account: string) => undefined,
    refreshPictureCode: () => undefined,
    saveErrorCount: (_, _count: number) => undefined,
    storeToken: (_, _token: string) => undefined,
    dropToken: () => undefined,
    goHome: () => undefined,
    showSubmitErrors: assign({ fieldErrors: ({ context, event }) => submitErrors(event, context) }),
    /** Every failed login is counted (cookie) and gives the slider a fresh challenge. */
    countFailure: assign({
      errorCount: ({ context }) => context.errorCount + 1,
      sliderGeneration: ({ context }) => context.sliderGeneration + 1,
      captcha: null,
    }),
  },
  guards: {
    pictureWrong: ({ context, event }) => submitErrors(event, context).pictureCode === PICTURE_CODE_WRONG,
    formInvalid: ({ context, event }) => Object.keys(submitErrors(event, context)).length > 0,
    notAgreed: ({ event }) => event.type === 'SUBMIT' && !event.agreed,
    sliderMissing: ({ context }) => context.sliderRequired && context.captcha === null,
    accountMissing: ({ event }) => event.type === 'REQUEST_CODE' && event.account.trim() === '',
    weakPassword: ({ event }) => typeof (event as { output?: TokenData }).output?.samleLoginNum === 'number',
    captchaDemanded: ({ event }) => loginMessageTarget(errorMessage((event as { error?: unknown }).error)) === 'slider',
    fieldMessage: ({ event }) => ['authorCode', 'password'].includes(loginMessageTarget(errorMessage((event as { error?: unknown }).error))),
    ignored: ({ event }) => (event as { output?: WeakPasswordOutput }).output?.choice === 'ignored',
  },
}).createMachine({
  id: 'login',
  description: '登录',
  meta: {
    rule: { section: 'flows', says: 'Login: form, then agreement, then slider' },
    events: {
      SUBMIT: '点击登录',
      FIELD_EDITED: '修改输入',
      REQUEST_CODE: '获取验证码',
      CODE_FAILED: '验证码发送失败',
      CAPTCHA_PASSED: '滑块验证通过',
      WEAK_TOKEN: '微信登录的密码过于简单',
      PASSWORD_DIALOG_CLOSED: '关闭修改密码',
    },
    actors: { signIn: '登录请求', weakPassword: '弱密码提示' },
    guards: {
      pictureWrong: '图形码错误',
      formInvalid: '表单有误',
      notAgreed: '未勾选协议',
      sliderMissing: '需要滑块验证',
      accountMissing: '未填账号',
      weakPassword: '密码过于简单',
      captchaDemanded: '服务器要求滑块',
      fieldMessage: '错误显示在输入框下',
      ignored: '已忽略',
    },
  },
  context: ({ input }) => ({
    errorCount: input?.errorCount ?? 0,
    fieldErrors: {},
    sliderRequired: false,
    sliderGeneration: 0,
    captcha: null,
    heldToken: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: '填写表单',
      meta: { rule: { section: 'calls-and-errors', says: "Login messages: code errors show under the code field, '账号密码错误' under the password" } },
      on: {
        // Order: the form, then the agreement, then the slider. (docs/product.md#flows)
        SUBMIT: [
          // A mistyped picture code gets a new picture (docs/product.md#validation).
          { guard: 'pictureWrong', actions: ['showSubmitErrors', 'refreshPictureCode'] },
          { guard: 'formInvalid', actions: 'showSubmitErrors' },
          { guard: 'notAgreed', actions: { type: 'toast', params: AGREEMENT_REQUIRED } },
          { guard: 'sliderMissing', actions: { type: 'toast', params: SLIDER_REQUIRED } },
          { target: 'submitting', actions: assign({ fieldErrors: {} }) },
        ],
        FIELD_EDITED: { actions: assign({ fieldErrors: ({ context, event }) => ({ ...context.fieldErrors, [event.field]: undefined }) }) },
        REQUEST_CODE: [
          { guard: 'accountMissing', actions: assign({ fieldErrors: ({ context }) => ({ ...context.fieldErrors, account: ACCOUNT_REQUIRED }) }) },
          { actions: { type: 'sendPhoneCode', params: ({ event }) => event.account.trim() } },
        ],
        // A failed code send shows under the code field and resets the slider (docs/product.md#flows).
        CODE_FAILED: {
          actions: assign({
            fieldErrors: ({ context, event }) => ({ ...context.fieldErrors, authorCode: event.message }),
            sliderGeneration: ({ context }) => context.sliderGeneration + 1,
            captcha: null,
          }),
        },
        CAPTCHA_PASSED: { actions: assign({ captcha: ({ event }) => event.captcha }) },
        WEAK_TOKEN: { target: 'weakPassword', actions: assign({ heldToken: ({ event }) => event.tokenData }) },
      },
    },
    submitting: {
      description: '登录中',
      invoke: {
        src: 'signIn',
        input: ({ context, event }) => ({
          form: (event as SubmitEvent).form,
          captcha: context.captcha,
          unionId: (event as SubmitEvent).unionId,
        }),
        onDone: [
          { guard: 'weakPassword', target: 'weakPassword', actions: assign({ heldToken: ({ event }) => event.output }) },
          {
            target: 'succeeded',
            actions: [{ type: 'saveErrorCount', params: 0 }, { type: 'storeToken', params: ({ event }) => event.output.token }],
          },
        ],
        onError: [
          { guard: 'captchaDemanded', target: 'editing', actions: ['countFailure', { type: 'saveErrorCount', params: ({ context }) => context.errorCount }, 'refreshPictureCode', assign({ sliderRequired: true })] },
          {
            guard: 'fieldMessage',
            target: 'editing',
            actions: [
              'countFailure', { type: 'saveErrorCount', params: ({ context }) => context.errorCount }, 'refreshPictureCode',
              assign({
                fieldErrors: ({ event }) => {
                  const message = errorMessage(event.error);
                  return { [loginMessageTarget(message)]: message };
                },
              }),
            ],
          },
          { target: 'editing', actions: ['countFailure', { type: 'saveErrorCount', params: ({ context }) => context.errorCount }, 'refreshPictureCode', { type: 'toast', params: failureText }] },
        ],
      },
    },
    weakPassword: {
      description: '弱密码提示',
      meta: { rule: { section: 'flows', says: 'Weak-password prompt: ignore while ignores remain, or change the password.' } },
      entry: { type: 'saveErrorCount', params: 0 },
      invoke: {
        id: 'weakPassword',
        src: 'weakPassword',
        input: ({ context }) => ({ token: context.heldToken!.token, remaining: context.heldToken!.samleLoginNum ?? 0 }),
        onDone: [
          { guard: 'ignored', target: 'succeeded', actions: { type: 'storeToken', params: ({ context }) => context.heldToken!.token } },
          // The change-password call needs the token; it is stored only while the dialog is open.
          { target: 'changingPassword', actions: { type: 'storeToken', params: ({ context }) => context.heldToken!.token } },
        ],
      },
    },
    changingPassword: {
      description: '修改密码',
      on: { PASSWORD_DIALOG_CLOSED: { target: 'editing', actions: ['dropToken', assign({ heldToken: null })] } },
    },
    succeeded: {
      description: '已登录',
      meta: { rule: { section: 'routes', says: 'Success goes to `/homePage`.' } },
      type: 'final',
      entry: 'goHome',
    },
  },
});
