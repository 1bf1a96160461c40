import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, renameSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import type { StandInContext } from '../module.ts';
import type { FaultBook } from './faults.ts';
import type { ObjectFiles } from './objects.ts';

/** A refusal of the store: the HTTP status, and the error code the SDKs read. */
export class StoreError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** More elements of the error document (e.g. ServerTime, from which an SDK corrects its clock). */
    readonly extra: Record<string, string> = {},
  ) {
    super(message);
  }
}

export interface OpenUpload {
  upload_id: string;
  bucket: string;
  object_key: string;
}

export interface StoredPart {
  partNumber: number;
  etag: string;
  size: number;
  lastModified: number;
}

/**
 * Multipart uploads, whichever way they arrive (an object-store dialect or the product's own upload
 * endpoints): parts land on disk as they are received, and completing moves them into the object.
 */
export class MultipartUploads {
  constructor(
    private readonly ctx: StandInContext,
    private readonly objects: ObjectFiles,
    private readonly faults: FaultBook,
  ) {}

  initiate(bucket: string, key: string, via: string): string {
    const uploadId = randomBytes(16).toString('hex').toUpperCase();
    this.ctx.db
      .prepare("INSERT INTO store_uploads (upload_id, bucket, object_key, dialect, state, created_at) VALUES (?, ?, ?, ?, 'open', ?)")
      .run(uploadId, bucket, key, via, this.ctx.now());
    mkdirSync(this.objects.path(folderOf(uploadId)), { recursive: true });
    return uploadId;
  }

  /** The open upload with this id for this object. */
  find(uploadId: string, bucket: string, key: string): OpenUpload {
    const row = this.ctx.db.prepare("SELECT upload_id, bucket, object_key FROM store_uploads WHERE upload_id = ? AND state = 'open'").get(uploadId) as
      | OpenUpload
      | undefined;
    if (!row || row.bucket !== bucket || row.object_key !== key) throw new StoreError(404, 'NoSuchUpload', 'The specified upload does not exist.');
    return row;
  }

  /** Receives one part's body (applying any injected fault); answers its ETag. */
  async storePart(req: IncomingMessage, upload: OpenUpload, partNumber: number): Promise<string> {
    if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > 10_000) {
      throw new StoreError(400, 'InvalidArgument', 'Part number must be an integer between 1 and 10000.');
    }
    const counted = (bytes: number) => this.countReceived(upload.bucket, upload.object_key, bytes);
    const fault = this.faults.take(partNumber);
    if (fault?.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    if (fault?.status) {
      await drain(req, counted);
      throw new StoreError(fault.status, fault.status >= 500 ? 'InternalError' : 'AccessDenied', `Injected fault on part ${partNumber}.`);
    }
    const cutAfter = fault?.cut ? Math.floor(Number(req.headers['content-length'] ?? 0) / 2) : Infinity;
    // Each request writes its own file outside the upload's folder: the same part may arrive twice at once
    // (pause, then continue), and completing moves the folder.
    const incoming = this.objects.path(join('incoming', randomBytes(8).toString('hex')));
    const { md5, size } = await receive(req, incoming, cutAfter, counted);
    try {
      this.find(upload.upload_id, upload.bucket, upload.object_key); // completed or aborted meanwhile?
      renameSync(incoming, join(this.objects.path(folderOf(upload.upload_id)), String(partNumber)));
    } finally {
      rmSync(incoming, { force: true });
    }
    const etag = `"${md5}"`;
    this.ctx.db
      .prepare(
        `INSERT INTO store_parts (upload_id, part_number, size, etag, uploaded_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (upload_id, part_number) DO UPDATE SET size = excluded.size, etag = excluded.etag, uploaded_at = excluded.uploaded_at, times_stored = times_stored + 1`,
      )
      .run(upload.upload_id, partNumber, size, etag, this.ctx.now());
    return etag;
  }

  /** Up to `maxParts` stored parts after `marker`, and whether more follow. */
  listParts(upload: OpenUpload, marker: number, maxParts: number): { parts: StoredPart[]; truncated: boolean } {
    const rows = this.ctx.db
      .prepare(
        'SELECT part_number AS partNumber, etag, size, uploaded_at AS lastModified FROM store_parts WHERE upload_id = ? AND part_number > ? ORDER BY part_number LIMIT ?',
      )
      .all(upload.upload_id, marker, maxParts + 1) as StoredPart[];
    return { parts: rows.slice(0, maxParts), truncated: rows.length > maxParts };
  }

