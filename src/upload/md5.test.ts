import { describe, expect, it } from 'vitest';
import { Md5, md5Hex } from './md5.ts';

// Digests from an independent MD5 (Python's hashlib).
const DIGESTS: Record<number, string> = { 0: 'd41d8cd98f00b204e9800998ecf8427e', 3: '3b704fb2660febf62921a0caaa8de56b', 55: 'c9e512626618c9980ef21a96597af94c', 56: 'ecde7caa08e9f5657c863df107cac60a', 63: '2f0301069e1c40af7f6c8f843b1b13f2', 64: 'b6bf87c24b1bc334e2541387a92b981b', 65: 'f168246f08b6134d66bd2a10343fa9f1', 1000: '2b1e78d5765de9e10495a01412a1cf22' };
const bytes = (length: number) => Uint8Array.from({ length }, (_, i) => (i * 31 + 7) & 0xff);

describe('MD5', () => {
  it('computes MD5 for empty, short, block-edge and long inputs', () => {
    for (const [length, digest] of Object.entries(DIGESTS)) {
      expect(md5Hex(bytes(Number(length)))).toBe(digest);
    }
  });

  it('gives the same digest fed in pieces of any size as in one', () => {
    for (const [length, digest] of Object.entries(DIGESTS)) {
      const whole = bytes(Number(length));
      for (const cut of [1, 3, 63, 64, 65]) {
        const md5 = new Md5();
        for (let at = 0; at < whole.length; at += cut) md5.update(whole.subarray(at, at + cut));
        expect(md5.hex()).toBe(digest);
      }
    }
  });
});
