import * as v from 'valibot';
import { MAX_PART_SIZE, PART_COUNT_LIMIT } from '../rules/upload.ts';
import type { FileRecord, TaskRecord } from './db.ts';

// What a checkpoint read back from IndexedDB must be before a task is driven from it: anything else (a row
// another version, an extension or a broken disk left) is set aside, never handed to the task or the page.

export const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const text = v.pipe(v.string(), v.maxLength(2000));
export const provider = v.picklist(['oss', 'cos', 'obs', 'direct']);

const part = v.object({
  partNumber: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(PART_COUNT_LIMIT)),
  etag: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200)),
  size: v.pipe(count, v.maxValue(MAX_PART_SIZE)),
});

const customer = { customerId: v.number(), customerName: text };
export const target = v.variant('kind', [
  v.object({ kind: v.literal('workorder') }),
  v.object({ kind: v.literal('consultation') }),
  v.object({ kind: v.literal('dbfile'), ...customer }),
  v.object({ kind: v.literal('appfile'), ...customer, fileVersion: text, remark: text }),
]);

export const taskStates = v.picklist(['waiting', 'checking', 'uploading', 'success', 'error', 'paused', 'canceled']);

const record = v.pipe(
  v.object({
    id: v.pipe(v.string(), v.nonEmpty()),
    owner: v.pipe(v.string(), v.nonEmpty()),
    fingerprint: v.string(),
    name: v.pipe(v.string(), v.nonEmpty(), v.maxLength(2000)),
    size: v.pipe(count, v.minValue(1)),
    type: v.string(),
    lastModified: v.number(),
    provider,
    descriptor: v.object({ type: provider, bucketName: v.pipe(v.string(), v.nonEmpty()), path: v.pipe(v.string(), v.nonEmpty()), relativePath: v.string(), objectStorageId: v.number() }),
    uploadId: v.nullable(v.pipe(v.string(), v.nonEmpty())),
    partSize: v.pipe(count, v.minValue(1), v.maxValue(MAX_PART_SIZE)),
    partCount: v.pipe(count, v.minValue(1), v.maxValue(PART_COUNT_LIMIT)),
    parts: v.array(part),
    state: taskStates,
    attempts: count,
    error: v.nullable(v.string()),
    reachedBytes: v.optional(count),
    pausedByUser: v.boolean(),
    target,
    source: v.picklist(['handle', 'blob', 'repick']),
    createdAt: v.number(),
    updatedAt: v.number(),
  }),
  // The plan covers the file, and every part is one of its parts, once, no bigger than a part.
  v.check(({ size, partSize, partCount }) => partCount === Math.ceil(size / partSize), 'part plan'),
  v.check(({ parts, partSize, partCount }) => parts.every((one) => one.partNumber <= partCount && one.size <= partSize), 'parts'),
  v.check(({ parts }) => new Set(parts.map((one) => one.partNumber)).size === parts.length, 'parts'),
  v.check(({ parts, size }) => parts.reduce((sum, one) => sum + one.size, 0) <= size, 'parts'),
  v.check(({ reachedBytes, size }) => (reachedBytes ?? 0) <= size, 'reachedBytes'),
);

/** A checkpoint that cannot be driven: what can still be told of it, to show it and to abort its store upload. */
export interface DamagedCheckpoint {
  /** The row's key, as it is (IndexedDB holds a valid key there whatever else is wrong). */
  id: string;
  /** The file's name when it is readable. */
  name: string | null;
  /** Enough to abort its multipart upload at the store, when readable. */
  upload: { provider: TaskRecord['provider']; bucketName: string; path: string; uploadId: string } | null;
}

export type ReadCheckpoint = { ok: true; record: TaskRecord } | { ok: false; damaged: DamagedCheckpoint };

const salvage = v.object({
  provider,
  uploadId: v.pipe(v.string(), v.nonEmpty()),
  descriptor: v.object({ bucketName: v.pipe(v.string(), v.nonEmpty()), path: v.pipe(v.string(), v.nonEmpty()) }),
});

/** A row of the tasks table as read from IndexedDB, checked. */
export function readCheckpoint(row: unknown): ReadCheckpoint {
  const parsed = v.safeParse(record, row);
  if (parsed.success) return { ok: true, record: parsed.output as TaskRecord };
  const fields = (typeof row === 'object' && row !== null ? row : {}) as Record<string, unknown>;
  const rescued = v.safeParse(salvage, row);
  return {
    ok: false,
    damaged: {
      id: fields.id as string,
      name: typeof fields.name === 'string' && fields.name !== '' ? fields.name : null,
      upload: rescued.success
        ? { provider: rescued.output.provider, bucketName: rescued.output.descriptor.bucketName, path: rescued.output.descriptor.path, uploadId: rescued.output.uploadId }
        : null,
    },
  };
}

const fileRecord = v.object({
  taskId: v.string(),
  blob: v.optional(v.instance(Blob)),
  handle: v.optional(v.custom<FileSystemFileHandle>((handle) => typeof (handle as FileSystemFileHandle | null)?.getFile === 'function')),
});

/** The kept bytes (Blob or file handle) of a task, or null when the row is missing or not one. */
export function readFileRecord(row: unknown): FileRecord | null {
  const parsed = v.safeParse(fileRecord, row);
  return parsed.success ? parsed.output : null;
}
