import { customersScreens } from '../../contracts/screens/customers.ts';
import { api } from '../../api/client.ts';
import type { Customer } from '../../contracts/customers.ts';
import { listResource } from '../../api/resource.ts';

export type { Customer };

/** The agent's customers (and its sub-agents'), paged by the server; name, contact and phone can be corrected in place. */
export const customers = listResource<Customer, typeof customersScreens.customerList.list>(customersScreens.customerList.list, { updateEndpoint: '/api/user/UpdateUserField' });

/** One customer the caller may see. */
export const getCustomer = (id: number, signal?: AbortSignal) => api.get<Customer>('/api/user/GetUserBasicInfo', { userId: id }, { signal });
