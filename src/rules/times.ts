/** Time picker: 12- or 24-hour, format HH:mm:ss unless told otherwise. (docs/product.md#validation) */
export const DEFAULT_TIME_FORMAT = 'HH:mm:ss';
export const AM_TEXT = '上午';
export const PM_TEXT = '下午';

export type ClockMode = 12 | 24;

export interface TimeOfDay {
  hour: number;
  minute: number;
  second: number;
}

const SECONDS_PER_DAY = 24 * 3600;

/** Seconds are shown (and picked) only when the format has them. */
export function formatHasSeconds(format: string): boolean {
  return format.includes('s');
}

/** Reads 'HH:mm' or 'HH:mm:ss' (24-hour); null for anything else. */
export function parseTime(text: string | null | undefined): TimeOfDay | null {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text?.trim() ?? '');
  if (!match) return null;
  const [hour, minute, second] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) return null;
  return { hour, minute, second };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The stored value: always 24-hour, seconds only when the format has them. */
export function serializeTime(time: TimeOfDay, format = DEFAULT_TIME_FORMAT): string {
  const base = `${pad(time.hour)}:${pad(time.minute)}`;
  return formatHasSeconds(format) ? `${base}:${pad(time.second)}` : base;
}

/** The shown value: '14:05:09' in 24-hour mode, '下午 02:05:09' in 12-hour mode. */
export function displayTime(time: TimeOfDay, mode: ClockMode = 24, format = DEFAULT_TIME_FORMAT): string {
  if (mode === 24) return serializeTime(time, format);
  const hour12 = time.hour % 12 === 0 ? 12 : time.hour % 12;
  return `${time.hour < 12 ? AM_TEXT : PM_TEXT} ${serializeTime({ ...time, hour: hour12 }, format)}`;
}

/** 12-hour clock hour (1–12) and half of the day back to the 24-hour hour. */
export function to24Hour(hour12: number, pm: boolean): number {
  return (hour12 % 12) + (pm ? 12 : 0);
}

export function secondsOfDay(time: TimeOfDay): number {
  return time.hour * 3600 + time.minute * 60 + time.second;
}

export interface TimeBounds {
  min?: TimeOfDay | null;
  max?: TimeOfDay | null;
}

function overlaps(from: number, to: number, { min, max }: TimeBounds): boolean {
  return to >= (min ? secondsOfDay(min) : 0) && from <= (max ? secondsOfDay(max) : SECONDS_PER_DAY - 1);
}

/** Whether any second of the hour lies within the bounds (a range's start and end limit each other). */
export function hourAllowed(hour: number, bounds: TimeBounds): boolean {
  return overlaps(hour * 3600, hour * 3600 + 3599, bounds);
}

export function minuteAllowed(hour: number, minute: number, bounds: TimeBounds): boolean {
  const from = hour * 3600 + minute * 60;
  return overlaps(from, from + 59, bounds);
}

export function secondAllowed(time: TimeOfDay, bounds: TimeBounds): boolean {
  const at = secondsOfDay(time);
  return overlaps(at, at, bounds);
}

/** A picked time moved inside the bounds (picking 09 when the start is 09:30 gives 09:30). */
export function clampTime(time: TimeOfDay, { min, max }: TimeBounds): TimeOfDay {
  if (min && secondsOfDay(time) < secondsOfDay(min)) return min;
  if (max && secondsOfDay(time) > secondsOfDay(max)) return max;
  return time;
}
