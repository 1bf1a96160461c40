import { BILLING_STATES, ORDER_STATUSES, ORDER_TYPES, type Order } from '../../contracts/orders.ts';
import { formatDate } from '../../rules/dates.ts';
import { formatYuan } from '../../rules/money.ts';
import { StatusTag } from '../../ui/resource/StatusTag.tsx';
import type { RowAction } from '../../ui/resource/actions.ts';
import { message } from '../../ui/message.ts';
import { cancelOrder } from './orderEntryApi.ts';
import type { FilterName } from '../../contracts/screens/screen.ts';
import type { paymentsScreens } from '../../contracts/screens/payments.ts';
import type { DeclaredColumns, ListQueryField } from '../../ui/resource/declaredList.ts';

const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }));
const dateTime = (value: unknown) => (value ? formatDate(value as number, 'YYYY-MM-DD HH:mm') : '');
const ORDER_TYPE_OPTIONS = Object.entries(ORDER_TYPES).map(([value, label]) => ({ label, value }));

/** Columns; money in 元 on the right. (docs/product.md#routes) */
export const serviceOrderColumns: DeclaredColumns<Order, typeof paymentsScreens.serviceOrder.list> = [
  { field: 'orderNo', title: '订单号', width: 190, isFrozen: true },
  { field: 'customerName', title: '客户名称', width: 'auto' },
  { field: 'productName', title: '产品', width: 150 },
  { field: 'orderType', title: '订单类型', width: 110, formatter: (value) => ORDER_TYPES[value as keyof typeof ORDER_TYPES] ?? String(value) },
  { field: 'amountFen', title: '金额（元）', width: 130, orderBy: 'none', titleAlign: 'right', contentAlign: 'right', formatter: (value) => formatYuan(value as number) },
  { field: 'payMethod', title: '支付方式', width: 100, formatter: (value) => (value ? String(value) : '—') },
  {
    field: 'orderStatus',
    title: '订单状态',
    width: 110,
    contentAlign: 'center',
    cellComponent: ({ value }) => <StatusTag status={String(value)} />,
    formatter: (value) => String(value),
  },
  { field: 'billingState', title: '开票状态', width: 110, cellComponent: ({ value }) => <StatusTag status={String(value)} />, formatter: (value) => String(value) },
  { field: 'createdAt', title: '下单时间', width: 150, orderBy: 'desc', formatter: dateTime },
  { field: 'paidAt', title: '支付时间', width: 150, orderBy: 'none', formatter: dateTime },
];

export const serviceOrderQuery: ListQueryField<FilterName<typeof paymentsScreens.serviceOrder.list>>[] = [
  { kind: 'keyword', placeholder: '订单号/客户名称' },
  { kind: 'select', name: 'orderType', label: '订单类型', options: ORDER_TYPE_OPTIONS.filter((option) => option.value !== 'hardware') },
  { kind: 'select', name: 'orderStatus', label: '订单状态', options: options(ORDER_STATUSES) },
  { kind: 'select', name: 'billingState', label: '开票状态', options: options(BILLING_STATES) },
  { kind: 'dateRange', label: '下单时间' },
];

/**
 * An action only the order's owner may take (pay, cancel, ask for the invoice, confirm receipt): offered on the agent's
 * own orders where `shown` holds, never on a sub-agent's order, which the lists show read-only.
 */
export const ownersOnly =
  <T extends { own: boolean }>(shown: (row: T) => boolean) =>
  (row: T): boolean =>
    row.own && shown(row);

/** 取消 of a 待支付 order (button code `cancel` of the list's table id: 服务订单's and 硬件订单's both have it), confirmed by name. */
export function cancelOrderAction<T extends { orderNo: string }>(shown: (row: T) => boolean): RowAction<T, 'cancel'> {
  return {
    label: '取消',
    action: 'cancel',
    danger: true,
    shown,
    confirm: (row) => `确定取消订单 ${row.orderNo} 吗？`,
    run: async (row, context) => {
      await cancelOrder(row.orderNo);
      message.success('订单已取消');
      context.reload();
    },
  };
}
