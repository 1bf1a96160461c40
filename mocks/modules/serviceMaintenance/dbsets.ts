import { QUEUE_MS, RESTORE_MS } from '../../../src/contracts/dataRecovery.ts';
import { DBSET_NAME_MAX, DBSET_SERVICE_EXPIRED, DBSET_SERVICE_STOPPED, dbsetQuotaFull, type BackupJob, type DbsetQuota, type DbsetRow, type DbsetStatus } from '../../../src/contracts/serviceMaintenance.ts';
import { BadRequestError, BusinessError } from '../../errors.ts';
import type { Services, StandInContext } from '../../module.ts';
import type { SeedCalendar } from '../../seedCalendar.ts';
import { MAX_KEYWORD_LENGTH, escapeLike, pagedList, pagedListFor } from '../../pagedList.ts';

import { requireFields } from '../../validate.ts';
import { DAY_MS, SERVICE_FROM, SERVICE_SELECT, findService, readId, scoped, serviceStatus, type ServiceDbRow } from '../../domain/services/customerServiceRows.ts';
import { INCLUDED_DBSETS_SQL } from '../../domain/dbsetQuota.ts';
import { requireOperationCode } from '../../domain/operationCodes.ts';
import { dbNameOf, startBackup } from './serviceDatabases.ts';
import { SYSTEM_MB, dbsetLastBackup } from '../../domain/databaseModel.ts';
import { button, signedIn } from '../../guards.ts';
import { serviceMaintenanceScreens } from '../../../src/contracts/screens/serviceMaintenance.ts';
import { NAME_MISMATCH } from '../../../src/rules/dangerousOp.ts';

// 账套 (account sets) of a service: named uniquely per service, renamed, stopped, backed up; deleted
// (M13: exact name + phone code) only once stopped. A 账套 runs until its service expires; it is 恢复中
// while a paid 覆盖原账套 recovery of it is queued or restoring (dataRecovery.ts moves those on the clock).
// A service holds at most its quota (mocks/domain/dbsetQuota.ts): the 账套 its version includes plus those bought by a paid
// 增加账套 order (service_extras.dbsets_added); 停用 ones count until deleted. Its size is stored here
// only: the database's is derived from it (databaseModel.ts).
const NAMES = ['主账套', '分店账套', '测试账套'];
/** How the data of a service with one, two or three 账套 is shared among them. */
const SHARES = [[1], [0.75, 0.25], [0.6, 0.28, 0.12]];
/** A new 账套 holds its empty tables. */
export const EMPTY_DBSET_MB = 20;
export const NAME_TAKEN = '该服务下已有同名账套';
const RESTORING = '账套正在恢复，请恢复完成后再操作';

interface SeedCustomer {
  id: number;
  user_count: number;
  status: string;
  created_at: number;
  expire_at: number;
}

/** A running service opened within these days before the seeded history's end has no 账套 yet. */
const NEW_SERVICE_DAYS = 30;

/**
 * Every service holds one to three 账套, the first made when it opened, the others later; a running
 * service opened in the NEW_SERVICE_DAYS before the history's end has none yet (the customers registered
 * since, this month, have theirs: the list's first rows are never all empty). Their sizes fill 4–97 % of the service's quota
 * (1 GB plus 1 GB per 10 users), so the database lists range from nearly empty to nearly full.
 */
