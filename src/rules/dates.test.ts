import 'dayjs/locale/zh-cn';
import dayjs from 'dayjs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RANGE_PRESETS, formatDate, formatRange, orderRange, serializeDate, toDayjs } from './dates.ts';

describe('dates', () => {
  it('reads 10-digit timestamps as seconds and longer ones as milliseconds', () => {
    expect(formatDate(1_763_798_400, 'YYYY-MM-DD HH:mm')).toBe(dayjs(1_763_798_400_000).format('YYYY-MM-DD HH:mm'));
    expect(formatDate('1763798400')).toBe(dayjs(1_763_798_400_000).format('YYYY-MM-DD'));
    expect(formatDate(1_763_798_400_000)).toBe(dayjs(1_763_798_400_000).format('YYYY-MM-DD'));
  });
  it('formats YYYY-MM-DD by default and serialises YYYY-MM-DD HH:mm:ss', () => {
    const date = new Date(2026, 10, 22, 9, 5, 7);
    expect(formatDate(date)).toBe('2026-11-22');
    expect(serializeDate(date)).toBe('2026-11-22 09:05:07');
  });
  it('shows nothing for a missing or invalid date', () => {
    expect([formatDate(null), formatDate(''), formatDate('not a date'), formatDate(undefined)]).toEqual(['', '', '', '']);
    expect(toDayjs('garbage')).toBeNull();
  });
  it('orders a range so the earlier pick is the start, joined with 至', () => {
    const later = new Date(2026, 10, 22);
    const earlier = new Date(2026, 10, 1);
    expect(orderRange(later, earlier)).toEqual([earlier, later]);
    expect(formatRange(orderRange(later, earlier))).toBe('2026-11-01 至 2026-11-22');
    expect(formatRange([earlier, null])).toBe('');
  });
  it('any two picks come out ordered', () => {
    fc.assert(
      fc.property(fc.date({ noInvalidDate: true }), fc.date({ noInvalidDate: true }), (a, b) => {
        const [start, end] = orderRange(a, b);
        expect(start.getTime()).toBeLessThanOrEqual(end.getTime());
        expect(new Set([start, end])).toEqual(new Set([a, b]));
      }),
      { numRuns: 2000 },
    );
  });
  it('round-trips a serialised date', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(1971, 0, 1), max: new Date(2200, 0, 1), noInvalidDate: true }), (date) => {
        const text = serializeDate(date);
        expect(serializeDate(dayjs(text, 'YYYY-MM-DD HH:mm:ss').toDate())).toBe(text);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('range presets', () => {
  // Wednesday 2026-11-18, 15:30.
  const now = dayjs(new Date(2026, 10, 18, 15, 30));
  const shown = (label: string) => formatRange(RANGE_PRESETS.find((preset) => preset.label === label)!.range(now));
  it.each([
    ['今天', '2026-11-18 至 2026-11-18'],
    ['昨天', '2026-11-17 至 2026-11-17'],
    ['本周', '2026-11-16 至 2026-11-22'],
    ['上周', '2026-11-09 至 2026-11-15'],
    ['本月', '2026-11-01 至 2026-11-30'],
    ['上月', '2026-10-01 至 2026-10-31'],
    ['近3天', '2026-11-16 至 2026-11-18'],
    ['近7天', '2026-11-12 至 2026-11-18'],
    ['近30天', '2026-10-20 至 2026-11-18'],
    ['本季度', '2026-10-01 至 2026-12-31'],
    ['本年', '2026-01-01 至 2026-12-31'],
    ['未来30天', '2026-11-18 至 2026-12-17'],
  ])('%s → %s', (label, range) => expect(shown(label)).toBe(range));

  it('covers whole days', () => {
    const [start, end] = RANGE_PRESETS[0].range(now);
    expect(serializeDate(start)).toBe('2026-11-18 00:00:00');
    expect(serializeDate(end)).toBe('2026-11-18 23:59:59');
  });
});
