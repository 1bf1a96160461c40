import { Modal, Table } from '@mantine/core';
import { useState } from 'react';
import { MIGRATION_TASK_STATUSES, type MigrationJob } from '../../contracts/serviceMaintenance.ts';
import { formatDate } from '../../rules/dates.ts';
import { message } from '../../ui/message.ts';
import { usePageMemory } from '../../ui/pageMemory.ts';
import { hasKeptWizard } from '../../ui/resource/keptStep.ts';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { LoadedView } from '../../ui/resource/LoadProblem.tsx';
import { StatusTag } from '../../ui/resource/StatusTag.tsx';
import { MIGRATION_WIZARD } from './keptMigration.ts';
import { planText } from './MigrationProgress.tsx';
import { RdsMigrationDrawer } from './RdsMigrationDrawer.tsx';
import { cancelMigration, migrationLog, migrations, type MigrationLogLine } from './rdsMigrationApi.ts';
import { workOrdersScreens } from '../../contracts/screens/workOrders.ts';
import type { DeclaredColumns } from '../../ui/resource/declaredList.ts';

const columns: DeclaredColumns<MigrationJob, typeof workOrdersScreens.rdsMoveUser.list> = [
  { field: 'taskNo', title: '任务号', width: 110 },
  { field: 'userName', title: '客户名称', width: 'auto' },
  { field: 'productName', title: '产品', width: 110 },
  { field: 'fromServer', title: '当前服务器', width: 180 },
  { field: 'toInstance', title: '目标实例', width: 110 },
  { field: 'sizeMB', title: '大小', width: 100, orderBy: 'none', contentAlign: 'right', titleAlign: 'right', formatter: (value) => `${String(value)} MB` },
  { field: 'planTime', title: '计划时间', width: 150, orderBy: 'none', formatter: (value) => planText(value as number) },
  { field: 'taskStatus', title: '任务状态', width: 100, formatter: String, cellComponent: ({ value }) => <StatusTag status={String(value)} /> },
  { field: 'progress', title: '进度', width: 80, contentAlign: 'right', titleAlign: 'right', formatter: (value) => `${String(value)}%` },
];

const FOLLOWED: ReadonlyArray<MigrationJob['phase']> = ['scheduled', 'migrating', 'verifying', 'failed'];

function LogModal({ job, onClose }: { job: MigrationJob | null; onClose(): void }) {
  return (
    <Modal opened={job !== null} onClose={onClose} title={`迁移日志 ${job?.taskNo ?? ''}`} size="lg">
      {job && (
        <LoadedView load={(signal) => migrationLog(job.id, signal)} loadKey={String(job.id)}>
          {(lines) => <LogLines lines={lines} />}
        </LoadedView>
      )}
    </Modal>
  );
}

function LogLines({ lines }: { lines: MigrationLogLine[] }) {
  return (
    <Table>
      <Table.Tbody>
        {lines.map((line) => (
          <Table.Tr key={`${line.time}-${line.text}`}>
            <Table.Td w={170}>{formatDate(line.time, 'YYYY-MM-DD HH:mm:ss')}</Table.Td>
            <Table.Td>{line.text}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Move customers' databases to managed RDS in the night window (数据库迁移, rdsqy, M14). */
export default function RdsMoveUserPage() {
  const memory = usePageMemory();
  // A new migration left open when the page went opens again by itself.
  const [drawer, setDrawer] = useState<{ job: MigrationJob | null } | null>(() => (hasKeptWizard(memory, MIGRATION_WIZARD) ? { job: null } : null));
  const [logOf, setLogOf] = useState<MigrationJob | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  return (
    <>
      <ListScreen
        screen={workOrdersScreens.rdsMoveUser}
        source={migrations}
        columns={columns}
        rowKey={(row) => row.id}
        refreshKey={refreshKey}
        query={[
          { kind: 'keyword', placeholder: '客户名称/任务号/服务器' },
          { kind: 'select', name: 'taskStatus', label: '任务状态', options: MIGRATION_TASK_STATUSES.map((value) => ({ label: value, value })) },
          { kind: 'dateRange', label: '计划时间' },
        ]}
        toolbar={[{ label: '新建', action: 'add', run: () => setDrawer({ job: null }) }]}
        rowActions={[
          { label: '查看', shown: (row) => FOLLOWED.includes(row.phase), run: (row) => setDrawer({ job: row }) },
          {
            label: '取消',
            action: 'cancel',
            shown: (row) => row.phase === 'scheduled',
            confirm: (row) => `确定取消迁移任务 ${row.taskNo} 吗？`,
            run: async (row, context) => {
              await cancelMigration(row.id);
              message.success('任务已取消');
              context.reload();
            },
          },
          { label: '日志', run: (row) => setLogOf(row) },
          { label: '重试', action: 'retry', shown: (row) => row.phase === 'rolledBack', run: (row) => setDrawer({ job: row }) },
        ]}
      />
      <RdsMigrationDrawer
        opened={drawer !== null}
        job={drawer?.job ?? null}
        onClose={() => {
          setDrawer(null);
          setRefreshKey((key) => key + 1);
        }}
      />
      <LogModal job={logOf} onClose={() => setLogOf(null)} />
    </>
  );
}
