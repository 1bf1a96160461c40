import { describe, expect, it } from 'vitest';
import type { RecoveryOptions } from '../../../src/contracts/dataRecovery.ts';
import type { DbsetAnalysis } from '../../../src/contracts/agents.ts';
import type { BackupJob, DatabaseInfo, DatabaseRow, DbsetRow } from '../../../src/contracts/serviceMaintenance.ts';
import { freshStandInPerTest } from '../../testing/freshStandIn.ts';
import { standInCalls } from '../../testing/calls.ts';
import { BACKUP_MS, BACKUP_QUEUE_MS, DAY_MS, MANUAL_DAYS, SYSTEM_MB, lastNightly } from '../../domain/databaseModel.ts';

// One model of databases, 账套, sizes and backups, checked over the whole seed as the lists report it,
// and a manual backup followed from its request to the restore point data recovery offers.
const standIn = freshStandInPerTest('database-model-test-');
const { call, session } = standInCalls(standIn);

type Page<T> = { total: number; list: T[] };
type HostRow = { id: number; sizeMB: number; dbsetCount: number };

/** Every row of a list, page by page as the portal reads it. */
async function everyRow<T>(path: string, token: string, body: object = {}): Promise<T[]> {
  const rows: T[] = [];
  for (let pageIndex = 1; ; pageIndex += 1) {
    const page = (await call<Page<T>>(path, { ...body, pageIndex, pageSize: 100 }, token)).data;
    rows.push(...page.list);
    if (rows.length >= page.total || page.list.length === 0) return rows;
  }
}

/**
 * Every row of a list read product type by product type (its 产品类型 filter), which together make the whole list:
 * a deep page costs the rows its OFFSET skips, so one list of 20,000 rows read to its end costs several times its parts.
 */
async function everyRowByProductType<T>(path: string, token: string): Promise<T[]> {
  const types = (standIn().ctx.db.prepare('SELECT DISTINCT product_type AS type FROM customers').all() as Array<{ type: string }>).map((row) => row.type);
  const rows = (await Promise.all(types.map((productType) => everyRow<T>(path, token, { filters: { productType } })))).flat();
  expect(rows.length, `${path}: the product types' lists make the whole list`).toBe((await call<Page<T>>(path, { pageSize: 10 }, token)).data.total);
  return rows;
}

const now = async () => (await call<{ now: number }>('/api/__dev/clock', { advanceMs: 0 })).data.now;
const advance = (advanceMs: number) => call('/api/__dev/clock', { advanceMs });

