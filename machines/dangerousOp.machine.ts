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
  context: ({ input }) => ({ objectName: input.objectName, typedName: '', code: '', nameError: null, codeError: null, error: null }),
  initial: 'confirmName',
  states: {
    confirmName: {
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
      initial: 'waiting',
      on: {
        CODE: { actions: assign({ code: ({ event }) => event.value, codeError: null }) },
      },
      states: {
        waiting: {
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
      on: { RETRY: 'phoneCode' },
    },
    done: { type: 'final' },
  },
});
