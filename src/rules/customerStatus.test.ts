import { describe, expect, it } from 'vitest';
import { customerStatusAt } from './customerStatus.ts';

describe("a customer's status", () => {
  const now = Date.parse('2026-12-02T06:30:00+08:00');

  it('is 已到期 from the instant its expiry passes, whether on trial or paid', () => {
    expect(customerStatusAt('试用', now - 1, now)).toBe('已到期');
    expect(customerStatusAt('正式', now - 1, now)).toBe('已到期');
    expect(customerStatusAt('正式', now, now)).toBe('正式');
    expect(customerStatusAt('试用', now + 86_400_000, now)).toBe('试用');
  });

  it('stays 已停用 whatever its expiry', () => {
    expect(customerStatusAt('已停用', now - 1, now)).toBe('已停用');
    expect(customerStatusAt('已停用', now + 1, now)).toBe('已停用');
  });
});
