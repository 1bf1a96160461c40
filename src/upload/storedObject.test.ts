import { describe, expect, it } from 'vitest';
import { md5Hex, multipartEtag, storedMatches } from './storedObject.ts';

// Digests from an independent MD5 (Python's hashlib).
const DIGESTS: Record<number, string> = { 0: 'd41d8cd98f00b204e9800998ecf8427e', 3: '3b704fb2660febf62921a0caaa8de56b', 55: 'c9e512626618c9980ef21a96597af94c', 56: 'ecde7caa08e9f5657c863df107cac60a', 63: '2f0301069e1c40af7f6c8f843b1b13f2', 64: 'b6bf87c24b1bc334e2541387a92b981b', 65: 'f168246f08b6134d66bd2a10343fa9f1', 1000: '2b1e78d5765de9e10495a01412a1cf22' };
const part = (partNumber: number, text: string) => ({ partNumber, etag: `"${md5Hex(new TextEncoder().encode(text)).toUpperCase()}"`, size: text.length });

describe('checking the stored object against the upload', () => {
  it('computes MD5 for empty, short, block-edge and long inputs', () => {
    for (const [length, digest] of Object.entries(DIGESTS)) {
      expect(md5Hex(Uint8Array.from({ length: Number(length) }, (_, i) => (i * 31 + 7) & 0xff))).toBe(digest);
    }
  });

  it('builds the multipart ETag the store gives: MD5 of the parts’ MD5s and the count', () => {
    expect(multipartEtag([part(1, 'first part'), part(2, 'second')])).toBe('93f26da1291790e1134809a03511cd15-2');
  });

  it('takes a stored object of the right size and ETag, and refuses another with the same size', () => {
    const parts = [part(1, 'aaaa'), part(2, 'bb')];
    const etag = `"${multipartEtag(parts).toUpperCase()}"`;
    expect(storedMatches({ size: 6, etag }, 6, parts)).toBe(true);
    expect(storedMatches({ size: 6, etag: `"${multipartEtag([part(1, 'cccc'), part(2, 'dd')])}"` }, 6, parts)).toBe(false);
    expect(storedMatches({ size: 6, etag: '"0CC175B9C0F1B6A831C399E269772661"' }, 6, parts)).toBe(false);
    expect(storedMatches({ size: 5, etag }, 6, parts)).toBe(false);
    expect(storedMatches(null, 6, parts)).toBe(false);
  });

  it('checks the size alone where the store gives no ETag or the parts’ ETags are not MD5s', () => {
    expect(storedMatches({ size: 6 }, 6, [part(1, 'aaaa')])).toBe(true);
    expect(storedMatches({ size: 6, etag: '"whatever"' }, 6, [{ partNumber: 1, etag: 'kms-etag', size: 6 }])).toBe(true);
  });
});
