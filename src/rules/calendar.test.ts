import { describe, expect, it } from 'vitest';
import { addMonths, addPeriod, addYears, chinaDay, chinaDayStart, chinaMonth, chinaMonthStart, chinaYear, renewedUntil } from './calendar.ts';

const china = (text: string) => Date.parse(`${text}+08:00`);
const chinaText = (time: number) => new Date(time + 8 * 3600_000).toISOString().slice(0, 19);

describe('calendar arithmetic in China time', () => {
  it('a year across a leap day keeps the calendar date', () => {
    expect(chinaText(addYears(china('2027-03-26T10:00:00'), 1))).toBe('2028-03-26T10:00:00');
    expect(chinaText(addYears(china('2027-03-26T00:00:00'), 3))).toBe('2030-03-26T00:00:00');
  });

  it('29 Feb plus a year is 28 Feb; 31 Jan plus a month is the end of February', () => {
    expect(chinaText(addYears(china('2028-02-29T23:59:59'), 1))).toBe('2029-02-28T23:59:59');
    expect(chinaText(addMonths(china('2027-01-31T08:00:00'), 1))).toBe('2027-02-28T08:00:00');
    expect(chinaText(addMonths(china('2028-01-31T08:00:00'), 1))).toBe('2028-02-29T08:00:00');
  });

  it('months roll over the year and count backwards', () => {
    expect(chinaText(addMonths(china('2026-11-30T12:00:00'), 3))).toBe('2027-02-28T12:00:00');
    expect(chinaText(addMonths(china('2027-03-31T00:30:00'), -1))).toBe('2027-02-28T00:30:00');
  });

  it('uses the China date even when the UTC date differs', () => {
    // 2027-02-01 00:30 in China is still 31 Jan in UTC.
    expect(chinaText(addMonths(china('2027-02-01T00:30:00'), 1))).toBe('2027-03-01T00:30:00');
  });

  it('a period is months or days', () => {
    expect(chinaText(addPeriod(china('2027-01-15T00:00:00'), { months: 3 }))).toBe('2027-04-15T00:00:00');
    expect(chinaText(addPeriod(china('2027-01-15T00:00:00'), { days: 7 }))).toBe('2027-01-22T00:00:00');
  });

  it('a renewal runs on from the current expiry, or from now once that has passed', () => {
    const now = china('2027-06-01T09:00:00');
    expect(chinaText(renewedUntil(china('2028-02-29T23:59:59'), now, 1))).toBe('2029-02-28T23:59:59');
    expect(chinaText(renewedUntil(china('2027-03-26T10:00:00'), now, 2))).toBe('2029-06-01T09:00:00');
  });
});

describe('China calendar of an instant', () => {
  it("names the day, month and year in China's time zone", () => {
    expect(chinaDay(china('2026-11-23T00:00:00'))).toBe('2026-11-23');
    expect(chinaDay(china('2026-11-22T23:59:59'))).toBe('2026-11-22');
    expect(chinaMonth(china('2027-01-01T00:30:00'))).toBe('2027-01');
    expect(chinaYear(china('2027-01-01T00:30:00'))).toBe(2027);
    expect(chinaYear(china('2026-12-31T23:59:00'))).toBe(2026);
  });

  it('finds the start of a day and a month, shifted either way', () => {
    expect(chinaText(chinaDayStart(china('2028-02-29T12:00:00')))).toBe('2028-02-29T00:00:00');
    expect(chinaText(chinaDayStart(china('2028-02-29T12:00:00'), 1))).toBe('2028-03-01T00:00:00');
    expect(chinaText(chinaDayStart(china('2027-01-01T00:30:00'), -1))).toBe('2026-12-31T00:00:00');
    expect(chinaText(chinaMonthStart(china('2026-12-31T23:59:00')))).toBe('2026-12-01T00:00:00');
    expect(chinaText(chinaMonthStart(china('2026-12-31T23:59:00'), 1))).toBe('2027-01-01T00:00:00');
    expect(chinaText(chinaMonthStart(china('2027-01-01T00:30:00'), -23))).toBe('2025-02-01T00:00:00');
  });
});
