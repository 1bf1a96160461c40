import type { PaletteItem } from '../../../machines/palette.machine.ts';
import { searchCustomers, searchOrders } from '../../api/palette.ts';
import { customersScreens } from '../../contracts/screens/customers.ts';
import { paymentsScreens } from '../../contracts/screens/payments.ts';

const CUSTOMER_DETAIL = customersScreens.customerDetail.path;
const ORDER_DETAIL = paymentsScreens.orderDetail.path;

/** What one of the searches found; nothing when it failed. */
const foundBy = <T>(search: PromiseSettledResult<T[]>): T[] => (search.status === 'fulfilled' ? search.value : []);

/**
 * Customers (by name, number or phone) and service orders (by number) the server finds for a query,
 * asked only where the account's menu holds their list. Both at once; one failing leaves the other.
 */
export async function searchRecords(query: string, lists: { customers: boolean; orders: boolean }, signal: AbortSignal): Promise<PaletteItem[]> {
  const keyword = query.trim();
  const [customers, orders] = await Promise.allSettled([
    lists.customers ? searchCustomers(keyword, signal) : Promise.resolve([]),
    lists.orders ? searchOrders(keyword, signal) : Promise.resolve([]),
  ]);
  if (customers.status === 'rejected' && orders.status === 'rejected') throw customers.reason;
  const customerItems = foundBy(customers).map(
    (hit): PaletteItem => ({
      key: `customer:${hit.id}`,
      kind: 'customer',
      group: '客户',
      label: hit.name,
      hint: `${hit.customerNo} · ${hit.phone}`,
      url: `${CUSTOMER_DETAIL}?id=${hit.id}`,
      title: '客户详情',
    }),
  );
  const orderItems = foundBy(orders).map(
    (hit): PaletteItem => ({
      key: `order:${hit.orderNo}`,
      kind: 'order',
      group: '订单',
      label: hit.orderNo,
      hint: hit.customerName || undefined,
      url: `${ORDER_DETAIL}?orderNo=${encodeURIComponent(hit.orderNo)}`,
      title: '订单详情',
    }),
  );
  return [...customerItems, ...orderItems];
}
