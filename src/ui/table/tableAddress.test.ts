import { describe, expect, it } from 'vitest';
import { declaredTableQuery, searchWithTableQuery, tableQueryFromSearch } from './tableAddress.ts';
import type { TableColumn } from './types.ts';

type Row = { name: string; status: string; age: number };
const columns: TableColumn<Row>[] = [
  { field: 'name', title: '名称', orderBy: 'asc' },
  { field: 'status', title: '状态', filters: [{ label: '正式', value: '正式', selected: true }, { label: '试用', value: '试用' }] },
  { field: 'age', title: '年龄', orderBy: 'none' },
];

describe('a table query in the address', () => {
  it('leaves out what the columns declare: sorted by name, 正式 chosen, page 1 of 10', () => {
    const declared = declaredTableQuery(columns);
    expect(declared).toEqual({ sort: { field: 'name', order: 'asc' }, filters: { status: '正式' }, page: 1, pageSize: 10 });
    expect(new URLSearchParams(searchWithTableQuery('keyword=张', columns, declared)).toString()).toBe(new URLSearchParams('keyword=张').toString());
    expect(tableQueryFromSearch('keyword=张', columns)).toEqual(declared);
  });

  it('keeps the sort, the filters, the page and the size a user chose, beside the other parameters', () => {
    const chosen = { sort: { field: 'age', order: 'desc' as const }, filters: {}, page: 3, pageSize: 20 };
    const search = searchWithTableQuery('keyword=张&page=9', columns, chosen);
    expect(new URLSearchParams(search).get('keyword')).toBe('张');
    expect(search).toContain('sort=age.desc');
    expect(search).toContain('filter.status=');
    expect(search).toContain('page=3');
    expect(search).toContain('size=20');
    expect(tableQueryFromSearch(search, columns)).toEqual(chosen);
  });

  it('reads only whole pages from 1 and the pager’s own sizes', () => {
    for (const page of ['0', '-2', '2.5', 'abc', '']) expect(tableQueryFromSearch(`page=${page}`, columns).page).toBe(1);
    expect(tableQueryFromSearch('page=12', columns).page).toBe(12);
    expect(tableQueryFromSearch('size=50', columns).pageSize).toBe(10);
    expect(tableQueryFromSearch('size=30', columns).pageSize).toBe(30);
  });

  it('names a second table’s query with its prefix', () => {
    const search = searchWithTableQuery('', columns, { sort: null, filters: { status: '试用' }, page: 2, pageSize: 10 }, 'ledger');
    expect(search).toBe('ledger.sort=none&ledger.filter.status=%E8%AF%95%E7%94%A8&ledger.page=2');
    expect(tableQueryFromSearch(search, columns).page).toBe(1);
    expect(tableQueryFromSearch(search, columns, 'ledger').page).toBe(2);
  });
});
