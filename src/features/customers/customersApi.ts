import { getAccountInfo, type AccountInfo } from '../../api/auth.ts';
import { api } from '../../api/client.ts';
import { getToken } from '../../api/token.ts';
import type { TablePage, TableQuery } from '../../ui/table/types.ts';

export type Customer = {
  id: number;
  customerNo: string;
  name: string;
  contact: string;
  phone: string;
  productType: string;
  productName: string;
  versionName: string;
  host: string | null;
  userCount: number;
  region: string;
  status: string;
  /** 1 self-service trial, 2 entered by the agent, 3 imported. */
  source: number;
  /** Milliseconds since the epoch. */
  createdAt: number;
  expireAt: number;
};

interface CustomerPage {
  total: number;
  list: Customer[];
}

/** One page of the agent's customers; the table shows a failure itself, so the call is silent. */
export async function fetchCustomers(query: TableQuery, keyword: string): Promise<TablePage<Customer>> {
  const page = await api.post<CustomerPage>(
    '/api/user/UserPageList',
    {
      page: query.page,
      pageSize: query.pageSize,
      sortField: query.sort?.field,
      sortOrder: query.sort?.order,
      filters: query.filters,
      keyword,
    },
    { silent: true },
  );
  return { rows: page.list, total: page.total };
}

/** Saves one corrected field; the message of a refusal shows under the cell's input. */
export const updateCustomerField = (id: number, field: string, value: string) =>
  api.post<Customer>('/api/user/UpdateUserField', { id, field, value }, { silent: true });

let accountInfo: { token: string | null; info: Promise<AccountInfo> } | null = null;

/** The signed-in account, asked once per session (the table keeps its layout per account). */
export function signedInAccount(): Promise<AccountInfo> {
  const token = getToken();
  if (accountInfo?.token !== token) {
    const info = getAccountInfo();
    info.catch(() => (accountInfo = null));
    accountInfo = { token, info };
  }
  return accountInfo.info;
}
