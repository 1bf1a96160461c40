import { describe, expect, it } from 'vitest';
import { proratedFen, prorationText, remainingDays } from './proration.ts';

describe('pro-rated lines', () => {
  it('charges the yearly price for the whole days left, a day begun counting as one', () => {
    const now = Date.UTC(2026, 10, 27, 3);
    expect(remainingDays(Date.UTC(2027, 2, 30, 3), now)).toBe(123);
    expect(remainingDays(Date.UTC(2027, 2, 30, 4), now)).toBe(124);
    expect(proratedFen(30_000, 2, 123)).toBe(20_219);
    expect(proratedFen(30_000, 2, 365)).toBe(60_000);
    expect(prorationText(123)).toBe('按剩余 123 天折算');
  });
});
