import type {
  MigratableService,
  MigrationJob,
  MigrationLogLine,
  MigrationPhase,
  RdsInstance,
} from '../../../src/contracts/serviceMaintenance.ts';
import type { TaskStatus } from '../../../src/contracts/tasks.ts';
import { INSTANCE_REQUIRED, planTimeProblem } from '../../../src/rules/rdsMigration.ts';
import { BadRequestError, BusinessError } from '../../errors.ts';
import type { Services, StandInContext } from '../../module.ts';
import type { SeedCalendar } from '../../seedCalendar.ts';
import { MAX_KEYWORD_LENGTH, escapeLike, pagedList, pagedListFor } from '../../pagedList.ts';

import { requireFields } from '../../validate.ts';
import { SERVICE_FROM, SERVICE_SELECT, findService, readId, scoped, serviceStatus } from '../../domain/services/customerServiceRows.ts';
import { findDatabase, serverOf } from './serviceDatabases.ts';
import { DB_SIZE_MB } from '../../domain/databaseModel.ts';
import { button, signedIn } from '../../guards.ts';
import { workOrdersScreens } from '../../../src/contracts/screens/workOrders.ts';

// RDS migrations (M14): planned in the night window, then migrating for MIGRATE_MS, verifying for
// VERIFY_MS, done; a forced failure (dev endpoint) rolls back for ROLLBACK_MS. Phases are computed
// from the clock, so tests move them with /api/__dev/clock.
export const MIGRATE_MS = 10 * 60_000;
export const VERIFY_MS = 2 * 60_000;
export const ROLLBACK_MS = 60_000;
const MINUTE_MS = 60_000;
export const INSTANCES: RdsInstance[] = [
  { instanceId: 'rds-hz-01', name: '杭州 RDS 01', freeMB: 200_000 },
  { instanceId: 'rds-hz-02', name: '杭州 RDS 02', freeMB: 80_000 },
  { instanceId: 'rds-sh-01', name: '上海 RDS 01', freeMB: 1_500 },
];
const ACTIVE: readonly MigrationPhase[] = ['scheduled', 'migrating', 'verifying', 'failed'];
const TASK_STATUS: Record<MigrationPhase, TaskStatus> = {
  scheduled: '排队中',
  migrating: '进行中',
  verifying: '进行中',
  done: '已完成',
  failed: '失败',
  rolledBack: '失败',
  cancelled: '已取消',
};

/** 任务状态 in SQL, as phaseOf() and TASK_STATUS give it, so the list can filter by it. */
const taskStatusSql = (now: number) => {
  const at = Math.trunc(now);
  return `(CASE WHEN m.cancelled_at IS NOT NULL THEN '已取消' WHEN m.failed_at IS NOT NULL THEN '失败' WHEN ${at} < m.plan_time THEN '排队中'
    WHEN ${at} < m.plan_time + ${MIGRATE_MS + VERIFY_MS} THEN '进行中' ELSE '已完成' END)`;
};

interface MigrationDbRow {
  id: number;
  task_no: string;
  customer_id: number;
  name: string;
  product_name: string;
  from_server: string;
  to_instance: string;
  size_mb: number;
  plan_time: number;
  created_at: number;
  failed_at: number | null;
  fail_reason: string | null;
  cancelled_at: number | null;
}

