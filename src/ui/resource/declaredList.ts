import type { FilterName, ListDeclaration, SortName } from '../../contracts/screens/screen.ts';
import type { ColumnFilterOption, SortOrder, TableColumn } from '../table/types.ts';
import type { QueryField } from './criteria.ts';

/**
 * A column of a list whose sort and filter names are declared (src/contracts/screens): a sortable column's field
 * is a declared sort name, a column with filter choices a declared filter name. Undeclared lists take any column.
 */
export type ListColumn<T, Sort extends string = string, Filter extends string = string> = string extends Sort
  ? TableColumn<T>
  : TableColumn<T> &
      ({ orderBy?: undefined } | { field: Sort; orderBy: SortOrder | 'none' }) &
      ({ filters?: undefined } | { field: Filter; filters: ColumnFilterOption[] });

/**
 * A column made from a shared template `C` (a column builder's answer): the template's field, and whether it
 * sorts or filters, stay known, so a declared list can check it like a column written in place.
 */
export type BuiltColumn<T, C> = Omit<TableColumn<T>, 'field' | 'orderBy' | 'filters'> & { field: C extends { field: infer F } ? F : never } & (C extends { orderBy: infer O }
  ? { orderBy: O }
  : { orderBy?: undefined }) &
  (C extends { filters: infer L } ? { filters: L } : { filters?: undefined });

/** The columns of a declared list: `DeclaredColumns<CardOrder, typeof aiVideoScreens.cardOrders.list>`. */
export type DeclaredColumns<T, L extends ListDeclaration> = ListColumn<T, SortName<L>, FilterName<L>>[];

/** A query bar field whose select, if it is one, sends a declared filter name. */
export type ListQueryField<Filter extends string = string> =
  | Exclude<QueryField, { kind: 'select' }>
  | (Extract<QueryField, { kind: 'select' }> & { name: Filter });
