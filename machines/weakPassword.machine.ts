import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './notProvided.ts';
import { errorText } from '../src/rules/errorText.ts';

/** Security prompt, shown when the login answer carries samleLoginNum. (docs/product.md#routes) */
export interface WeakPasswordInput {
  token: string;
  /** samleLoginNum: how many more times the prompt may be ignored. */
  remaining: number;
}

export interface WeakPasswordContext extends WeakPasswordInput {
  choice: 'ignored' | 'setPassword' | null;
  error: string | null;
}

/** How the prompt ended: continue home with the token, or go and set a new password. */
export interface WeakPasswordOutput {
  choice: 'ignored' | 'setPassword';
  token: string;
}

export type WeakPasswordEvent = { type: 'IGNORE' } | { type: 'SET_PASSWORD' };

const errorMessage = (error: unknown) => errorText(error, '操作失败，请稍后重试');

export const weakPasswordMachine = setup({
  types: {
    context: {} as WeakPasswordContext,
    input: {} as WeakPasswordInput,
    events: {} as WeakPasswordEvent,
    output: {} as WeakPasswordOutput,
  },
  actors: {
    // Provided by the page: POST /api/auth/IgnoreSamplePwd with the held token; rejects with the server msg.
    ignoreOnce: fromPromise<unknown, { token: string }>(notProvided('ignoreOnce')),
  },
  actions: {
    /** A non-200 answer of the ignore call shows its msg as info. (docs/product.md#calls-and-errors) */
    showInfo: (_, _message: string) => undefined,
  },
  guards: {
    canIgnore: ({ context }) => context.remaining > 0,
  },
}).createMachine({
  id: 'weakPassword',
  description: '弱密码提示',
  meta: {
    rule: { section: 'flows', says: 'Weak-password prompt: ignore while ignores remain, or change the password.' },
    events: { IGNORE: '本次忽略', SET_PASSWORD: '修改密码' },
    actors: { ignoreOnce: '忽略一次' },
    guards: { canIgnore: '还可忽略' },
  },
  context: ({ input }) => ({ ...input, choice: null, error: null }),
  initial: 'prompt',
  output: ({ context }) => ({ choice: context.choice ?? 'setPassword', token: context.token }),
  states: {
    prompt: {
      description: '提示修改密码',
      on: {
        IGNORE: { guard: 'canIgnore', target: 'ignoring' },
        SET_PASSWORD: { target: 'settingPassword', actions: assign({ choice: 'setPassword' }) },
      },
    },
    ignoring: {
      description: '忽略中',
      entry: assign({ error: null }),
      invoke: {
        src: 'ignoreOnce',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'ignored', actions: assign({ choice: 'ignored', remaining: ({ context }) => context.remaining - 1 }) },
        onError: {
          target: 'prompt',
          actions: [
            assign({ error: ({ event }) => errorMessage(event.error) }),
            { type: 'showInfo', params: ({ event }) => errorMessage(event.error) },
          ],
        },
      },
    },
    ignored: { description: '已忽略', type: 'final' },
    settingPassword: { description: '去修改密码', type: 'final' },
  },
});

/** The ignore button's text: 本次忽略（剩余N次）. */
export function ignoreLabel(context: Pick<WeakPasswordContext, 'remaining'>): string {
  return `本次忽略（剩余${Math.max(0, context.remaining)}次）`;
}
