import { ORDER_STATUSES } from '../../contracts/orders.ts';
import { formatDate } from '../../rules/dates.ts';
import { formatYuan } from '../../rules/money.ts';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { StatusTag } from '../../ui/resource/StatusTag.tsx';
import { qqdOrders, type QqdOrder } from './orderEntryApi.ts';
import { paymentsScreens } from '../../contracts/screens/payments.ts';
import type { DeclaredColumns } from '../../ui/resource/declaredList.ts';

const columns: DeclaredColumns<QqdOrder, typeof paymentsScreens.qqdOrder.list> = [
  { field: 'orderNo', title: '订单号', width: 190, isFrozen: true },
  { field: 'customerName', title: '客户名称', width: 'auto' },
  { field: 'channels', title: '渠道', width: 140 },
  { field: 'shopCount', title: '店铺数', width: 90, titleAlign: 'right', contentAlign: 'right' },
  { field: 'period', title: '时长', width: 90, formatter: (value) => `${String(value)}个月` },
  { field: 'amountFen', title: '金额（元）', width: 120, orderBy: 'none', titleAlign: 'right', contentAlign: 'right', formatter: (value) => formatYuan(value as number) },
  { field: 'orderStatus', title: '订单状态', width: 100, cellComponent: ({ value }) => <StatusTag status={String(value)} />, formatter: (value) => String(value) },
  { field: 'createdAt', title: '下单时间', width: 150, orderBy: 'desc', formatter: (value) => formatDate(value as number, 'YYYY-MM-DD HH:mm') },
];

/** 全渠道店铺 orders (read-only; bought from /buySubProduct). */
export default function QqdOrderPage() {
  return (
    <ListScreen
      screen={paymentsScreens.qqdOrder}
      source={qqdOrders}
      columns={columns}
      rowKey={(row) => row.orderNo}
      query={[
        { kind: 'keyword', placeholder: '订单号/客户名称' },
        { kind: 'select', name: 'orderStatus', label: '订单状态', options: ORDER_STATUSES.map((value) => ({ label: value, value })) },
        { kind: 'dateRange', label: '下单时间' },
      ]}
    />
  );
}
