import type { FetchRows, TableQuery } from './types.ts';

// One collator for every comparison: localeCompare with a locale builds a new one per call.
const TEXT_ORDER = new Intl.Collator('zh-CN', { numeric: true });

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return TEXT_ORDER.compare(String(a), String(b));
}

/** Filters, sorts and pages rows held in memory the way the server does for server-side tables. */
export function queryRows<T extends object>(rows: readonly T[], query: TableQuery, paginate: boolean) {
  const filtered = rows.filter((row) =>
    Object.entries(query.filters).every(([field, value]) => String(row[field as keyof T]) === value),
  );
  const { sort } = query;
  const sorted = sort
    ? [...filtered].sort((a, b) => {
        const order = compare(a[sort.field as keyof T], b[sort.field as keyof T]);
        return sort.order === 'asc' ? order : -order;
      })
    : filtered;
  const start = (query.page - 1) * query.pageSize;
  return { rows: paginate ? sorted.slice(start, start + query.pageSize) : sorted, total: filtered.length };
}

/** A client-side table's fetch: answers at once from the rows it was given. */
export function localFetch<T extends object>(rows: readonly T[], paginate: boolean): FetchRows<T> {
  return async (query) => queryRows(rows, query, paginate);
}
