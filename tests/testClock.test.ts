import { describe, expect, it } from 'vitest';
import { testClockStart } from './testClock.ts';

describe('TEST_CLOCK', () => {
  const now = Date.parse('2026-11-27T03:30:00Z'); // 11:30 in China

  it('is the real clock when empty', () => {
    expect(testClockStart('', now)).toBeNull();
  });

  it('reads a China wall time on the China date of now', () => {
    expect(new Date(testClockStart('00:30', now)!).toISOString()).toBe('2026-11-26T16:30:00.000Z');
    expect(new Date(testClockStart('23:59', now)!).toISOString()).toBe('2026-11-27T15:59:00.000Z');
    // 23:00 UTC is already the next day in China.
    expect(new Date(testClockStart('06:00', Date.parse('2026-11-27T23:00:00Z'))!).toISOString()).toBe('2026-11-27T22:00:00.000Z');
  });

  it('reads an ISO instant and refuses anything else', () => {
    expect(testClockStart('2026-11-27T12:00:00+08:00', now)).toBe(Date.parse('2026-11-27T04:00:00Z'));
    expect(() => testClockStart('25:00', now)).toThrow(/not a time of day/);
    expect(() => testClockStart('noon', now)).toThrow(/HH:MM/);
  });
});
