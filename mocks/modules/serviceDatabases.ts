import type { BackupJob, DatabaseInfo, DatabaseRow } from '../../src/api/contracts/serviceMaintenance.ts';
import { BusinessError } from '../errors.ts';
import type { Services, StandInContext } from '../module.ts';
import { pagedList } from '../pagedList.ts';

import { requireFields } from '../validate.ts';
import { SERVICE_FROM, SERVICE_SELECT, findService, readId, scoped, serviceStatus, type ServiceDbRow } from './customerServiceRows.ts';
import { DB_USAGE, QUOTA_MB } from './customerServiceUsage.ts';
import { button, customerRows, signedIn } from '../guards.ts';

// Each service's database (size and quota as the host list reports them) and its backups:
// a backup job runs BACKUP_MS from its start, computed from the clock, so tests may shift time.
/** Seeds stay small: the first customers get backups, 账套 and migrations. */
export const SEEDED_SERVICES = 120;
/** A fixed instant for seeded history (deterministic). */
export const SEED_NOW = Date.UTC(2026, 10, 20);
export const BACKUP_MS = 6_000;
const HOUR_MS = 60 * 60 * 1000;

export function seedBackups(ctx: StandInContext): void {
  const insert = ctx.db.prepare('INSERT INTO db_backups (customer_id, started_at) VALUES (?, ?)');
  for (let id = 1; id <= SEEDED_SERVICES; id += 1) insert.run(id, SEED_NOW - (id % 72) * HOUR_MS);
}

export const dbNameOf = (row: { id: number; host: string | null }) => `yq_${row.host ?? `crm${String(row.id).padStart(5, '0')}`}`;
export const serverOf = (row: { id: number; region: string }) => `${row.region} db${String((row.id % 8) + 1).padStart(2, '0')}`;

/** The last finished backup of a service (any of its 账套 counts). */
const LAST_BACKUP = (now: number) => `(SELECT MAX(b.started_at) + ${BACKUP_MS} FROM db_backups b WHERE b.customer_id = c.id AND b.started_at + ${BACKUP_MS} <= ${Math.trunc(now)})`;
const databaseSelect = (now: number) =>
  `${SERVICE_SELECT}, ${QUOTA_MB} AS quota_mb, ${QUOTA_MB} * ${DB_USAGE} / 100 AS size_mb, ${DB_USAGE} AS usage, ${LAST_BACKUP(now)} AS last_backup`;

interface DatabaseDbRow extends ServiceDbRow {
  quota_mb: number;
  size_mb: number;
  usage: number;
  last_backup: number | null;
}

const toDatabaseRow = (row: DatabaseDbRow): DatabaseRow => ({
  id: row.id,
  dbName: dbNameOf(row),
  userName: row.name,
  productName: row.product_name,
  host: row.host,
  sizeMB: row.size_mb,
  quotaMB: row.quota_mb,
  usage: row.usage,
  lastBackup: row.last_backup,
});

function databaseList(ctx: StandInContext, accountId: number, body: unknown) {
  return pagedList<DatabaseDbRow, DatabaseRow>(
    ctx,
    {
      from: SERVICE_FROM,
      select: databaseSelect(ctx.now()),
      scope: scoped(ctx, accountId, "(st.status IS NULL OR st.status <> '已清除')"),
      sortable: { sizeMB: `${QUOTA_MB} * ${DB_USAGE}`, usage: DB_USAGE, quotaMB: QUOTA_MB },
      filterable: { productType: 'c.product_type' },
      keyword: ['c.name', 'c.host'],
      defaultOrder: 'c.id DESC',
      toItem: toDatabaseRow,
    },
    body,
  );
}

/** The size facts of one service's database the caller may see. */
export function findDatabase(ctx: StandInContext, accountId: number, serviceId: number): DatabaseDbRow {
  findService(ctx, accountId, serviceId);
  return ctx.db.prepare(`SELECT ${databaseSelect(ctx.now())} FROM ${SERVICE_FROM} WHERE c.id = ?`).get(serviceId) as DatabaseDbRow;
}

