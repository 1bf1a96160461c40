import { Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { BackupJob, DbsetRow } from '../../api/contracts/serviceMaintenance.ts';
import { DATE_TIME_FORMAT, formatDate } from '../../rules/dates.ts';
import { Can } from '../../ui/permissions/Can.tsx';
import type { ActionContext, RowAction } from '../../ui/resource/actions.ts';
import { backupDbset } from './serviceMaintenanceApi.ts';
import { useBackupJob } from './useBackupJob.ts';

/** Where a restore of this 账套 is chosen: the recovery cart with it preselected. */
export const restoreHref = (row: Pick<DbsetRow, 'serviceId' | 'dbsetName'>) =>
  `/dataRecoveryCart?serviceId=${row.serviceId}&dbsetName=${encodeURIComponent(row.dbsetName)}`;

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

interface Following {
  row: DbsetRow;
  navigate: ActionContext['navigate'];
}

/**
 * 备份 of a 账套 (ztgl:backup): starts the backup and follows it in a dialog — queued, 备份中 x %, done —
 * after which the backup is the 账套's newest restore point, offered by 去恢复 in the recovery cart.
 * Closing the dialog leaves the backup running; the list's 最近备份 follows when it is done.
 */
export function useDbsetBackup(onFinished: () => void): { action: RowAction<DbsetRow>; dialog: ReactNode } {
  const backup = useBackupJob(onFinished);
  const [following, setFollowing] = useState<Following | null>(null);
  const [open, setOpen] = useState(false);
  const action: RowAction<DbsetRow> = {
    label: '备份',
    action: 'backup',
    shown: (row) => row.status !== '恢复中',
    run: async (row, context) => {
      const job = await backupDbset(row.id);
      backup.follow(job);
      setFollowing({ row, navigate: context.navigate });
      setOpen(true);
    },
  };
  const job = backup.job;
  const finishTime = job?.taskStatus === '已完成' ? job.finishTime : null;
  const dialog = (
    <Modal opened={open && following !== null && job !== null} onClose={() => setOpen(false)} title={`备份账套 · ${following?.row.dbsetName ?? ''}`} centered>
      {following && job && (
        <Stack gap="md">
          <Group gap="xl">
            <Text size="sm">客户：{following.row.userName}</Text>
            <Text size="sm">数据库：{following.row.dbName}</Text>
          </Group>
          <BackupProgress job={job} />
          {finishTime ? (
            <Text size="sm">已生成恢复时间点 {formatDate(finishTime, DATE_TIME_FORMAT)}，可在数据恢复中选择。</Text>
          ) : (
            <Text size="sm" c="dimmed">
              关闭窗口不影响备份，完成后列表的“最近备份”会更新。
            </Text>
          )}
          <Group justify="flex-end">
            {finishTime && (
              <Can action="restore">
                <Button
                  variant="default"
                  onClick={() => {
                    setOpen(false);
                    following.navigate(restoreHref(following.row));
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
