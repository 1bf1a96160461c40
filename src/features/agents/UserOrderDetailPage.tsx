import { useSearch } from 'wouter';
import { ORDER_TYPES, type OrderType } from '../../contracts/orders.ts';
import { DATE_TIME_FORMAT, formatDate } from '../../rules/dates.ts';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { status, yuan } from './agentColumns.tsx';
import { userOrders, type UserOrder } from './agentsApi.ts';
import { agentsScreens } from '../../contracts/screens/agents.ts';
import type { DeclaredColumns } from '../../ui/resource/declaredList.ts';

const columns: DeclaredColumns<UserOrder, typeof agentsScreens.userOrderDetail.list> = [
  { field: 'orderNo', title: '订单号', width: 200 },
  { field: 'orderType', title: '订单类型', width: 110, formatter: (value) => ORDER_TYPES[value as OrderType] ?? String(value) },
  { field: 'productName', title: '产品', width: 'auto' },
  yuan('amount', '金额（元）', { sortable: true }),
  status('orderStatus', '订单状态'),
  { field: 'createTime', title: '下单时间', width: 170, orderBy: 'none', formatter: (value) => formatDate(value as number, DATE_TIME_FORMAT) },
];

/** /userOrderCountdetail?userId=: one customer's orders. */
export default function UserOrderDetailPage() {
  const userName = new URLSearchParams(useSearch()).get('userName');
  return (
    <ListScreen
      screen={agentsScreens.userOrderDetail}
        heading={userName ? `客户订单明细：${userName}` : '客户订单明细'}
      source={userOrders}
      columns={columns}
      rowKey={(row) => row.orderNo}
      scopedBy={['userId']}
      query={[
        { kind: 'keyword', placeholder: '订单号' },
        { kind: 'select', name: 'orderType', label: '订单类型', options: Object.entries(ORDER_TYPES).map(([value, label]) => ({ value, label })) },
        { kind: 'dateRange', label: '下单时间' },
      ]}
    />
  );
}
