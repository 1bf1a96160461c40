import type { TableColumn } from './types.ts';

/** The text a cell shows, which is also what goes into the spreadsheet. */
export function cellText<T>(column: TableColumn<T>, row: T): string {
  const value = row[column.field];
  if (column.formatter) return column.formatter(value, row);
  return value === null || value === undefined ? '' : String(value);
}

const NUMBER_TEXT = /^-?\d{1,3}(,\d{3})*(\.\d+)?$|^-?\d+(\.\d+)?$/;

/** What goes into a cell: a number as a number (counts, amounts shown as 1,234.50), everything else as the text shown. */
export function cellValue<T>(column: TableColumn<T>, row: T): string | number {
  const text = cellText(column, row);
  return typeof row[column.field] === 'number' && NUMBER_TEXT.test(text) ? Number(text.replaceAll(',', '')) : text;
}

/** Builds the .xlsx of the given rows and columns (exceljs is fetched on first export). */
export async function buildWorkbook<T>(sheetName: string, columns: readonly TableColumn<T>[], rows: readonly T[]): Promise<Blob> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((column) => ({
    header: column.title,
    key: column.field,
    width: typeof column.width === 'number' ? Math.max(8, Math.round(column.width / 7)) : 16,
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((column) => cellValue(column, row)));
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

export function saveBlob(blob: Blob, fileName: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
}
