import { assign, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import { MAX_RETRIES, RETRY_DELAY_MS } from '../src/rules/upload.ts';

/**
 * How a call or a part failed, which decides what the task does next (docs/product.md#flows):
 * network errors and 5xx are retried, 3xx/4xx abort, an expired temporary credential is refreshed.
 */
export type FailureKind = 'retryable' | 'fatal' | 'expired';

export class UploadFailure extends Error {
  constructor(
    message: string,
    readonly kind: FailureKind,
    readonly status?: number,
  ) {
    super(message);
  }
}

export const NETWORK_FAILURE_TEXT = '网络连接中断';

/** The kind of an HTTP answer that is not a success (status 0 = no answer at all). */
export function failureKindOf(status: number): FailureKind {
  return status === 0 || status >= 500 ? 'retryable' : 'fatal';
}

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
  /** Absolute time of the next retry. */
  retryAt: number | null;
  error: string | null;
  /** Bytes sent (confirmed and in flight) when the task last failed: what a failed task shows as reached. */
  reachedBytes: number;
  pausedBy: 'user' | 'network' | null;
  /** The last failure could pass once the network is back. */
  failedByNetwork: boolean;
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

export type UploadTaskEvent =
  | { type: 'START' }
  | { type: 'PAUSE' }
  | { type: 'RESTART' }
  | { type: 'CANCEL' }
  | { type: 'OFFLINE' }
  | { type: 'ONLINE' }
  | { type: 'PART_PROGRESS'; partNumber: number; loaded: number }
  | { type: 'PART_DONE'; part: UploadedPart }
  | { type: 'PART_FAILED'; partNumber: number; error: unknown };

export type PartEvent = Extract<UploadTaskEvent, { type: 'PART_PROGRESS' | 'PART_DONE' | 'PART_FAILED' }>;

const notProvided = (name: string) => async () => {
  throw new Error(`${name} is not provided`);
};

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

export function uploadedBytes(context: UploadTaskContext): number {
  const confirmed = context.parts.reduce((sum, part) => sum + part.size, 0);
  return confirmed + Object.values(context.inFlight).reduce((sum, loaded) => sum + loaded, 0);
}

/** The transitions of any failure: refresh an expired credential, wait and retry, or give up. */
const onFailure = (refresh = true) => [
  ...(refresh ? [{ guard: 'isExpired' as const, target: 'refreshing' }] : []),
  { guard: 'canRetry' as const, target: 'retryWait', actions: 'countAttempt' as const },
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
  retryWait: {
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

export const uploadTaskMachine = setup({
  types: {
    context: {} as UploadTaskContext,
    input: {} as UploadTaskInput,
    events: {} as UploadTaskEvent,
  },
  actors: {
    /** Fingerprint the file, find its checkpoint, ask the store which parts it has, or initiate. */
    check: fromPromise<CheckResult, UploadTaskContext>(notProvided('check')),
    /** Sends the pending parts, `parallel` at a time, reporting PART_PROGRESS / PART_DONE / PART_FAILED. */
    sendParts: fromCallback<EventObject, SendPartsInput>(() => {
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
    }),
    recordError: assign({
      error: ({ event }) => failureOf(event).message,
      reachedBytes: ({ context }) => uploadedBytes(context),
      failedByNetwork: ({ event }) => failureOf(event).kind === 'retryable',
      inFlight: {},
    }),
    forgetUpload: assign({ uploadId: null, parts: [] }),
    scheduleRetry: assign({ retryAt: () => Date.now() + RETRY_DELAY_MS }),
    clearRetry: assign({ retryAt: null }),
    dropInFlight: assign({ inFlight: {} }),
    markUserPause: assign({ pausedBy: 'user' as const }),
    markNetworkPause: assign({ pausedBy: 'network' as const }),
  },
  guards: {
    isPausable: ({ context }) => context.pausable,
    isExpired: ({ event }) => failureOf(event).kind === 'expired',
    isFatal: ({ event }) => failureOf(event).kind === 'fatal',
    canRetry: ({ context, event }) =>
      failureOf(event).kind === 'retryable' && (context.attempts[attemptKey(event)] ?? 0) < MAX_RETRIES,
    allPartsSent: ({ context }) => context.parts.length >= context.partCount,
    pausedByNetwork: ({ context }) => context.pausedBy === 'network',
    failedByNetwork: ({ context }) => context.failedByNetwork,
    restoredPaused: ({ context }) => context.restoredAs === 'paused',
    restoredFailed: ({ context }) => context.restoredAs === 'error',
  },
  delays: {
    retryDelay: ({ context }) => Math.max(0, (context.retryAt ?? 0) - Date.now()),
  },
}).createMachine({
  id: 'uploadTask',
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
    waiting: {
      always: [
        { guard: 'restoredPaused', target: 'paused', actions: assign({ restoredAs: null }) },
        { guard: 'restoredFailed', target: 'error', actions: assign({ restoredAs: null }) },
      ],
      entry: assign({ pausedBy: null, attempts: {}, inFlight: {} }),
      on: { START: 'checking', PAUSE: pause, OFFLINE: goOffline },
    },
    checking: {
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
              }),
            },
            onError: onFailure(),
          },
        },
        ...retryStates('running'),
      },
    },
    uploading: {
      initial: 'sending',
      entry: assign({ sessionStartedAt: () => Date.now(), sessionStartBytes: ({ context }) => uploadedBytes(context), lastPartAt: null }),
      on: { PAUSE: pause, OFFLINE: goOffline },
      states: {
        sending: {
          always: { guard: 'allPartsSent', target: 'completing' },
          invoke: {
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
              actions: [
                assign({
                  parts: ({ context, event }) =>
                    [...context.parts.filter((part) => part.partNumber !== event.part.partNumber), event.part].sort(
                      (a, b) => a.partNumber - b.partNumber,
                    ),
                  inFlight: ({ context, event }) => {
                    const { [event.part.partNumber]: _, ...rest } = context.inFlight;
                    return rest;
                  },
                  attempts: ({ context, event }) => {
                    const { [event.part.partNumber]: _, ...rest } = context.attempts;
                    return rest;
                  },
                  error: null,
                  lastPartAt: () => Date.now(),
                }),
                { type: 'saveCheckpoint', params: ({ context }) => context },
              ],
            },
            PART_FAILED: onFailure(),
          },
        },
        completing: {
          invoke: { src: 'complete', input: ({ context }) => context, onDone: '#uploadTask.success', onError: onFailure() },
        },
        ...retryStates('sending'),
      },
    },
    success: {
      // Nothing is left to abort once the store has assembled the object.
      entry: assign({ error: null, inFlight: {}, uploadId: null }),
    },
    error: {
      entry: assign({ retryAt: null }),
      on: {
        RESTART: 'waiting',
        ONLINE: { guard: 'failedByNetwork', target: 'waiting' },
      },
    },
    paused: {
      entry: assign({ inFlight: {} }),
      on: {
        RESTART: 'waiting',
        ONLINE: { guard: 'pausedByNetwork', target: 'waiting' },
      },
    },
    canceled: {
      type: 'final',
      entry: { type: 'abortRemote', params: ({ context }) => context.uploadId },
    },
  },
});

