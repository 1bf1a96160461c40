import { describe, expect, it } from 'vitest';
import { CONTENT_REQUIRED, CONTENT_TOO_LONG, contentProblem, telProblem } from './feedbackRules.ts';

describe('feedback rules', () => {
  it("requires content that is not only whitespace: '请输入内容'", () => {
    expect(contentProblem('')).toBe(CONTENT_REQUIRED);
    expect(contentProblem(' \n\t ')).toBe(CONTENT_REQUIRED);
    expect(contentProblem('好')).toBeNull();
    expect(CONTENT_REQUIRED).toBe('请输入内容');
  });

  it("allows 500 characters, counted as a person counts them: '最多输入500字'", () => {
    expect(contentProblem('字'.repeat(500))).toBeNull();
    expect(contentProblem('字'.repeat(501))).toBe(CONTENT_TOO_LONG);
    expect(contentProblem('😀'.repeat(500))).toBeNull();
    expect(CONTENT_TOO_LONG).toBe('最多输入500字');
  });

  it("takes an empty phone, or a mainland mobile 1[3-9] plus 9 digits: '请输入正确的手机号'", () => {
    expect(telProblem('')).toBeNull();
    expect(telProblem('13912345678')).toBeNull();
    expect(telProblem('12912345678')).toBe('请输入正确的手机号');
    expect(telProblem('1391234567')).toBe('请输入正确的手机号');
  });
});
