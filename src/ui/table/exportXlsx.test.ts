import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildWorkbook, cellText } from './exportXlsx.ts';
import type { TableColumn } from './types.ts';

type Row = { no: string; amount: number; status: string | null };
const columns: TableColumn<Row>[] = [
  { field: 'no', title: '编号', width: 140 },
  { field: 'amount', title: '金额', formatter: (value) => `¥${Number(value).toFixed(2)}` },
  { field: 'status', title: '状态' },
];

describe('xlsx export', () => {
  it('writes the titles and the text each cell shows, and reads back', async () => {
    const blob = await buildWorkbook('客户信息', columns, [
      { no: 'KH00000001', amount: 12.5, status: '试用' },
      { no: 'KH00000002', amount: 3, status: null },
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await blob.arrayBuffer());
    const sheet = workbook.getWorksheet('客户信息')!;
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['编号', '金额', '状态']);
    expect(values(2)).toEqual(['KH00000001', '¥12.50', '试用']);
    expect(values(3)).toEqual(['KH00000002', '¥3.00', '']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
  });

  it('shows empty text for missing values', () => {
    expect(cellText(columns[2], { no: '', amount: 0, status: null })).toBe('');
  });
});