describe('databases, 账套 and backups over the whole seed', () => {
  it('a database is its 账套 plus the system, within its quota, backed up last night like each of its 账套', async () => {
    const token = await session('agent01');
    const at = await now();
    const databases = await everyRowByProductType<DatabaseRow>('/api/BakDbCust/DatabasePage', token);
    const dbsets = await everyRowByProductType<DbsetRow>('/api/dbset/DbsetPage', token);
    expect(databases.length).toBeGreaterThan(9_000);
    expect(dbsets.length).toBeGreaterThan(databases.length);
    const byService = new Map<number, DbsetRow[]>();
    for (const dbset of dbsets) byService.set(dbset.serviceId, [...(byService.get(dbset.serviceId) ?? []), dbset]);
    const registered = new Map(
      (standIn().ctx.db.prepare('SELECT id, created_at FROM customers').all() as Array<{ id: number; created_at: number }>).map((row) => [row.id, row.created_at]),
    );

    for (const database of databases) {
      const own = byService.get(database.id) ?? [];
      const sum = own.reduce((total, dbset) => total + dbset.sizeMB, 0);
      expect.soft(database.sizeMB, database.dbName).toBe(SYSTEM_MB + sum);
      expect.soft(database.sizeMB, database.dbName).toBeLessThanOrEqual(database.quotaMB);
      expect.soft(database.usage, database.dbName).toBe(Math.floor((database.sizeMB * 100) / database.quotaMB));
      // 最近备份 is the newest restore point of its 账套: last night's, for 账套 made before it.
      const newest = Math.max(0, ...own.map((dbset) => dbset.lastBackup ?? 0));
      expect.soft(database.lastBackup, database.dbName).toBe(newest > 0 ? newest : null);
    }
    for (const dbset of dbsets) {
      expect.soft(dbset.createTime, dbset.dbsetNo).toBeGreaterThanOrEqual(registered.get(dbset.serviceId)!);
      expect.soft(dbset.createTime, dbset.dbsetNo).toBeLessThanOrEqual(Math.min(at, dbset.expireDate));
      expect.soft(dbset.lastBackup, dbset.dbsetNo).toBe(dbset.createTime <= lastNightly(at) ? lastNightly(at) : null);
    }
    // The seed spans nearly empty to nearly full databases, and some services without 账套 yet.
    const usages = databases.map((database) => database.usage);
    expect(Math.min(...usages)).toBeLessThan(10);
    expect(Math.max(...usages)).toBeGreaterThanOrEqual(95);
    expect(databases.filter((database) => !byService.has(database.id)).length).toBeGreaterThan(0);

    // The host list, 账套分析, /dbsInfo and the customer's detail report the same sizes and counts.
    const sizes = new Map(databases.map((database) => [database.id, database]));
    const hosts = (await call<Page<HostRow>>('/api/service/HostPage', { pageSize: 100, sortField: 'sizeMB', sortOrder: 'desc' }, token)).data.list;
    expect(hosts.length).toBe(100);
    for (const host of hosts) {
      if (!sizes.has(host.id)) continue;
      expect.soft(host.sizeMB).toBe(sizes.get(host.id)!.sizeMB);
      expect.soft(host.dbsetCount).toBe(byService.get(host.id)?.length ?? 0);
    }
    const analysis = (await call<DbsetAnalysis>('/api/agent/DbsetAnalysis', {}, token)).data;
    for (const top of analysis.top.filter((row) => sizes.has(row.userId))) {
      expect.soft([top.sizeMB, top.quotaMB]).toEqual([sizes.get(top.userId)!.sizeMB, sizes.get(top.userId)!.quotaMB]);
    }
    for (const database of databases.filter((_, index) => index % 250 === 0)) {
      const info = (await call<DatabaseInfo>(`/api/BakDbCust/GetDbSizeInfoByServiceId?serviceId=${database.id}`, undefined, token)).data;
      expect.soft(info).toMatchObject({ sizeMB: database.sizeMB, lastBackup: database.lastBackup, dbsetCount: byService.get(database.id)?.length ?? 0 });
      // The customer's detail (服务: 数据库大小) too.
      expect.soft((await call<{ dbSizeMB: number }>(`/api/user/GetDetail?userId=${database.id}`, undefined, token)).data.dbSizeMB).toBe(database.sizeMB);
    }
  }, 120_000);

  it('the restore points data recovery offers for a 账套 end at its 最近备份', async () => {
    const token = await session('agent01');
    const at = await now();
    const kinds: string[] = [];
    // Services of every kind of seeded backup: nightly only, a manual 主账套 backup, a whole-database one.
    const sample = standIn().ctx.db.prepare('SELECT id FROM customers WHERE id % 200 IN (7, 10, 16) ORDER BY id').all() as Array<{ id: number }>;
    const databases = await Promise.all(sample.map(async ({ id }) => (await call<DatabaseInfo>(`/api/BakDbCust/GetDbSizeInfoByServiceId?serviceId=${id}`, undefined, token)).data));
    for (const database of databases) {
      const options = (await call<RecoveryOptions>(`/api/DataRecovery/Options?userId=${database.id}`, undefined, token)).data;
      const dbsets = (await call<Page<DbsetRow>>('/api/dbset/DbsetPage', { pageSize: 10, filters: { serviceId: database.id } }, token)).data.list;
      expect.soft(options.dbsets.map((dbset) => dbset.dbsetName).sort()).toEqual(dbsets.map((dbset) => dbset.dbsetName).sort());
      for (const dbset of dbsets) {
        const points = options.dbsets.find((one) => one.dbsetName === dbset.dbsetName)!.restorePoints;
        expect.soft(points[0]?.time ?? null, dbset.dbsetNo).toBe(dbset.lastBackup);
        expect.soft(points.map((point) => point.time)).toEqual(points.map((point) => point.time).sort((a, b) => b - a));
        expect.soft(points.every((point) => point.time >= dbset.createTime && point.time <= at)).toBe(true);
        expect.soft(points.filter((point) => point.kind === '每日备份')).toHaveLength(dbset.createTime <= lastNightly(at) - 6 * DAY_MS ? 7 : points.filter((point) => point.kind === '每日备份').length);
        kinds.push(...points.map((point) => point.kind));
      }
    }
    expect(new Set(kinds)).toEqual(new Set(['每日备份', '手动备份', '整库备份']));
  }, 120_000);
});

