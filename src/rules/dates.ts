import dayjs, { type Dayjs } from 'dayjs';

/** Date constants. (docs/product.md#limits) */
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const RANGE_SEPARATOR = '至';

export type DateInput = number | string | Date | Dayjs | null | undefined;

function fromNumber(value: number): Dayjs {
  return dayjs(String(Math.abs(Math.trunc(value))).length <= 10 ? value * 1000 : value);
}

/** A date from what the server or a picker gives: 10-digit numbers are Unix seconds, longer ones milliseconds. */
export function toDayjs(value: DateInput): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed =
    typeof value === 'number' ? fromNumber(value) : typeof value === 'string' && /^\d{10}$/.test(value) ? fromNumber(Number(value)) : dayjs(value);
  return parsed.isValid() ? parsed : null;
}

/** Shown text of a date ('' for none or an invalid one), YYYY-MM-DD unless told otherwise. */
export function formatDate(value: DateInput, format = DATE_FORMAT): string {
  return toDayjs(value)?.format(format) ?? '';
}

/** What goes to the server: YYYY-MM-DD HH:mm:ss. */
export function serializeDate(value: DateInput): string {
  return formatDate(value, DATE_TIME_FORMAT);
}

export type DateRange = [Date, Date];

/** A range picked in any order, earlier first (docs/product.md#flows). */
export function orderRange(first: Date, second: Date): DateRange {
  return first.getTime() <= second.getTime() ? [first, second] : [second, first];
}

/** '2026-11-01 至 2026-11-22'; '' when either end is missing. */
export function formatRange(range: readonly [DateInput, DateInput], format = DATE_FORMAT): string {
  const [start, end] = range.map((value) => formatDate(value, format));
  return start && end ? `${start} ${RANGE_SEPARATOR} ${end}` : '';
}

export interface RangePreset {
  label: string;
  range(now: Dayjs): DateRange;
}

const days = (now: Dayjs, from: number, to: number): DateRange => [
  now.add(from, 'day').startOf('day').toDate(),
  now.add(to, 'day').endOf('day').toDate(),
];
const whole = (start: Dayjs, unit: 'week' | 'month' | 'year'): DateRange => [start.startOf(unit).toDate(), start.endOf(unit).toDate()];
/** Weeks start on Monday whatever the locale is set to. */
const mondayOf = (day: Dayjs) => day.subtract((day.day() + 6) % 7, 'day').startOf('day');
const quarterOf = (day: Dayjs): DateRange => {
  const start = day.month(Math.floor(day.month() / 3) * 3).startOf('month');
  return [start.toDate(), start.add(2, 'month').endOf('month').toDate()];
};

/** The Chinese range presets of the date pickers, each inclusive of whole days. */
export const RANGE_PRESETS: RangePreset[] = [
  { label: '今天', range: (now) => days(now, 0, 0) },
  { label: '昨天', range: (now) => days(now, -1, -1) },
  { label: '本周', range: (now) => [mondayOf(now).toDate(), mondayOf(now).add(6, 'day').endOf('day').toDate()] },
  {
    label: '上周',
    range: (now) => [mondayOf(now).subtract(7, 'day').toDate(), mondayOf(now).subtract(1, 'day').endOf('day').toDate()],
  },
  { label: '本月', range: (now) => whole(now, 'month') },
  { label: '上月', range: (now) => whole(now.subtract(1, 'month'), 'month') },
  { label: '近3天', range: (now) => days(now, -2, 0) },
  { label: '近7天', range: (now) => days(now, -6, 0) },
  { label: '近30天', range: (now) => days(now, -29, 0) },
  { label: '本季度', range: (now) => quarterOf(now) },
  { label: '本年', range: (now) => whole(now, 'year') },
  { label: '未来30天', range: (now) => days(now, 0, 29) },
];
