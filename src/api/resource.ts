import type { ListCriteria, TablePage, TableQuery } from '../../machines/tableQuery.machine.ts';
import { api } from './client.ts';
import type { FieldUpdate, ListRequest, PagedAnswer } from '../contracts/list.ts';
import type { FilterName, ListDeclaration, SortName } from '../contracts/screens/screen.ts';

/** The one request body every list screen sends: the table's query and the query bar's criteria. */
export function listRequest(query: TableQuery, criteria: ListCriteria = {}): ListRequest {
  const keyword = criteria.keyword?.trim();
  return {
    pageIndex: query.page,
    pageSize: query.pageSize,
    sortField: query.sort?.field,
    sortOrder: query.sort?.order,
    filters: { ...criteria.filters, ...query.filters },
    keyword: keyword || undefined,
    dateFrom: criteria.dateFrom || undefined,
    dateTo: criteria.dateTo || undefined,
  };
}

export interface ListResource<T, Sort extends string = string, Filter extends string = string> {
  /** The screen's list declaration it posts to: its sort and filter names type the screen's columns and query bar. */
  readonly declared?: ListDeclaration<Sort, Filter>;
  /**
   * One page; the table shows a failure itself, so the call is silent. The signal cancels the call. A read: offline
   * it answers the page as last seen (docs/product.md#offline).
   */
  fetchPage(query: TableQuery, criteria?: ListCriteria, signal?: AbortSignal): Promise<TablePage<T>>;
  /** Saves one corrected cell and answers the row as stored; the refusal's message shows under the cell. */
  updateField(update: FieldUpdate): Promise<T>;
}

/** Where a declared list is posted: its endpoint with its fixed query parameters, if any. */
export const listUrl = (list: ListDeclaration) => (list.query ? `${list.endpoint}?${new URLSearchParams(list.query)}` : list.endpoint);

/**
 * A server-paged list: its declaration's endpoint (or an undeclared endpoint) answers `{total, list}` for the
 * list request; `updateEndpoint` (when the list has editable cells) saves one field; `onPage` hands each whole
 * answer to the page (a 合计 that comes with it).
 */
export function listResource<T, L extends ListDeclaration = ListDeclaration, P extends PagedAnswer<T> = PagedAnswer<T>>(
  list: L | string,
  options: { updateEndpoint?: string; onPage?: (page: P) => void } = {},
): ListResource<T, SortName<L>, FilterName<L>> {
  const endpoint = typeof list === 'string' ? list : listUrl(list);
  return {
    ...(typeof list === 'string' ? {} : { declared: list }),
    async fetchPage(query, criteria, signal) {
      const page = await api.post<P>(endpoint, listRequest(query, criteria), { silent: true, noDialog: true, signal, read: true });
      options.onPage?.(page);
      return { rows: page.list, total: page.total };
    },
    updateField(update) {
      if (!options.updateEndpoint) return Promise.reject(new Error('该列表不能直接修改'));
      return api.post<T>(options.updateEndpoint, update, { silent: true, noDialog: true });
    },
  };
}
