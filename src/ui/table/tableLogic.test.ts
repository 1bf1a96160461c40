import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../machines/testing/memoryStorage.ts';
import { queryRows } from './localQuery.ts';
import { clampPage, lastPage, visiblePages } from './paging.ts';
import { nextSort } from './sortCycle.ts';
import { EMPTY_LAYOUT, canMove, layoutKey, loadLayout, moveField, orderedFields, saveLayout } from './tableLayout.ts';

describe('sort cycle', () => {
  it('goes none → ascending → descending → none', () => {
    const asc = nextSort(null, 'name');
    const desc = nextSort(asc, 'name');
    expect([asc, desc, nextSort(desc, 'name')]).toEqual([{ field: 'name', order: 'asc' }, { field: 'name', order: 'desc' }, null]);
  });
  it('returns to ascending after descending when the table always sorts', () => {
    expect(nextSort({ field: 'name', order: 'desc' }, 'name', true)).toEqual({ field: 'name', order: 'asc' });
  });
  it('sorts one column at a time: another column starts ascending and replaces it', () => {
    expect(nextSort({ field: 'name', order: 'desc' }, 'phone')).toEqual({ field: 'phone', order: 'asc' });
  });
});

describe('pager', () => {
  it('shows five page numbers centred on the current page', () => {
    expect(visiblePages(1, 100)).toEqual([1, 2, 3, 4, 5]);
    expect(visiblePages(50, 100)).toEqual([48, 49, 50, 51, 52]);
    expect(visiblePages(100, 100)).toEqual([96, 97, 98, 99, 100]);
    expect(visiblePages(2, 3)).toEqual([1, 2, 3]);
  });
  it('clamps the jumper to 1..last', () => {
    expect([clampPage(0, 9), clampPage(12, 9), clampPage(4.7, 9), clampPage(Number.NaN, 9)]).toEqual([1, 9, 4, 1]);
  });
  it('always holds the current page and stays within 1..last', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 100 }), fc.integer(), (total, size, wanted) => {
        const last = lastPage(total, size);
        const page = clampPage(wanted, last);
        const shown = visiblePages(page, last);
        expect(page).toBeGreaterThanOrEqual(1);
        expect(page).toBeLessThanOrEqual(last);
        expect(shown).toContain(page);
        expect(shown.length).toBe(Math.min(5, last));
        expect(shown.at(-1)).toBeLessThanOrEqual(last);
      }),
    );
  });
});

describe('client-side query', () => {
  const rows = [
    { name: '乙', count: 10, status: '试用' },
    { name: '甲', count: 2, status: '正式' },
    { name: '丙', count: 33, status: '试用' },
  ];
  it('filters, sorts numbers as numbers and pages', () => {
    const result = queryRows(rows, { page: 1, pageSize: 1, sort: { field: 'count', order: 'desc' }, filters: { status: '试用' } }, true);
    expect(result).toEqual({ rows: [rows[2]], total: 2 });
  });
  it('returns every row when the table scrolls instead of paging', () => {
    expect(queryRows(rows, { page: 1, pageSize: 1, sort: null, filters: {} }, false).rows).toHaveLength(3);
  });
});

describe('table layout', () => {
  it('is kept per table and account and survives a reload', () => {
    const key = layoutKey('customers', 'agent01');
    expect(key).toBe('portal.table.customers.agent01');
    const layout = { ...EMPTY_LAYOUT, order: ['b', 'a'], widths: { a: 120 } };
    const storage = memoryStorage();
    saveLayout(key, layout, storage);
    expect(loadLayout(key, storage)).toEqual(layout);
    expect(loadLayout(layoutKey('customers', 'staff01'), storage)).toEqual(EMPTY_LAYOUT);
  });
  it('falls back to the empty layout when the saved one is unreadable', () => {
    const storage = memoryStorage();
    storage.setItem('k', '{not json');
    expect(loadLayout('k', storage)).toEqual(EMPTY_LAYOUT);
  });
  it('applies a saved order to the declared fields, appending new ones', () => {
    expect(orderedFields(['a', 'b', 'c'], ['c', 'gone', 'a'])).toEqual(['c', 'a', 'b']);
  });
  it('moves a column one place and not past either end', () => {
    expect(moveField(['a', 'b', 'c'], 'b', 'left')).toEqual(['b', 'a', 'c']);
    expect(moveField(['a', 'b', 'c'], 'c', 'right')).toEqual(['a', 'b', 'c']);
    expect(canMove(['a', 'b', 'c'], 'c', 'right')).toBe(false);
  });
  it('moves a column within its frozen or unfrozen group only', () => {
    const groupOf = (field: string) => (field === 'frozen' ? 0 : 1);
    expect(moveField(['frozen', 'a', 'b'], 'a', 'left', groupOf)).toEqual(['frozen', 'a', 'b']);
    expect(canMove(['frozen', 'a', 'b'], 'a', 'left', groupOf)).toBe(false);
    expect(moveField(['a', 'frozen', 'b'], 'b', 'left', groupOf)).toEqual(['b', 'frozen', 'a']);
  });
});
