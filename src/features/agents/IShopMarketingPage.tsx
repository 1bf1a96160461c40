import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { count, day, options, yuan } from './agentColumns.tsx';
import { iShopPlugins, type IShopPlugin } from './agentsApi.ts';
import { agentsScreens } from '../../contracts/screens/agents.ts';
import type { DeclaredColumns } from '../../ui/resource/declaredList.ts';
import { paymentsScreens } from '../../contracts/screens/payments.ts';

const columns: DeclaredColumns<IShopPlugin, typeof agentsScreens.iShopMarketing.list> = [
  { field: 'userName', title: '客户名称', width: 'auto' },
  { field: 'shopName', title: '店铺名称', width: 160 },
  { field: 'plugin', title: '插件', width: 90 },
  day('startDate', '开通日期'),
  day('expireDate', '到期日期', { sortable: true }),
  count('monthOrders', '本月订单', { sortable: true }),
  yuan('monthGmv', '本月成交额（元）', { sortable: true, width: 150 }),
];

/** IShop customers' marketing plugins; 开通/续费 → /buySubProduct. */
export default function IShopMarketingPage() {
  return (
    <ListScreen
      screen={agentsScreens.iShopMarketing}
      source={iShopPlugins}
      columns={columns}
      rowKey={(row) => row.id}
      query={[
        { kind: 'keyword', placeholder: '客户名称/店铺名称' },
        { kind: 'select', name: 'plugin', label: '插件', options: options(['优惠券', '拼团', '秒杀', '分销']) },
        { kind: 'dateRange', label: '开通日期' },
      ]}
      rowActions={[{ label: '开通/续费', href: (row) => paymentsScreens.buySubProduct.href({ userId: row.userId }) }]}
    />
  );
}
