import { fromPromise, setup } from 'xstate';
import { notProvided } from './notProvided.ts';
import { PASSWORD_CHANGED, PASSWORD_CHANGE_FAILED } from '../src/rules/login.ts';
import { errorText } from '../src/rules/errorText.ts';

/** Change-password payload. (docs/product.md#fields) */
export interface PasswordChange {
  oldPassword: string;
  password: string;
  agPassWord: string;
}

export type PasswordChangeEvent = { type: 'SUBMIT'; change: PasswordChange };

const errorMessage = (error: unknown) => errorText(error, PASSWORD_CHANGE_FAILED);

/**
 * The change-password dialog after its form checks pass (docs/product.md#calls-and-errors): code 200 with truthy data
 * succeeds ('修改成功！,请重新登陆', then the session ends); falsy data or any other answer is info.
 */
export const loginPasswordChangeMachine = setup({
  types: {
    events: {} as PasswordChangeEvent,
  },
  actors: {
    // Provided by the dialog: POST /api/account/updateLoginPassword, resolving with its data.
    savePassword: fromPromise<unknown, PasswordChange>(notProvided('savePassword')),
  },
  actions: {
    showInfo: (_, _message: string) => undefined,
    /** Message, close the dialog, clear the session and go to /login. */
    finish: (_, _message: string) => undefined,
  },
  guards: {
    saved: ({ event }) => Boolean((event as { output?: unknown }).output),
  },
}).createMachine({
  id: 'loginPasswordChange',
  description: '修改密码',
  meta: {
    rule: { section: 'calls-and-errors', says: "Change password: '修改成功！,请重新登陆' closes the dialog and ends the session." },
    events: { SUBMIT: '确定修改' },
    actors: { savePassword: '保存密码' },
    guards: { saved: '已保存' },
  },
  initial: 'editing',
  states: {
    editing: {
      description: '填写密码',
      on: { SUBMIT: 'saving' },
    },
    saving: {
      description: '保存中',
      invoke: {
        src: 'savePassword',
        input: ({ event }) => (event as PasswordChangeEvent).change,
        onDone: [
          { guard: 'saved', target: 'changed', actions: { type: 'finish', params: PASSWORD_CHANGED } },
          { target: 'editing', actions: { type: 'showInfo', params: PASSWORD_CHANGE_FAILED } },
        ],
        onError: { target: 'editing', actions: { type: 'showInfo', params: ({ event }) => errorMessage(event.error) } },
      },
    },
    changed: { description: '已修改', meta: { rule: { section: 'security', says: 'A password change or reset ends all the account' } }, type: 'final' },
  },
});
