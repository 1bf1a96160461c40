import { assign, emit, fromPromise, setup } from 'xstate';

export interface LockInput {
  /** The portal was locked when it was left (a reload, another tab of this browser): it starts locked. */
  locked: boolean;
}

export interface LockContext {
  /** As the input said: the first state is `locked`. */
  startedLocked: boolean;
  /** Why the last unlock failed (a wrong password and the tries left, no network…), until the next try. */
  problem: string | null;
}

export type LockEvent =
  /** 锁屏 in the header, Alt+L, the idle time, or another tab of this browser locking. */
  | { type: 'LOCK' }
  | { type: 'UNLOCK'; password: string }
  /** Another tab of this browser was unlocked. */
  | { type: 'UNLOCKED_ELSEWHERE' };

/** What the lock tells the shell: keep the lock across reloads and tabs, or drop it. */
export type LockEmitted = { type: 'locked' } | { type: 'unlocked' };

/** A failed unlock whose session the server ended (the fifth wrong password): the portal is signed out. */
const endedSession = (error: unknown) => (error as { kind?: unknown } | null)?.kind === 'session';
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * 锁屏 (docs/product.md#lock-screen): the portal's content hidden until the account's password, checked by the
 * server, opens it again. A wrong password keeps it locked with the server's answer (the tries left); the
 * server ends the session at the fifth, and the portal is signed out. The shell hides the content, keeps the
 * lock across reloads and this browser's tabs, and provides `checkPassword`.
 */
export const lockScreenMachine = setup({
  types: { context: {} as LockContext, input: {} as LockInput, events: {} as LockEvent, emitted: {} as LockEmitted },
  actors: {
    /** Provided: resolves when the server accepts the password, rejects with its refusal. */
    checkPassword: fromPromise<void, { password: string }>(async () => undefined),
  },
  guards: {
    startedLocked: ({ context }) => context.startedLocked,
    endedSession: ({ event }) => endedSession((event as { error?: unknown }).error),
  },
  actions: {
    remember: emit({ type: 'locked' as const }),
    forget: emit({ type: 'unlocked' as const }),
  },
}).createMachine({
  id: 'lockScreen',
  description: '锁屏',
  meta: {
    rule: { section: 'lock-screen', says: 'It opens with the account\'s password, checked by the server' },
    events: { LOCK: '锁屏', UNLOCK: '输入密码解锁', UNLOCKED_ELSEWHERE: '其他标签已解锁' },
    actors: { checkPassword: '服务器核对密码' },
    guards: { startedLocked: '离开时已锁屏', endedSession: '服务器结束了会话' },
  },
  context: ({ input }) => ({ startedLocked: input.locked, problem: null }),
  initial: 'starting',
  states: {
    starting: {
      description: '打开门户',
      always: [{ guard: 'startedLocked', target: 'locked' }, { target: 'unlocked' }],
    },
    unlocked: {
      description: '未锁屏',
      on: { LOCK: { target: 'locked', actions: 'remember' } },
    },
    locked: {
      description: '已锁屏',
      meta: { rule: { section: 'lock-screen', says: 'While locked, only the lock screen is drawn' } },
      initial: 'entering',
      on: { UNLOCKED_ELSEWHERE: { target: 'unlocked', actions: assign({ problem: null }) } },
      states: {
        entering: {
          description: '等待输入密码',
          on: { UNLOCK: 'checking' },
        },
        checking: {
          description: '核对密码中',
          invoke: {
            id: 'checkPassword',
            src: 'checkPassword',
            input: ({ event }) => ({ password: (event as Extract<LockEvent, { type: 'UNLOCK' }>).password }),
            onDone: { target: '#lockScreen.unlocked', actions: [assign({ problem: null }), 'forget'] },
            onError: [
              { guard: 'endedSession', target: '#lockScreen.signedOut' },
              { target: 'entering', actions: assign({ problem: ({ event }) => messageOf(event.error) }) },
            ],
          },
        },
      },
    },
    signedOut: {
      description: '已退出登录',
      meta: { rule: { section: 'lock-screen', says: 'the fifth within the sign-in window ends the session' } },
      type: 'final',
    },
  },
});
