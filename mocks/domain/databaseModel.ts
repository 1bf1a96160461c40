import type { RestorePoint } from '../../src/contracts/dataRecovery.ts';
import type { BackupJob } from '../../src/contracts/serviceMaintenance.ts';
import type { StandInContext } from '../module.ts';

// One model of a service's database, its 账套 and their backups, read by every screen that shows them
// (数据库列表, /dbsInfo, 账套管理, 主机管理, 账套分析, RDS migrations, data recovery):
// - a 账套's size is stored once (dbsets.size_mb); a database is its system schema plus its 账套, so its
//   size is derived and is never below the sum of its 账套;
// - every 账套 is backed up each night at 02:00 China time (kept NIGHTLY_DAYS); a manual backup (one 账套,
//   or the whole database) is queued, runs on the stand-in's clock and becomes a restore point when done
//   (kept MANUAL_DAYS); a backup file uploaded for the customer is a restore point of each of its 账套;
// - 最近备份 is the newest of those restore points, computed, never stored.

export const DAY_MS = 86_400_000;
/** What a database holds besides its 账套: the system schema, users, logs. */
export const SYSTEM_MB = 48;
/** Space a service may use, by its users: 1 GB plus 1 GB per 10 users. */
export const QUOTA_MB = '(1024 * (1 + c.user_count / 10))';
/** The 账套 of the service `c` that are not deleted (停用 ones hold their data). */
const LIVE_DBSETS = 'FROM dbsets dz WHERE dz.customer_id = c.id AND dz.deleted_at IS NULL';
export const DBSET_COUNT = `(SELECT COUNT(*) ${LIVE_DBSETS})`;
/** The size of the service `c`'s database. */
export const DB_SIZE_MB = `(${SYSTEM_MB} + (SELECT COALESCE(SUM(dz.size_mb), 0) ${LIVE_DBSETS}))`;
/** Percent of the quota used, whole number. */
export const DB_USAGE = `(${DB_SIZE_MB} * 100 / ${QUOTA_MB})`;

/** A manual backup waits this long for the backup server, then runs BACKUP_MS. */
export const BACKUP_QUEUE_MS = 2_000;
export const BACKUP_MS = 6_000;
export const NIGHTLY_DAYS = 7;
export const MANUAL_DAYS = 30;
/** 02:00 China time is 18:00 UTC of the day before. */
const NIGHTLY_OFFSET_MS = 18 * 3_600_000;

/** The last nightly backup run at or before `now`. */
export const lastNightly = (now: number) => Math.floor((now - NIGHTLY_OFFSET_MS) / DAY_MS) * DAY_MS + NIGHTLY_OFFSET_MS;

export interface BackupDbRow {
  id: number;
  customer_id: number;
  dbset_id: number | null;
  /** When the backup was asked for. */
  started_at: number;
}

export const backupFinishedAt = (row: Pick<BackupDbRow, 'started_at'>) => row.started_at + BACKUP_QUEUE_MS + BACKUP_MS;

/** A manual backup as the clock has moved it: 排队中, then 进行中 with its percent, then 已完成. */
export function toJob(row: BackupDbRow, now: number): BackupJob {
  const running = now - row.started_at - BACKUP_QUEUE_MS;
  const finished = now >= backupFinishedAt(row);
  return {
    jobId: row.id,
    serviceId: row.customer_id,
    dbsetId: row.dbset_id,
    progress: finished ? 100 : running < 0 ? 0 : Math.min(99, Math.floor((running / BACKUP_MS) * 100)),
    taskStatus: finished ? '已完成' : running < 0 ? '排队中' : '进行中',
    createTime: row.started_at,
    finishTime: finished ? backupFinishedAt(row) : null,
  };
}

