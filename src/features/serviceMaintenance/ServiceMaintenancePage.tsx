import type { MaintenanceRow } from '../../contracts/serviceMaintenance.ts';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { VERSION_OPTIONS, col, statusFilter } from './maintenanceColumns.tsx';
import { addUserAction, batchRenew, extendAction, renewAction, stopAction, upgradeAction } from './serviceActions.ts';
import { maintainedServices } from './serviceMaintenanceApi.ts';
import { serviceMaintenanceScreens } from '../../contracts/screens/serviceMaintenance.ts';
import type { DeclaredColumns } from '../../ui/resource/declaredList.ts';

const columns: DeclaredColumns<MaintenanceRow, typeof serviceMaintenanceScreens.serviceMaintenance.list> = [
  col.userName,
  col.productName,
  col.versonName,
  col.userCount,
  col.host,
  col.localityName,
  col.startDate,
  col.expireDate,
  col.remainDays,
  col.serviceStatus,
];

const PRODUCTS = [
  { label: '云启CRM', value: 'CRM' },
  { label: '千方零售', value: 'QianFang' },
];

/** Renew, add users, upgrade (quote → cashier), extend a trial, stop (服务维护, fwwh). */
export default function ServiceMaintenancePage() {
  return (
    <ListScreen
      screen={serviceMaintenanceScreens.serviceMaintenance}
      source={maintainedServices}
      columns={columns}
      rowKey={(row) => row.id}
      selectable
      query={[
        { kind: 'keyword', placeholder: '客户名称/手机号/域名' },
        statusFilter,
        { kind: 'dateRange', label: '到期日期' },
        { kind: 'select', name: 'productType', label: '产品', options: PRODUCTS },
        { kind: 'select', name: 'versonName', label: '版本', options: VERSION_OPTIONS },
      ]}
      toolbar={[batchRenew]}
      rowActions={[
        renewAction<MaintenanceRow>((row) => row.id),
        addUserAction,
        upgradeAction<MaintenanceRow>((row) => row.id),
        extendAction,
        stopAction,
        { label: '数据库', href: (row) => serviceMaintenanceScreens.dbsInfo.href({ serviceId: row.id }) },
        { label: '账套', href: (row) => serviceMaintenanceScreens.dbsetMaintenance.href({ serviceId: row.id }) },
      ]}
    />
  );
}
