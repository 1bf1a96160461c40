import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './notProvided.ts';

/** How many upload tasks run at once (each sends several parts in parallel). */
export const DEFAULT_CONCURRENT_TASKS = 2;

export interface UploadQueueContext {
  /** The signed-in account whose tasks the queue runs. */
  owner: string | null;
  limit: number;
  /** Tasks waiting for a free slot, first come first served. */
  pending: string[];
  /** Tasks the queue started that have not settled yet. */
  active: string[];
  restoreError: string | null;
  /** The tasks the last free slots went to. */
  justStarted: string[];
}

export type UploadQueueEvent =
  | { type: 'SIGN_IN'; owner: string }
  | { type: 'SIGN_OUT' }
  /** A task entered 'waiting' (new, restarted, back online). */
  | { type: 'ENQUEUE'; id: string }
  /** A task left the running states (finished, failed, paused, canceled). */
  | { type: 'SETTLED'; id: string }
  | { type: 'OFFLINE' }
  | { type: 'ONLINE' };

const without = (ids: string[], id: string) => ids.filter((other) => other !== id);

/** Gives free slots to the first waiting tasks and starts them. */
const startDue = () => [
  'claimSlots' as const,
  { type: 'startTasks' as const, params: ({ context }: { context: UploadQueueContext }) => context.justStarted },
];

export const uploadQueueMachine = setup({
  types: {
    context: {} as UploadQueueContext,
    input: {} as { limit?: number },
    events: {} as UploadQueueEvent,
  },
  actors: {
    /** Loads the owner's unfinished tasks (from the checkpoints) and answers the ids to run, in order. */
    restoreTasks: fromPromise<string[], string>(notProvided('restoreTasks')),
  },
  actions: {
    /** Send START to each of these tasks. */
    startTasks: (_, _ids: string[]) => undefined,
    /** Stop every task actor of the account that signed out (their checkpoints stay). */
    stopAll: () => undefined,
    enqueue: assign({
      pending: ({ context, event }) =>
        event.type !== 'ENQUEUE' || context.pending.includes(event.id) || context.active.includes(event.id)
          ? context.pending
          : [...context.pending, event.id],
    }),
    settle: assign(({ context, event }) =>
      event.type === 'SETTLED' ? { pending: without(context.pending, event.id), active: without(context.active, event.id) } : {},
    ),
    claimSlots: assign(({ context }) => {
      const due = context.pending.slice(0, Math.max(0, context.limit - context.active.length));
      return { pending: context.pending.slice(due.length), active: [...context.active, ...due], justStarted: due };
    }),
  },
}).createMachine({
  id: 'uploadQueue',
  description: '上传队列',
  meta: {
    rule: { section: 'uploads', says: 'Every upload is a resumable multipart task listed in the upload centre (上传中心)' },
    events: { SIGN_IN: '登录', SIGN_OUT: '退出登录', ENQUEUE: '任务排队', SETTLED: '任务结束', OFFLINE: '网络断开', ONLINE: '网络恢复' },
    actors: { restoreTasks: '恢复未完成任务' },
  },
  context: ({ input }) => ({
    owner: null,
    limit: input?.limit ?? DEFAULT_CONCURRENT_TASKS,
    pending: [],
    active: [],
    restoreError: null,
    justStarted: [],
  }),
  initial: 'signedOut',
  states: {
    signedOut: {
      description: '未登录',
      meta: { rule: { section: 'uploads', says: 'survives offline, reload, restart, sign-out and the server going away' } },
      on: { SIGN_IN: { target: 'restoring', actions: assign({ owner: ({ event }) => event.owner }) } },
    },
    restoring: {
      description: '恢复任务中',
      meta: { rule: { section: 'uploads', says: 'its checkpoint lives in IndexedDB' } },
      invoke: {
        src: 'restoreTasks',
        input: ({ context }) => context.owner ?? '',
        onDone: {
          target: 'ready',
          actions: [
            assign({ pending: ({ context, event }) => [...new Set([...event.output, ...context.pending])] }),
            ...startDue(),
          ],
        },
        onError: {
          target: 'ready',
          actions: [
            assign({ restoreError: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)) }),
            ...startDue(),
          ],
        },
      },
      on: { ENQUEUE: { actions: 'enqueue' }, SETTLED: { actions: 'settle' } },
    },
    ready: {
      description: '运行中',
      on: {
        ENQUEUE: { actions: ['enqueue', ...startDue()] },
        SETTLED: { actions: ['settle', ...startDue()] },
        OFFLINE: 'offline',
      },
    },
    offline: {
      description: '断网暂停',
      meta: { rule: { section: 'uploads', says: 'survives offline, reload, restart, sign-out and the server going away' } },
      on: {
        ENQUEUE: { actions: 'enqueue' },
        SETTLED: { actions: 'settle' },
        ONLINE: { target: 'ready', actions: startDue() },
      },
    },
  },
  on: {
    SIGN_OUT: {
      target: '.signedOut',
      actions: ['stopAll', assign({ owner: null, pending: [], active: [], restoreError: null })],
    },
  },
});
