import { useEffect, useEffectEvent, useState } from 'react';
import type { BackupJob } from '../../contracts/serviceMaintenance.ts';
import { message } from '../../ui/message.ts';
import { backupJob } from './serviceMaintenanceApi.ts';

export const BACKUP_POLL_MS = 1000;
export const BACKUP_DONE = '备份完成';

const isDone = (job: BackupJob) => job.taskStatus === '已完成';

/** Follows a backup job: reads it every second until it is done (a failed read is tried again), then says so. */
export function useBackupJob(onFinished: () => void) {
  const [job, setJob] = useState<BackupJob | null>(null);
  const follow = (next: BackupJob) => {
    setJob(next);
    if (!isDone(next)) return;
    message.success(BACKUP_DONE);
    onFinished();
  };
  const arrived = useEffectEvent(follow);
  // The clock of the polling: one read a second while the job runs; leaving the page stops it.
  useEffect(() => {
    if (!job || isDone(job)) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      backupJob(job.jobId, controller.signal).then(arrived, () => !controller.signal.aborted && setJob({ ...job }));
    }, BACKUP_POLL_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [job]);
  return { job, running: job !== null && !isDone(job), follow };
}
