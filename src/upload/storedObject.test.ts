import { describe, expect, it } from 'vitest';
import { md5Hex } from './md5.ts';
import { multipartEtag, storedMatches } from './storedObject.ts';

const part = (partNumber: number, text: string) => ({ partNumber, etag: `"${md5Hex(new TextEncoder().encode(text)).toUpperCase()}"`, size: text.length });

describe('checking the stored object against the upload', () => {
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
