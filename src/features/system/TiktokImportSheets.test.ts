import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { TEMPLATE_HEADERS, headerProblem } from '../../rules/tiktokOrderRow.ts';
import { buildErrorSheet } from './TiktokImportSheets.ts';

describe('the import error sheet', () => {
  it("holds the template's columns with 失败原因 and the sheet row, so the fixed file imports again", async () => {
    const blob = await buildErrorSheet([
      { rowNo: 2, sheetRow: 4, storeOrderNo: '6912345678901234563', goods: '帽子', buyerPhone: '1380000', paid: '19.9', orderTime: '2026-11-21', reason: '请输入正确的手机号' },
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await blob.arrayBuffer());
    const sheet = workbook.worksheets[0];
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(1)).toEqual([...TEMPLATE_HEADERS, '失败原因', '原表行号']);
    expect(headerProblem(values(1).slice(0, TEMPLATE_HEADERS.length).map(String))).toBeNull();
    expect(values(2)).toEqual(['6912345678901234563', '帽子', '1380000', '19.9', '2026-11-21', '请输入正确的手机号', 4]);
  });
});
