import type { TaskRecord, UploadTarget } from './db.ts';

/** What a recorder is given: the stored object and the file it came from. */
export interface StoredFile {
  fileName: string;
  size: number;
  path: string;
  objectStorageId: number;
}

type Kind = UploadTarget['kind'];
type TargetOf<K extends Kind> = Extract<UploadTarget, { kind: K }>;
/** The business call that follows a stored object of one target kind (e.g. a database file is listed for its customer). */
export type StoredFileRecorder<K extends Kind> = (target: TargetOf<K>, stored: StoredFile) => Promise<unknown>;

type AnyRecorder = (target: UploadTarget, stored: StoredFile) => Promise<unknown>;
const recorders = new Map<Kind, AnyRecorder>();

/**
 * A feature says what follows a stored object of its kind; the upload manager calls it once the store
 * holds the object, and again after a restart while it has not answered. Kinds without a recorder
 * (work order and feedback attachments: their dialog saves the path) finish when stored.
 */
export function registerStoredFileRecorder<K extends Kind>(kind: K, recorder: StoredFileRecorder<K>): void {
  recorders.set(kind, recorder as unknown as AnyRecorder);
}

/** Whether a stored object of this target still needs its business call after a restart. */
export const isRecordable = (target: UploadTarget): boolean => recorders.has(target.kind);

/** Runs the business call registered for the task's target, if any. */
export async function recordStored(record: TaskRecord): Promise<void> {
  const recorder = recorders.get(record.target.kind);
  if (!recorder) return;
  const { descriptor } = record;
  await recorder(record.target, { fileName: record.name, size: record.size, path: descriptor.path, objectStorageId: descriptor.objectStorageId });
}
