import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { UploadDatabase, type TaskRecord } from './db.ts';
import { RETENTION_NOTE, clearUnfinishedUploads, unfinishedUploadCount } from './expiry.ts';

const task = (id: string, owner: string, state: string) => ({ id, owner, state, createdAt: 1, updatedAt: 1, parts: [] }) as unknown as TaskRecord;

describe('clearing unfinished uploads at sign-out', () => {
  it('removes the account’s unfinished checkpoints and kept bytes, keeps other accounts’ and stored-but-unrecorded ones', async () => {
    const db = new UploadDatabase('portal-uploads-clear');
    await db.tasks.bulkPut([task('paused', 'agent01', 'paused'), task('failed', 'agent01', 'error'), task('stored', 'agent01', 'success'), task('other', 'staff01', 'paused')]);
    await db.files.bulkPut(['paused', 'failed', 'other'].map((taskId) => ({ taskId, blob: new Blob(['备份']) })));

    expect(await unfinishedUploadCount('agent01', db)).toBe(2);
    expect(await clearUnfinishedUploads('agent01', db)).toBe(2);
    expect((await db.tasks.toCollection().primaryKeys()).sort()).toEqual(['other', 'stored']);
    expect((await db.files.toCollection().primaryKeys()).sort()).toEqual(['other']);
    expect(await unfinishedUploadCount('agent01', db)).toBe(0);
    db.close();
  });

  it('says in the upload centre how long unfinished tasks are kept', () => {
    expect(RETENTION_NOTE).toBe('未完成的上传任务保留7天，之后自动清除');
  });
});
