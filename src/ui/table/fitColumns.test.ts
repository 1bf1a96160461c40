import { describe, expect, it } from 'vitest';
import { fitColumns, fittedMinimum, type FitColumn } from './fitColumns.ts';

// 客户信息管理 at 1366 px: 1090 px for its columns. Never-cut columns carry the width their text needs.
const customers: FitColumn[] = [
  { field: 'customerNo', width: 140, wholeWidth: 118, titleWidth: 110 },
  { field: 'name', titleWidth: 112 },
  { field: 'contact', width: 120, titleWidth: 98, foldable: true },
  { field: 'phone', width: 130, wholeWidth: 127, titleWidth: 98 },
  { field: 'productType', width: 180, titleWidth: 104, foldable: true },
  { field: 'userCount', width: 120, wholeWidth: 60, titleWidth: 118 },
  { field: 'region', width: 170, titleWidth: 132, foldable: true },
  { field: 'status', width: 130, fixed: true, titleWidth: 104 },
  { field: 'source', width: 120, titleWidth: 104, foldable: true },
  { field: 'createdAt', width: 140, wholeWidth: 114, titleWidth: 118 },
  { field: 'expireAt', width: 140, wholeWidth: 114, titleWidth: 118 },
  { field: '__actions', width: 222, fixed: true, titleWidth: 74 },
];
const widthOf = (fit: ReturnType<typeof fitColumns>, column: FitColumn) => fit.widths[column.field] ?? column.userWidth ?? column.width ?? 150;
const shownTotal = (fit: ReturnType<typeof fitColumns>, columns = customers) =>
  columns.filter((column) => !fit.folded.includes(column.field)).reduce((sum, column) => sum + widthOf(fit, column), 0);

describe('fitting columns to the table', () => {
  it('leaves columns that fit as declared, widened only where a title or a never-cut text needs it', () => {
    const fit = fitColumns([...customers, { field: 'invoiceNo', width: 100, wholeWidth: 190, titleWidth: 104 }, { field: 'remark', width: 60, titleWidth: 90 }], 4_000);
    expect(fit.folded).toEqual([]);
    expect(fit.widths).toEqual({ name: 150, invoiceNo: 190, remark: 90 });
  });

  it('fits 客户信息管理 into 1090 px: never-cut columns at least as wide as their text, text columns narrowed, the last ones folded', () => {
    const fit = fitColumns(customers, 1_090);
    expect(shownTotal(fit)).toBeLessThanOrEqual(1_090);
    // The last declared text columns fold first (来源, 服务器区域, 产品, 联系人); the name a row is known by stays.
    expect(fit.folded).toEqual(['source', 'region', 'productType', 'contact']);
    for (const column of customers.filter((item) => item.wholeWidth !== undefined)) expect(widthOf(fit, column)).toBeGreaterThanOrEqual(column.wholeWidth!);
    for (const column of customers) expect(widthOf(fit, column)).toBeGreaterThanOrEqual(column.titleWidth);
    expect(widthOf(fit, customers.find((column) => column.field === '__actions')!)).toBe(222);
  });

  it('folds nothing when narrowing the text columns is enough', () => {
    const fit = fitColumns(customers, 1_560);
    expect(fit.folded).toEqual([]);
    expect(shownTotal(fit)).toBeLessThanOrEqual(1_560);
    expect(fit.widths.region).toBeLessThan(170);
    expect(fit.widths.region).toBeGreaterThanOrEqual(fittedMinimum(customers[6]));
  });

  it('keeps a width the user dragged and a column the user chose to show, taking the room from the others', () => {
    const chosen = customers.map((column) =>
      column.field === 'name' ? { ...column, userWidth: 200 } : column.field === 'source' ? { ...column, foldable: false } : column,
    );
    const fit = fitColumns(chosen, 1_090);
    expect(fit.widths.name).toBeUndefined();
    expect(fit.folded).not.toContain('source');
    expect(fit.folded[0]).toBe('region');
  });

  it('gives every column its minimum when even folding every foldable one cannot make room (the table then scrolls)', () => {
    const fit = fitColumns(customers, 300);
    expect(fit.folded).toEqual(['source', 'region', 'productType', 'contact']);
    expect(fit.widths.name).toBe(120);
    for (const column of customers.filter((item) => !fit.folded.includes(item.field))) expect(widthOf(fit, column)).toBe(fittedMinimum(column));
  });
});
