import { describe, expect, it } from 'vitest';
import { calendarInstants, testClockStart } from './testClock.ts';

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

describe('the calendar instants', () => {
  const chinaText = (time: number) => new Date(time + 8 * 3_600_000).toISOString().slice(0, 16);
  const named = (now: number) => Object.fromEntries(calendarInstants(now).map(({ name, at }) => [name, chinaText(at)]));

  it('are a month start and end, the year end, the next leap day, 400 days on and the 06:00 edge, in China time', () => {
    expect(named(Date.parse('2026-12-01T22:13:00Z'))).toEqual({
      'month-start': '2027-01-01T00:30',
      'year-end': '2026-12-31T23:59',
      'month-end': '2026-12-31T23:59',
      'leap-day': '2028-02-29T12:00',
      'in-400-days': '2028-01-06T06:13',
      'before-six': '2026-12-02T05:59',
      six: '2026-12-02T06:00',
    });
  });

  it('end a 30-day month on the 30th and find a leap day in its own year while it is ahead', () => {
    const november = named(Date.parse('2028-11-10T04:00:00Z'));
    expect(november['month-end']).toBe('2028-11-30T23:59');
    expect(named(Date.parse('2028-01-10T04:00:00Z'))['leap-day']).toBe('2028-02-29T12:00');
    expect(november['leap-day']).toBe('2032-02-29T12:00');
  });
});

