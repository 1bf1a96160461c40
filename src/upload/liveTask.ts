import type { ActorRefFrom } from 'xstate';
import type { uploadTaskMachine } from '../../machines/uploadTask.machine.ts';
import type { TaskRecord } from './db.ts';

export type TaskActor = ActorRefFrom<typeof uploadTaskMachine>;

export interface UploadResult {
  filePath: string;
  objectStorageId: number;
}

/** A task this tab drives: its checkpoint, its actor, the file it reads and how its caller learns the outcome. */
export interface LiveTask {
  record: TaskRecord;
  actor: TaskActor;
  file: File | null;
  /** The file is to be checked against the stored parts before anything is sent (see StoreProtocol). */
  unverified: boolean;
  finished: boolean;
  settle: { resolve: (result: UploadResult) => void; reject: (error: Error) => void; promise: Promise<UploadResult> };
  stop: () => void;
}

/** The outcome a caller of add() awaits: stored, or canceled. */
export function deferred(): LiveTask['settle'] {
  let resolve!: (result: UploadResult) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<UploadResult>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  promise.catch(() => undefined);
  return { resolve, reject, promise };
}
