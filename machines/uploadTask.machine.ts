import { assign, enqueueActions, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import { notProvided } from './notProvided.ts';
import { MAX_RETRIES, RECONNECT_FIRST_DELAY_MS, RECONNECT_MAX_DELAY_MS, RETRY_DELAY_MS } from '../src/rules/upload.ts';
import { NETWORK_FAILURE_TEXT, UploadFailure } from './uploadTask.failure.ts';

export interface UploadedPart {
  partNumber: number;
  etag: string;
  size: number;
}

export type TaskState = 'waiting' | 'checking' | 'uploading' | 'success' | 'error' | 'paused' | 'canceled';
export const TASK_STATE_TEXT: Record<TaskState, string> = {
  waiting: '等待中',
  checking: '校验中',
  uploading: '上传中',
  success: '已完成',
  error: '失败',
  paused: '已暂停',
  canceled: '已取消',
};

export interface UploadTaskInput {
  id: string;
  size: number;
  partSize: number;
  partCount: number;
  parallel: number;
  /** A stream body cannot be paused. */
  pausable?: boolean;
  uploadId?: string | null;
  parts?: UploadedPart[];
  /** The state a task restored from its checkpoint goes back to (a restored 'waiting' simply waits). */
  restoredAs?: 'waiting' | 'paused' | 'error';
  error?: string | null;
  /** How far a restored failed task had got (its checkpoint keeps it). */
  reachedBytes?: number;
}

export interface UploadTaskContext {
  id: string;
  size: number;
  partSize: number;
  partCount: number;
  parallel: number;
  pausable: boolean;
  uploadId: string | null;
  /** Parts the store has confirmed, by part number. */
  parts: UploadedPart[];
  /** Bytes sent so far of each part in flight. */
  inFlight: Record<number, number>;
  /** Failed attempts in a row per part number (0 = the calls: check, refresh, complete). */
  attempts: Record<number, number>;
  /** Absolute time of the next retry of a call. */
  retryAt: number | null;
  error: string | null;
  /** Bytes the store had confirmed when the task last failed: what a failed task shows as reached. */
  reachedBytes: number;
  pausedBy: 'user' | 'network' | null;
  /** The last failure got no answer at all (network, server or store away): it may pass by itself later. */
  failedByNetwork: boolean;
  /** Nothing has got through since the last failure without an answer. */
  connectionLost: boolean;
  /** Tries the failed task made by itself since it lost its connection (reset once a check passes). */
  reconnects: number;
  restoredAs: UploadTaskInput['restoredAs'] | null;
  /** When sending (re)started and how many bytes were confirmed then: the average speed since. */
  sessionStartedAt: number | null;
  sessionStartBytes: number;
  /** When the last part reached the store. */
  lastPartAt: number | null;
}

/** What the check (fingerprint, checkpoint, ListParts or initiate) found. */
export interface CheckResult {
  uploadId: string;
  partSize: number;
  partCount: number;
  parts: UploadedPart[];
}

export interface SendPartsInput {
  uploadId: string;
  partSize: number;
  parallel: number;
  /** Part numbers still to send, in order. */
  pending: number[];
}

/** What the task tells its part sender: send this failed part again after `delayMs` (the other parts go on meanwhile). */
export type SenderCommand = { type: 'RETRY'; partNumber: number; delayMs: number };

export type UploadTaskEvent =
  | { type: 'START' }
  | { type: 'PAUSE' }
  | { type: 'RESTART' }
  | { type: 'CANCEL' }
  | { type: 'OFFLINE' }
  | { type: 'ONLINE' }
  | { type: 'PART_PROGRESS'; partNumber: number; loaded: number }
  /** A part the store took for this upload (also one that lands after a pause or a failure). */
  | { type: 'PART_DONE'; uploadId: string; part: UploadedPart }
  | { type: 'PART_FAILED'; partNumber: number; error: unknown };

export type PartEvent = Extract<UploadTaskEvent, { type: 'PART_PROGRESS' | 'PART_DONE' | 'PART_FAILED' }>;

function failureOf(event: EventObject): UploadFailure {
  const error = (event as { error?: unknown }).error;
  if (error instanceof UploadFailure) return error;
  return new UploadFailure(error instanceof Error && error.message ? error.message : NETWORK_FAILURE_TEXT, 'retryable');
}

const attemptKey = (event: EventObject) => (event.type === 'PART_FAILED' ? (event as unknown as { partNumber: number }).partNumber : 0);

export function pendingParts(context: UploadTaskContext): number[] {
  const done = new Set(context.parts.map((part) => part.partNumber));
  return Array.from({ length: context.partCount }, (_, index) => index + 1).filter((number) => !done.has(number));
}

/** Bytes of the parts the store has confirmed. */
export const storedBytes = (context: Pick<UploadTaskContext, 'parts'>): number => context.parts.reduce((sum, part) => sum + part.size, 0);

/** Bytes confirmed and on their way. */
export function uploadedBytes(context: UploadTaskContext): number {
  return storedBytes(context) + Object.values(context.inFlight).reduce((sum, loaded) => sum + loaded, 0);
}

/** How long a task that lost its connection waits before its next try by itself. */
export function reconnectDelay(reconnects: number): number {
  return Math.min(RECONNECT_MAX_DELAY_MS, RECONNECT_FIRST_DELAY_MS * 2 ** reconnects);
}

/** The transitions of any failure: refresh an expired credential, wait and retry, or give up. */
const onFailure = (refresh = true) => [
  ...(refresh ? [{ guard: 'isExpired' as const, target: 'refreshing' }] : []),
  { guard: 'canRetry' as const, target: 'retryWait', actions: 'countAttempt' as const },
  ...givingUp,
];

/** A 3xx/4xx aborts the store's upload; anything else that cannot be retried (any more) just fails. */
const givingUp = [
  {
    guard: 'isFatal' as const,
    target: '#uploadTask.error',
    actions: [
      'recordError' as const,
      { type: 'abortRemote' as const, params: ({ context }: { context: UploadTaskContext }) => context.uploadId },
      'forgetUpload' as const,
    ],
  },
  { target: '#uploadTask.error', actions: 'recordError' as const },
];

/** Waiting out the 5 s before a retry, and fetching a new credential; both go back to `next`. */
const retryStates = (next: string) => ({
  retryWait: { description: '等待重试', meta: { rule: { section: 'flows', says: 'part retries up to 5 times, 5 s apart' } },
    entry: ['scheduleRetry' as const, 'dropInFlight' as const],
    exit: 'clearRetry' as const,
    after: { retryDelay: next },
  },
  refreshing: {
    entry: 'dropInFlight' as const,
    invoke: { src: 'refreshCredentials' as const, input: ({ context }: { context: UploadTaskContext }) => context, onDone: next, onError: onFailure(false) },
  },
});

const pause = { guard: 'isPausable' as const, target: '#uploadTask.paused', actions: 'markUserPause' as const };
const goOffline = { guard: 'isPausable' as const, target: '#uploadTask.paused', actions: 'markNetworkPause' as const };
/** A part that lands after its task paused or failed is the store's all the same: it is recorded. */
const lateLanding = {
  PART_DONE: {
    guard: 'sameUpload' as const,
    actions: ['recordPart' as const, { type: 'saveCheckpoint' as const, params: ({ context }: { context: UploadTaskContext }) => context }],
  },
};

export const uploadTaskMachine = setup({
  types: {
    context: {} as UploadTaskContext,
    input: {} as UploadTaskInput,
    events: {} as UploadTaskEvent,
  },
  actors: {
    /** Fingerprint the file, find its checkpoint, ask the store which parts it has, or initiate. */
    check: fromPromise<CheckResult, UploadTaskContext>(notProvided('check')),
    /**
     * Sends the pending parts, `parallel` at a time, reporting PART_PROGRESS / PART_DONE / PART_FAILED; a failed
     * part is sent again only when the task says RETRY.
     */
    sendParts: fromCallback<SenderCommand, SendPartsInput>(() => {
      throw new Error('sendParts is not provided');
    }),
    complete: fromPromise<unknown, UploadTaskContext>(notProvided('complete')),
    refreshCredentials: fromPromise<unknown, UploadTaskContext>(notProvided('refreshCredentials')),
  },
  actions: {
    /** Persist the task after a part reached the store. */
    saveCheckpoint: (_, _context: UploadTaskContext) => undefined,
    /** Abort the multipart upload at the store (cancel, or a 3xx/4xx). */
    abortRemote: (_, _uploadId: string | null) => undefined,
    countAttempt: assign({
      attempts: ({ context, event }) => {
        const key = attemptKey(event);
        return { ...context.attempts, [key]: (context.attempts[key] ?? 0) + 1 };
      },
      error: ({ event }) => failureOf(event).message,
      connectionLost: ({ event }) => failureOf(event).unanswered,
    }),
    /** A failed part is sent again in 5 s, by the sender, while the other parts go on. */
    retryPartLater: enqueueActions(({ enqueue, event }) => {
      const { partNumber } = event as Extract<UploadTaskEvent, { type: 'PART_FAILED' }>;
      enqueue.assign(({ context }) => {
        const { [partNumber]: _, ...inFlight } = context.inFlight;
        return { inFlight };
      });
      enqueue.sendTo('sender', { type: 'RETRY', partNumber, delayMs: RETRY_DELAY_MS } satisfies SenderCommand);
    }),
    recordPart: assign(({ context, event }) => {
      const { part } = event as Extract<UploadTaskEvent, { type: 'PART_DONE' }>;
      const { [part.partNumber]: _, ...inFlight } = context.inFlight;
      const { [part.partNumber]: __, ...attempts } = context.attempts;
      return {
        parts: [...context.parts.filter((known) => known.partNumber !== part.partNumber), part].sort((a, b) => a.partNumber - b.partNumber),
        inFlight,
        attempts,
        connectionLost: false,
        lastPartAt: Date.now(),
      };
    }),
    recordError: assign({
      error: ({ event }) => failureOf(event).message,
      reachedBytes: ({ context }) => storedBytes(context),
      failedByNetwork: ({ event }) => failureOf(event).unanswered,
      connectionLost: ({ event }) => failureOf(event).unanswered,
      inFlight: {},
    }),
    forgetUpload: assign({ uploadId: null, parts: [] }),
    scheduleRetry: assign({ retryAt: () => Date.now() + RETRY_DELAY_MS }),
    clearRetry: assign({ retryAt: null }),
    dropInFlight: assign({ inFlight: {} }),
    markUserPause: assign({ pausedBy: 'user' as const }),
    markNetworkPause: assign({ pausedBy: 'network' as const }),
    countReconnect: assign({ reconnects: ({ context }) => context.reconnects + 1 }),
  },
  guards: {
    isPausable: ({ context }) => context.pausable,
    isExpired: ({ event }) => failureOf(event).kind === 'expired',
    isFatal: ({ event }) => failureOf(event).kind === 'fatal',
    // A task trying again by itself after losing its connection makes one try per round, not five.
    canRetry: ({ context, event }) =>
      failureOf(event).kind === 'retryable' && context.reconnects === 0 && (context.attempts[attemptKey(event)] ?? 0) < MAX_RETRIES,
    sameUpload: ({ context, event }) => (event as { uploadId?: string }).uploadId === context.uploadId && context.uploadId !== null,
    allPartsSent: ({ context }) => context.parts.length >= context.partCount,
    pausedByNetwork: ({ context }) => context.pausedBy === 'network',
    failedByNetwork: ({ context }) => context.failedByNetwork,
    restoredPaused: ({ context }) => context.restoredAs === 'paused',
    restoredFailed: ({ context }) => context.restoredAs === 'error',
  },
  delays: {
    retryDelay: ({ context }) => Math.max(0, (context.retryAt ?? 0) - Date.now()),
    reconnectDelay: ({ context }) => reconnectDelay(context.reconnects),
  },
}).createMachine({
  id: 'uploadTask', description: '上传任务', meta: { rule: { section: 'flows', says: 'Upload task: waiting → checking → uploading → success, or error / paused / canceled' }, delays: { retryDelay: '等满 5 秒', reconnectDelay: '等一会儿再连接' }, actors: { check: '校验文件', sendParts: '发送分片', complete: '合并分片', refreshCredentials: '刷新临时凭证' }, events: { START: '开始上传', PAUSE: '暂停', RESTART: '继续上传', CANCEL: '取消', OFFLINE: '网络断开', ONLINE: '网络恢复', PART_PROGRESS: '分片传了一部分', PART_DONE: '分片已存入', PART_FAILED: '分片上传失败' }, guards: { sameUpload: '属于本次上传', isPausable: '可暂停', isExpired: '临时凭证已过期', isFatal: '不可重试的错误', canRetry: '可重试且未满 5 次', allPartsSent: '分片都已存入', pausedByNetwork: '因断网暂停', failedByNetwork: '因网络失败', restoredPaused: '恢复时已暂停', restoredFailed: '恢复时已失败' } },
  context: ({ input }) => ({
    id: input.id,
    size: input.size,
    partSize: input.partSize,
    partCount: input.partCount,
    parallel: input.parallel,
    pausable: input.pausable ?? true,
    uploadId: input.uploadId ?? null,
    parts: input.parts ?? [],
    inFlight: {},
    attempts: {},
    retryAt: null,
    error: input.error ?? null,
    reachedBytes: input.reachedBytes ?? 0,
    pausedBy: input.restoredAs === 'paused' ? 'user' : null,
    failedByNetwork: false,
    connectionLost: false,
    reconnects: 0,
    restoredAs: input.restoredAs ?? null,
    sessionStartedAt: null,
    sessionStartBytes: 0,
    lastPartAt: null,
  }),
  initial: 'waiting',
  on: {
    CANCEL: { target: '.canceled' },
  },
  states: {
    waiting: { description: TASK_STATE_TEXT.waiting, meta: { rule: { section: 'flows', says: 'restart from paused or error' } },
      always: [
        { guard: 'restoredPaused', target: 'paused', actions: assign({ restoredAs: null }) },
        { guard: 'restoredFailed', target: 'error', actions: assign({ restoredAs: null }) },
      ],
      entry: assign({ pausedBy: null, attempts: {}, inFlight: {} }),
      on: { START: 'checking', PAUSE: pause, OFFLINE: goOffline },
    },
    checking: { description: TASK_STATE_TEXT.checking,
      initial: 'running',
      on: { PAUSE: pause, OFFLINE: goOffline },
      states: {
        running: {
          invoke: {
            src: 'check',
            input: ({ context }) => context,
            onDone: {
              target: '#uploadTask.uploading',
              actions: assign({
                uploadId: ({ event }) => event.output.uploadId,
                partSize: ({ event }) => event.output.partSize,
                partCount: ({ event }) => event.output.partCount,
                parts: ({ event }) => event.output.parts,
                attempts: {},
                error: null,
                connectionLost: false,
                failedByNetwork: false,
                reconnects: 0,
              }),
            },
            onError: onFailure(),
          },
        },
        ...retryStates('running'),
      },
    },
    uploading: { description: TASK_STATE_TEXT.uploading,
      initial: 'sending',
      entry: assign({ sessionStartedAt: () => Date.now(), sessionStartBytes: ({ context }) => uploadedBytes(context), lastPartAt: null }),
      on: { PAUSE: pause, OFFLINE: goOffline },
      states: {
        sending: {
          always: { guard: 'allPartsSent', target: 'completing' },
          invoke: {
            id: 'sender',
            src: 'sendParts',
            input: ({ context }) => ({
              uploadId: context.uploadId ?? '',
              partSize: context.partSize,
              parallel: context.parallel,
              pending: pendingParts(context),
            }),
          },
          on: {
            PART_PROGRESS: {
              actions: assign({ inFlight: ({ context, event }) => ({ ...context.inFlight, [event.partNumber]: event.loaded }) }),
            },
            PART_DONE: {
              guard: 'sameUpload',
              actions: ['recordPart', assign({ error: null }), { type: 'saveCheckpoint', params: ({ context }) => context }],
            },
            // Only the failed part waits and goes again: the parts in flight carry on.
            PART_FAILED: [
              { guard: 'isExpired', target: 'refreshing' },
              { guard: 'canRetry', actions: ['countAttempt', 'retryPartLater'] },
              ...givingUp,
            ],
          },
        },
        // All bytes are sent: one short call is left, which a pause would only leave unanswered.
        completing: {
          on: { PAUSE: {}, OFFLINE: {} },
          invoke: { src: 'complete', input: ({ context }) => context, onDone: '#uploadTask.success', onError: onFailure() },
        },
        ...retryStates('sending'),
      },
    },
    success: { description: TASK_STATE_TEXT.success,
      // Nothing is left to abort once the store has assembled the object.
      entry: assign({ error: null, inFlight: {}, uploadId: null }),
    },
    error: { description: TASK_STATE_TEXT.error,
      entry: assign({ retryAt: null }),
      // Without an answer, the task tries again by itself, less and less often, until it gets through.
      after: { reconnectDelay: { guard: 'failedByNetwork', target: 'waiting', actions: 'countReconnect' } },
      on: {
        RESTART: { target: 'waiting', actions: assign({ reconnects: 0 }) },
        ONLINE: { guard: 'failedByNetwork', target: 'waiting', actions: assign({ reconnects: 0 }) },
        ...lateLanding,
      },
    },
    paused: { description: TASK_STATE_TEXT.paused, meta: { rule: { section: 'flows', says: 'pause only while waiting, checking or uploading' } },
      entry: assign({ inFlight: {} }),
      on: {
        RESTART: 'waiting',
        ONLINE: { guard: 'pausedByNetwork', target: 'waiting' },
        ...lateLanding,
      },
    },
    canceled: { description: TASK_STATE_TEXT.canceled, meta: { rule: { section: 'flows', says: 'cancel from any state but canceled' } },
      type: 'final',
      entry: { type: 'abortRemote', params: ({ context }) => context.uploadId },
    },
  },
});