export function seedMigrations(ctx: StandInContext, calendar: SeedCalendar): void {
  const insert = ctx.db.prepare(
    `INSERT INTO rds_migrations (task_no, customer_id, account_id, from_server, to_instance, size_mb, plan_time, created_at, failed_at, fail_reason)
     VALUES (?, ?, 1, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (let n = 1; n <= 6; n += 1) {
    const id = n * 7;
    const row = findDatabaseRow(ctx, id);
    // Planned for 02:00 China time, in the night window, on each of the six nights before the seed.
    const plan = calendar.day(-1 - n, 2);
    const failed = n === 6 ? plan + 5 * MINUTE_MS : null;
    insert.run(`QY${String(n).padStart(6, '0')}`, id, serverOf(row), INSTANCES[n % 2].instanceId, row.size_mb, plan, plan - MINUTE_MS * 600, failed, failed ? '目标实例写入超时' : null);
  }
}

const findDatabaseRow = (ctx: StandInContext, id: number) =>
  ctx.db.prepare(`SELECT c.id, c.region, ${DB_SIZE_MB} AS size_mb FROM customers c WHERE c.id = ?`).get(id) as { id: number; region: string; size_mb: number };

export function phaseOf(row: Pick<MigrationDbRow, 'plan_time' | 'failed_at' | 'cancelled_at'>, now: number): MigrationPhase {
  if (row.cancelled_at) return 'cancelled';
  if (row.failed_at) return now < row.failed_at + ROLLBACK_MS ? 'failed' : 'rolledBack';
  if (now < row.plan_time) return 'scheduled';
  if (now < row.plan_time + MIGRATE_MS) return 'migrating';
  return now < row.plan_time + MIGRATE_MS + VERIFY_MS ? 'verifying' : 'done';
}

function toJob(row: MigrationDbRow, now: number): MigrationJob {
  const phase = phaseOf(row, now);
  const progress =
    phase === 'migrating' ? Math.floor(((now - row.plan_time) / MIGRATE_MS) * 100) : phase === 'verifying' || phase === 'done' ? 100 : phase === 'scheduled' ? 0 : null;
  const failedProgress = row.failed_at ? Math.min(99, Math.floor(((row.failed_at - row.plan_time) / MIGRATE_MS) * 100)) : 0;
  return {
    id: row.id,
    taskNo: row.task_no,
    serviceId: row.customer_id,
    userName: row.name,
    productName: row.product_name,
    fromServer: row.from_server,
    toInstance: row.to_instance,
    sizeMB: row.size_mb,
    planTime: row.plan_time,
    phase,
    taskStatus: TASK_STATUS[phase],
    progress: progress ?? Math.max(0, failedProgress),
    createTime: row.created_at,
    finishTime: phase === 'done' ? row.plan_time + MIGRATE_MS + VERIFY_MS : (row.failed_at ?? row.cancelled_at),
    failReason: row.fail_reason,
  };
}

const MIGRATION_FROM = 'rds_migrations m JOIN customers c ON c.id = m.customer_id';
const MIGRATION_SELECT = 'm.*, c.name, c.product_name';

function migrationList(ctx: StandInContext, accountId: number, body: unknown) {
  const now = ctx.now();
  return pagedList<MigrationDbRow, MigrationJob>(
    ctx,
    pagedListFor(workOrdersScreens.rdsMoveUser.list, {
      from: MIGRATION_FROM,
      select: MIGRATION_SELECT,
      scope: scoped(ctx, accountId, '1 = 1'),
      sortable: { planTime: 'm.plan_time', createTime: 'm.created_at', sizeMB: 'm.size_mb' },
      filterable: { toInstance: 'm.to_instance', taskStatus: taskStatusSql(now) },
      keyword: ['c.name', 'm.task_no', 'm.from_server'],
      dateColumn: 'm.plan_time',
      defaultOrder: 'm.id DESC',
      toItem: (row) => toJob(row, now),
    }),
    body,
  );
}

function findMigration(ctx: StandInContext, accountId: number, value: unknown): MigrationDbRow {
  const id = readId(value, 'id');
  const scope = scoped(ctx, accountId, 'm.id = ?', [id]);
  const row = ctx.db.prepare(`SELECT ${MIGRATION_SELECT} FROM ${MIGRATION_FROM} WHERE ${scope.sql}`).get(...scope.params) as MigrationDbRow | undefined;
  if (!row) throw new BusinessError('迁移任务不存在');
  return row;
}

const jobOf = (ctx: StandInContext, accountId: number, id: number) => toJob(findMigration(ctx, accountId, id), ctx.now());

/** Refuses a plan outside the night window, in the past or not a time at all. */
function checkPlan(ctx: StandInContext, planTime: number): void {
  if (!Number.isSafeInteger(planTime)) throw new BadRequestError('参数 planTime 应为毫秒时间');
  const problem = planTimeProblem(planTime, ctx.now());
  if (problem) throw new BusinessError(problem);
}

/** The checks before a plan (M14 prechecking): a running service, no other migration under way, room on the instance. */
function precheck(ctx: StandInContext, accountId: number, serviceId: number, toInstance: string) {
  const instance = INSTANCES.find((known) => known.instanceId === toInstance);
  if (!instance) throw new BusinessError(INSTANCE_REQUIRED);
  const service = findService(ctx, accountId, serviceId);
  if (['已停用', '已清除', '已到期'].includes(serviceStatus(service, ctx.now()))) throw new BusinessError('服务已到期或停用，不能迁移');
  const others = ctx.db.prepare('SELECT plan_time, failed_at, cancelled_at FROM rds_migrations WHERE customer_id = ?').all(serviceId) as MigrationDbRow[];
  if (others.some((row) => ACTIVE.includes(phaseOf(row, ctx.now())))) throw new BusinessError('该服务已有进行中的迁移任务');
  const database = findDatabase(ctx, accountId, serviceId);
  if (database.size_mb > instance.freeMB) throw new BusinessError('目标实例剩余空间不足');
  return { service, database };
}

function createMigration(ctx: StandInContext, accountId: number, body: unknown): MigrationJob {
  const request = requireFields(body, { serviceId: 'number', toInstance: 'string', planTime: 'number' });
  checkPlan(ctx, request.planTime);
  const { service, database } = precheck(ctx, accountId, readId(request.serviceId, 'serviceId'), request.toInstance);
  const id = ctx.db.transaction(() => {
    const next = ctx.db.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS n FROM rds_migrations').get() as { n: number };
    return ctx.db
      .prepare(
        `INSERT INTO rds_migrations (task_no, customer_id, account_id, from_server, to_instance, size_mb, plan_time, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(`QY${String(next.n).padStart(6, '0')}`, service.id, accountId, serverOf(service), request.toInstance, database.size_mb, request.planTime, ctx.now()).lastInsertRowid;
  })();
  return jobOf(ctx, accountId, Number(id));
}

