import { DATE_TIME_FORMAT, formatDate } from '../../rules/dates.ts';
import { StatusTag } from '../../ui/resource/StatusTag.tsx';
import type { BuiltColumn } from '../../ui/resource/declaredList.ts';
import type { ColumnFilterOption } from '../../ui/table/types.ts';
import { formatCount } from '../../rules/numbers.ts';

/** Shared column shapes of the SMS screens. */
export const dateTime = (value: unknown) => (value ? formatDate(value as number, DATE_TIME_FORMAT) : '');

export const AUDIT_FILTER = ['审核中', '审核通过', '审核未通过', '已撤回'];

export const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }));

export function statusColumn<T, F extends keyof T & string>(field: F, title: string, values: readonly string[], width = 120): BuiltColumn<T, { field: F; filters: ColumnFilterOption[] }> {
  return { field, title, width, filters: options(values), cellComponent: ({ value }) => <StatusTag status={String(value)} />, formatter: (value) => String(value) };
}

export function timeColumn<T, F extends keyof T & string>(field: F, title: string): BuiltColumn<T, { field: F; orderBy: 'desc' }> {
  return { field, title, width: 170, orderBy: 'desc', formatter: (value) => dateTime(value) };
}

export const countText = (value: unknown) => formatCount(Number(value));
