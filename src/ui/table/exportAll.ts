import type { FetchRows, TableQuery } from './types.ts';
import { formatCount } from '../../rules/numbers.ts';

/** Rows per request: the most a list endpoint answers in one page. */
export const EXPORT_PAGE_SIZE = 100;
/** The most rows one export writes; a larger set is refused with a message saying so. */
export const EXPORT_MAX_ROWS = 20_000;
/** Pages fetched at the same time. */
const PARALLEL = 4;

export const exportTooLarge = (total: number) =>
  `共 ${formatCount(total)} 条，超过单次导出上限 ${formatCount(EXPORT_MAX_ROWS)} 条，请缩小筛选范围后分批导出`;

/** Refusal of a set over the ceiling; its message is shown as is. */
export class ExportTooLargeError extends Error {}

/**
 * Every row the current filters and sort match, page by page through the list's own fetch (the first
 * page tells the total), in the order shown; `onProgress` hears how many of how many have arrived.
 */
export async function fetchAllRows<T>(fetch: FetchRows<T>, query: TableQuery, onProgress: (done: number, total: number) => void): Promise<T[]> {
  const pageQuery = (page: number): TableQuery => ({ ...query, page, pageSize: EXPORT_PAGE_SIZE });
  const first = await fetch(pageQuery(1));
  if (first.total > EXPORT_MAX_ROWS) throw new ExportTooLargeError(exportTooLarge(first.total));
  const pageCount = Math.ceil(first.total / EXPORT_PAGE_SIZE);
  const pages: T[][] = [first.rows];
  let done = first.rows.length;
  onProgress(done, first.total);
  let next = 2;
  const worker = async () => {
    while (next <= pageCount) {
      const page = next++;
      const { rows } = await fetch(pageQuery(page));
      pages[page - 1] = rows;
      done += rows.length;
      onProgress(Math.min(done, first.total), first.total);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, Math.max(0, pageCount - 1)) }, worker));
  return pages.flat();
}
