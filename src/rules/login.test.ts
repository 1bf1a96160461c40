import { describe, expect, it } from 'vitest';
import { PASSWORD_LENGTH, PASSWORD_PATTERN, PASSWORD_TOO_SHORT } from './password.ts';
import {
  CONFIRM_EMPTY,
  CONFIRM_MISMATCH,
  CONFIRM_REQUIRED,
  OLD_PASSWORD_REQUIRED,
  confirmPasswordProblem,
  loginFormErrors,
  loginLooksReady,
  loginMessageTarget,
  oldPasswordProblem,
} from './login.ts';

const form = { account: 'agent01', password: 'Agent@2026', authorCode: '123456', pictureCode: 'aBcD' };

describe('login form rules', () => {
  it('asks for account, password and phone code', () => {
    expect(loginFormErrors({ account: '  ', password: '', authorCode: '', pictureCode: '' }, null)).toEqual({
      account: '请填写账号',
      password: '请填写密码',
      authorCode: '请填写手机验证码',
    });
    expect(loginFormErrors(form, null)).toEqual({});
  });

  it('checks the picture code only when shown, case-insensitively', () => {
    expect(loginFormErrors(form, 'AbCd')).toEqual({});
    expect(loginFormErrors({ ...form, pictureCode: '' }, 'AbCd')).toEqual({ pictureCode: '请输入图形验证码' });
    expect(loginFormErrors({ ...form, pictureCode: 'abce' }, 'AbCd')).toEqual({ pictureCode: '图形验证码错误' });
  });

  it('looks ready only with the agreement, account and password', () => {
    expect(loginLooksReady(form, true)).toBe(true);
    expect(loginLooksReady(form, false)).toBe(false);
    expect(loginLooksReady({ account: ' ', password: 'x' }, true)).toBe(false);
    expect(loginLooksReady({ account: 'a', password: '' }, true)).toBe(false);
  });

  it.each([
    ['手机验证码错误', 'authorCode'],
    ['该验证码无效', 'authorCode'],
    ['该验证码错误', 'authorCode'],
    ['手机号验证错误！', 'authorCode'],
    ['账号密码错误', 'password'],
    ['需要验证码或验证码错误', 'slider'],
    ['滑块验证错误', 'toast'],
  ])('shows %s at %s', (text, target) => expect(loginMessageTarget(text)).toBe(target));
});

describe('change-password rules', () => {
  it('rejects an empty old password or one with whitespace', () => {
    expect(oldPasswordProblem('')).toBe(OLD_PASSWORD_REQUIRED);
    expect(oldPasswordProblem('abc def')).toBe(OLD_PASSWORD_REQUIRED);
    expect(oldPasswordProblem('Agent@2026')).toBeNull();
  });

  it.each([
    ['', 'Better#2026', CONFIRM_REQUIRED],
    ['   ', 'Better#2026', CONFIRM_EMPTY],
    ['Ab#1', 'Better#2026', PASSWORD_TOO_SHORT],
    ['Ab#1234567890123456', 'Better#2026', PASSWORD_LENGTH],
    ['abcdefgh1', 'Better#2026', PASSWORD_PATTERN],
    ['Better#2027', 'Better#2026', CONFIRM_MISMATCH],
  ])('confirmation %j against %j → %s', (confirm, password, problem) => expect(confirmPasswordProblem(confirm, password)).toBe(problem));

  it('accepts a matching confirmation', () => expect(confirmPasswordProblem('Better#2026', 'Better#2026')).toBeNull());
});
