// Reads the chosen .xlsx off the page's thread: the header must be the template's, each later
// non-empty row becomes one order row of cell texts (checked afterwards by the row rules).
import ExcelJS from 'exceljs';
import type { TiktokOrderRow } from '../../contracts/tiktokImports.ts';
import { NO_ROWS, headerProblem, rowCountProblem } from '../../rules/tiktokOrderRow.ts';

export type ParseAnswer = { ok: true; rows: TiktokOrderRow[] } | { ok: false; message: string };

const pad = (value: number) => String(value).padStart(2, '0');

/** A cell as text; a date cell (stored as UTC of the sheet's local time) as YYYY-MM-DD HH:mm:ss. */
function cellText(cell: ExcelJS.Cell): string {
  const { value } = cell;
  if (value instanceof Date) {
    return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())} ${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}:${pad(value.getUTCSeconds())}`;
  }
  return (cell.text ?? '').trim();
}

async function parse(file: Blob): Promise<ParseAnswer> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(await file.arrayBuffer());
  } catch {
    return { ok: false, message: '文件无法读取，请使用模板填写后上传' };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { ok: false, message: NO_ROWS };
  const header = [1, 2, 3, 4, 5].map((column) => cellText(sheet.getRow(1).getCell(column)));
  const badHeader = headerProblem(header);
  if (badHeader) return { ok: false, message: badHeader };
  // Counted before reading, so a huge sheet is refused at once.
  const tooMany = rowCountProblem(Math.max(0, sheet.actualRowCount - 1));
  if (tooMany && tooMany !== NO_ROWS) return { ok: false, message: tooMany };
  const rows: TiktokOrderRow[] = [];
  for (let index = 2; index <= sheet.rowCount; index += 1) {
    const [storeOrderNo, goods, buyerPhone, paid, orderTime] = [1, 2, 3, 4, 5].map((column) => cellText(sheet.getRow(index).getCell(column)));
    if ([storeOrderNo, goods, buyerPhone, paid, orderTime].every((text) => text === '')) continue;
    rows.push({ rowNo: rows.length + 1, sheetRow: index, storeOrderNo, goods, buyerPhone, paid, orderTime });
  }
  const countProblem = rowCountProblem(rows.length);
  return countProblem ? { ok: false, message: countProblem } : { ok: true, rows };
}

self.addEventListener('message', (event: MessageEvent<Blob>) => {
  parse(event.data).then(
    (answer) => self.postMessage(answer),
    () => self.postMessage({ ok: false, message: '文件读取失败' } satisfies ParseAnswer),
  );
});
