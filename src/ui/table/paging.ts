/** Pager sizes 10/20/30 (default 10) and 5 page numbers shown. (docs/product.md#limits) */
export const PAGE_SIZES = [10, 20, 30] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const VISIBLE_PAGE_NUMBERS = 5;

export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The jumper's rule: any number typed lands on a page that exists (1..last). */
export function clampPage(page: number, last: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, last));
}

/** The page numbers the pager shows: up to five, centred on the current page where possible. */
export function visiblePages(current: number, last: number, count = VISIBLE_PAGE_NUMBERS): number[] {
  const shown = Math.min(count, last);
  const start = Math.min(Math.max(1, current - Math.floor(count / 2)), last - shown + 1);
  return Array.from({ length: shown }, (_, index) => start + index);
}
