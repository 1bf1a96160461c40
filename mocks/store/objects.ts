import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { StandInContext } from '../module.ts';

export interface ObjectHead {
  size: number;
  etag: string;
}

interface ObjectRow extends ObjectHead {
  location: string;
  parts: string;
  md5: string | null;
}

/**
 * The store's objects on disk. An object is a folder of part files read in order, so that completing a
 * multipart upload moves its parts into place instead of copying them, and a plain PUT is a folder of one.
 * The whole object's md5 is known at once for a PUT and worked out on first request for a multipart object
 * (only tests ask): hashing every byte a second time while uploading would halve the store's speed.
 */
export class ObjectFiles {
  constructor(
    private readonly ctx: StandInContext,
    private readonly root: string,
  ) {}

  /** A fresh folder (relative to the store's root) to receive an object's parts into. */
  private newFolder(bucket: string, key: string): string {
    return join('objects', bucket, `${createHash('sha256').update(key).digest('hex')}.${randomBytes(6).toString('hex')}`);
  }

  path(location: string): string {
    return join(this.root, location);
  }

  /**
   * Makes the files `parts` of `folder` (a path under the root) the object's content, in that order,
   * removing every other file of the folder and the object's previous content.
   */
  adopt(bucket: string, key: string, folder: string, parts: string[], object: ObjectHead & { md5: string | null }): void {
    const location = this.newFolder(bucket, key);
    mkdirSync(join(this.path(location), '..'), { recursive: true });
    renameSync(this.path(folder), this.path(location));
    const kept = new Set(parts);
    for (const name of readdirSync(this.path(location))) if (!kept.has(name)) rmSync(join(this.path(location), name), { force: true });
    const previous = this.row(bucket, key);
    this.ctx.db
      .prepare('INSERT OR REPLACE INTO store_objects (bucket, object_key, location, parts, size, md5, etag, stored_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
      .run(bucket, key, location, JSON.stringify(parts), object.size, object.md5, object.etag, this.ctx.now());
    if (previous) rmSync(this.path(previous.location), { recursive: true, force: true });
  }

  find(bucket: string, key: string): ObjectHead | null {
    const row = this.row(bucket, key);
    return row ? { size: row.size, etag: row.etag } : null;
  }

  /** Writes the object's bytes to `out` (which is ended). */
  async stream(bucket: string, key: string, out: Writable): Promise<void> {
    const row = this.row(bucket, key);
    if (!row) return void out.end();
    for (const file of this.files(row)) await pipeline(createReadStream(file), out, { end: false });
    out.end();
  }

  /** The md5 of the object's bytes, hashed now if nobody asked before. */
  async md5(bucket: string, key: string): Promise<string | null> {
    const row = this.row(bucket, key);
    if (!row) return null;
    if (row.md5) return row.md5;
    const hash = createHash('md5');
    for (const file of this.files(row)) for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
    const md5 = hash.digest('hex');
    this.ctx.db.prepare('UPDATE store_objects SET md5 = ? WHERE bucket = ? AND object_key = ? AND location = ?').run(md5, bucket, key, row.location);
    return md5;
  }

  remove(bucket: string, key: string): void {
    const row = this.row(bucket, key);
    if (!row) return;
    this.ctx.db.prepare('DELETE FROM store_objects WHERE bucket = ? AND object_key = ?').run(bucket, key);
    rmSync(this.path(row.location), { recursive: true, force: true });
  }

  private row(bucket: string, key: string): ObjectRow | undefined {
    return this.ctx.db.prepare('SELECT location, parts, size, md5, etag FROM store_objects WHERE bucket = ? AND object_key = ?').get(bucket, key) as
      | ObjectRow
      | undefined;
  }

  private files(row: ObjectRow): string[] {
    return (JSON.parse(row.parts) as string[]).map((name) => join(this.path(row.location), name));
  }
}