function cancelMigration(ctx: StandInContext, accountId: number, body: unknown): MigrationJob {
  const { id } = requireFields(body, { id: 'number' });
  const row = findMigration(ctx, accountId, id);
  if (phaseOf(row, ctx.now()) !== 'scheduled') throw new BusinessError('只能取消排队中的任务');
  ctx.db.prepare('UPDATE rds_migrations SET cancelled_at = ? WHERE id = ?').run(ctx.now(), row.id);
  return jobOf(ctx, accountId, row.id);
}

/** 重试 after a rollback: planned again in the night window. */
function retryMigration(ctx: StandInContext, accountId: number, body: unknown): MigrationJob {
  const request = requireFields(body, { id: 'number', planTime: 'number' });
  const row = findMigration(ctx, accountId, request.id);
  if (phaseOf(row, ctx.now()) !== 'rolledBack') throw new BusinessError('只能重试已回滚的任务');
  checkPlan(ctx, request.planTime);
  ctx.db.prepare('UPDATE rds_migrations SET plan_time = ?, failed_at = NULL, fail_reason = NULL WHERE id = ?').run(request.planTime, row.id);
  return jobOf(ctx, accountId, row.id);
}

function migrationLog(ctx: StandInContext, accountId: number, id: unknown): MigrationLogLine[] {
  const job = toJob(findMigration(ctx, accountId, id), ctx.now());
  const lines: MigrationLogLine[] = [{ time: job.createTime, text: '创建迁移任务，预检通过' }];
  const started = ['migrating', 'verifying', 'done', 'failed', 'rolledBack'].includes(job.phase);
  if (started) lines.push({ time: job.planTime, text: `开始迁移：${job.fromServer} → ${job.toInstance}` });
  if (job.phase === 'verifying' || job.phase === 'done') lines.push({ time: job.planTime + MIGRATE_MS, text: '数据迁移完成，开始校验' });
  if (job.phase === 'done') lines.push({ time: job.finishTime!, text: '校验通过，迁移完成' });
  if (job.failReason && job.finishTime) lines.push({ time: job.finishTime, text: `迁移失败：${job.failReason}，开始回滚` });
  if (job.phase === 'rolledBack' && job.finishTime) lines.push({ time: job.finishTime + ROLLBACK_MS, text: '回滚完成，服务仍在原服务器运行' });
  if (job.phase === 'cancelled' && job.finishTime) lines.push({ time: job.finishTime, text: '任务已取消' });
  return lines;
}

