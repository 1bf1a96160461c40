import { formatDate } from '../../rules/dates.ts';
import { formatYuan } from '../../rules/money.ts';
import { StatusTag } from '../../ui/resource/StatusTag.tsx';
import type { TableColumn } from '../../ui/table/types.ts';

type Options = { width?: number; sortable?: boolean };

/** An amount in fen shown in 元 (P1: 2 decimals, right-aligned). */
export const yuan = <T,>(field: keyof T & string, title: string, { width = 130, sortable }: Options = {}): TableColumn<T> => ({
  field,
  title,
  width,
  titleAlign: 'right',
  contentAlign: 'right',
  ...(sortable ? { orderBy: 'none' as const } : {}),
  formatter: (value) => formatYuan(Number(value)),
});

export const day = <T,>(field: keyof T & string, title: string, { width = 120, sortable }: Options = {}): TableColumn<T> => ({
  field,
  title,
  width,
  ...(sortable ? { orderBy: 'none' as const } : {}),
  formatter: (value) => (value ? formatDate(value as number) : ''),
});

export const count = <T,>(field: keyof T & string, title: string, { width = 100, sortable }: Options = {}): TableColumn<T> => ({
  field,
  title,
  width,
  titleAlign: 'right',
  contentAlign: 'right',
  ...(sortable ? { orderBy: 'none' as const } : {}),
});

export const status = <T,>(field: keyof T & string, title: string, width = 100): TableColumn<T> => ({
  field,
  title,
  width,
  cellComponent: ({ value }) => <StatusTag status={String(value)} />,
});

export const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }));
