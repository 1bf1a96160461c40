import { Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { BackupJob, DatabaseRow, DbsetRow } from '../../contracts/serviceMaintenance.ts';
import { DATE_TIME_FORMAT, formatDate } from '../../rules/dates.ts';
import { Can } from '../../ui/permissions/Can.tsx';
import type { ActionContext, RowAction } from '../../ui/resource/actions.ts';
import { backupDbset, startBackup } from './serviceMaintenanceApi.ts';
import { useBackupJob } from './useBackupJob.ts';
import { serviceMaintenanceScreens } from '../../contracts/screens/serviceMaintenance.ts';
import type { ButtonCode, GuardedScreen } from '../../contracts/screens/screens.ts';

/** Where a restore of this 账套 is chosen: the recovery cart with it preselected. */
export const restoreHref = (row: Pick<DbsetRow, 'serviceId' | 'dbsetName'>) =>
  serviceMaintenanceScreens.dataRecoveryCart.href({ serviceId: row.serviceId, dbsetName: row.dbsetName });

/** What a backup job is doing, in the words the screens use. */
export const backupStatusText = (job: BackupJob) =>
  job.taskStatus === '排队中' ? '排队中，等待备份服务器' : job.taskStatus === '已完成' ? '备份完成' : `备份中 ${job.progress}%`;

/** A backup's state and bar, announced as it moves. */
export function BackupProgress({ job }: { job: BackupJob }) {
  return (
    <Group gap="sm" role="status" aria-label="备份进度">
      <Text size="sm">{backupStatusText(job)}</Text>
      <Progress value={job.progress} w={240} aria-label="备份进度条" animated={job.taskStatus !== '已完成'} />
    </Group>
  );
}

/** What a backup dialog needs of the row it backs up. */
interface BackupTarget<T, S extends GuardedScreen> {
  /** The screen whose button codes guard the backup and the way to restore. */
  screen: S;
  /** The row's button: its label, code and when it is offered. */
  action: Pick<RowAction<T, ButtonCode<S>>, 'action' | 'shown'>;
  start(row: T): Promise<BackupJob>;
  title(row: T): string;
  facts(row: T): Array<[string, string]>;
  /** Where its restore points are chosen, and the page's button that leads there. */
  restoreHref(row: T): string;
  restoreAction: ButtonCode<S>;
  /** What the finished backup is, as the recovery cart names it. */
  kind: string;
}

interface Following<T> {
  row: T;
  navigate: ActionContext['navigate'];
}

/**
 * 备份 of a row: starts the backup and follows it in a dialog — queued, 备份中 x %, done — after which the
 * backup is a restore point, offered by 去恢复 in the recovery cart. Closing the dialog leaves the backup
 * running; the list's 最近备份 follows when it is done.
 */
export function useBackupDialog<T, S extends GuardedScreen>(target: BackupTarget<T, S>, onFinished: () => void): { action: RowAction<T, ButtonCode<S>>; dialog: ReactNode } {
  const backup = useBackupJob(onFinished);
  const [following, setFollowing] = useState<Following<T> | null>(null);
  const [open, setOpen] = useState(false);
  const action: RowAction<T, ButtonCode<S>> = {
    label: '备份',
    ...target.action,
    run: async (row, context) => {
      const job = await target.start(row);
      backup.follow(job);
      setFollowing({ row, navigate: context.navigate });
      setOpen(true);
    },
  };
  const job = backup.job;
  const finishTime = job?.taskStatus === '已完成' ? job.finishTime : null;
  const dialog = (
    <Modal opened={open && following !== null && job !== null} onClose={() => setOpen(false)} title={following ? target.title(following.row) : ''} centered>
      {following && job && (
        <Stack gap="md">
          <Group gap="xl">
            {target.facts(following.row).map(([label, value]) => (
              <Text size="sm" key={label}>
                {label}：{value}
              </Text>
            ))}
          </Group>
          <BackupProgress job={job} />
          {finishTime ? (
            <Text size="sm">
              已生成恢复时间点 {formatDate(finishTime, DATE_TIME_FORMAT)}（{target.kind}），可在数据恢复中选择。
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              关闭窗口不影响备份，完成后列表的“最近备份”会更新。
            </Text>
          )}
          <Group justify="flex-end">
            {finishTime && (
              <Can screen={target.screen} action={target.restoreAction}>
                <Button
                  variant="default"
                  onClick={() => {
                    setOpen(false);
                    following.navigate(target.restoreHref(following.row));
                  }}
                >
                  去恢复
                </Button>
              </Can>
            )}
            <Button onClick={() => setOpen(false)}>{finishTime ? '完成' : '关闭'}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
  return { action, dialog };
}

const dbsetTarget: BackupTarget<DbsetRow, typeof serviceMaintenanceScreens.dbsetManage> = {
  screen: serviceMaintenanceScreens.dbsetManage,
  action: { action: 'backup', shown: (row) => row.status !== '恢复中' },
  start: (row) => backupDbset(row.id),
  title: (row) => `备份账套 · ${row.dbsetName}`,
  facts: (row) => [
    ['客户', row.userName],
    ['数据库', row.dbName],
  ],
  restoreHref,
  restoreAction: 'restore',
  kind: '手动备份',
};

/** 备份 of a 账套 (ztgl:backup): the backup is then that 账套's newest restore point. */
export const useDbsetBackup = (onFinished: () => void) => useBackupDialog(dbsetTarget, onFinished);

const databaseTarget: BackupTarget<DatabaseRow, typeof serviceMaintenanceScreens.serviceMaintenance> = {
  screen: serviceMaintenanceScreens.serviceMaintenance,
  action: { action: 'backup' },
  start: (row) => startBackup(row.id),
  title: (row) => `备份数据库 · ${row.dbName}`,
  facts: (row) => [['客户', row.userName]],
  restoreHref: (row) => serviceMaintenanceScreens.dataRecoveryCart.href({ serviceId: row.id }),
  restoreAction: 'backup',
  kind: '整库备份',
};

/** 备份 of a whole database (fwwh:backup): the backup is then a restore point of each of its 账套. */
export const useDatabaseBackup = (onFinished: () => void) => useBackupDialog(databaseTarget, onFinished);
