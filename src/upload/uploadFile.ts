import { useSelector } from '@xstate/react';
import { uploadedBytes, type TaskState } from '../../machines/uploadTask.machine.ts';
import { taskState } from '../../machines/uploadTask.view.ts';
import type { UploadDescriptor } from '../contracts/uploads.ts';
import { NAME_HAS_CONTROL_CHARACTERS, hasControlCharacters } from '../rules/upload.ts';
import type { UploadTarget } from './db.ts';
import { uploadManager, type TaskActor, type UploadResult } from './manager.ts';

export type { UploadResult } from './manager.ts';
export { UPLOAD_CANCELED } from './manager.ts';

export interface StartedUpload {
  id: string;
  /** The task's actor: pass it to useUploadProgress to show progress. */
  actor: TaskActor;
  /** Resolves with {filePath, objectStorageId} once stored (after any pauses and retries); rejects if canceled. */
  done: Promise<UploadResult>;
}

/**
 * Uploads one file through the upload manager (resumable, listed in the upload centre).
 * `describe` asks the product for the object-store descriptor (docs/product.md#uploads), e.g.
 * `(name) => api.post('/api/Consultation/GetCloudUploadParam', { fileName: name, id })` for feedback attachments.
 *
 *   const upload = await uploadFile(file, getWorkOrderUploadParam, { kind: 'workorder' });
 *   const { filePath, objectStorageId } = await upload.done;
 */
export async function uploadFile(
  file: File,
  describe: (fileName: string) => Promise<UploadDescriptor>,
  target: UploadTarget,
  handle: FileSystemFileHandle | null = null,
): Promise<StartedUpload> {
  // Refused before the product is asked: no store takes such a key, and no retry would change that.
  if (hasControlCharacters(file.name)) throw new Error(NAME_HAS_CONTROL_CHARACTERS);
  const descriptor = await describe(file.name);
  const { id, done } = await uploadManager.add(file, descriptor, target, handle);
  const actor = uploadManager.getTasks().find((task) => task.id === id)!.actor;
  return { id, actor, done };
}

export interface UploadProgress {
  state: TaskState;
  /** 0–100. */
  percent: number;
  error: string | null;
}

/** Progress of one upload for a component (e.g. the feedback dialog's attachment list). */
export function useUploadProgress(actor: TaskActor): UploadProgress {
  return useSelector(
    actor,
    (snapshot) => {
      const state = taskState(snapshot.value);
      const size = snapshot.context.size;
      const percent = state === 'success' || size === 0 ? 100 : Math.floor((uploadedBytes(snapshot.context) / size) * 100);
      return { state, percent, error: snapshot.context.error };
    },
    (a, b) => a.state === b.state && a.percent === b.percent && a.error === b.error,
  );
}