  /** Makes the listed parts, in order, the object; answers the object's ETag. */
  complete(upload: OpenUpload, listed: Array<{ partNumber: number; etag: string }>): string {
    if (listed.length === 0) throw new StoreError(400, 'MalformedXML', 'The list of parts is empty.');
    const stored = new Map(this.listParts(upload, 0, 10_000).parts.map((part) => [part.partNumber, part]));
    let size = 0;
    listed.forEach((part, index) => {
      if (index > 0 && part.partNumber <= listed[index - 1].partNumber) throw new StoreError(400, 'InvalidPartOrder', 'The list of parts was not in ascending order.');
      const row = stored.get(part.partNumber);
      if (row?.etag !== `"${part.etag.replace(/"/g, '')}"`) throw new StoreError(400, 'InvalidPart', `Part ${part.partNumber} was not uploaded or its ETag does not match.`);
      size += row.size;
    });
    const ofParts = createHash('md5');
    for (const part of listed) ofParts.update(Buffer.from(part.etag.replace(/"/g, ''), 'hex'));
    const etag = `"${ofParts.digest('hex').toUpperCase()}-${listed.length}"`;
    // Marked completed first: a part still arriving then finds no open upload.
    this.ctx.db.prepare("UPDATE store_uploads SET state = 'completed' WHERE upload_id = ?").run(upload.upload_id);
    const parts = listed.map((part) => String(part.partNumber));
    this.objects.adopt(upload.bucket, upload.object_key, folderOf(upload.upload_id), parts, { size, md5: null, etag });
    return etag;
  }

  abort(upload: OpenUpload): void {
    this.ctx.db.prepare("UPDATE store_uploads SET state = 'aborted' WHERE upload_id = ?").run(upload.upload_id);
    this.ctx.db.prepare('DELETE FROM store_parts WHERE upload_id = ?').run(upload.upload_id);
    rmSync(this.objects.path(folderOf(upload.upload_id)), { recursive: true, force: true });
  }

  /** Counts bytes that reached the store for an object (tests check how much a resume sent again). */
  countReceived(bucket: string, key: string, bytes: number): void {
    this.ctx.db
      .prepare(
        'INSERT INTO store_received (bucket, object_key, bytes) VALUES (?, ?, ?) ON CONFLICT (bucket, object_key) DO UPDATE SET bytes = bytes + excluded.bytes',
      )
      .run(bucket, key, bytes);
  }
}

const folderOf = (uploadId: string) => join('uploads', uploadId);

async function drain(req: IncomingMessage, counted: (bytes: number) => void) {
  let size = 0;
  for await (const chunk of req) size += (chunk as Buffer).length;
  counted(size);
}

/** The largest part (and single PUT) the providers take: 5 GiB (docs/product.md#limits). */
export const MAX_PART_BYTES = 5 * 1024 * 1024 * 1024;

/**
 * Refuses an object key that could leave its folder or confuse a file system or a log: a `.` or `..`
 * segment, an empty segment, a leading slash, or a control character.
 */
export function assertSafeKey(key: string): void {
  // eslint-disable-next-line no-control-regex
  const control = /[\u0000-\u001f\u007f]/;
  if (key === '' || control.test(key) || key.split('/').some((segment, i, all) => segment === '.' || segment === '..' || (segment === '' && i < all.length - 1))) {
    throw new StoreError(400, 'InvalidObjectName', 'The specified object name is not valid.');
  }
}

const WRITE_BATCH_BYTES = 1024 * 1024;

/** Streams a body to `file`, hashing it; cuts the connection after `cutAfter` bytes (a test fault). */
export function receive(
  req: IncomingMessage,
  file: string,
  cutAfter: number,
  counted: (bytes: number) => void,
  maxBytes = MAX_PART_BYTES,
): Promise<{ md5: string; size: number }> {
  if (Number(req.headers['content-length'] ?? 0) > maxBytes) {
    return Promise.reject(new StoreError(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size.'));
  }
  mkdirSync(join(file, '..'), { recursive: true });
  return new Promise((resolve, reject) => {
    const hash = createHash('md5');
    const out = createWriteStream(file);
    let size = 0;
    let failed = false;
    const fail = (error: StoreError) => {
      if (failed) return;
      failed = true;
      counted(size);
      out.destroy();
      rmSync(file, { force: true });
      reject(error);
    };
    out.on('error', (error) => fail(new StoreError(500, 'InternalError', error.message)));
    // The socket hands the body over in pieces of a few KB: hashed and written a megabyte at a time, the
    // store makes a few hundred calls per GB instead of a few hundred thousand (each write a threadpool request).
    let batch: Buffer[] = [];
    let batched = 0;
    const flush = () => {
      if (batched === 0) return true;
      const bytes = batch.length === 1 ? batch[0] : Buffer.concat(batch, batched);
      batch = [];
      batched = 0;
      hash.update(bytes);
      return out.write(bytes);
    };
    req.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > maxBytes) {
        req.socket.destroy();
        fail(new StoreError(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size.'));
        return;
      }
      batch.push(chunk);
      batched += chunk.length;
      if (batched >= WRITE_BATCH_BYTES && !flush()) {
        req.pause();
        out.once('drain', () => req.resume());
      }
      if (size >= cutAfter) {
        req.socket.destroy();
        fail(new StoreError(500, 'InternalError', 'Connection cut by an injected fault.'));
      }
    });
    req.on('aborted', () => fail(new StoreError(400, 'IncompleteBody', 'The request body ended early.')));
    req.on('error', () => fail(new StoreError(400, 'IncompleteBody', 'The request body ended early.')));
    req.on('end', () => {
      if (failed) return;
      flush();
      counted(size);
      out.end(() => resolve({ md5: hash.digest('hex'), size }));
    });
  });
}
