import type { IshopRow } from '../../contracts/serviceMaintenance.ts';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { col, dateText, statusCell, statusFilter } from './maintenanceColumns.tsx';
import { renewAction, upgradeAction } from './serviceActions.ts';
import { ishopShops } from './serviceMaintenanceApi.ts';
import { serviceMaintenanceScreens } from '../../contracts/screens/serviceMaintenance.ts';
import type { DeclaredColumns } from '../../ui/resource/declaredList.ts';
import { agentsScreens } from '../../contracts/screens/agents.ts';

const columns: DeclaredColumns<IshopRow, typeof serviceMaintenanceScreens.ishopService.list> = [
  { field: 'userName', title: '客户名称', width: 'auto' },
  { field: 'shopName', title: '店铺名称', width: 180 },
  { field: 'shopType', title: '类型', width: 80 },
  { field: 'versonName', title: '版本', width: 90 },
  { field: 'host', title: '域名', width: 110, formatter: col.host.formatter },
  { field: 'mpAuth', title: '小程序授权', width: 110, formatter: String, cellComponent: statusCell },
  { field: 'expireDate', title: '到期日期', width: 110, orderBy: 'none', formatter: dateText },
  { field: 'serviceStatus', title: '服务状态', width: 100, formatter: String, cellComponent: statusCell },
];

const TYPES = ['网店', '小程序'].map((name) => ({ label: name, value: name }));
const AUTHS = ['未授权', '已授权', '已过期'].map((name) => ({ label: name, value: name }));

/** IShop shops and mini-programs (iShop服务维护, fwwh). */
export default function IshopServicePage() {
  return (
    <ListScreen
      screen={serviceMaintenanceScreens.ishopService}
      source={ishopShops}
      columns={columns}
      rowKey={(row) => row.id}
      query={[
        { kind: 'keyword', placeholder: '客户名称/店铺名称/域名' },
        { kind: 'select', name: 'shopType', label: '类型', options: TYPES },
        { kind: 'select', name: 'mpAuth', label: '小程序授权', options: AUTHS },
        statusFilter,
      ]}
      rowActions={[
        renewAction<IshopRow>((row) => row.serviceId),
        upgradeAction<IshopRow>((row) => row.serviceId),
        { label: '账套', href: (row) => serviceMaintenanceScreens.ishopDbsetMaintenance.href({ serviceId: row.serviceId }) },
        { label: '营销', href: () => agentsScreens.iShopMarketing.path },
      ]}
    />
  );
}
