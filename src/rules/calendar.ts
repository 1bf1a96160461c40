/**
 * Calendar arithmetic for extending services, contracts and memberships. The business day is China's
 * (UTC+8, no daylight saving), and a year or a month is a calendar unit, never a count of days:
 * 2027-03-26 plus one year is 2028-03-26 across the leap day, and 29 Feb plus one year is 28 Feb.
 */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The China calendar day of an instant, 'YYYY-MM-DD'. */
export const chinaDay = (time: number): string => new Date(time + CHINA_OFFSET_MS).toISOString().slice(0, 10);

/** The China calendar month of an instant, 'YYYY-MM'. */
export const chinaMonth = (time: number): string => chinaDay(time).slice(0, 7);

/** The first instant of the China day holding `time`, `days` days later (earlier when negative). */
export const chinaDayStart = (time: number, days = 0): number =>
  (Math.floor((time + CHINA_OFFSET_MS) / DAY_MS) + days) * DAY_MS - CHINA_OFFSET_MS;

/** The first instant of the China month holding `time`, `months` months later (earlier when negative). */
export function chinaMonthStart(time: number, months = 0): number {
  const wall = new Date(time + CHINA_OFFSET_MS);
  return Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth() + months, 1) - CHINA_OFFSET_MS;
}

/** The China calendar year of an instant. */
export const chinaYear = (time: number): number => new Date(time + CHINA_OFFSET_MS).getUTCFullYear();

/** The moment `months` calendar months after `time` at the same time of day in China; a day the target month lacks becomes its last day. */
export function addMonths(time: number, months: number): number {
  const wall = new Date(time + CHINA_OFFSET_MS);
  const totalMonths = wall.getUTCFullYear() * 12 + wall.getUTCMonth() + Math.trunc(months);
  const year = Math.floor(totalMonths / 12);
  const month = totalMonths - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const shifted = Date.UTC(
    year,
    month,
    Math.min(wall.getUTCDate(), lastDay),
    wall.getUTCHours(),
    wall.getUTCMinutes(),
    wall.getUTCSeconds(),
    wall.getUTCMilliseconds(),
  );
  return shifted - CHINA_OFFSET_MS;
}

/** The moment `years` calendar years after `time` (29 Feb becomes 28 Feb in a common year). */
export const addYears = (time: number, years: number): number => addMonths(time, years * 12);

/** The expiry a renewal by `years` gives: counted from the current expiry, or from `now` when that has passed. */
export const renewedUntil = (expireAt: number, now: number, years: number): number => addYears(Math.max(expireAt, now), years);

/** A length of time as the business counts it: whole calendar months, or days. */
export type Period = { months: number } | { days: number };

/** The end of a period that starts at `time`. */
export const addPeriod = (time: number, period: Period): number =>
  'months' in period ? addMonths(time, period.months) : time + period.days * DAY_MS;
