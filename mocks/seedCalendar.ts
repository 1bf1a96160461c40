import { chinaDay, chinaDayStart, chinaMonthStart, chinaYear } from '../src/rules/calendar.ts';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/**
 * The instant a world is seeded at and the China calendar around it. Every date a seed writes is worked out
 * from it, so the world is live whatever day it is seeded on: this month has sales, services fall due within
 * 30 days, today has its sends (docs/architecture.md#the-stand-ins-world-keeps-time). The same instant gives
 * the same world, row for row.
 */
export class SeedCalendar {
  constructor(readonly now: number) {}

  /** `days` China days from today (before it when negative) at the China wall time given. */
  day(days: number, hours = 0, minutes = 0): number {
    return chinaDayStart(this.now, days) + hours * HOUR_MS + minutes * MINUTE_MS;
  }

  /** 'YYYY-MM-DD' of the China day `days` from today. */
  date(days: number): string {
    return chinaDay(this.day(days));
  }

  /** The first instant of the China month `months` from this one. */
  monthStart(months = 0): number {
    return chinaMonthStart(this.now, months);
  }

  /** A moment of this month so far: `fraction` (0 to 1) of the way from its first instant to now. */
  thisMonth(fraction: number): number {
    return this.between(this.monthStart(), fraction);
  }

  /** A moment of today so far: `fraction` (0 to 1) of the way from midnight to now. */
  today(fraction: number): number {
    return this.between(this.day(0), fraction);
  }

  /** The China calendar year `shift` years from this one. */
  year(shift = 0): number {
    return chinaYear(this.now) + shift;
  }

  private between(start: number, fraction: number): number {
    return start + Math.floor(Math.min(Math.max(fraction, 0), 1) * (this.now - start));
  }
}
