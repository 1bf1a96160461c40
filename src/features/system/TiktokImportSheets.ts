import type { TiktokOrderRow } from '../../contracts/tiktokImports.ts';
import { TEMPLATE_FILE_NAME, TEMPLATE_HEADERS } from '../../rules/tiktokOrderRow.ts';
import { buildWorkbook, saveBlob } from '../../ui/table/exportXlsx.ts';
import type { TableColumn } from '../../ui/table/types.ts';
import type { ParseAnswer } from './tiktokImport.worker.ts';
import { failedImportLines } from './tiktokImportsApi.ts';

const templateFields = ['storeOrderNo', 'goods', 'buyerPhone', 'paid', 'orderTime'] as const;
const templateColumns = <T extends TiktokOrderRow>(): TableColumn<T>[] => templateFields.map((field, index) => ({ field, title: TEMPLATE_HEADERS[index], width: 160 }));

/** 下载模板: the header row of the template, nothing else. */
export async function downloadTemplate(): Promise<void> {
  saveBlob(await buildWorkbook('抖店订单', templateColumns<TiktokOrderRow>(), []), TEMPLATE_FILE_NAME);
}

/** A row that did not import: its cells as read, and why. */
export type ErrorSheetRow = TiktokOrderRow & { reason: string };

/**
 * The template's columns first (so the corrected sheet imports as it is: only they are read), then
 * 失败原因 and the row's number in the sheet it came from.
 */
const errorColumns: TableColumn<ErrorSheetRow>[] = [
  ...templateColumns<ErrorSheetRow>(),
  { field: 'reason', title: '失败原因', width: 320 },
  { field: 'sheetRow', title: '原表行号', width: 90 },
];

/** The error sheet of an import: each row that did not import, as the template has it, with why; fixed, it imports again. */
export const buildErrorSheet = (rows: readonly ErrorSheetRow[]) => buildWorkbook('失败行', errorColumns, rows);

export async function downloadErrorSheet(rows: readonly ErrorSheetRow[], name: string): Promise<void> {
  saveBlob(await buildErrorSheet(rows), `${name}-失败行.xlsx`);
}

/** 下载失败行 of a recorded batch. */
export async function downloadFailedLines(batchNo: string): Promise<void> {
  await downloadErrorSheet(await failedImportLines(batchNo), batchNo);
}

/** Reads an .xlsx in a worker; rejects with the reason the file cannot be imported. */
export function parseInWorker(file: Blob): Promise<TiktokOrderRow[]> {
  const worker = new Worker(new URL('./tiktokImport.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<TiktokOrderRow[]>((resolve, reject) => {
    worker.addEventListener('message', (event: MessageEvent<ParseAnswer>) => {
      if (event.data.ok) resolve(event.data.rows);
      else reject(new Error(event.data.message));
    });
    worker.addEventListener('error', () => reject(new Error('文件读取失败')));
    worker.postMessage(file);
  }).finally(() => worker.terminate());
}
