import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { ABANDONED_AFTER_MS, UploadDatabase, dropAbandoned, type TaskRecord } from './db.ts';

describe('the upload checkpoints database', () => {
  it('upgrades checkpoints written by schema v1 and keeps their bytes', async () => {
    const name = 'portal-uploads-v1';
    const old = new Dexie(name);
    old.version(1).stores({ tasks: 'id, owner, state, updatedAt', files: 'taskId' });
    await old.table('tasks').bulkPut([
      { id: 'a', owner: 'agent01', state: 'paused', updatedAt: 1000, parts: [{ partNumber: 1, etag: '"e1"', size: 9437184 }] },
      { id: 'b', owner: 'agent01', state: 'uploading', updatedAt: 2000, parts: [] },
      { id: 'c', owner: 'staff01', state: 'waiting', updatedAt: 500, parts: [] },
    ]);
    await old.table('files').put({ taskId: 'a', blob: new Blob(['备份']) });
    old.close();

    const upgraded = new UploadDatabase(name);
    const tasks = await upgraded.tasks.where('[owner+createdAt]').between(['agent01', Dexie.minKey], ['agent01', Dexie.maxKey]).toArray();
    expect(tasks.map(({ id, attempts, pausedByUser, createdAt, parts }) => ({ id, attempts, pausedByUser, createdAt, parts: parts.length }))).toEqual([
      { id: 'a', attempts: 0, pausedByUser: true, createdAt: 1000, parts: 1 },
      { id: 'b', attempts: 0, pausedByUser: false, createdAt: 2000, parts: 0 },
    ]);
    expect(await upgraded.tasks.where('fingerprint').equals('x').count()).toBe(0);
    expect((await upgraded.files.get('a'))?.blob?.size).toBe(6);
    upgraded.close();
  });

  it('drops checkpoints untouched for 7 days, with their kept bytes, and keeps recent ones', async () => {
    const db = new UploadDatabase('portal-uploads-abandoned');
    const now = Date.UTC(2026, 10, 23);
    const task = (id: string, updatedAt: number) => ({ id, owner: 'agent01', createdAt: updatedAt, updatedAt, state: 'paused', parts: [] }) as unknown as TaskRecord;
    await db.tasks.bulkPut([task('old', now - ABANDONED_AFTER_MS - 1), task('recent', now - ABANDONED_AFTER_MS + 60_000)]);
    await db.files.bulkPut([
      { taskId: 'old', blob: new Blob(['旧的备份']) },
      { taskId: 'recent', blob: new Blob(['新的备份']) },
    ]);
    expect((await dropAbandoned(db, now)).map((record) => record.id)).toEqual(['old']);
    expect((await db.tasks.toArray()).map((record) => record.id)).toEqual(['recent']);
    expect(await db.files.get('old')).toBeUndefined();
    expect(await db.files.get('recent')).toBeDefined();
    db.close();
  });
});
