import { assign, fromPromise, setup } from 'xstate';

/** How often an open portal asks whether its account's menus and buttons changed. (docs/product.md#roles-and-scope) */
export const PERMISSION_POLL_MS = 5_000;

export type PermissionWatchEvent =
  /** The page is hidden (another browser tab, a minimised window): nothing is asked meanwhile. */
  | { type: 'PAUSE' }
  /** The page is shown again: it asks at once. */
  | { type: 'RESUME' }
  /** Something suggests a change now (a refused action): it asks at once. */
  | { type: 'CHECK' };

export interface PermissionWatchInput {
  /** The version the menus and buttons this page holds were loaded at (kept over a reload), or null. */
  known: string | null;
}

export interface PermissionWatchContext {
  known: string | null;
  /** The version the last answer named. */
  seen: string | null;
}

/**
 * Whether the account's menus and buttons are still what the page holds (docs/product.md#roles-and-scope): every few
 * seconds while the page is shown it asks the version of its grants; a new one is followed (menu and buttons loaded
 * again, the tabs it may no longer open closed) and only then becomes the known one, so a follow that fails is
 * tried again at the next answer. The first answer of a page that knew none is taken as what it holds.
 */
export const permissionWatchMachine = setup({
  types: {
    context: {} as PermissionWatchContext,
    events: {} as PermissionWatchEvent,
    input: {} as PermissionWatchInput,
  },
  actors: {
    /** The version of the account's grants now. */
    askVersion: fromPromise<string>(async () => ''),
    /** Loads the menu and buttons again and closes what may no longer be opened. */
    follow: fromPromise<void, { version: string }>(async () => undefined),
  },
  guards: {
    unchanged: ({ context, event }) => (event as unknown as { output: string }).output === context.known,
    firstAnswer: ({ context }) => context.known === null,
  },
  delays: { pollInterval: PERMISSION_POLL_MS },
}).createMachine({
  id: 'permissionWatch',
  description: '权限跟随',
  meta: {
    rule: { section: 'roles-and-scope', says: 'an open portal follows within seconds, without a reload' },
    events: { PAUSE: '页面隐藏', RESUME: '页面显示', CHECK: '立即检查' },
    actors: { askVersion: '询问权限版本', follow: '更新菜单和按钮' },
    delays: { pollInterval: '5 秒后再询问' },
    guards: { unchanged: '权限未变', firstAnswer: '首次答复' },
  },
  context: ({ input }) => ({ known: input.known, seen: null }),
  initial: 'asking',
  states: {
    asking: {
      description: '询问权限版本中',
      invoke: {
        id: 'askVersion',
        src: 'askVersion',
        onDone: [
          { guard: 'unchanged', target: 'waiting' },
          { guard: 'firstAnswer', target: 'waiting', actions: assign({ known: ({ event }) => event.output }) },
          { target: 'following', actions: assign({ seen: ({ event }) => event.output }) },
        ],
        // No answer (offline, the services down): asked again at the next turn; a 403 ends the session elsewhere.
        onError: 'waiting',
      },
      on: { PAUSE: 'paused' },
    },
    waiting: {
      description: '等待下次询问',
      after: { pollInterval: 'asking' },
      on: { PAUSE: 'paused', CHECK: 'asking' },
    },
    following: {
      description: '跟随权限变化',
      meta: { rule: { section: 'roles-and-scope', says: 'a tab the account may no longer open closes with a notice' } },
      invoke: {
        id: 'follow',
        src: 'follow',
        input: ({ context }) => ({ version: context.seen! }),
        onDone: { target: 'waiting', actions: assign({ known: ({ context }) => context.seen }) },
        onError: 'waiting',
      },
    },
    paused: {
      description: '页面隐藏，暂停询问',
      on: { RESUME: 'asking' },
    },
  },
});
