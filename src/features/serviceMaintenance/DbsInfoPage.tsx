import { Button, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useSearch } from 'wouter';
import type { DatabaseInfo } from '../../contracts/serviceMaintenance.ts';
import { formatDate } from '../../rules/dates.ts';
import { Can } from '../../ui/permissions/Can.tsx';
import { DetailScreen, type DetailContext } from '../../ui/resource/DetailScreen.tsx';
import { dateText, mbText, usageColour } from './maintenanceColumns.tsx';
import { databaseInfo, startBackup } from './serviceMaintenanceApi.ts';
import { BackupProgress } from './BackupDialog.tsx';
import { useBackupJob } from './useBackupJob.ts';
import { customersScreens } from '../../contracts/screens/customers.ts';
import { paymentsScreens } from '../../contracts/screens/payments.ts';
import { serviceMaintenanceScreens } from '../../contracts/screens/serviceMaintenance.ts';

/** Used space against the quota, orange from 80 %, red from 95 %. */
function SpaceBar({ info }: { info: DatabaseInfo }) {
  return (
    <Stack gap={4}>
      <Text size="sm">
        已用 {mbText(info.sizeMB)} / 上限 {mbText(info.quotaMB)}（{info.usage}%）
      </Text>
      <Progress value={info.usage} color={usageColour(info.usage) ?? 'blue'} size="lg" aria-label="空间使用率" />
    </Stack>
  );
}

/** /dbsInfo?serviceId=: one service's database: facts, space, 立即备份 followed until done, and where to go next. */
export default function DbsInfoPage() {
  const serviceId = Number(new URLSearchParams(useSearch()).get('serviceId'));
  const [version, setVersion] = useState(0);
  const backup = useBackupJob(() => setVersion((count) => count + 1));

  const load = async () => {
    const info = await databaseInfo(serviceId);
    if (info.runningBackup && !backup.running) backup.follow(info.runningBackup);
    return info;
  };
  const actions = (info: DatabaseInfo, context: DetailContext) => (
    <>
      <Can screen={serviceMaintenanceScreens.dbsInfo} action="backup">
        <Button size="xs" loading={backup.running} onClick={() => startBackup(info.id).then(backup.follow, () => undefined)}>
          立即备份
        </Button>
      </Can>
      <Button size="xs" variant="default" onClick={() => context.navigate(customersScreens.dbFiles.href({ userId: info.id }))}>
        备份文件
      </Button>
      <Button size="xs" variant="default" onClick={() => context.navigate(paymentsScreens.buySubProduct.href({ userId: info.id }))}>
        扩容
      </Button>
      <Button size="xs" variant="default" onClick={() => context.navigate(serviceMaintenanceScreens.dataRecoveryCart.href({ serviceId: info.id }))}>
        恢复
      </Button>
      <Button size="xs" variant="default" onClick={() => context.navigate(serviceMaintenanceScreens.dbsetMaintenance.href({ serviceId: info.id }))}>
        账套
      </Button>
    </>
  );
  return (
    <DetailScreen<DatabaseInfo>
      load={load}
      loadKey={`${serviceId}:${version}`}
      title={(info) => `${info.userName} · ${info.dbName}`}
      status={(info) => info.serviceStatus}
      facts={[
        { label: '数据库名', value: (info) => info.dbName },
        { label: '服务器', value: (info) => info.server },
        { label: '服务器区域', value: (info) => info.localityName },
        { label: '产品', value: (info) => `${info.productName}（${info.versonName}）` },
        { label: '域名', value: (info) => info.host ?? '—' },
        { label: '账套数', value: (info) => info.dbsetCount },
        { label: '最近备份', value: (info) => (info.lastBackup ? formatDate(info.lastBackup, 'YYYY-MM-DD HH:mm') : dateText(null)) },
      ]}
      actions={actions}
      sections={[
        { title: '空间', render: (info) => <SpaceBar info={info} /> },
        {
          title: '备份',
          render: () =>
            backup.job ? (
              <BackupProgress job={backup.job} />
            ) : (
              <Text size="sm" c="dimmed">
                点击“立即备份”备份整个数据库，完成后它是每个账套的恢复时间点（整库备份）。
              </Text>
            ),
        },
      ]}
    />
  );
}
