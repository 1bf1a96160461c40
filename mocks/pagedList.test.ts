import { describe, expect, it } from 'vitest';
import { openDb } from './db.ts';
import type { StandInContext } from './module.ts';
import { MAX_PAGE_INDEX, MAX_PAGE_SIZE, pagedList, updateField, type PagedListSpec } from './pagedList.ts';

const db = openDb(':memory:');
db.exec('CREATE TABLE things (id INTEGER PRIMARY KEY, owner INTEGER, name TEXT, kind TEXT, at INTEGER)');
const insert = db.prepare('INSERT INTO things (owner, name, kind, at) VALUES (?, ?, ?, ?)');
for (let i = 1; i <= 250; i += 1) insert.run(i % 2, `物品${i}${i === 7 ? '_%' : ''}`, i % 3 === 0 ? '甲' : '乙', Date.UTC(2026, 0, 1) + i * 3600_000);
const ctx = { db, now: () => Date.now() } as unknown as StandInContext;

type Row = { id: number; name: string; kind: string; at: number };
const spec: PagedListSpec<Row, Row> = {
  from: 'things t',
  scope: { sql: 't.owner = ?', params: [1] },
  sortable: { name: 't.name', at: 't.at' },
  filterable: { kind: 't.kind' },
  keyword: ['t.name'],
  dateColumn: 't.at',
  defaultOrder: 't.id DESC',
  toItem: ({ id, name, kind, at }) => ({ id, name, kind, at }),
};
const list = (body: unknown) => pagedList(ctx, spec, body);
const crafted = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

describe('paged list helper', () => {
  it('answers only the caller’s rows, paged, newest first by default', () => {
    const page = list({ pageIndex: 2, pageSize: 50 });
    expect(page).toMatchObject({ total: 125, pageIndex: 2, pageSize: 50 });
    expect(page.list[0].id).toBe(149);
  });

  it('caps the page size and answers a huge page index as an empty page', () => {
    expect(list({ pageSize: 10_000 }).list).toHaveLength(MAX_PAGE_SIZE);
    const far = list(JSON.parse('{"pageIndex": 99999999999999999999}'));
    expect(far).toMatchObject({ total: 125, pageIndex: MAX_PAGE_INDEX, list: [] });
    expect(() => list({ pageIndex: 0 })).toThrow('参数 pageIndex 应为正整数');
    expect(() => list({ pageSize: 2.5 })).toThrow('参数 pageSize 应为正整数');
  });

  it.each(crafted)('refuses %s as a sort or filter field with a 400', (name) => {
    expect(() => list({ sortField: name, sortOrder: 'asc' })).toThrow(`不支持按 ${name} 排序`);
    expect(() => list(JSON.parse(`{"filters": {"${name}": "x"}}`))).toThrow(`不支持按 ${name} 筛选`);
  });

  it('sorts by a whitelisted field, then by the default order', () => {
    const names = list({ sortField: 'name', sortOrder: 'asc', pageSize: 100 }).list.map((row) => row.name);
    expect(names).toEqual([...names].sort());
    expect(() => list({ sortField: 'name', sortOrder: 'sideways' })).toThrow('排序方向应为 asc 或 desc');
  });

  it('filters by equality, an empty value meaning all, and refuses objects as values', () => {
    expect(list({ filters: { kind: '甲' } }).total).toBe(42);
    expect(list({ filters: { kind: '' } }).total).toBe(125);
    expect(() => list({ filters: { kind: { $ne: 1 } } })).toThrow('筛选条件 kind 的值应为文字或数字');
  });

  it('searches the keyword literally (%, _ and \\ are not wildcards)', () => {
    expect(list({ keyword: '_%' }).list.map((row) => row.name)).toEqual(['物品7_%']);
    expect(list({ keyword: '%' }).total).toBe(1);
    expect(list({ keyword: '物品1' }).total).toBeGreaterThan(1);
  });

  it('filters by whole days in China time, both ends included', () => {
    // 2026-01-01 08:00 China time is hour 0 UTC: ids 1…15 fall on 1 January (China), 16…39 on 2 January.
    const firstDay = list({ dateFrom: '2026-01-01', dateTo: '2026-01-01', pageSize: 100 }).list.map((row) => row.id);
    expect(Math.max(...firstDay)).toBe(15);
    expect(() => list({ dateFrom: '2026-02-30' })).toThrow('参数 dateFrom 应为 YYYY-MM-DD 格式的日期');
  });

  it('updates only whitelisted own fields of visible rows', () => {
    const target = { table: 'things', alias: 't', scope: spec.scope, editable: { name: { column: 'name', check: (v: string) => (v ? null : '请填写名称') } } };
    expect(updateField(ctx, target, { id: 1, field: 'name', value: '新名' })).toBe(1);
    for (const name of crafted) expect(() => updateField(ctx, target, { id: 1, field: name, value: 'x' })).toThrow(`字段 ${name} 不允许修改`);
    expect(() => updateField(ctx, target, { id: 2, field: 'name', value: '别人的' })).toThrow('记录不存在或无权修改');
    expect(() => updateField(ctx, target, { id: 1, field: 'name', value: '' })).toThrow('请填写名称');
  });
});
