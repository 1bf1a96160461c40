import { describe, expect, it } from 'vitest';
import { PASSWORD_LENGTH, PASSWORD_PATTERN, PASSWORD_REQUIRED, PASSWORD_TOO_SHORT, newPasswordProblem } from './password.ts';
import { isMainlandMobile, isMobile11, phoneDigits } from './phone.ts';

describe('new password rules', () => {
  it.each([
    ['', PASSWORD_REQUIRED],
    ['Ab@1234', PASSWORD_TOO_SHORT],
    ['Ab@1234567890123456', PASSWORD_LENGTH],
    ['abcdefgh1', PASSWORD_PATTERN],
    ['abcdefg@', PASSWORD_PATTERN],
    ['1234567@', PASSWORD_PATTERN],
  ])('%j → %s', (value, message) => expect(newPasswordProblem(value)).toBe(message));

  it.each(['Agent@2026', 'a1!aaaaa', 'Z9#zzzzzzzzzzzzzzz'])('accepts %s', (value) => expect(newPasswordProblem(value)).toBeNull());
});

describe('phone rules', () => {
  it('checks mainland mobiles as 1[3-9] plus 9 digits', () => {
    expect(isMainlandMobile('13800000001')).toBe(true);
    expect(isMainlandMobile('12800000001')).toBe(false);
    expect(isMainlandMobile('1380000000')).toBe(false);
  });
  it('checks the 11-digit form as 1 plus 10 digits', () => {
    expect(isMobile11('12800000001')).toBe(true);
    expect(isMobile11('22800000001')).toBe(false);
  });
  it('keeps only digits, at most 11', () => expect(phoneDigits('138-0000 0001 999')).toBe('13800000001'));
});