/** Average bytes per second since sending (re)started, and the seconds left at that pace. */
export function transferRate(context: UploadTaskContext): { bytesPerSecond: number; secondsLeft: number | null } {
  if (context.sessionStartedAt === null || context.lastPartAt === null) return { bytesPerSecond: 0, secondsLeft: null };
  const seconds = (context.lastPartAt - context.sessionStartedAt) / 1000;
  const sent = uploadedBytes(context) - context.sessionStartBytes;
  if (seconds <= 0 || sent <= 0) return { bytesPerSecond: 0, secondsLeft: null };
  const bytesPerSecond = sent / seconds;
  return { bytesPerSecond, secondsLeft: Math.ceil((context.size - uploadedBytes(context)) / bytesPerSecond) };
}

/** The state's top level: what the upload centre shows and what the buttons depend on. */
export function taskState(value: unknown): TaskState {
  return (typeof value === 'string' ? value : Object.keys(value as object)[0]) as TaskState;
}

/** Which buttons are enabled, exactly as the machine allows (docs/product.md#flows). */
export function taskControls(state: TaskState, pausable: boolean) {
  return {
    canPause: pausable && (state === 'waiting' || state === 'checking' || state === 'uploading'),
    canRestart: state === 'paused' || state === 'error',
    canCancel: state !== 'canceled',
  };
}
