import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './notProvided.ts';
import { errorText } from '../src/rules/errorText.ts';
import { CODE_REQUIRED, NAME_MISMATCH, NAME_REQUIRED } from '../src/rules/dangerousOp.ts';

// M13 dangerousOp (清除服务, 删除账套, 解绑加密狗, 注销空户): the object's exact name typed, then a
// phone code, then the operation; a failure can be retried with the code kept (or corrected).

export interface DangerousOpContext {
  objectName: string;
  typedName: string;
  code: string;
  nameError: string | null;
  codeError: string | null;
  /** Why the last execution failed (the server's message). */
  error: string | null;
}

export interface DangerousOpInput {
  objectName: string;
}

export interface ExecuteRequest {
  code: string;
  typedName: string;
}

export type DangerousOpEvent =
  | { type: 'NAME'; value: string }
  | { type: 'CONFIRM' }
  | { type: 'SEND_CODE' }
  | { type: 'CODE'; value: string }
  | { type: 'SUBMIT' }
  | { type: 'BACK' }
  | { type: 'RETRY' };

export const dangerousOpMachine = setup({
  types: {
    context: {} as DangerousOpContext,
    input: {} as DangerousOpInput,
    events: {} as DangerousOpEvent,
  },
  actors: {
    // Both replaced by the dialog; each rejects with an Error carrying the server's message.
    sendCode: fromPromise<unknown>(notProvided('sendCode')),
    execute: fromPromise<unknown, ExecuteRequest>(notProvided('execute')),
  },
  guards: {
    nameMatches: ({ context }) => context.typedName.trim() === context.objectName,
    nameTyped: ({ context }) => context.typedName.trim() !== '',
    codeTyped: ({ context }) => context.code.trim() !== '',
  },
}).createMachine({
  id: 'dangerousOp',
  description: '危险操作确认',
  meta: {
    rule: { section: 'flows', says: 'M13 dangerousOp (name, phone code, execute)' },
    events: { NAME: '输入客户名称', CONFIRM: '下一步', SEND_CODE: '获取验证码', CODE: '输入验证码', SUBMIT: '确定', BACK: '上一步', RETRY: '重试' },
    actors: { sendCode: '发送验证码', execute: '执行操作' },
    guards: { nameMatches: '名称一致', nameTyped: '已输入名称', codeTyped: '已输入验证码' },
  },
  context: ({ input }) => ({ objectName: input.objectName, typedName: '', code: '', nameError: null, codeError: null, error: null }),
  initial: 'confirmName',
  states: {
    confirmName: {
      description: '确认客户名称',
      meta: { rule: { section: 'screen-patterns', says: 'typing the customer name for irreversible ones' } },
      on: {
        NAME: { actions: assign({ typedName: ({ event }) => event.value, nameError: null }) },
        CONFIRM: [
          { guard: 'nameMatches', target: 'phoneCode' },
          { guard: 'nameTyped', actions: assign({ nameError: NAME_MISMATCH }) },
          { actions: assign({ nameError: NAME_REQUIRED }) },
        ],
      },
    },
    phoneCode: {
      description: '手机验证',
      meta: { rule: { section: 'screen-patterns', says: 'a phone code for ownership and money moves' } },
      initial: 'waiting',
      on: {
        CODE: { actions: assign({ code: ({ event }) => event.value, codeError: null }) },
      },
      states: {
        waiting: {
          description: '等待输入验证码',
          on: {
            SEND_CODE: 'sending',
            SUBMIT: [
              { guard: 'codeTyped', target: '#dangerousOp.executing' },
              { actions: assign({ codeError: CODE_REQUIRED }) },
            ],
            BACK: '#dangerousOp.confirmName',
          },
        },
        sending: {
          description: '发送验证码中',
          invoke: {
            id: 'sendCode',
            src: 'sendCode',
            onDone: 'waiting',
            onError: { target: 'waiting', actions: assign({ codeError: ({ event }) => errorText(event.error, '验证码发送失败') }) },
          },
        },
      },
    },
    executing: {
      description: '执行中',
      entry: assign({ error: null }),
      invoke: {
        id: 'execute',
        src: 'execute',
        input: ({ context }) => ({ code: context.code.trim(), typedName: context.typedName.trim() }),
        onDone: 'done',
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error, '操作失败') }) },
      },
    },
    failed: {
      description: '执行失败',
      on: { RETRY: 'phoneCode' },
    },
    done: { description: '操作已完成', type: 'final' },
  },
});
