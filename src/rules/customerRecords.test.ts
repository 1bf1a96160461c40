import { describe, expect, it } from 'vitest';
import {
  ANNUAL_FEE_DECIMALS,
  ANNUAL_FEE_NOT_POSITIVE,
  ANNUAL_FEE_REQUIRED,
  ANNUAL_FEE_TOO_LARGE,
  annualFeeProblem,
  customerInfoProblem,
  NEXT_TIME_INVALID,
  NEXT_TIME_PAST,
  nextTimeProblem,
  TRACK_CONTENT_REQUIRED,
  TRACK_CONTENT_TOO_LONG,
  trackContentProblem,
} from './customerRecords.ts';

describe('follow-up checks', () => {
  it('wants content that is not blank and at most 500 characters', () => {
    expect(trackContentProblem('   ')).toBe(TRACK_CONTENT_REQUIRED);
    expect(trackContentProblem('回访'.repeat(250))).toBeNull();
    expect(trackContentProblem('回访'.repeat(250) + '。')).toBe(TRACK_CONTENT_TOO_LONG);
  });

  it('takes no next day, today or a later day, and refuses a past or unreal day', () => {
    expect(nextTimeProblem(null, '2026-11-23')).toBeNull();
    expect(nextTimeProblem('2026-11-23', '2026-11-23')).toBeNull();
    expect(nextTimeProblem('2026-11-22', '2026-11-23')).toBe(NEXT_TIME_PAST);
    expect(nextTimeProblem('2026-02-30', '2026-01-01')).toBe(NEXT_TIME_INVALID);
    expect(nextTimeProblem('明天', '2026-01-01')).toBe(NEXT_TIME_INVALID);
  });
});

describe('annual fee (R-money)', () => {
  it('accepts a positive amount with up to two decimals', () => {
    expect(annualFeeProblem(1280)).toBeNull();
    expect(annualFeeProblem('0.01')).toBeNull();
    expect(annualFeeProblem(19.99)).toBeNull();
  });

  it('refuses nothing, zero, three decimals and amounts beyond the limit', () => {
    expect(annualFeeProblem('')).toBe(ANNUAL_FEE_REQUIRED);
    expect(annualFeeProblem(0)).toBe(ANNUAL_FEE_NOT_POSITIVE);
    expect(annualFeeProblem(-5)).toBe(ANNUAL_FEE_NOT_POSITIVE);
    expect(annualFeeProblem(1.005)).toBe(ANNUAL_FEE_DECIMALS);
    expect(annualFeeProblem(10_000_000)).toBe(ANNUAL_FEE_TOO_LARGE);
  });
});

describe('customer contact edit', () => {
  const valid = { name: '杭州恒发贸易有限公司', contact: '王伟', phone: '13912345678', landline: '', email: '', qq: '', address: '' };

  it('passes required fields with the optional ones empty', () => {
    expect(customerInfoProblem(valid)).toBeNull();
  });

  it('names the first wrong field, optional ones only when filled in', () => {
    expect(customerInfoProblem({ ...valid, phone: '1391234' })).toBe('请输入正确的手机号');
    expect(customerInfoProblem({ ...valid, landline: '0571-1234' })).toBe('请输入正确的电话号码');
    expect(customerInfoProblem({ ...valid, email: 'a@b' })).toBe('请输入正确的邮箱');
    expect(customerInfoProblem({ ...valid, qq: '1234' })).toBe('请输入正确的QQ号');
    expect(customerInfoProblem({ ...valid, address: '路'.repeat(201) })).toBe('地址最多200个字');
  });
});
