import { modelPaths } from './testing/modelCoverage.ts';
import { uploadTaskMachine, type UploadTaskContext, type UploadTaskEvent } from './uploadTask.machine.ts';
import { UploadFailure } from './uploadTask.failure.ts';

// The model of one upload task, shared by its unit model test and the paths replayed in the browser.
const failures = [
  new UploadFailure('临时凭证已过期', 'expired', 403),
  new UploadFailure('服务器繁忙（503）', 'retryable', 503),
  new UploadFailure('网络连接中断', 'retryable', 0),
  new UploadFailure('AccessDenied（403）', 'fatal', 403),
];
const userEvents: UploadTaskEvent[] = ['START', 'PAUSE', 'RESTART', 'CANCEL', 'OFFLINE', 'ONLINE'].map(
  (type) => ({ type }) as UploadTaskEvent,
);

const actorOutcomes = (invokeId: string, output: unknown) => [
  { type: `xstate.done.actor.${invokeId}`, output },
  ...failures.map((error) => ({ type: `xstate.error.actor.${invokeId}`, error })),
];
const retryTimer = (parent: string) => [{ type: `xstate.after.retryDelay.uploadTask.${parent}.retryWait` }];
// A part that lands after its task paused or failed (the sender's request was already under way).
const lateLanding = { type: 'PART_DONE', uploadId: 'u', part: { partNumber: 1, etag: '"e1"', size: 10 } };

// Fixtures for the invoked actors, the part sender's reports and the retry timer, each only where it applies.
const fixtures: Record<string, object[]> = {
  '{"checking":"running"}': actorOutcomes('0.uploadTask.checking.running', { uploadId: 'u', partSize: 10, partCount: 1, parts: [] }),
  '{"checking":"retryWait"}': retryTimer('checking'),
  '{"checking":"refreshing"}': actorOutcomes('0.uploadTask.checking.refreshing', true),
  '{"uploading":"sending"}': [
    { type: 'PART_PROGRESS', partNumber: 1, loaded: 5 },
    lateLanding,
    ...failures.map((error) => ({ type: 'PART_FAILED', partNumber: 1, error })),
  ],
  '{"uploading":"completing"}': actorOutcomes('0.uploadTask.uploading.completing', true),
  '{"uploading":"retryWait"}': retryTimer('uploading'),
  '{"uploading":"refreshing"}': actorOutcomes('0.uploadTask.uploading.refreshing', true),
  '"error"': [{ type: 'xstate.after.reconnectDelay.uploadTask.error' }, lateLanding],
  '"paused"': [lateLanding],
};

type Snapshot = { value: unknown; context: unknown };
const key = (snapshot: Snapshot) => JSON.stringify(snapshot.value);
const flags = (snapshot: Snapshot) => {
  const { attempts, pausedBy, failedByNetwork, reconnects, uploadId } = snapshot.context as UploadTaskContext;
  return JSON.stringify([attempts, pausedBy, failedByNetwork, reconnects > 0, uploadId !== null]);
};

const retrying = (snapshot: Snapshot) => Object.keys((snapshot.context as UploadTaskContext).attempts).length > 0;
const isRetryable = (event: object) => !('error' in event) || (event.error as UploadFailure).kind === 'retryable';

export const uploadTaskPaths = () => modelPaths(uploadTaskMachine, {
  // Once a retry is counted, only the timer and further 5xx are explored where they apply (what leads to running
  // out of retries):
  // every other edge is already taken from the states without retries, and the graph stays small.
  events: (snapshot) => {
    if (snapshot.value === 'canceled') return [];
    const own = fixtures[key(snapshot)] ?? [];
    return (retrying(snapshot) && own.length > 0 ? own.filter(isRetryable) : [...userEvents, ...own]) as UploadTaskEvent[];
  },
  // Retry counts and the reason of a pause or failure split states, so that running out of
  // retries and coming back online are reached too.
  serializeState: (snapshot) => `${key(snapshot)}#${flags(snapshot)}`,
  inputs: [
    { id: 't', size: 10, partSize: 10, partCount: 1, parallel: 3 },
    { id: 't', size: 10, partSize: 10, partCount: 1, parallel: 3, pausable: false },
    { id: 't', size: 10, partSize: 10, partCount: 1, parallel: 3, restoredAs: 'paused' },
    { id: 't', size: 10, partSize: 10, partCount: 1, parallel: 3, restoredAs: 'error', error: '上传失败' },
  ],
});
