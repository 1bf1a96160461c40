import { ABANDONED_AFTER_MS, uploadDb, type TaskRecord } from './db.ts';

/** Told in the upload centre: how long the browser keeps an unfinished task (see dropAbandoned). */
export const RETENTION_NOTE = `未完成的上传任务保留${ABANDONED_AFTER_MS / 86_400_000}天，之后自动清除`;

/** Stored but not yet recorded (a database file) is finished work: it is recorded at the next sign-in, never cleared. */
const unfinished = (owner: string) => (task: TaskRecord) => task.owner === owner && task.state !== 'success';

export async function unfinishedUploadCount(owner: string, db = uploadDb): Promise<number> {
  return db.tasks.filter(unfinished(owner)).count();
}

/**
 * Removes the account's unfinished checkpoints with their kept bytes or file handles; answers how many.
 * The store's lifecycle rule clears their incomplete parts, as for abandoned tasks.
 */
export async function clearUnfinishedUploads(owner: string, db = uploadDb): Promise<number> {
  return db.transaction('rw', db.tasks, db.files, async () => {
    const ids = await db.tasks.filter(unfinished(owner)).primaryKeys();
    await db.tasks.bulkDelete(ids);
    await db.files.bulkDelete(ids);
    return ids.length;
  });
}
