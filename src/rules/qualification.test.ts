import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE, imageKindOf, imageProblem } from './images.ts';
import { CREDIT_CODE_INVALID, QUALIFICATION_CHECKS, emptyQualification, isCreditCode, qualificationProblem } from './qualification.ts';

describe('统一社会信用代码', () => {
  it('takes 18 characters of the code set whose last one is the mod-31 check character', () => {
    expect(isCreditCode('91330100MA27XY1235')).toBe(true);
    expect(isCreditCode('91350100M000100Y43')).toBe(true);
    expect(isCreditCode('91330100MA27XY1234')).toBe(false);
    expect(isCreditCode('91330100MA27XY123')).toBe(false);
    expect(isCreditCode('9133010OMA27XY1235')).toBe(false);
    expect(isCreditCode('91330100ma27xy1235')).toBe(false);
  });

  it('answers the form messages', () => {
    expect(QUALIFICATION_CHECKS.creditCode('')).toBe('请输入统一社会信用代码');
    expect(QUALIFICATION_CHECKS.creditCode('123')).toBe(CREDIT_CODE_INVALID);
    expect(QUALIFICATION_CHECKS.email('')).toBeNull();
    expect(QUALIFICATION_CHECKS.address('路'.repeat(201))).toBe('地址最多200个字');
    expect(qualificationProblem(emptyQualification)).toBe('请输入企业名称');
  });
});

describe('pictures', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
  it('are told by their first bytes and refused above 2 MB', () => {
    expect(imageKindOf(png)).toBe('png');
    expect(imageKindOf(jpeg)).toBe('jpg');
    expect(imageKindOf(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(imageProblem(IMAGE_MAX_BYTES, png)).toBeNull();
    expect(imageProblem(IMAGE_MAX_BYTES + 1, jpeg)).toBe(IMAGE_SIZE_MESSAGE);
    expect(imageProblem(10, new Uint8Array([0x25, 0x50, 0x44, 0x46]))).toBe(IMAGE_TYPE_MESSAGE);
  });
});
