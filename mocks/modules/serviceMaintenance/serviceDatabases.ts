import type { BackupJob, DatabaseInfo, DatabaseRow } from '../../../src/contracts/serviceMaintenance.ts';
import { BusinessError } from '../../errors.ts';
import type { Services, StandInContext } from '../../module.ts';
import type { SeedCalendar } from '../../seedCalendar.ts';
import { pagedList, pagedListFor } from '../../pagedList.ts';

import { requireFields } from '../../validate.ts';
import { SERVICE_FROM, SERVICE_SELECT, findService, readId, scoped, serviceStatus, type ServiceDbRow } from '../../domain/services/customerServiceRows.ts';
import { DBSET_COUNT, DB_SIZE_MB, DB_USAGE, QUOTA_MB, databaseLastBackup, runningBackup, toJob, type BackupDbRow } from '../../domain/databaseModel.ts';
import { button, signedIn } from '../../guards.ts';
import { serviceMaintenanceScreens } from '../../../src/contracts/screens/serviceMaintenance.ts';

// Each service's database (its size is its 账套's plus the system's, databaseModel.ts) and its manual
// backups: a backup job is queued, then runs, on the stand-in's clock, so tests may shift time.

/**
 * The manual backups of the weeks before the seed: one in seven services backed up its 主账套 one afternoon
 * (15:30 China time), one in eleven its whole database one noon, the day before yesterday at the latest (so last
 * night's nightly backup is newer, even before tonight's 02:00 has come); each is a restore point while kept
 * (databaseModel.ts).
 */
export function seedBackups(ctx: StandInContext, calendar: SeedCalendar): void {
  const insert = ctx.db.prepare('INSERT INTO db_backups (customer_id, dbset_id, started_at) VALUES (?, ?, ?)');
  const dbsets = ctx.db.prepare("SELECT id, customer_id, created_at FROM dbsets WHERE customer_id % 7 = 3 AND name = '主账套'").all() as Array<{ id: number; customer_id: number; created_at: number }>;
  for (const dbset of dbsets) {
    const at = calendar.day(-2 - (dbset.customer_id % 20), 15, 30);
    if (at > dbset.created_at) insert.run(dbset.customer_id, dbset.id, at);
  }
  const services = ctx.db.prepare('SELECT c.id, MIN(d.created_at) AS since FROM customers c JOIN dbsets d ON d.customer_id = c.id WHERE c.id % 11 = 5 GROUP BY c.id').all() as Array<{ id: number; since: number }>;
  for (const service of services) {
    const at = calendar.day(-2 - (service.id % 15), 12);
    if (at > service.since) insert.run(service.id, null, at);
  }
}

export const dbNameOf = (row: { id: number; host: string | null }) => `yq_${row.host ?? `crm${String(row.id).padStart(5, '0')}`}`;
export const serverOf = (row: { id: number; region: string }) => `${row.region} db${String((row.id % 8) + 1).padStart(2, '0')}`;

const databaseSelect = `${SERVICE_SELECT}, ${QUOTA_MB} AS quota_mb, ${DB_SIZE_MB} AS size_mb, ${DB_USAGE} AS usage, ${DBSET_COUNT} AS dbset_count`;

interface DatabaseDbRow extends ServiceDbRow {
  quota_mb: number;
  size_mb: number;
  usage: number;
  dbset_count: number;
}

const toDatabaseRow = (ctx: StandInContext, row: DatabaseDbRow): DatabaseRow => ({
  id: row.id,
  dbName: dbNameOf(row),
  userName: row.name,
  productName: row.product_name,
  host: row.host,
  sizeMB: row.size_mb,
  quotaMB: row.quota_mb,
  usage: row.usage,
  lastBackup: databaseLastBackup(ctx, row.id, ctx.now()),
});

function databaseList(ctx: StandInContext, accountId: number, body: unknown) {
  return pagedList<DatabaseDbRow, DatabaseRow>(
    ctx,
    pagedListFor(serviceMaintenanceScreens.dbsList.list, {
      from: SERVICE_FROM,
      select: databaseSelect,
      scope: scoped(ctx, accountId, "(st.status IS NULL OR st.status <> '已清除')"),
      sortable: { sizeMB: DB_SIZE_MB, usage: DB_USAGE, quotaMB: QUOTA_MB },
      filterable: { productType: 'c.product_type' },
      keyword: ['c.name', 'c.host'],
      pageKey: 'c.id',
      defaultOrder: 'c.id DESC',
      toItem: (row) => toDatabaseRow(ctx, row),
    }),
    body,
  );
}

/** The size facts of one service's database the caller may see. */
export function findDatabase(ctx: StandInContext, accountId: number, serviceId: number): DatabaseDbRow {
  findService(ctx, accountId, serviceId);
  return ctx.db.prepare(`SELECT ${databaseSelect} FROM ${SERVICE_FROM} WHERE c.id = ?`).get(serviceId) as DatabaseDbRow;
}

/** Starts a backup of the service's database (or of one 账套); one at a time. */
export function startBackup(ctx: StandInContext, serviceId: number, dbsetId: number | null): BackupJob {
  const now = ctx.now();
  if (runningBackup(ctx, serviceId, dbsetId, now)) throw new BusinessError('已有备份正在进行，请稍后');
  const id = ctx.db.prepare('INSERT INTO db_backups (customer_id, dbset_id, started_at) VALUES (?, ?, ?)').run(serviceId, dbsetId, now).lastInsertRowid;
  return toJob({ id: Number(id), customer_id: serviceId, dbset_id: dbsetId, started_at: now }, now);
}

function backupJob(ctx: StandInContext, accountId: number, jobId: number): BackupJob {
  const row = ctx.db.prepare('SELECT * FROM db_backups WHERE id = ?').get(jobId) as BackupDbRow | undefined;
  if (!row) throw new BusinessError('备份任务不存在');
  findService(ctx, accountId, row.customer_id);
  return toJob(row, ctx.now());
}

function databaseInfo(ctx: StandInContext, accountId: number, serviceId: number): DatabaseInfo {
  const row = findDatabase(ctx, accountId, serviceId);
  const running = runningBackup(ctx, serviceId, null, ctx.now());
  return {
    ...toDatabaseRow(ctx, row),
    server: serverOf(row),
    localityName: row.region,
    versonName: row.version_name,
    dbsetCount: row.dbset_count,
    expireDate: row.expire_at,
    serviceStatus: serviceStatus(row, ctx.now()),
    runningBackup: running ? toJob(running, ctx.now()) : null,
  };
}

export function registerDatabases({ api }: Services, ctx: StandInContext): void {
  api.post('/api/BakDbCust/DatabasePage', ({ accountId, body }) => databaseList(ctx, accountId, body), { guard: signedIn });
  api.get('/api/BakDbCust/GetDbSizeInfoByServiceId', ({ accountId, query }) => databaseInfo(ctx, accountId, readId(query.serviceId, 'serviceId')), { guard: signedIn });
  api.post('/api/BakDbCust/Backup', ({ accountId, body }) => {
    const serviceId = readId(requireFields(body, { serviceId: 'number' }).serviceId, 'serviceId');
    findService(ctx, accountId, serviceId);
    return startBackup(ctx, serviceId, null);
  }, { guard: button(serviceMaintenanceScreens.serviceMaintenance, 'backup') });
  api.get('/api/BakDbCust/BackupJob', ({ accountId, query }) => backupJob(ctx, accountId, readId(query.jobId, 'jobId')), { guard: signedIn });
}
