import type { UploadedPart } from '../../machines/uploadTask.machine.ts';
import type { StoredObject } from './adapters/types.ts';
import { md5Hex } from './md5.ts';

export const bare = (etag: string) => etag.replace(/"/g, '').toLowerCase();

/** A multipart object's ETag as OSS, COS, OBS and S3 build it: MD5 of the parts' MD5s, then '-' and the part count. */
export function multipartEtag(parts: readonly UploadedPart[]): string {
  const digests = new Uint8Array(parts.length * 16);
  parts.forEach((part, index) => digests.set(bare(part.etag).match(/../g)!.map((pair) => parseInt(pair, 16)), index * 16));
  return `${md5Hex(digests)}-${parts.length}`;
}

/** A part's ETag that is the MD5 of its bytes (as without server-side encryption). */
export const isMd5Etag = (etag: string) => /^[0-9a-f]{32}$/.test(bare(etag));

/**
 * Whether the store holds what this upload's parts make: the file's size, and where the store gives an
 * ETag (and the parts' ETags are MD5s, as without server-side encryption), the ETag those parts make.
 */
export function storedMatches(stored: StoredObject | null, size: number, parts: readonly UploadedPart[]): boolean {
  if (stored === null || stored.size !== size) return false;
  if (!stored.etag || parts.length === 0 || !parts.every((part) => isMd5Etag(part.etag))) return true;
  return bare(stored.etag) === multipartEtag(parts);
}
