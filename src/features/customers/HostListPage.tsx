import { useState } from 'react';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { PRODUCT_OPTIONS, serviceColumn } from './ExpireColumns.tsx';
import { HostListEditDialog } from './HostListEditDialog.tsx';
import { hosts, type HostRow } from './customerServicesApi.ts';
import { customersScreens } from '../../contracts/screens/customers.ts';
import type { DeclaredColumns } from '../../ui/resource/declaredList.ts';
import { serviceMaintenanceScreens } from '../../contracts/screens/serviceMaintenance.ts';

const columns: DeclaredColumns<HostRow, typeof customersScreens.hostList.list> = [
  serviceColumn('host', { orderBy: 'none', isFrozen: true }),
  { field: 'url', title: '访问地址', width: 220 },
  serviceColumn('localityName'),
  serviceColumn('productName'),
  serviceColumn('userName'),
  { field: 'dbsetCount', title: '账套数', width: 90, contentAlign: 'right', titleAlign: 'right' },
  { field: 'sizeMB', title: '数据库大小', width: 120, orderBy: 'none', contentAlign: 'right', titleAlign: 'right', formatter: (value) => `${String(value)} MB` },
  serviceColumn('expireDate', { orderBy: 'none' }),
  serviceColumn('serviceStatus', { field: 'hostStatus', title: '状态' }),
];

/** The hosts of the agent's services and their prefixes (主机管理, zjgl). */
export default function HostListPage() {
  const [editing, setEditing] = useState<HostRow | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  return (
    <>
      <ListScreen
        screen={customersScreens.hostList}
        source={hosts}
        columns={columns}
        rowKey={(row) => row.id}
        refreshKey={refreshKey}
        query={[
          { kind: 'keyword', placeholder: '域名/客户名称' },
          { kind: 'select', name: 'productType', label: '产品', options: PRODUCT_OPTIONS },
        ]}
        rowActions={[
          { label: '修改域名', action: 'editHost', run: (row) => setEditing(row) },
          { label: '客户', href: (row) => customersScreens.customerDetail.href({ id: row.id }) },
          { label: '数据库', href: (row) => serviceMaintenanceScreens.dbsInfo.href({ serviceId: row.id }) },
        ]}
      />
      <HostListEditDialog row={editing} onClose={() => setEditing(null)} onSaved={() => setRefreshKey((key) => key + 1)} />
    </>
  );
}