/** The manual backup of the service (of that 账套, or of the whole database) still queued or running. */
export const runningBackup = (ctx: StandInContext, serviceId: number, dbsetId: number | null, now: number) =>
  ctx.db
    .prepare('SELECT * FROM db_backups WHERE customer_id = ? AND (? IS NULL OR dbset_id IS ? OR dbset_id IS NULL) AND started_at + ? > ? ORDER BY id DESC LIMIT 1')
    .get(serviceId, dbsetId, dbsetId, BACKUP_QUEUE_MS + BACKUP_MS, now) as BackupDbRow | undefined;

interface DbsetFacts {
  id: number;
  created_at: number;
}

/** Finished manual backups and uploaded files of a service within their retention, newest first. */
function serviceBackups(ctx: StandInContext, serviceId: number, now: number) {
  const manual = ctx.db
    .prepare('SELECT * FROM db_backups WHERE customer_id = ? AND started_at + ? <= ? AND started_at + ? > ? ORDER BY started_at DESC, id DESC')
    .all(serviceId, BACKUP_QUEUE_MS + BACKUP_MS, now, BACKUP_QUEUE_MS + BACKUP_MS + MANUAL_DAYS * DAY_MS, now) as BackupDbRow[];
  const uploaded = ctx.db.prepare('SELECT uploaded_at FROM db_files WHERE customer_id = ? AND uploaded_at <= ?').all(serviceId, now) as Array<{ uploaded_at: number }>;
  return { manual, uploaded: uploaded.map((row) => row.uploaded_at) };
}

const newestFirst = (points: RestorePoint[]) => {
  const seen = new Set<number>();
  return points.sort((a, b) => b.time - a.time).filter((point) => !seen.has(point.time) && seen.add(point.time));
};

function pointsOf(dbset: DbsetFacts, backups: ReturnType<typeof serviceBackups>, now: number): RestorePoint[] {
  const night = lastNightly(now);
  const nightly = Array.from({ length: NIGHTLY_DAYS }, (_, index) => night - index * DAY_MS).map((time): RestorePoint => ({ time, kind: '每日备份' }));
  const manual = backups.manual
    .filter((row) => row.dbset_id === null || row.dbset_id === dbset.id)
    .map((row): RestorePoint => ({ time: backupFinishedAt(row), kind: row.dbset_id === null ? '整库备份' : '手动备份' }));
  const uploaded = backups.uploaded.map((time): RestorePoint => ({ time, kind: '上传的备份文件' }));
  // A 账套 has no backup from before it existed.
  return newestFirst([...nightly, ...manual, ...uploaded].filter((point) => point.time >= dbset.created_at));
}

/** The restore points of each of the service's 账套 (by id), newest first. */
export function restorePointsByDbset(
  ctx: StandInContext,
  serviceId: number,
  now: number,
  backups = serviceBackups(ctx, serviceId, now),
): Map<number, RestorePoint[]> {
  const dbsets = ctx.db.prepare('SELECT id, created_at FROM dbsets WHERE customer_id = ? AND deleted_at IS NULL ORDER BY id').all(serviceId) as DbsetFacts[];
  return new Map(dbsets.map((dbset) => [dbset.id, pointsOf(dbset, backups, now)]));
}

/** 最近备份 of one 账套: its newest restore point. */
export function dbsetLastBackup(ctx: StandInContext, dbset: { id: number; customer_id: number; created_at: number }, now: number): number | null {
  return pointsOf(dbset, serviceBackups(ctx, dbset.customer_id, now), now)[0]?.time ?? null;
}

/** 最近备份 of a database: the newest restore point of any of its 账套, or a whole-database backup or file. */
export function databaseLastBackup(ctx: StandInContext, serviceId: number, now: number): number | null {
  const backups = serviceBackups(ctx, serviceId, now);
  const ofDbsets = [...restorePointsByDbset(ctx, serviceId, now, backups).values()].map((points) => points[0]?.time ?? 0);
  const whole = [...backups.manual.filter((row) => row.dbset_id === null).map(backupFinishedAt), ...backups.uploaded];
  const newest = Math.max(0, ...ofDbsets, ...whole);
  return newest > 0 ? newest : null;
}
