import { formatDate } from '../../rules/dates.ts';
import { formatYuan } from '../../rules/money.ts';
import { StatusTag } from '../../ui/resource/StatusTag.tsx';
import type { TableColumn } from '../../ui/table/types.ts';

type Options = { width?: number; sortable?: boolean };

/** A column that sorts on the server when `sortable`. */
const column = <T,>(field: keyof T & string, title: string, width: number, sortable?: boolean): TableColumn<T> => ({
  field,
  title,
  width,
  ...(sortable ? { orderBy: 'none' as const } : {}),
});

/** A number, right-aligned. */
export const count = <T,>(field: keyof T & string, title: string, { width = 100, sortable }: Options = {}): TableColumn<T> => ({
  ...column<T>(field, title, width, sortable),
  titleAlign: 'right',
  contentAlign: 'right',
});

/** An amount in fen shown in 元 (P1: 2 decimals, right-aligned). */
export const yuan = <T,>(field: keyof T & string, title: string, { width = 130, sortable }: Options = {}): TableColumn<T> => ({
  ...count<T>(field, title, { width, sortable }),
  formatter: (value) => formatYuan(Number(value)),
});

export const day = <T,>(field: keyof T & string, title: string, { width = 120, sortable }: Options = {}): TableColumn<T> => ({
  ...column<T>(field, title, width, sortable),
  formatter: (value) => (value ? formatDate(value as number) : ''),
});

export const status = <T,>(field: keyof T & string, title: string, width = 100): TableColumn<T> => ({
  field,
  title,
  width,
  cellComponent: ({ value }) => <StatusTag status={String(value)} />,
});

export const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }));
