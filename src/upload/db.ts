import Dexie, { type EntityTable } from 'dexie';
import type { TaskState, UploadedPart } from '../../machines/uploadTask.machine.ts';
import type { StorageType, UploadDescriptor } from '../contracts/uploads.ts';

/** What a finished upload is for, so the business call can follow it after a restart too. */
export type UploadTarget =
  | { kind: 'workorder' }
  | { kind: 'consultation' }
  | { kind: 'dbfile'; customerId: number; customerName: string }
  | { kind: 'appfile'; customerId: number; customerName: string; fileVersion: string; remark: string };

/**
 * What the store promised, not where it was: the bucket and object key (with the upload id and parts in the record).
 * No endpoint, region or credential: a resumed task asks for a fresh descriptor by object key and upload id.
 */
export type StoredDescriptor = Pick<UploadDescriptor, 'type' | 'bucketName' | 'path' | 'relativePath' | 'objectStorageId'>;

/** One upload task and its checkpoint (updated after every part). */
export interface TaskRecord {
  id: string;
  /** The signed-in account that started it. */
  owner: string;
  fingerprint: string;
  name: string;
  size: number;
  type: string;
  lastModified: number;
  provider: StorageType;
  descriptor: StoredDescriptor;
  uploadId: string | null;
  partSize: number;
  partCount: number;
  parts: UploadedPart[];
  state: TaskState;
  attempts: number;
  error: string | null;
  /** Bytes sent when it last failed, so a failed task shows how far it got after a reload too. */
  reachedBytes?: number;
  /** Paused by the user (a restart resumes it only on request). */
  pausedByUser: boolean;
  target: UploadTarget;
  /** Where the bytes come back from after a restart. */
  source: 'handle' | 'blob' | 'repick';
  createdAt: number;
  updatedAt: number;
}

/** The file's bytes or a handle to them, kept apart from the frequently written checkpoint. */
export interface FileRecord {
  taskId: string;
  blob?: Blob;
  handle?: FileSystemFileHandle;
}

export class UploadDatabase extends Dexie {
  tasks!: EntityTable<TaskRecord, 'id'>;
  files!: EntityTable<FileRecord, 'taskId'>;

  constructor(name = 'portal-uploads') {
    super(name);
    this.version(1).stores({ tasks: 'id, owner, state, updatedAt', files: 'taskId' });
    // v2: tasks are listed per owner in start order, and older records gain the fields added since.
    this.version(2)
      .stores({ tasks: 'id, owner, [owner+createdAt], state, fingerprint', files: 'taskId' })
      .upgrade((tx) =>
        tx
          .table('tasks')
          .toCollection()
          .modify((task: Partial<TaskRecord>) => {
            task.attempts ??= 0;
            task.pausedByUser ??= task.state === 'paused';
            task.createdAt ??= task.updatedAt ?? Date.now();
          }),
      );
    // v3: a checkpoint no longer keeps where its store was (endpoint, region) nor the credential's token.
    this.version(3).stores({}).upgrade((tx) =>
      tx
        .table('tasks')
        .toCollection()
        .modify((task: { descriptor?: Record<string, unknown> }) => {
          if (typeof task.descriptor !== 'object' || task.descriptor === null) return;
          for (const gone of ['endPointOuter', 'region', 'securityToken']) delete task.descriptor[gone];
        }),
    );
  }
}

export const uploadDb = new UploadDatabase();

/** A checkpoint untouched this long is abandoned: it goes with its kept bytes and its stored token. */
export const ABANDONED_AFTER_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Removes every checkpoint (of any account of this browser) not updated for ABANDONED_AFTER_MS, with its
 * file bytes or handle; answers the removed ones. The store's lifecycle rule clears their incomplete parts.
 */
export async function dropAbandoned(db: UploadDatabase = uploadDb, now = Date.now()): Promise<TaskRecord[]> {
  return db.transaction('rw', db.tasks, db.files, async () => {
    const stale = await db.tasks.filter((task) => task.updatedAt < now - ABANDONED_AFTER_MS).toArray();
    const ids = stale.map((task) => task.id);
    await db.tasks.bulkDelete(ids);
    await db.files.bulkDelete(ids);
    return stale;
  });
}