describe('a manual backup of a 账套', () => {
  it('is queued, runs with its progress on the clock, then is the 账套’s newest restore point and its database’s 最近备份', async () => {
    let token = await session('agent01');
    // A running service of agent01's own with two 账套 or more.
    const database = standIn().ctx.db
      .prepare(`SELECT c.id FROM customers c WHERE c.agent_id = 1 AND c.status = '正式' AND c.expire_at > ? AND (SELECT COUNT(*) FROM dbsets d WHERE d.customer_id = c.id) >= 2 ORDER BY c.id LIMIT 1`)
      .get(await now()) as { id: number };
    const dbsetsOf = async () => (await call<Page<DbsetRow>>('/api/dbset/DbsetPage', { pageSize: 10, filters: { serviceId: database.id } }, token)).data.list;
    const [target, other] = (await dbsetsOf()).sort((a, b) => a.id - b.id);
    expect(other).toBeDefined();
    const pointsOf = async (name: string) =>
      (await call<RecoveryOptions>(`/api/DataRecovery/Options?userId=${database.id}`, undefined, token)).data.dbsets.find((dbset) => dbset.dbsetName === name)!.restorePoints;
    const nightly = (await pointsOf(target.dbsetName))[0];
    const jobOf = async (jobId: number) => (await call<BackupJob>(`/api/BakDbCust/BackupJob?jobId=${jobId}`, undefined, token)).data;

    const started = (await call<BackupJob>('/api/dbset/BackupDbset', { dbsetId: target.id }, token)).data;
    expect(started).toMatchObject({ dbsetId: target.id, serviceId: database.id, taskStatus: '排队中', progress: 0, finishTime: null });
    expect((await call('/api/dbset/BackupDbset', { dbsetId: target.id }, token)).msg).toBe('已有备份正在进行，请稍后');
    await advance(BACKUP_QUEUE_MS + BACKUP_MS / 2);
    const running = await jobOf(started.jobId);
    expect(running.taskStatus).toBe('进行中');
    expect(running.progress).toBeGreaterThanOrEqual(50);
    expect(running.progress).toBeLessThan(100);
    // Not a restore point until it is done.
    expect((await pointsOf(target.dbsetName))[0]).toEqual(nightly);

    await advance(BACKUP_MS / 2);
    const done = await jobOf(started.jobId);
    expect(done).toMatchObject({ taskStatus: '已完成', progress: 100, finishTime: started.createTime + BACKUP_QUEUE_MS + BACKUP_MS });
    expect((await pointsOf(target.dbsetName)).slice(0, 2)).toEqual([{ time: done.finishTime, kind: '手动备份' }, nightly]);
    expect((await pointsOf(other.dbsetName))[0]).toEqual(nightly);
    expect((await dbsetsOf()).find((dbset) => dbset.id === target.id)!.lastBackup).toBe(done.finishTime);
    expect((await call<DatabaseInfo>(`/api/BakDbCust/GetDbSizeInfoByServiceId?serviceId=${database.id}`, undefined, token)).data.lastBackup).toBe(done.finishTime);
    const cart = await call('/api/DataRecovery/CartAdd', { userId: database.id, dbsetName: target.dbsetName, restorePoint: done.finishTime, mode: '覆盖原账套' }, token);
    expect(cart.code).toBe(200);

    // A backup of the whole database is a restore point of each of its 账套.
    const whole = (await call<BackupJob>('/api/BakDbCust/Backup', { serviceId: database.id }, token)).data;
    await advance(BACKUP_QUEUE_MS + BACKUP_MS);
    const finished = (await jobOf(whole.jobId)).finishTime;
    for (const dbset of [target, other]) expect((await pointsOf(dbset.dbsetName))[0]).toEqual({ time: finished, kind: '整库备份' });

    // Manual backups are kept MANUAL_DAYS; the nightly ones go on.
    await advance(MANUAL_DAYS * DAY_MS);
    const later = await now();
    token = await session('agent01');
    expect((await pointsOf(target.dbsetName)).map((point) => point.kind)).not.toContain('手动备份');
    expect((await call<DatabaseInfo>(`/api/BakDbCust/GetDbSizeInfoByServiceId?serviceId=${database.id}`, undefined, token)).data.lastBackup).toBe(lastNightly(later));
  });

  it('belongs to the caller’s network only', async () => {
    const token = await session('agent01');
    const own = 'SELECT d.id FROM dbsets d JOIN customers c ON c.id = d.customer_id WHERE c.agent_id = 1 ORDER BY d.id LIMIT 1';
    const dbset = standIn().ctx.db.prepare(own).get() as { id: number };
    const job = (await call<BackupJob>('/api/dbset/BackupDbset', { dbsetId: dbset.id }, token)).data;
    expect(job.taskStatus).toBe('排队中');
    expect((await call(`/api/BakDbCust/BackupJob?jobId=${job.jobId}`, undefined, await session('other'))).msg).toBe('客户不存在');
  });
});
