import dayjs from 'dayjs';
import { DATE_FORMAT } from '../../rules/dates.ts';
import type { ListCriteria } from '../../../machines/tableQuery.machine.ts';
import { businessToday } from '../businessClock.ts';

/** A field of a list's query bar (docs/product.md#screen-patterns). */
export type QueryField =
  | { kind: 'keyword'; label?: string; placeholder: string }
  | { kind: 'select'; name: string; label: string; options: ReadonlyArray<{ label: string; value: string }> }
  | {
      kind: 'dateRange';
      label: string;
      /** Without dates in the address (and no scoped filter), the list shows the last this many days (1: 今天, 30: 近30天). */
      defaultDays?: number;
      /**
       * Without dates in the address, the list shows this period, scoped filter or not: 本月 (the whole
       * calendar month), or the year up to today (a customer's renewals, which come once a year).
       */
      defaultPeriod?: 'month' | 'year';
      /** The longest span 查询 accepts, in days (both ends counted). */
      maxDays?: number;
    };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function periodUpToNow(period: 'month' | 'year'): { dateFrom: string; dateTo: string } {
  const today = businessToday();
  const [from, to] = period === 'month' ? [today.startOf('month'), today.endOf('month')] : [today.subtract(1, 'year').add(1, 'day'), today];
  return { dateFrom: from.format(DATE_FORMAT), dateTo: to.format(DATE_FORMAT) };
}

/**
 * The criteria a list's address holds (P1: filters live in the route query, so 返回 from a detail
 * restores them). Only the declared fields and the fixed `scoped` filters are read; anything else
 * in the address is left alone.
 */
export function criteriaFromSearch(search: string, fields: readonly QueryField[], scoped: readonly string[] = []): ListCriteria {
  const params = new URLSearchParams(search);
  const criteria: ListCriteria = {};
  const filters: Record<string, string> = {};
  for (const field of fields) {
    if (field.kind === 'keyword') {
      const keyword = params.get('keyword')?.trim();
      if (keyword) criteria.keyword = keyword;
    } else if (field.kind === 'dateRange') {
      const from = params.get('dateFrom') ?? '';
      const to = params.get('dateTo') ?? '';
      if (DATE.test(from) && DATE.test(to)) Object.assign(criteria, from <= to ? { dateFrom: from, dateTo: to } : { dateFrom: to, dateTo: from });
      else if (field.defaultPeriod) Object.assign(criteria, periodUpToNow(field.defaultPeriod));
      else if (field.defaultDays && !scoped.some((name) => params.get(name))) {
        const today = businessToday();
        Object.assign(criteria, { dateFrom: today.subtract(field.defaultDays - 1, 'day').format(DATE_FORMAT), dateTo: today.format(DATE_FORMAT) });
      }
    } else {
      const value = params.get(field.name);
      if (value && field.options.some((option) => option.value === value)) filters[field.name] = value;
    }
  }
  for (const name of scoped) {
    const value = params.get(name);
    if (value) filters[name] = value;
  }
  if (Object.keys(filters).length > 0) criteria.filters = filters;
  return criteria;
}

/** Why a date range cannot be searched (longer than the field allows), or null. */
export function rangeProblem(field: QueryField, dateFrom: string, dateTo: string): string | null {
  if (field.kind !== 'dateRange' || !field.maxDays) return null;
  return dayjs(dateTo).diff(dayjs(dateFrom), 'day') + 1 > field.maxDays ? `查询时间跨度不能超过${field.maxDays}天` : null;
}

/** The address of the same list with these criteria (scoped filters and unrelated parameters kept). */
export function searchWithCriteria(search: string, fields: readonly QueryField[], criteria: ListCriteria): string {
  const params = new URLSearchParams(search);
  for (const field of fields) {
    if (field.kind === 'keyword') params.delete('keyword');
    else if (field.kind === 'dateRange') ['dateFrom', 'dateTo'].forEach((name) => params.delete(name));
    else params.delete(field.name);
  }
  if (criteria.keyword) params.set('keyword', criteria.keyword);
  if (criteria.dateFrom && criteria.dateTo) {
    params.set('dateFrom', criteria.dateFrom);
    params.set('dateTo', criteria.dateTo);
  }
  for (const field of fields) {
    if (field.kind === 'select' && criteria.filters?.[field.name]) params.set(field.name, criteria.filters[field.name]);
  }
  return params.toString();
}

/**
 * The criteria a search for `next` holds on this address, as a reload would read them back: what is left empty
 * falls back to the fields' defaults, and the filters the address fixes (`scoped`) stay.
 */
export function criteriaOnAddress(search: string, fields: readonly QueryField[], scoped: readonly string[], next: ListCriteria): ListCriteria {
  return criteriaFromSearch(searchWithCriteria(search, fields, next), fields, scoped);
}
