import dayjs, { type Dayjs } from 'dayjs';
import { chinaDay } from '../rules/calendar.ts';

/**
 * The services' clock, as this browser learns it from their answers' Date header: business dates (today, this month,
 * the earliest day a form takes) are the services' China days, not this computer's, whose clock or time zone may be
 * off (docs/product.md#limits). A difference of a few seconds is the header's rounding and the trip, not a wrong clock.
 */
const TOLERANCE_MS = 5_000;
let offsetMs = 0;

export function learnServiceTime(dateHeader: string | null, receivedAt = Date.now()): void {
  const at = Date.parse(dateHeader ?? '');
  if (!Number.isFinite(at)) return;
  const offset = at - receivedAt;
  offsetMs = Math.abs(offset) > TOLERANCE_MS ? offset : 0;
}

/** Now, on the services' clock. */
export const businessNow = (): number => Date.now() + offsetMs;

/** The services' China date today, as this browser's local midnight (what date pickers and presets count in). */
export const businessToday = (): Dayjs => dayjs(chinaDay(businessNow()));
