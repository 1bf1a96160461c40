import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './paging.ts';
import type { SortState, TableColumn, TableQuery } from './types.ts';

// What a table's address keeps is its whole query (P1: filters live in the route query): sort, column
// filters, page and size.

/**
 * `sort=<field>.<asc|desc>`, or `sort=none` when a table that opens sorted was unsorted by the user;
 * `filter.<field>=<value>`, an empty value being 全部 where the column opens with a choice applied;
 * `page=<n>` after the first page, `size=<20|30>` for another size than 10, so 返回 from a row's page and a
 * reload come back to the same rows. A second table on the same page puts its own prefix in front
 * (`ledger.sort`, `ledger.filter.<field>`, `ledger.page`).
 */
const UNSORTED = 'none';
function names(prefix?: string) {
  const at = prefix ? `${prefix}.` : '';
  return { sort: `${at}sort`, filter: `${at}filter.`, page: `${at}page`, size: `${at}size` };
}

/** The query a table opens with: the sort and filters its columns declare, on the first page of 10. */
export function declaredTableQuery<T>(columns: readonly TableColumn<T>[]): TableQuery {
  const sorted = columns.find((column) => column.orderBy === 'asc' || column.orderBy === 'desc');
  const filters = columns.flatMap((column) => {
    const selected = column.filters?.find((option) => option.selected);
    return selected ? [[column.field, selected.value] as const] : [];
  });
  return { sort: sorted ? { field: sorted.field, order: sorted.orderBy as 'asc' | 'desc' } : null, filters: Object.fromEntries(filters), page: 1, pageSize: DEFAULT_PAGE_SIZE };
}

/** A whole page number of 1 or more, else none. */
function pageNumber(text: string | null): number | null {
  const page = Number(text);
  return text !== null && Number.isSafeInteger(page) && page >= 1 ? page : null;
}

/**
 * The query an address holds, over what the columns declare. Only a sortable column, a column's own filter
 * choices, a whole page number and a pager size are read; anything else is left to the declared query.
 */
export function tableQueryFromSearch<T>(search: string, columns: readonly TableColumn<T>[], prefix?: string): TableQuery {
  const params = new URLSearchParams(search);
  const name = names(prefix);
  const declared = declaredTableQuery(columns);
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
  const size = Number(params.get(name.size));
  const pageSize = (PAGE_SIZES as readonly number[]).includes(size) ? size : declared.pageSize;
  return { sort, filters, page: pageNumber(params.get(name.page)) ?? declared.page, pageSize };
}

/** The same address holding this query; what the columns declare is left out, other parameters are kept. */
export function searchWithTableQuery<T>(search: string, columns: readonly TableColumn<T>[], state: TableQuery, prefix?: string): string {
  const params = new URLSearchParams(search);
  const name = names(prefix);
  const declared = declaredTableQuery(columns);
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
  params.delete(name.page);
  if (state.page !== declared.page) params.set(name.page, String(state.page));
  params.delete(name.size);
  if (state.pageSize !== declared.pageSize) params.set(name.size, String(state.pageSize));
  return params.toString();
}
