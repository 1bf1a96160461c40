import dayjs from 'dayjs';
import { DATE_FORMAT } from '../../rules/dates.ts';

/** The days a chart's period label covers ('2026-03', '2026-Q1', '2026'), as a list's date range. */
export function periodRange(label: string): { dateFrom: string; dateTo: string } {
  const quarter = /^(\d{4})-Q([1-4])$/.exec(label);
  const start = quarter ? dayjs(`${quarter[1]}-${String(Number(quarter[2]) * 3 - 2).padStart(2, '0')}-01`) : dayjs(label.length === 4 ? `${label}-01-01` : `${label}-01`);
  const end = quarter ? start.add(2, 'month').endOf('month') : label.length === 4 ? start.endOf('year') : start.endOf('month');
  return { dateFrom: start.format(DATE_FORMAT), dateTo: end.format(DATE_FORMAT) };
}

/** The address of a list with these parameters. */
export const listHref = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params)}`;
