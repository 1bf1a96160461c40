import { describe, expect, it } from 'vitest';
import { AUTO_COLUMN_WIDTH, fitColumns, fittedMinimum } from './fitColumns.ts';

const sendRecords = [
  { field: 'tel', title: '手机', width: 130 },
  { field: 'content', title: '内容' },
  { field: 'signName', title: '签名', width: 110 },
  { field: 'tplName', title: '模板', width: 120 },
  { field: 'segments', title: '计费条数', width: 100 },
  { field: 'sender', title: '发送人', width: 90 },
  { field: 'sendTime', title: '发送时间', width: 170 },
  { field: 'status', title: '状态', width: 100 },
  { field: 'reason', title: '失败原因', width: 130 },
  { field: '__actions', title: '操作', width: 84, fixed: true },
];
const total = (widths: Record<string, number>, columns = sendRecords) =>
  columns.reduce((sum, column) => sum + (widths[column.field] ?? column.width ?? AUTO_COLUMN_WIDTH), 0);

describe('fitting columns to the table', () => {
  it('leaves columns that fit as they are', () => {
    expect(fitColumns(sendRecords, 2_000)).toEqual({ widths: {} });
  });

  it('narrows the text columns of 发送记录 to the 1090 px a 1366 px screen leaves, by less than a third, keeping 操作', () => {
    const { widths } = fitColumns(sendRecords, 1_090);
    expect(total(widths)).toBeLessThanOrEqual(1_090);
    expect(total(widths)).toBeGreaterThan(1_080);
    for (const column of sendRecords) expect(widths[column.field]).toBeGreaterThanOrEqual(fittedMinimum(column));
    expect(widths.sendTime).toBeLessThan(170);
    expect(widths.sendTime).toBeGreaterThanOrEqual(119);
    expect(widths.__actions).toBe(84);
  });

  it('keeps a width the user dragged and takes the room from the others', () => {
    const dragged = sendRecords.map((column) => (column.field === 'content' ? { ...column, userWidth: 160 } : column));
    const { widths } = fitColumns(dragged, 1_090);
    expect(widths.content).toBeUndefined();
    expect(total({ ...widths, content: 160 }, dragged)).toBeLessThanOrEqual(1_090);
  });

  it('gives every column its minimum when even that does not fit (the table then scrolls)', () => {
    const { widths } = fitColumns(sendRecords, 300);
    for (const column of sendRecords) expect(widths[column.field]).toBe(fittedMinimum(column));
  });
});
