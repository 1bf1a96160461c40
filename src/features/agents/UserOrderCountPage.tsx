import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { count, day, yuan } from './agentColumns.tsx';
import { userOrderCounts, type UserOrderCount } from './agentsApi.ts';
import { agentsScreens } from '../../contracts/screens/agents.ts';
import type { DeclaredColumns } from '../../ui/resource/declaredList.ts';

const columns: DeclaredColumns<UserOrderCount, typeof agentsScreens.userOrderCount.list> = [
  { field: 'userName', title: '客户名称', width: 'auto' },
  count('orderCount', '订单数', { sortable: true }),
  yuan('orderAmount', '订单总额（元）', { sortable: true, width: 150 }),
  count('renewCount', '续费次数', { sortable: true }),
  day('firstOrder', '首次下单'),
  day('lastOrder', '最近下单', { sortable: true }),
];

/** Customers ranked by their paid orders; 明细 → /userOrderCountdetail. */
export default function UserOrderCountPage() {
  return (
    <ListScreen
      screen={agentsScreens.userOrderCount}
      source={userOrderCounts}
      columns={columns}
      rowKey={(row) => row.userId}
      query={[{ kind: 'keyword', placeholder: '客户名称' }]}
      rowActions={[{ label: '明细', href: (row) => agentsScreens.userOrderDetail.href({ userId: row.userId, userName: row.userName }) }]}
    />
  );
}