export function seedDbsets(ctx: StandInContext, calendar: SeedCalendar): void {
  // The day the customers' seeded history runs up to (customers.ts).
  const epoch = calendar.day(-19);
  const insert = ctx.db.prepare('INSERT INTO dbsets (id, customer_id, dbset_no, name, size_mb, created_at, status) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const customers = ctx.db.prepare('SELECT id, user_count, status, created_at, expire_at FROM customers ORDER BY id').all() as SeedCustomer[];
  let next = 1;
  for (const customer of customers) {
    const { id } = customer;
    const sinceOpened = epoch - customer.created_at;
    if (sinceOpened >= 0 && sinceOpened < NEW_SERVICE_DAYS * DAY_MS && (customer.status === '试用' || customer.status === '正式')) continue;
    const count = 1 + (id % 3);
    const quota = 1024 * (1 + Math.floor(customer.user_count / 10));
    const data = Math.max(count * EMPTY_DBSET_MB, Math.floor((quota * (4 + ((id * 53) % 94))) / 100) - SYSTEM_MB);
    // Later 账套 were added while the service ran (before it lapsed).
    const span = Math.max(1, Math.floor((Math.min(customer.expire_at, epoch) - customer.created_at) / DAY_MS));
    SHARES[count - 1].forEach((share, n) => {
      const createdAt = n === 0 ? customer.created_at : customer.created_at + ((id * 13 + n * 37) % span) * DAY_MS;
      insert.run(next, id, `ZT${String(next).padStart(6, '0')}`, NAMES[n], Math.max(EMPTY_DBSET_MB, Math.floor(data * share)), createdAt, id % 17 === 0 && n > 0 ? '停用' : '正常');
      next += 1;
    });
  }
  // A seeded service holding more 账套 than its version includes bought the rest.
  ctx.db.exec(`INSERT INTO service_extras (customer_id, dbsets_added)
    SELECT c.id, COUNT(*) - ${INCLUDED_DBSETS_SQL} FROM customers c JOIN dbsets d ON d.customer_id = c.id GROUP BY c.id HAVING COUNT(*) > ${INCLUDED_DBSETS_SQL}`);
}

/** The service's 账套 quota as it stands (`service` already found within the caller's scope). */
function quotaOf(ctx: StandInContext, service: ServiceDbRow): DbsetQuota {
  const row = ctx.db
    .prepare(
      `SELECT ${INCLUDED_DBSETS_SQL} AS included, COALESCE((SELECT x.dbsets_added FROM service_extras x WHERE x.customer_id = c.id), 0) AS bought,
        (SELECT COUNT(*) FROM dbsets d WHERE d.customer_id = c.id AND d.deleted_at IS NULL) AS held FROM customers c WHERE c.id = ?`,
    )
    .get(service.id) as { included: number; bought: number; held: number };
  return {
    serviceId: service.id,
    userName: service.name,
    productName: service.product_name,
    versonName: service.version_name,
    dbsetCount: row.held,
    included: row.included,
    bought: row.bought,
    quota: row.included + row.bought,
    expireDate: service.expire_at,
    refusal: addRefusal(service, ctx.now()),
  };
}

/** Why no 账套 may be added now: the service was stopped (or cleared), or has expired — a 账套 would be born 已到期. */
function addRefusal(service: ServiceDbRow, now: number): string | null {
  const status = serviceStatus(service, now);
  if (status === '已到期') return DBSET_SERVICE_EXPIRED;
  return status === '已停用' || status === '已清除' ? DBSET_SERVICE_STOPPED : null;
}

function nextDbsetNo(ctx: StandInContext): string {
  const row = ctx.db.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS next FROM dbsets').get() as { next: number };
  return `ZT${String(row.next).padStart(6, '0')}`;
}

interface DbsetDbRow extends ServiceDbRow {
  dbset_id: number;
  dbset_no: string;
  dbset_name: string;
  size_mb: number;
  dbset_created_at: number;
  dbset_status: '正常' | '停用';
  restoring: 0 | 1;
}

const restoringSql = (now: number) => `EXISTS (SELECT 1 FROM recovery_tasks t WHERE t.user_id = d.customer_id AND t.dbset_name = d.name
  AND t.mode = '覆盖原账套' AND t.status IN ('排队中', '进行中') AND t.queued_at + ${QUEUE_MS + RESTORE_MS} > ${Math.trunc(now)})`;

// The service's label and no-renew reason are not shown with a 账套: only its state is joined.
const DBSET_FROM = 'dbsets d JOIN customers c ON c.id = d.customer_id LEFT JOIN service_state st ON st.customer_id = c.id';
const DBSET_SELECT = `c.*, st.status AS state_status, d.id AS dbset_id, d.dbset_no, d.name AS dbset_name, d.size_mb, d.created_at AS dbset_created_at,
  d.status AS dbset_status`;

/** Whether the 账套 is being restored over now: asked of the rows shown only, not of every row a page sorts. */
function withRestoring(ctx: StandInContext, row: Omit<DbsetDbRow, 'restoring'>, now: number): DbsetDbRow {
  const found = ctx.db.prepare(`SELECT ${restoringSql(now)} AS restoring FROM dbsets d WHERE d.id = ?`).get(row.dbset_id) as { restoring: 0 | 1 };
  return { ...row, restoring: found.restoring };
}

const statusOf = (row: DbsetDbRow, now: number): DbsetStatus =>
  row.restoring ? '恢复中' : row.dbset_status === '停用' ? '停用' : row.expire_at < now ? '已到期' : '正常';

const STATUS_SQL = (now: number): Record<string, string> => ({
  正常: `NOT ${restoringSql(now)} AND d.status = '正常' AND c.expire_at >= ${Math.trunc(now)}`,
  停用: `NOT ${restoringSql(now)} AND d.status = '停用'`,
  已到期: `NOT ${restoringSql(now)} AND d.status = '正常' AND c.expire_at < ${Math.trunc(now)}`,
  恢复中: restoringSql(now),
});

function toDbsetRow(ctx: StandInContext, row: DbsetDbRow, now: number): DbsetRow {
  return {
    id: row.dbset_id,
    serviceId: row.id,
    dbsetName: row.dbset_name,
    dbsetNo: row.dbset_no,
    userName: row.name,
    productName: row.product_name,
    productType: row.product_type,
    dbName: dbNameOf(row),
    sizeMB: row.size_mb,
    createTime: row.dbset_created_at,
    expireDate: row.expire_at,
    status: statusOf(row, now),
    lastBackup: dbsetLastBackup(ctx, { id: row.dbset_id, customer_id: row.id, created_at: row.dbset_created_at }, now),
  };
}

function dbsetList(ctx: StandInContext, accountId: number, body: unknown) {
  const now = ctx.now();
  const { status, ...filters } = (requireFields(body, { filters: 'object?' }).filters ?? {}) as Record<string, unknown>;
  let scope = scoped(ctx, accountId, 'd.deleted_at IS NULL');
  if (status !== undefined && status !== null && status !== '') {
    const known = STATUS_SQL(now);
    if (typeof status !== 'string' || !Object.hasOwn(known, status)) throw new BadRequestError('参数 status 应为 正常、停用、已到期 或 恢复中');
    scope = { sql: `${scope.sql} AND ${known[status]}`, params: scope.params };
  }
  return pagedList<DbsetDbRow, DbsetRow>(
    ctx,
    pagedListFor(serviceMaintenanceScreens.dbsetManage.list, {
      from: DBSET_FROM,
      select: DBSET_SELECT,
      scope,
      sortable: { sizeMB: 'd.size_mb', createTime: 'd.created_at', expireDate: 'c.expire_at' },
      filterable: { serviceId: 'c.id', productType: 'c.product_type' },
      keyword: ['d.name', 'd.dbset_no', 'c.name'],
      dateColumn: 'd.created_at',
      pageKey: 'd.id',
      defaultOrder: 'd.id DESC',
      toItem: (row) => toDbsetRow(ctx, withRestoring(ctx, row, now), now),
    }),
    { ...(body as object), filters },
  );
}

function findDbset(ctx: StandInContext, accountId: number, value: unknown): DbsetDbRow {
  const id = readId(value, 'dbsetId');
  const scope = scoped(ctx, accountId, 'd.id = ? AND d.deleted_at IS NULL', [id]);
  const row = ctx.db.prepare(`SELECT ${DBSET_SELECT} FROM ${DBSET_FROM} WHERE ${scope.sql}`).get(...scope.params) as DbsetDbRow | undefined;
  if (!row) throw new BusinessError('账套不存在');
  return withRestoring(ctx, row, ctx.now());
}

/** R-name(30), unique among the service's 账套. */
function checkedName(ctx: StandInContext, serviceId: number, value: string, exceptId = 0): string {
  const name = value.trim();
  if (name === '') throw new BusinessError('请输入账套名称');
  if (name.length > DBSET_NAME_MAX) throw new BusinessError(`账套名称最多${DBSET_NAME_MAX}个字`);
  const taken = ctx.db.prepare('SELECT 1 FROM dbsets WHERE customer_id = ? AND name = ? AND deleted_at IS NULL AND id <> ?').get(serviceId, name, exceptId);
  if (taken) throw new BusinessError(NAME_TAKEN);
  return name;
}

function addDbset(ctx: StandInContext, accountId: number, body: unknown): DbsetRow {
  const request = requireFields(body, { serviceId: 'number', name: 'string' });
  const service = findService(ctx, accountId, readId(request.serviceId, 'serviceId'));
  const refusal = addRefusal(service, ctx.now());
  if (refusal) throw new BusinessError(refusal);
  const name = checkedName(ctx, service.id, request.name);
  const { dbsetCount, quota } = quotaOf(ctx, service);
  if (dbsetCount >= quota) throw new BusinessError(dbsetQuotaFull(quota));
  const id = ctx.db
    .prepare("INSERT INTO dbsets (customer_id, dbset_no, name, size_mb, created_at, status) VALUES (?, ?, ?, ?, ?, '正常')")
    .run(service.id, nextDbsetNo(ctx), name, EMPTY_DBSET_MB, ctx.now()).lastInsertRowid;
  return toDbsetRow(ctx, findDbset(ctx, accountId, Number(id)), ctx.now());
}

function renameDbset(ctx: StandInContext, accountId: number, body: unknown): DbsetRow {
  const request = requireFields(body, { dbsetId: 'number', name: 'string' });
  const row = findDbset(ctx, accountId, request.dbsetId);
  const name = checkedName(ctx, row.id, request.name, row.dbset_id);
  ctx.db.prepare('UPDATE dbsets SET name = ? WHERE id = ?').run(name, row.dbset_id);
  return toDbsetRow(ctx, findDbset(ctx, accountId, row.dbset_id), ctx.now());
}

function stopDbset(ctx: StandInContext, accountId: number, body: unknown): boolean {
  const { dbsetId } = requireFields(body, { dbsetId: 'number' });
  const row = findDbset(ctx, accountId, dbsetId);
  if (row.dbset_status === '停用') throw new BusinessError('该账套已停用');
  if (row.restoring) throw new BusinessError(RESTORING);
  ctx.db.prepare("UPDATE dbsets SET status = '停用' WHERE id = ?").run(row.dbset_id);
  return true;
}

function deleteDbset(ctx: StandInContext, accountId: number, body: unknown): boolean {
  const request = requireFields(body, { dbsetId: 'number', confirmName: 'string', code: 'string' });
  const row = findDbset(ctx, accountId, request.dbsetId);
  if (row.dbset_status !== '停用') throw new BusinessError('请先停用账套再删除');
  if (request.confirmName.trim() !== row.dbset_name) throw new BusinessError(NAME_MISMATCH);
  requireOperationCode(ctx, accountId, 'dangerousOp', request.code);
  ctx.db.prepare('UPDATE dbsets SET deleted_at = ? WHERE id = ?').run(ctx.now(), row.dbset_id);
  return true;
}

function backupDbset(ctx: StandInContext, accountId: number, body: unknown): BackupJob {
  const { dbsetId } = requireFields(body, { dbsetId: 'number' });
  const row = findDbset(ctx, accountId, dbsetId);
  if (row.restoring) throw new BusinessError(RESTORING);
  return startBackup(ctx, row.id, row.dbset_id);
}

/** The services a 账套 may be added to, found by customer name or phone (the 新增 picker). */
function dbsetServices(ctx: StandInContext, accountId: number, keyword: string | undefined) {
  const text = (keyword ?? '').trim().slice(0, MAX_KEYWORD_LENGTH);
  const scope = scoped(ctx, accountId, "st.customer_id IS NULL AND c.status <> '已停用' AND (c.name LIKE ? ESCAPE '\\' OR c.phone LIKE ? ESCAPE '\\')", [
    escapeLike(text),
    escapeLike(text),
  ]);
  const rows = ctx.db.prepare(`SELECT ${SERVICE_SELECT} FROM ${SERVICE_FROM} WHERE ${scope.sql} ORDER BY c.id ASC LIMIT 20`).all(...scope.params) as ServiceDbRow[];
  return rows.map((row) => ({ id: row.id, userName: row.name, productName: row.product_name, refusal: addRefusal(row, ctx.now()) }));
}

export function registerDbsets({ api }: Services, ctx: StandInContext): void {
  api.post('/api/dbset/DbsetPage', ({ accountId, body }) => dbsetList(ctx, accountId, body), { guard: signedIn });
  api.get('/api/dbset/Services', ({ accountId, query }) => dbsetServices(ctx, accountId, query.keyword), { guard: signedIn });
  api.get('/api/dbset/Quota', ({ accountId, query }) => quotaOf(ctx, findService(ctx, accountId, readId(query.serviceId, 'serviceId'))), { guard: signedIn });
  api.post('/api/dbset/AddDbset', ({ accountId, body }) => addDbset(ctx, accountId, body), { guard: button(serviceMaintenanceScreens.dbsetManage, 'add') });
  api.post('/api/dbset/RenameDbset', ({ accountId, body }) => renameDbset(ctx, accountId, body), { guard: button(serviceMaintenanceScreens.dbsetManage, 'edit') });
  api.post('/api/dbset/StopDbset', ({ accountId, body }) => stopDbset(ctx, accountId, body), { guard: button(serviceMaintenanceScreens.dbsetManage, 'status') });
  api.post('/api/dbset/DeleteDbset', ({ accountId, body }) => deleteDbset(ctx, accountId, body), { guard: button(serviceMaintenanceScreens.dbsetManage, 'del') });
  api.post('/api/dbset/BackupDbset', ({ accountId, body }) => backupDbset(ctx, accountId, body), { guard: button(serviceMaintenanceScreens.dbsetManage, 'backup') });
}
