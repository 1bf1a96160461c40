// The shapes of a paged list call, shared by the portal and the stand-in (types only: nothing runs here).

/** What every list screen sends (paging, one sorted column, equality filters, the query bar; docs/product.md#limits). */
export interface ListRequest {
  /** 1-based. */
  pageIndex?: number;
  pageSize?: number;
  sortField?: string;
  sortOrder?: 'asc' | 'desc';
  /** Field → chosen value; an empty value means 全部. */
  filters?: Record<string, string | number | boolean | null>;
  keyword?: string;
  /** Inclusive days, YYYY-MM-DD, on the list's main time column. */
  dateFrom?: string;
  dateTo?: string;
}

export interface PagedAnswer<T> {
  total: number;
  pageIndex: number;
  pageSize: number;
  list: T[];
}

/** A cell corrected in place: the row's id, the field and its new text. */
export interface FieldUpdate {
  id: number;
  field: string;
  value: string;
}
