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
  context: ({ input }) => ({ ...input, choice: null, error: null }),
  initial: 'prompt',
  output: ({ context }) => ({ choice: context.choice ?? 'setPassword', token: context.token }),
  states: {
    prompt: {
      on: {
        IGNORE: { guard: 'canIgnore', target: 'ignoring' },
        SET_PASSWORD: { target: 'settingPassword', actions: assign({ choice: 'setPassword' }) },
      },
    },
    ignoring: {
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
    ignored: { type: 'final' },
    settingPassword: { type: 'final' },
  },
});

/** The ignore button's text: 本次忽略（剩余N次）. */
export function ignoreLabel(context: Pick<WeakPasswordContext, 'remaining'>): string {
  return `本次忽略（剩余${Math.max(0, context.remaining)}次）`;
}
