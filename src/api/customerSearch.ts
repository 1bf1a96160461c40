import { api } from './client.ts';
import type { Customer } from '../contracts/customers.ts';

/** What a customer picker shows and hands over of one of the agent's customers. */
export type CustomerChoice = Pick<Customer, 'id' | 'customerNo' | 'name' | 'contact' | 'phone'>;

const choiceOf = ({ id, customerNo, name, contact, phone }: Customer): CustomerChoice => ({ id, customerNo, name, contact, phone });

/** The agent's customers matching a name, contact, phone or 客户编号 (the first 20); the picker shows a refusal itself. */
export async function searchCustomers(keyword: string, signal?: AbortSignal): Promise<CustomerChoice[]> {
  const page = await api.post<{ list: Customer[] }>('/api/user/UserPageList', { pageIndex: 1, pageSize: 20, keyword: keyword.trim() || undefined }, { silent: true, signal });
  return page.list.map(choiceOf);
}

// A page and its picker often ask for the same customer at once (an id in the address): one call serves both.
const pending = new Map<number, Promise<CustomerChoice>>();

/** One of the agent's customers by id (an id from the address or a saved record). */
export function customerById(id: number): Promise<CustomerChoice> {
  const known = pending.get(id);
  if (known) return known;
  const call = api.get<Customer>('/api/user/GetUserBasicInfo', { userId: id }, { silent: true }).then(choiceOf).finally(() => pending.delete(id));
  pending.set(id, call);
  return call;
}
