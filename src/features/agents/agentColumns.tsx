import { formatDate } from '../../rules/dates.ts';
import { formatYuan } from '../../rules/money.ts';
import { StatusTag } from '../../ui/resource/StatusTag.tsx';
import type { BuiltColumn } from '../../ui/resource/declaredList.ts';
import type { TableColumn } from '../../ui/table/types.ts';

type Options = { width?: number; sortable?: boolean };

/** What a built column tells a declared list: its field, and that it sorts when built `sortable: true`. */
type Built<T, F extends string, O> = BuiltColumn<T, { field: F } & (O extends { sortable: true } ? { orderBy: 'none' } : object)>;

/** A column that sorts on the server when `sortable`. */
const column = <T,>(field: keyof T & string, title: string, width: number, sortable?: boolean): TableColumn<T> => ({
  field,
  title,
  width,
  ...(sortable ? { orderBy: 'none' as const } : {}),
});

/** A number, right-aligned. */
export const count = <T, F extends keyof T & string, O extends Options = object>(field: F, title: string, options?: O): Built<T, F, O> =>
  ({ ...column<T>(field, title, options?.width ?? 100, options?.sortable), titleAlign: 'right', contentAlign: 'right' }) as unknown as Built<T, F, O>;

/** An amount in fen shown in 元 (P1: 2 decimals, right-aligned). */
export const yuan = <T, F extends keyof T & string, O extends Options = object>(field: F, title: string, options?: O): Built<T, F, O> =>
  ({ ...count<T, F, Options>(field, title, { width: 130, ...options }), formatter: (value: unknown) => formatYuan(Number(value)) }) as unknown as Built<T, F, O>;

export const day = <T, F extends keyof T & string, O extends Options = object>(field: F, title: string, options?: O): Built<T, F, O> =>
  ({ ...column<T>(field, title, options?.width ?? 120, options?.sortable), formatter: (value: unknown) => (value ? formatDate(value as number) : '') }) as unknown as Built<T, F, O>;

export const status = <T, F extends keyof T & string>(field: F, title: string, width = 100): Built<T, F, object> => ({
  field,
  title,
  width,
  cellComponent: ({ value }) => <StatusTag status={String(value)} />,
});

export const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }));
