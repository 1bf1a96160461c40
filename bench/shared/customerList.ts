// What the bench's own list pages share: the customer list's call, exactly as the portal's list screen sends it,
// and its columns as text. Nothing of the portal's UI is imported here: the floor and the peer stand on their own.
import type { Customer } from '../../src/contracts/customers.ts';
import type { ListRequest, PagedAnswer } from '../../src/contracts/list.ts';
import { formatDate } from '../../src/rules/dates.ts';
import { statusColour } from '../../src/rules/statuses.ts';

export type { Customer };
export { statusColour };

export const CUSTOMER_LIST_ENDPOINT = '/api/user/UserPageList';
/** The bench shows 30 rows a page in every build (the portal's list is switched to 30 条/页 first). */
export const BENCH_PAGE_SIZE = 30;

export type SortOrder = 'asc' | 'desc';
export interface ListSort {
  field: string;
  order: SortOrder;
}
/** The customer list's declared sort: newest registration first. */
export const DEFAULT_SORT: ListSort = { field: 'createdAt', order: 'desc' };

/** The list's sort cycle, as the portal's: none → ascending → descending → none; another column's sort is dropped. */
export function nextSort(current: ListSort | null, field: string): ListSort | null {
  if (current?.field !== field) return { field, order: 'asc' };
  return current.order === 'asc' ? { field, order: 'desc' } : null;
}

/** The request body the portal's list screen posts for one page (no keyword, no filters, the query bar empty). */
export function listRequest(page: number, sort: ListSort | null): ListRequest {
  return { pageIndex: page, pageSize: BENCH_PAGE_SIZE, sortField: sort?.field, sortOrder: sort?.order, filters: {} };
}

function token(): string | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith('token='));
  return entry ? decodeURIComponent(entry.slice('token='.length)) : null;
}

/** One page of the signed-in account's customers from the stand-in, with the headers the portal's client sends. */
export async function fetchCustomers(page: number, sort: ListSort | null): Promise<PagedAnswer<Customer>> {
  const response = await fetch(CUSTOMER_LIST_ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Cache-Control': 'no-cache', Pragma: 'no-cache', Authorization: `Bearer ${token()}` },
    body: JSON.stringify(listRequest(page, sort)),
  });
  const answer = (await response.json()) as { code?: number; msg?: string; data: PagedAnswer<Customer> };
  if (answer.code !== 200) throw new Error(answer.msg ?? `HTTP ${response.status}`);
  return answer.data;
}

const SOURCE_LABELS: Record<number, string> = { 1: '自助试用注册', 2: '代理商录入', 3: '批量导入' };

export interface TextColumn {
  field: keyof Customer & string;
  title: string;
  width: number;
  align?: 'right' | 'center';
  sortable?: boolean;
  text(row: Customer): string;
}

/** The customer list's columns in the portal's order, each cell's text as the portal shows it. */
export const CUSTOMER_COLUMNS: readonly TextColumn[] = [
  { field: 'customerNo', title: '客户编号', width: 140, sortable: true, text: (row) => row.customerNo },
  { field: 'name', title: '客户名称', width: 220, sortable: true, text: (row) => row.name },
  { field: 'contact', title: '联系人', width: 120, sortable: true, text: (row) => row.contact },
  { field: 'phone', title: '手机号', width: 130, text: (row) => row.phone },
  { field: 'productType', title: '产品', width: 180, text: (row) => `${row.productName}（${row.versionName}）` },
  { field: 'userCount', title: '用户数', width: 120, align: 'right', sortable: true, text: (row) => String(row.userCount) },
  { field: 'region', title: '服务器区域', width: 170, text: (row) => row.region },
  { field: 'status', title: '状态', width: 130, align: 'center', text: (row) => row.status },
  { field: 'source', title: '来源', width: 120, text: (row) => SOURCE_LABELS[row.source] ?? '' },
  { field: 'createdAt', title: '注册时间', width: 140, sortable: true, text: (row) => formatDate(row.createdAt) },
  { field: 'expireAt', title: '到期时间', width: 140, sortable: true, text: (row) => formatDate(row.expireAt) },
];

/** The row actions the portal's list shows, in its order. */
export const ROW_ACTIONS = ['详情', '数据库文件', '跟进', '续费'] as const;

/** `count` rows made from `rows` repeated, each with an id and customer number of its own (a client-side list). */
export function tileRows(rows: readonly Customer[], count: number): Customer[] {
  if (rows.length === 0) throw new Error('no rows to repeat');
  return Array.from({ length: count }, (_, index) => {
    const row = rows[index % rows.length];
    return { ...row, id: index + 1, customerNo: `${row.customerNo}-${Math.floor(index / rows.length) + 1}` };
  });
}