interface BackupDbRow {
  id: number;
  customer_id: number;
  dbset_id: number | null;
  started_at: number;
}

function toJob(row: BackupDbRow, now: number): BackupJob {
  const finished = now >= row.started_at + BACKUP_MS;
  return {
    jobId: row.id,
    serviceId: row.customer_id,
    dbsetId: row.dbset_id,
    progress: finished ? 100 : Math.max(0, Math.floor(((now - row.started_at) / BACKUP_MS) * 100)),
    taskStatus: finished ? '已完成' : '进行中',
    createTime: row.started_at,
    finishTime: finished ? row.started_at + BACKUP_MS : null,
  };
}

const runningBackup = (ctx: StandInContext, serviceId: number, dbsetId: number | null) =>
  ctx.db
    .prepare('SELECT * FROM db_backups WHERE customer_id = ? AND (? IS NULL OR dbset_id IS ? OR dbset_id IS NULL) AND started_at + ? > ? ORDER BY id DESC LIMIT 1')
    .get(serviceId, dbsetId, dbsetId, BACKUP_MS, ctx.now()) as BackupDbRow | undefined;

/** Starts a backup of the service's database (or of one 账套); one at a time. */
export function startBackup(ctx: StandInContext, serviceId: number, dbsetId: number | null): BackupJob {
  if (runningBackup(ctx, serviceId, dbsetId)) throw new BusinessError('已有备份正在进行，请稍后');
  const id = ctx.db.prepare('INSERT INTO db_backups (customer_id, dbset_id, started_at) VALUES (?, ?, ?)').run(serviceId, dbsetId, ctx.now()).lastInsertRowid;
  return toJob({ id: Number(id), customer_id: serviceId, dbset_id: dbsetId, started_at: ctx.now() }, ctx.now());
}

function backupJob(ctx: StandInContext, accountId: number, jobId: number): BackupJob {
  const row = ctx.db.prepare('SELECT * FROM db_backups WHERE id = ?').get(jobId) as BackupDbRow | undefined;
  if (!row) throw new BusinessError('备份任务不存在');
  findService(ctx, accountId, row.customer_id);
  return toJob(row, ctx.now());
}

function databaseInfo(ctx: StandInContext, accountId: number, serviceId: number): DatabaseInfo {
  const row = findDatabase(ctx, accountId, serviceId);
  const running = runningBackup(ctx, serviceId, null);
  const dbsets = ctx.db.prepare('SELECT COUNT(*) AS n FROM dbsets WHERE customer_id = ? AND deleted_at IS NULL').get(serviceId) as { n: number };
  return {
    ...toDatabaseRow(row),
    server: serverOf(row),
    localityName: row.region,
    versonName: row.version_name,
    dbsetCount: dbsets.n,
    expireDate: row.expire_at,
    serviceStatus: serviceStatus(row, ctx.now()),
    runningBackup: running ? toJob(running, ctx.now()) : null,
  };
}

export function registerDatabases({ api }: Services, ctx: StandInContext): void {
  api.post('/api/BakDbCust/DatabasePage', ({ accountId, body }) => databaseList(ctx, accountId, body), { guard: customerRows({ kind: 'list' }) });
  api.get('/api/BakDbCust/GetDbSizeInfoByServiceId', ({ accountId, query }) => databaseInfo(ctx, accountId, readId(query.serviceId, 'serviceId')), { guard: customerRows({ kind: 'detail', query: { serviceId: '2' } }) });
  api.post('/api/BakDbCust/Backup', ({ accountId, body }) => {
    const serviceId = readId(requireFields(body, { serviceId: 'number' }).serviceId, 'serviceId');
    findService(ctx, accountId, serviceId);
    return startBackup(ctx, serviceId, null);
  }, { guard: button('fwwh:backup') });
  api.get('/api/BakDbCust/BackupJob', ({ accountId, query }) => backupJob(ctx, accountId, readId(query.jobId, 'jobId')), { guard: signedIn });
}
