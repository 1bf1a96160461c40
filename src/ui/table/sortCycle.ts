import type { SortState } from './types.ts';

/**
 * Table sort cycle for a click on `field`: none → ascending → descending →
 * (ascending when the table always sorts, else none). Another column's sort is dropped.
 * See docs/product.md#flows.
 */
export function nextSort(current: SortState, field: string, alwaysSort = false): SortState {
  if (current?.field !== field) return { field, order: 'asc' };
  if (current.order === 'asc') return { field, order: 'desc' };
  return alwaysSort ? { field, order: 'asc' } : null;
}
