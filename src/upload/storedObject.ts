import type { UploadedPart } from '../../machines/uploadTask.machine.ts';
import type { StoredObject } from './adapters/types.ts';

/** MD5 (RFC 1321) of bytes, as hex: the browser's SubtleCrypto has none, and a multipart ETag is built from it. */
export function md5Hex(bytes: Uint8Array): string {
  const shifts = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21];
  const k = Array.from({ length: 64 }, (_, i) => Math.floor(Math.abs(Math.sin(i + 1)) * 2 ** 32) >>> 0);
  const padded = new Uint8Array((((bytes.length + 8) >> 6) + 1) * 64);
  padded.set(bytes);
  padded[bytes.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, (bytes.length * 8) >>> 0, true);
  view.setUint32(padded.length - 4, Math.floor(bytes.length / 2 ** 29), true);
  const h = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476];
  for (let block = 0; block < padded.length; block += 64) {
    let [a, b, c, d] = h;
    for (let i = 0; i < 64; i++) {
      const round = i >> 4;
      const f = [(b & c) | (~b & d), (d & b) | (~d & c), b ^ c ^ d, c ^ (b | ~d)][round];
      const g = [i, (5 * i + 1) % 16, (3 * i + 5) % 16, (7 * i) % 16][round];
      const sum = (a + f + k[i] + view.getUint32(block + g * 4, true)) >>> 0;
      const shift = shifts[round * 4 + (i % 4)];
      [a, d, c] = [d, c, b];
      b = (b + ((sum << shift) | (sum >>> (32 - shift)))) >>> 0;
    }
    h.forEach((value, index) => (h[index] = (value + [a, b, c, d][index]) >>> 0));
  }
  return h.map((word) => Array.from({ length: 4 }, (_, i) => ((word >>> (i * 8)) & 0xff).toString(16).padStart(2, '0')).join('')).join('');
}

const bare = (etag: string) => etag.replace(/"/g, '').toLowerCase();

/** A multipart object's ETag as OSS, COS, OBS and S3 build it: MD5 of the parts' MD5s, then '-' and the part count. */
export function multipartEtag(parts: readonly UploadedPart[]): string {
  const digests = new Uint8Array(parts.length * 16);
  parts.forEach((part, index) => digests.set(bare(part.etag).match(/../g)!.map((pair) => parseInt(pair, 16)), index * 16));
  return `${md5Hex(digests)}-${parts.length}`;
}

const PART_MD5 = /^[0-9a-f]{32}$/;

/**
 * Whether the store holds what this upload's parts make: the file's size, and where the store gives an
 * ETag (and the parts' ETags are MD5s, as without server-side encryption), the ETag those parts make.
 */
export function storedMatches(stored: StoredObject | null, size: number, parts: readonly UploadedPart[]): boolean {
  if (stored === null || stored.size !== size) return false;
  if (!stored.etag || parts.length === 0 || !parts.every((part) => PART_MD5.test(bare(part.etag)))) return true;
  return bare(stored.etag) === multipartEtag(parts);
}
