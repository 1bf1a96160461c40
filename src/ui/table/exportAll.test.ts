import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { EXPORT_MAX_ROWS, EXPORT_PAGE_SIZE, exportTooLarge, fetchAllRows } from './exportAll.ts';
import { buildWorkbook } from './exportXlsx.ts';
import { localFetch } from './localQuery.ts';
import type { TableColumn, TableQuery } from './types.ts';

type Row = { no: string; city: string; users: number; amount: number };
const rows: Row[] = Array.from({ length: 1_031 }, (_, index) => ({
  no: `KH${String(index + 1).padStart(6, '0')}`,
  city: ['杭州', '上海', '衢州'][index % 3],
  users: index % 50,
  amount: index * 10.5,
}));
const query: TableQuery = { page: 3, pageSize: 10, sort: { field: 'users', order: 'desc' }, filters: { city: '杭州' } };

describe('导出 writes every matching row', () => {
  it('fetches all pages the filters match, in the order shown, whatever page is on screen', async () => {
    const asked: TableQuery[] = [];
    const fetch = localFetch(rows, true);
    const progress: number[] = [];
    const all = await fetchAllRows<Row>((page) => (asked.push(page), fetch(page)), query, (done) => progress.push(done));
    const expected = (await fetch({ ...query, page: 1, pageSize: rows.length })).rows;
    expect(all).toHaveLength(344);
    expect(all).toEqual(expected);
    expect(asked.every((page) => page.pageSize === EXPORT_PAGE_SIZE && page.filters.city === '杭州' && page.sort?.field === 'users')).toBe(true);
    expect(progress.at(-1)).toBe(344);
  });

  it('refuses a set over the ceiling, saying how many and what the ceiling is', async () => {
    const fetch = async () => ({ rows: [] as Row[], total: EXPORT_MAX_ROWS + 1 });
    await expect(fetchAllRows(fetch, query, () => undefined)).rejects.toThrow(exportTooLarge(EXPORT_MAX_ROWS + 1));
    expect(exportTooLarge(EXPORT_MAX_ROWS + 1)).toBe('共 20,001 条，超过单次导出上限 20,000 条，请缩小筛选范围后分批导出');
  });

  it('writes counts and amounts as numbers, codes and formatted text as text', async () => {
    const columns: TableColumn<Row>[] = [
      { field: 'no', title: '编号' },
      { field: 'users', title: '用户数' },
      { field: 'amount', title: '金额', formatter: (value) => Number(value).toLocaleString('en-US', { minimumFractionDigits: 2 }) },
    ];
    const blob = await buildWorkbook('客户', columns, [{ no: '000123', city: '杭州', users: 12, amount: 1234.5 }]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await blob.arrayBuffer());
    expect((workbook.getWorksheet('客户')!.getRow(2).values as unknown[]).slice(1)).toEqual(['000123', 12, 1234.5]);
  });
});
