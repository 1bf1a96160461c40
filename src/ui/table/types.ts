import type { ReactNode } from 'react';

import type { SortOrder, TablePage, TableQuery } from '../../../machines/tableQuery.machine.ts';

export type { SortOrder, SortState, TablePage, TableQuery } from '../../../machines/tableQuery.machine.ts';
export type Align = 'left' | 'center' | 'right';

/** One filter choice of a column (docs/product.md#fields); the table adds 全部 in front of them. */
export interface ColumnFilterOption {
  label: string;
  value: string;
  /** The choice applied when the table opens. */
  selected?: boolean;
}

/** A table column (docs/product.md#fields). */
export interface TableColumn<T> {
  field: keyof T & string;
  title: string;
  /** Pixels, or 'auto' (the default) to share the remaining width. */
  width?: number | 'auto';
  /** true freezes the column on the left, 'right' on the right. */
  isFrozen?: true | 'right';
  /** Whether the user may drag the column's edge (default true). */
  isResize?: boolean;
  titleAlign?: Align;
  contentAlign?: Align;
  /** Present = sortable; 'asc' or 'desc' is the sort the table opens with. */
  orderBy?: SortOrder | 'none';
  filters?: ColumnFilterOption[];
  /** Text shown (and exported) for a value. */
  formatter?: (value: T[keyof T], row: T) => string;
  cellComponent?: (props: { row: T; value: T[keyof T] }) => ReactNode;
  titleComponent?: () => ReactNode;
  /** false leaves the column out of 导出 (e.g. the action buttons). */
  export?: boolean;
  /** Double-click edits the cell; `validate` answers the message to show, or null when the value is fine. */
  editable?: boolean;
  validate?: (value: string, row: T) => string | null;
}

export type FetchRows<T> = (query: TableQuery) => Promise<TablePage<T>>;
