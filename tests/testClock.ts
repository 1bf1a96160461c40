/**
 * The instant a test run pretends it is, so that every test can be run at instants chosen to break date code
 * (scripts/testCalendar.ts). TEST_CLOCK is "HH:MM" China time on today's China date, or an ISO instant;
 * unset or empty, tests see the real clock.
 */
const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

export function testClockStart(value = process.env.TEST_CLOCK, now = Date.now()): number | null {
  if (!value) return null;
  const wallTime = /^(\d{1,2}):(\d{2})$/.exec(value);
  if (wallTime) {
    const [hour, minute] = [Number(wallTime[1]), Number(wallTime[2])];
    if (hour > 23 || minute > 59) throw new Error(`TEST_CLOCK ${value}: not a time of day`);
    const chinaMidnight = Math.floor((now + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS;
    return chinaMidnight + (hour * 60 + minute) * 60_000;
  }
  const instant = Date.parse(value);
  if (Number.isNaN(instant)) throw new Error(`TEST_CLOCK ${value}: expected HH:MM (China time) or an ISO instant`);
  return instant;
}

export interface CalendarInstant {
  /** What the instant is chosen to break, as the runner prints it. */
  name: string;
  at: number;
}

const chinaParts = (time: number) => new Date(time + CHINA_OFFSET_MS).toISOString().slice(0, 10).split('-').map(Number);
const chinaWall = (year: number, month: number, day: number, hour: number, minute: number) =>
  Date.UTC(year, month - 1, day, hour, minute) - CHINA_OFFSET_MS;

/**
 * Instants that break date code, from now on (China time): a month's first hour, a month's last minute (the
 * 31st or the 30th), the year's last minute, a leap day, a year and a month from now, and both sides of the
 * nightly 06:00 boundary. The whole suite runs at each (npm run test:calendar); npm test at the first two
 * `QUICK_INSTANTS` of them.
 */
export function calendarInstants(now = Date.now()): CalendarInstant[] {
  const [year, month, today] = chinaParts(now);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const isLeap = (candidate: number) => new Date(Date.UTC(candidate, 1, 29)).getUTCDate() === 29;
  const leapYear = [0, 1, 2, 3, 4].map((shift) => year + shift).find((candidate) => isLeap(candidate) && chinaWall(candidate, 2, 29, 12, 0) > now)!;
  return [
    { name: 'month-start', at: chinaWall(year, month + 1, 1, 0, 30) },
    { name: 'year-end', at: chinaWall(year, 12, 31, 23, 59) },
    { name: 'month-end', at: chinaWall(year, month, lastDay, 23, 59) },
    { name: 'leap-day', at: chinaWall(leapYear, 2, 29, 12, 0) },
    { name: 'in-400-days', at: now + 400 * DAY_MS },
    { name: 'before-six', at: chinaWall(year, month, today, 5, 59) },
    { name: 'six', at: chinaWall(year, month, today, 6, 0) },
  ];
}

/** How many of `calendarInstants` npm test runs the stand-in's, rules' and machines' tests at. */
export const QUICK_INSTANTS = 2;

