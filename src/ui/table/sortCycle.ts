import type { SortState } from './types.ts';

/**
 * SPEC §4 table sort cycle for a click on `field`: none → ascending → descending →
 * (ascending when the table always sorts, else none). Another column's sort is dropped.
 */
export function nextSort(current: SortState, field: string, alwaysSort = false): SortState {
  if (current?.field !== field) return { field, order: 'asc' };
  if (current.order === 'asc') return { field, order: 'desc' };
  return alwaysSort ? { field, order: 'asc' } : null;
}
