import { describe, expect, it } from 'vitest';
import { operationCodeProblem } from './operationCode.ts';

describe('the operation code', () => {
  it('asks for six digits', () => {
    expect(operationCodeProblem('12345')).toBe('请输入6位数字验证码');
    expect(operationCodeProblem('12345a')).toBe('请输入6位数字验证码');
    expect(operationCodeProblem(' 123456 ')).toBeNull();
  });
});
