import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { FILE_KIND_INVALID, readRecipientFile } from './recipientFile.ts';

async function workbookFile(rows: string[][]): Promise<File> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('号码').addRows(rows);
  return new File([await workbook.xlsx.writeBuffer()], '号码.xlsx');
}

describe('numbers imported into the send form', () => {
  it('reads a .txt by line or comma and the first column of a .xlsx, skipping a header', async () => {
    expect(await readRecipientFile(new File(['13800000001\n13800000002，13800000003\n\n'], 'a.txt'))).toEqual(['13800000001', '13800000002', '13800000003']);
    expect(await readRecipientFile(await workbookFile([['手机号', '姓名'], ['13800000001', '张三'], ['1380000', '']]))).toEqual(['13800000001', '1380000']);
  });

  it('refuses another kind of file, an unreadable or empty one, and more than 10,000 numbers', async () => {
    await expect(readRecipientFile(new File(['x'], 'a.csv'))).rejects.toThrow(FILE_KIND_INVALID);
    await expect(readRecipientFile(new File(['not a zip'], 'a.xlsx'))).rejects.toThrow('文件无法读取，请检查文件内容');
    await expect(readRecipientFile(new File(['手机号'], 'a.txt'))).rejects.toThrow('文件中没有号码');
    const many = Array.from({ length: 10_001 }, (_, index) => String(13_800_000_000 + index)).join('\n');
    await expect(readRecipientFile(new File([many], 'a.txt'))).rejects.toThrow('单个文件最多10000个号码');
  });
});
