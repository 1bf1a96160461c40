import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampTime, displayTime, formatHasSeconds, hourAllowed, minuteAllowed, parseTime, secondAllowed, serializeTime, to24Hour } from './times.ts';

describe('time picker rules', () => {
  it('shows seconds only when the format has them', () => {
    expect(formatHasSeconds('HH:mm:ss')).toBe(true);
    expect(formatHasSeconds('HH:mm')).toBe(false);
    expect(serializeTime({ hour: 9, minute: 5, second: 7 }, 'HH:mm')).toBe('09:05');
    expect(serializeTime({ hour: 9, minute: 5, second: 7 })).toBe('09:05:07');
  });
  it('shows 12-hour times with 上午 and 下午', () => {
    expect(displayTime({ hour: 0, minute: 0, second: 0 }, 12)).toBe('上午 12:00:00');
    expect(displayTime({ hour: 12, minute: 30, second: 0 }, 12)).toBe('下午 12:30:00');
    expect(displayTime({ hour: 14, minute: 5, second: 9 }, 12, 'HH:mm')).toBe('下午 02:05');
    expect(displayTime({ hour: 14, minute: 5, second: 9 }, 24)).toBe('14:05:09');
    expect([to24Hour(12, false), to24Hour(12, true), to24Hour(3, true)]).toEqual([0, 12, 15]);
  });
  it('reads 24-hour text and refuses impossible times', () => {
    expect(parseTime('08:30')).toEqual({ hour: 8, minute: 30, second: 0 });
    expect(parseTime('23:59:59')).toEqual({ hour: 23, minute: 59, second: 59 });
    expect([parseTime('24:00'), parseTime('12:60'), parseTime('abc'), parseTime(null)]).toEqual([null, null, null, null]);
  });
  it('disables hours, minutes and seconds outside the start/end bounds', () => {
    const bounds = { min: { hour: 9, minute: 30, second: 15 }, max: { hour: 17, minute: 0, second: 0 } };
    expect([hourAllowed(8, bounds), hourAllowed(9, bounds), hourAllowed(17, bounds), hourAllowed(18, bounds)]).toEqual([false, true, true, false]);
    expect([minuteAllowed(9, 29, bounds), minuteAllowed(9, 30, bounds), minuteAllowed(17, 1, bounds)]).toEqual([false, true, false]);
    expect([secondAllowed({ hour: 9, minute: 30, second: 14 }, bounds), secondAllowed({ hour: 9, minute: 30, second: 15 }, bounds)]).toEqual([false, true]);
  });
  it('moves a picked time inside the bounds', () => {
    const bounds = { min: { hour: 9, minute: 30, second: 0 }, max: { hour: 17, minute: 0, second: 0 } };
    expect(clampTime({ hour: 9, minute: 0, second: 0 }, bounds)).toEqual(bounds.min);
    expect(clampTime({ hour: 17, minute: 45, second: 0 }, bounds)).toEqual(bounds.max);
    expect(clampTime({ hour: 12, minute: 0, second: 0 }, bounds)).toEqual({ hour: 12, minute: 0, second: 0 });
  });
  it('round-trips every time of day through its text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 59 }), (hour, minute, second) => {
        expect(parseTime(serializeTime({ hour, minute, second }))).toEqual({ hour, minute, second });
      }),
      { numRuns: 2000 },
    );
  });
});
