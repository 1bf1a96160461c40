import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contentMatchesExtension,
  BYTES_PER_MB,
  MAX_PART_SIZE,
  MIN_PART_SIZE,
  PART_COUNT_LIMIT,
  checkUpload,
  fileKind,
  formatBytes,
  partRange,
  planParts,
  selectForDialog,
} from './upload.ts';

const file = (name: string, size = 1024) => ({ name, size });

describe('generic upload rules', () => {
  const rules = { accept: ['jpg', 'jpeg', 'png'], maxSizeMb: 2, maxCount: 5 };

  it('refuses other extensions with the accept list', () => {
    expect(checkUpload([file('报表.xlsx')], 0, rules)).toBe('只能上传jpg、jpeg、png格式文件');
    expect(checkUpload([file('照片.JPG')], 0, rules)).toBeNull();
  });

  it('refuses empty files', () => {
    expect(checkUpload([file('a.png', 0)], 0, rules)).toBe('不能上传空文件');
  });

  it('refuses files of the limit or more, in 1048576-byte MB', () => {
    expect(checkUpload([file('a.png', 2 * BYTES_PER_MB)], 0, rules)).toBe('文件大小要小于2MB');
    expect(checkUpload([file('a.png', 2 * BYTES_PER_MB - 1)], 0, rules)).toBeNull();
  });

  it('counts files already uploaded against the limit', () => {
    expect(checkUpload([file('a.png'), file('b.png')], 4, rules)).toBe('最多上传5个文件');
    expect(checkUpload([file('a.png')], 4, rules)).toBeNull();
  });
});

describe('upload dialog rules', () => {
  it('sorts extensions into kinds', () => {
    expect(['a.BMP', 'b.wav', 'c.rmvb', 'd.bak'].map(fileKind)).toEqual(['image', 'music', 'video', 'file']);
  });

  it('cuts extras beyond the room left', () => {
    const picked = [file('1.png'), file('2.png'), file('3.png')];
    const result = selectForDialog(picked, 2, { limit: 4 });
    expect(result.accepted.map((f) => f.name)).toEqual(['1.png', '2.png']);
    expect(result.messages).toEqual(['最多只允许上传4个文件']);
  });

  it('names oversize files (default 10 MB) and unsupported ones', () => {
    const picked = [file('big.mp4', 10 * BYTES_PER_MB + 1), file('ok.mp3'), file('db.bak'), file('x.exe')];
    const result = selectForDialog(picked, 0, { limit: 10, kinds: ['image', 'music', 'video'] });
    expect(result.accepted.map((f) => f.name)).toEqual(['ok.mp3']);
    expect(result.messages).toEqual(['以下文件大小超出限制：big.mp4', '以下文件格式暂不支持：db.bak、x.exe']);
  });
});

describe('part plan', () => {
  it('uses 9437184-byte parts for ordinary files', () => {
    expect(planParts(100 * BYTES_PER_MB)).toEqual({ partSize: MIN_PART_SIZE, partCount: 12 });
    expect(planParts(1)).toEqual({ partSize: MIN_PART_SIZE, partCount: 1 });
  });

  it('enlarges the part size so huge files need fewer than 10000 parts, never beyond 5 GiB', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_PART_SIZE * (PART_COUNT_LIMIT - 1) }), (size) => {
        const plan = planParts(size)!;
        expect(plan.partCount).toBeLessThan(PART_COUNT_LIMIT);
        expect(plan.partSize).toBeGreaterThanOrEqual(MIN_PART_SIZE);
        expect(plan.partSize).toBeLessThanOrEqual(MAX_PART_SIZE);
        expect(plan.partSize * plan.partCount).toBeGreaterThanOrEqual(size);
      }),
    );
  });

  it('refuses a file too large for any plan', () => {
    expect(planParts(MAX_PART_SIZE * (PART_COUNT_LIMIT - 1) + 1)).toBeNull();
  });

  it('never goes below the minimum even if a smaller size is preferred', () => {
    expect(planParts(50 * BYTES_PER_MB, 2 * BYTES_PER_MB)?.partSize).toBe(MIN_PART_SIZE);
    expect(planParts(50 * BYTES_PER_MB, 2 * BYTES_PER_MB, 2 * BYTES_PER_MB)).toEqual({ partSize: 2 * BYTES_PER_MB, partCount: 25 });
  });

  it('covers the file exactly with part ranges', () => {
    expect(partRange(1, 10, 25)).toEqual([0, 10]);
    expect(partRange(3, 10, 25)).toEqual([20, 25]);
  });

  it('formats sizes', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(200 * BYTES_PER_MB)).toBe('200 MB');
  });
});

describe('content check by magic bytes', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
  const text = new TextEncoder().encode('hello wo');

  it('accepts images whose bytes match their extension, whatever its case', () => {
    expect(contentMatchesExtension('a.png', png)).toBe(true);
    expect(contentMatchesExtension('a.JPG', jpeg)).toBe(true);
    expect(contentMatchesExtension('a.jpeg', jpeg)).toBe(true);
  });

  it('refuses a renamed file and a file of another image type', () => {
    expect(contentMatchesExtension('a.png', text)).toBe(false);
    expect(contentMatchesExtension('a.png', jpeg)).toBe(false);
    expect(contentMatchesExtension('a.jpg', new Uint8Array([0xff, 0xd8]))).toBe(false);
    expect(contentMatchesExtension('a.jpg', new Uint8Array())).toBe(false);
  });

  it('lets types without a known signature through', () => {
    expect(contentMatchesExtension('backup.bak', text)).toBe(true);
  });
});
