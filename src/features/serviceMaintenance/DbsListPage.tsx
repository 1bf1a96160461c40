import { Text } from '@mantine/core';
import type { DatabaseRow } from '../../contracts/serviceMaintenance.ts';
import { formatDate } from '../../rules/dates.ts';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { mbText, usageColour } from './maintenanceColumns.tsx';
import { useState } from 'react';
import { useDatabaseBackup } from './BackupDialog.tsx';
import { databases } from './serviceMaintenanceApi.ts';
import { serviceMaintenanceScreens } from '../../contracts/screens/serviceMaintenance.ts';
import type { DeclaredColumns } from '../../ui/resource/declaredList.ts';

const right = { contentAlign: 'right', titleAlign: 'right' } as const;

const columns: DeclaredColumns<DatabaseRow, typeof serviceMaintenanceScreens.dbsList.list> = [
  { field: 'dbName', title: '数据库名', width: 150 },
  { field: 'userName', title: '客户名称', width: 'auto' },
  { field: 'productName', title: '产品', width: 120 },
  { field: 'host', title: '主机', width: 110, formatter: (value) => (value ? String(value) : '—') },
  { field: 'sizeMB', title: '大小', width: 110, orderBy: 'none', ...right, formatter: mbText },
  { field: 'quotaMB', title: '上限', width: 110, orderBy: 'none', ...right, formatter: mbText },
  {
    field: 'usage',
    title: '使用率',
    width: 100,
    orderBy: 'none',
    ...right,
    formatter: (value) => `${String(value)}%`,
    cellComponent: ({ value }) => (
      <Text size="sm" c={usageColour(value as number)} fw={usageColour(value as number) ? 600 : undefined}>
        {String(value)}%
      </Text>
    ),
  },
  { field: 'lastBackup', title: '最近备份', width: 150, formatter: (value) => (value ? formatDate(value as number, 'YYYY-MM-DD HH:mm') : '—') },
];

const PRODUCTS = [
  { label: '云启CRM', value: 'CRM' },
  { label: '云启服装ERP', value: 'FZERP' },
  { label: '千方零售', value: 'QianFang' },
];

/** Every service's database size against its quota (数据库列表). */
export default function DbsListPage() {
  const [refreshKey, setRefreshKey] = useState(0);
  const backup = useDatabaseBackup(() => setRefreshKey((key) => key + 1));
  return (
    <>
      <ListScreen
        screen={serviceMaintenanceScreens.dbsList}
        source={databases}
        columns={columns}
        rowKey={(row) => row.id}
        query={[
          { kind: 'keyword', placeholder: '客户名称/主机' },
          { kind: 'select', name: 'productType', label: '产品', options: PRODUCTS },
        ]}
        detailHref={(row) => serviceMaintenanceScreens.dbsInfo.href({ serviceId: row.id })}
        refreshKey={refreshKey}
        rowActions={[backup.action]}
      />
      {backup.dialog}
    </>
  );
}
