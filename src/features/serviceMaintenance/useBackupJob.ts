import { useEffect, useRef, useState } from 'react';
import type { BackupJob } from '../../contracts/serviceMaintenance.ts';
import { message } from '../../ui/message.ts';
import { backupJob } from './serviceMaintenanceApi.ts';

export const BACKUP_POLL_MS = 1000;
export const BACKUP_DONE = '备份完成';

/** Follows a backup job: reads it every second until it is done (a failed read is tried again), then says so. */
export function useBackupJob(onFinished: () => void) {
  const [job, setJob] = useState<BackupJob | null>(null);
  const finished = useRef(onFinished);
  useEffect(() => {
    finished.current = onFinished;
  });
  useEffect(() => {
    if (!job || job.taskStatus === '已完成') return;
    const timer = setTimeout(() => {
      backupJob(job.jobId).then(setJob, () => setJob({ ...job }));
    }, BACKUP_POLL_MS);
    return () => clearTimeout(timer);
  }, [job]);
  const done = job?.taskStatus === '已完成';
  useEffect(() => {
    if (!done) return;
    message.success(BACKUP_DONE);
    finished.current();
  }, [done]);
  return { job, running: job !== null && !done, follow: setJob };
}
