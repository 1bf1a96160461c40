import { Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { useSearch } from 'wouter';
import type { DbsetRow } from '../../contracts/serviceMaintenance.ts';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { LoadProblem } from '../../ui/resource/LoadProblem.tsx';
import { useLoad } from '../../ui/resource/useLoad.ts';
import { DBSET_STATUS_OPTIONS, dbsetCol, restoreAction } from './dbsetColumns.tsx';
import { useDbsetBackup } from './BackupDialog.tsx';
import { dateText } from './maintenanceColumns.tsx';
import { orderHref } from './serviceActions.ts';
import { databaseInfo, dbsets } from './serviceMaintenanceApi.ts';
import { serviceMaintenanceScreens } from '../../contracts/screens/serviceMaintenance.ts';
import type { DeclaredColumns } from '../../ui/resource/declaredList.ts';

const columns: DeclaredColumns<DbsetRow, typeof serviceMaintenanceScreens.dbsetManage.list> = [dbsetCol.dbsetName, dbsetCol.dbsetNo, dbsetCol.sizeMB, dbsetCol.lastBackup, dbsetCol.expireDate, dbsetCol.status];

/** The service's facts above its 账套 (the list below shows its own loader meanwhile). */
function ServiceFacts({ serviceId }: { serviceId: number }) {
  const [loaded, reload] = useLoad((signal) => databaseInfo(serviceId, signal), String(serviceId));
  if (loaded.state === 'loading') return null;
  if (loaded.state === 'failed') return <LoadProblem problem={loaded.problem} onRetry={reload} />;
  const info = loaded.value;
  return (
    <Paper withBorder p="sm">
      <Group gap="xl">
        <Text size="sm">客户：{info.userName}</Text>
        <Text size="sm">
          产品：{info.productName}（{info.versonName}）
        </Text>
        <Text size="sm">数据库：{info.dbName}</Text>
        <Text size="sm">到期日期：{dateText(info.expireDate)}</Text>
      </Group>
    </Paper>
  );
}

/** 账套维护 of one service (?serviceId=): renew through the quote, back up, restore (ztgl codes). */
export function DbsetMaintenanceScreen({ screen }: { screen: typeof serviceMaintenanceScreens.dbsetMaintenance | typeof serviceMaintenanceScreens.ishopDbsetMaintenance }) {
  const serviceId = Number(new URLSearchParams(useSearch()).get('serviceId'));
  const [refreshKey, setRefreshKey] = useState(0);
  const backup = useDbsetBackup(() => setRefreshKey((key) => key + 1));
  return (
    <>
      <ListScreen
        screen={screen}
        source={dbsets}
        columns={columns}
        rowKey={(row) => row.id}
        header={serviceId > 0 && <ServiceFacts serviceId={serviceId} />}
        scopedBy={['serviceId']}
        query={[
          { kind: 'keyword', placeholder: '账套名称/编号' },
          { kind: 'select', name: 'status', label: '状态', options: DBSET_STATUS_OPTIONS },
        ]}
        refreshKey={refreshKey}
        rowActions={[{ label: '续费', action: 'renew' as const, href: (row) => orderHref('renew', row.serviceId) }, backup.action, restoreAction]}
      />
      {backup.dialog}
    </>
  );
}
