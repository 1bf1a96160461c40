/**
 * Calendar arithmetic for extending services, contracts and memberships. The business day is China's
 * (UTC+8, no daylight saving), and a year or a month is a calendar unit, never a count of days:
 * 2027-03-26 plus one year is 2028-03-26 across the leap day, and 29 Feb plus one year is 28 Feb.
 */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

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

const DAY_MS = 24 * 60 * 60 * 1000;

/** The end of a period that starts at `time`. */
export const addPeriod = (time: number, period: Period): number =>
  'months' in period ? addMonths(time, period.months) : time + period.days * DAY_MS;
