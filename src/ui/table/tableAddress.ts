import type { SortState, TableColumn } from './types.ts';

/** A table's sort and column filters: what its address keeps (P1: filters live in the route query). */
export interface SortAndFilters {
  sort: SortState;
  filters: Record<string, string>;
}

/**
 * `sort=<field>.<asc|desc>`, or `sort=none` when a table that opens sorted was unsorted by the user;
 * `filter.<field>=<value>`, an empty value being 全部 where the column opens with a choice applied.
 * A second table on the same page puts its own prefix in front (`ledger.sort`, `ledger.filter.<field>`).
 */
const UNSORTED = 'none';
function names(prefix?: string) {
  const at = prefix ? `${prefix}.` : '';
  return { sort: `${at}sort`, filter: `${at}filter.` };
}

/** The sort and filters a table opens with, as its columns declare them. */
export function declaredSortAndFilters<T>(columns: readonly TableColumn<T>[]): SortAndFilters {
  const sorted = columns.find((column) => column.orderBy === 'asc' || column.orderBy === 'desc');
  const filters = columns.flatMap((column) => {
    const selected = column.filters?.find((option) => option.selected);
    return selected ? [[column.field, selected.value] as const] : [];
  });
  return { sort: sorted ? { field: sorted.field, order: sorted.orderBy as 'asc' | 'desc' } : null, filters: Object.fromEntries(filters) };
}

/**
 * The sort and filters an address holds, over what the columns declare. Only a sortable column and a
 * column's own filter choices are read; anything else is left to the declared state.
 */
export function sortAndFiltersFromSearch<T>(search: string, columns: readonly TableColumn<T>[], prefix?: string): SortAndFilters {
  const params = new URLSearchParams(search);
  const name = names(prefix);
  const declared = declaredSortAndFilters(columns);
  let sort = declared.sort;
  const sortParam = params.get(name.sort);
  if (sortParam === UNSORTED) sort = null;
  else if (sortParam) {
    const cut = sortParam.lastIndexOf('.');
    const [field, order] = [sortParam.slice(0, cut), sortParam.slice(cut + 1)];
    const column = columns.find((candidate) => candidate.field === field && candidate.orderBy);
    if (column && (order === 'asc' || order === 'desc')) sort = { field, order };
  }
  const filters = { ...declared.filters };
  for (const column of columns) {
    const value = params.get(name.filter + column.field);
    if (value === null || !column.filters) continue;
    if (value === '') delete filters[column.field];
    else if (column.filters.some((option) => option.value === value)) filters[column.field] = value;
  }
  return { sort, filters };
}

/** The same address holding this sort and these filters; what the columns declare is left out, other parameters are kept. */
export function searchWithSortAndFilters<T>(search: string, columns: readonly TableColumn<T>[], state: SortAndFilters, prefix?: string): string {
  const params = new URLSearchParams(search);
  const name = names(prefix);
  const declared = declaredSortAndFilters(columns);
  params.delete(name.sort);
  const sortText = (sort: SortState) => (sort ? `${sort.field}.${sort.order}` : UNSORTED);
  if (sortText(state.sort) !== sortText(declared.sort)) params.set(name.sort, sortText(state.sort));
  for (const column of columns) {
    if (!column.filters) continue;
    const param = name.filter + column.field;
    params.delete(param);
    const value = state.filters[column.field] ?? '';
    if (value !== (declared.filters[column.field] ?? '')) params.set(param, value);
  }
  return params.toString();
}

/** One text for comparing two states. */
export const sortAndFiltersKey = (state: SortAndFilters): string =>
  JSON.stringify([state.sort, Object.entries(state.filters).sort(([a], [b]) => (a < b ? -1 : 1))]);