function migratable(ctx: StandInContext, accountId: number, keyword: string | undefined): MigratableService[] {
  const text = (keyword ?? '').trim().slice(0, MAX_KEYWORD_LENGTH);
  const scope = scoped(ctx, accountId, "st.customer_id IS NULL AND c.status <> '已停用' AND c.expire_at >= ? AND (c.name LIKE ? ESCAPE '\\' OR c.phone LIKE ? ESCAPE '\\')", [
    ctx.now(),
    escapeLike(text),
    escapeLike(text),
  ]);
  const rows = ctx.db.prepare(`SELECT ${SERVICE_SELECT} FROM ${SERVICE_FROM} WHERE ${scope.sql} ORDER BY c.id ASC LIMIT 20`).all(...scope.params) as Array<
    MigrationDbRow & { id: number; region: string; product_name: string; name: string }
  >;
  return rows.map((row) => ({ id: row.id, userName: row.name, productName: row.product_name, fromServer: serverOf(row), sizeMB: findDatabase(ctx, accountId, row.id).size_mb }));
}

/** The provider side makes a running migration fail (tests and demos). */
function failMigration(ctx: StandInContext, body: unknown): boolean {
  const { id } = requireFields(body, { id: 'number' });
  const row = ctx.db.prepare(`SELECT ${MIGRATION_SELECT} FROM ${MIGRATION_FROM} WHERE m.id = ?`).get(readId(id, 'id')) as MigrationDbRow | undefined;
  if (!row) throw new BusinessError('迁移任务不存在');
  if (!['migrating', 'verifying'].includes(phaseOf(row, ctx.now()))) throw new BusinessError('任务不在迁移中');
  ctx.db.prepare("UPDATE rds_migrations SET failed_at = ?, fail_reason = '目标实例写入超时' WHERE id = ?").run(ctx.now(), row.id);
  return true;
}

export function registerMigrations({ api }: Services, ctx: StandInContext): void {
  api.post('/api/rds/MigrationPage', ({ accountId, body }) => migrationList(ctx, accountId, body), { guard: signedIn });
  api.get('/api/rds/Instances', () => INSTANCES, { guard: signedIn });
  api.get('/api/rds/Services', ({ accountId, query }) => migratable(ctx, accountId, query.keyword), { guard: signedIn });
  api.get('/api/rds/Migration', ({ accountId, query }) => jobOf(ctx, accountId, readId(query.id, 'id')), { guard: signedIn });
  api.get('/api/rds/MigrationLog', ({ accountId, query }) => migrationLog(ctx, accountId, query.id), { guard: signedIn });
  api.post('/api/rds/CreateMigration', ({ accountId, body }) => createMigration(ctx, accountId, body), { guard: button(workOrdersScreens.rdsMoveUser, 'add') });
  api.post('/api/rds/CancelMigration', ({ accountId, body }) => cancelMigration(ctx, accountId, body), { guard: button(workOrdersScreens.rdsMoveUser, 'cancel') });
  api.post('/api/rds/RetryMigration', ({ accountId, body }) => retryMigration(ctx, accountId, body), { guard: button(workOrdersScreens.rdsMoveUser, 'retry') });
  api.post('/api/__dev/rdsMigration', ({ body }) => failMigration(ctx, body), { public: true });
}
