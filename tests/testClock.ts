/**
 * The instant a test run pretends it is, so that clock-sensitive tests can be run at chosen hours
 * (scripts/testHours.ts). TEST_CLOCK is "HH:MM" China time on today's China date, or an ISO instant;
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
