import type { UploadDescriptor } from '../contracts/uploads.ts';
import { readCheckpoint, type DamagedCheckpoint } from './checkpointSchema.ts';
import { dropAbandoned, uploadDb, type TaskRecord, type UploadTarget } from './db.ts';
import { emitUploadEvent } from './events.ts';
import { keepBytes } from './fileSource.ts';
import { isRecordable } from './storedFileRecorders.ts';

/** A new task's checkpoint: the object the store is to hold, not where the store was; a resumed task asks for a fresh descriptor. */
export function newTaskRecord(owner: string, file: File, descriptor: UploadDescriptor, target: UploadTarget, plan: { partSize: number; partCount: number }, fingerprint: string): TaskRecord {
  const now = Date.now();
  const { type, bucketName, path, relativePath, objectStorageId } = descriptor;
  return {
    id: crypto.randomUUID(),
    owner,
    fingerprint,
    name: file.name,
    size: file.size,
    type: file.type,
    lastModified: file.lastModified,
    provider: descriptor.type,
    descriptor: { type, bucketName, path, relativePath, objectStorageId },
    uploadId: null,
    partSize: plan.partSize,
    partCount: plan.partCount,
    parts: [],
    state: 'waiting',
    attempts: 0,
    error: null,
    pausedByUser: false,
    target,
    source: 'repick',
    createdAt: now,
    updatedAt: now,
  };
}

/** What a restore finds of an account's tasks. */
export interface RestoredTasks {
  /** Stored objects whose business call has not answered yet. */
  toRecord: TaskRecord[];
  /** Tasks to drive again (or to show, when another tab drives them). */
  unfinished: TaskRecord[];
  /** Checkpoints that cannot be read as tasks: shown to be cleared, their store uploads aborted. */
  damaged: DamagedCheckpoint[];
}

/**
 * The tasks' checkpoints in IndexedDB: written after every change, read back at sign-in. When IndexedDB
 * refuses a write (quota) the task goes on from memory and the user is told once per task.
 */
export class Checkpoints {
  private readonly storageFull = new Set<string>();

  private refused(record: TaskRecord) {
    if (this.storageFull.has(record.id)) return;
    this.storageFull.add(record.id);
    emitUploadEvent({ type: 'storageFull', name: record.name });
  }

  /**
   * Keeps a new task's bytes (a file handle or a Blob) and its first checkpoint. A write IndexedDB refuses
   * leaves no bytes behind: the task runs from memory, and after a restart its file is picked again.
   */
  async create(record: TaskRecord, file: File, handle: FileSystemFileHandle | null): Promise<void> {
    const dropKept = () => uploadDb.files.delete(record.id).catch(() => undefined);
    let full = false;
    try {
      record.source = await keepBytes(record.id, file, handle);
    } catch {
      await dropKept();
      record.source = 'repick';
      full = true;
    }
    try {
      await uploadDb.tasks.put(record);
    } catch {
      await dropKept();
      record.source = 'repick';
      full = true;
    }
    if (full) this.refused(record);
  }

  /** Applies the changes to the task's record and writes them. */
  async save(record: TaskRecord, changes: Partial<TaskRecord>): Promise<void> {
    Object.assign(record, changes, { updatedAt: Date.now() });
    try {
      await uploadDb.tasks.update(record.id, { ...changes, updatedAt: record.updatedAt });
    } catch {
      this.refused(record);
    }
  }

  /** A stored object keeps its checkpoint (for its business call) but no longer its bytes. */
  dropBytes = (id: string) => uploadDb.files.delete(id).catch(() => undefined);

  /** Once the business call has answered nothing is kept. */
  dropRecord = (id: string) => uploadDb.tasks.delete(id).catch(() => undefined);

  /** A canceled task leaves nothing behind. */
  remove(id: string): Promise<void> {
    return uploadDb.transaction('rw', uploadDb.tasks, uploadDb.files, async () => {
      await uploadDb.tasks.delete(id);
      await uploadDb.files.delete(id);
    });
  }

  /** The current record of one task, as another tab may have left it (undefined when gone or unreadable). */
  async get(id: string): Promise<TaskRecord | undefined> {
    const read = readCheckpoint(await uploadDb.tasks.get(id));
    return read.ok ? read.record : undefined;
  }

  /** The account's tasks in start order, after dropping those abandoned for too long and those nothing would finish. */
  async restore(owner: string): Promise<RestoredTasks> {
    await dropAbandoned().catch(() => undefined);
    // By owner alone: a row whose start time is unreadable is missing from the [owner+createdAt] index.
    const read = (await uploadDb.tasks.where('owner').equals(owner).toArray()).map(readCheckpoint);
    const records = read.flatMap((one) => (one.ok ? [one.record] : [])).sort((a, b) => a.createdAt - b.createdAt);
    // A feedback attachment belongs to a dialog that is gone after a reload: nothing would save it, so it is
    // dropped rather than finished (the store's lifecycle rule clears its incomplete parts).
    // A stored object whose business call had not answered is kept only to record it (a database or app file).
    const dropped = records.filter((record) => record.target.kind === 'consultation' || (record.state === 'success' && !isRecordable(record.target)));
    await uploadDb.tasks.bulkDelete(dropped.map((record) => record.id));
    const kept = records.filter((record) => !dropped.includes(record));
    return {
      toRecord: kept.filter((record) => record.state === 'success'),
      unfinished: kept.filter((record) => record.state !== 'success' && record.state !== 'canceled'),
      damaged: read.flatMap((one) => (one.ok ? [] : [one.damaged])),
    };
  }
}
