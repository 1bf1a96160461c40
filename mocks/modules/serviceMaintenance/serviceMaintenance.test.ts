import { describe, expect, it } from 'vitest';
import { QUEUE_MS, RESTORE_MS } from '../../../src/contracts/dataRecovery.ts';
import { soonestNightPlan } from '../../../src/rules/rdsMigration.ts';
import { dbsetQuotaFull } from '../../../src/contracts/serviceMaintenance.ts';
import { RESEND_WINDOW_MS } from '../../sms.ts';
import { freshStandInPerTest } from '../../testing/freshStandIn.ts';
import { completeOrder } from '../../domain/orders/orders.ts';
import { MIGRATE_MS, ROLLBACK_MS, VERIFY_MS } from './rdsMigrations.ts';
import { BACKUP_MS, BACKUP_QUEUE_MS } from '../../domain/databaseModel.ts';
import { insertOutsiderTrial } from '../../testing/outsider.ts';
import { standInCalls } from '../../testing/calls.ts';

const standIn = freshStandInPerTest('service-maintenance-test-');
const { call } = standInCalls(standIn);

type Answer<T = never> = { code: number; msg: string; data: T; status: number };
type Page<T> = { total: number; list: T[] };
type Row = { id: number; serviceStatus: string; expireDate: number; storeCount: number; usage: number; userName: string };
type Dbset = { id: number; serviceId: number; dbsetName: string; status: string };
type Job = { id: number; phase: string; taskStatus: string; progress: number };


async function session(account: string): Promise<string> {
  const response = await fetch(`${standIn().urls.api}/api/__dev/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account }) });
  return ((await response.json()) as Answer<{ token: string }>).data.token;
}

/** One more 账套 than the service holds may be added (as if bought). */
const giveRoom = (serviceId: number) =>
  standIn().ctx.db
    .prepare('INSERT INTO service_extras (customer_id, dbsets_added) VALUES (?, 1) ON CONFLICT (customer_id) DO UPDATE SET dbsets_added = dbsets_added + 1')
    .run(serviceId);

const advance = (token: string, advanceMs: number) => call('/api/__dev/clock', { advanceMs }, token);

/** 12:00 China time of the day an instant falls on: outside the night window whatever the hour now. */
const noonOfChinaDay = (time: number) => time - ((time + 8 * 3_600_000) % 86_400_000) + 12 * 3_600_000;

/** A trial customer of an agent outside agent01's network. */
const outsider = () => insertOutsiderTrial(standIn().ctx);

describe('service lists and operations', () => {
  it('lists only the caller network; extends a trial once; stops a service; staff may not', async () => {
    const token = await session('agent01');
    const outside = outsider();
    const trial = (await call<Page<Row>>('/api/serviceMaintenance/FzServicePage', { pageSize: 100, keyword: '' }, token)).data.list.find((row) => row.serviceStatus === '试用中')!;
    expect((await call<Page<Row>>('/api/serviceMaintenance/FzServicePage', { keyword: '外地试用客户' }, token)).data.total).toBe(0);
    expect((await call('/api/serviceMaintenance/ServicePage', { filters: { constructor: 'x' } }, token)).status).toBe(400);
    expect((await call('/api/serviceMaintenance/ExtendTrial', { serviceId: outside }, token)).msg).toBe('客户不存在');
    expect((await call('/api/serviceMaintenance/ExtendTrial', { serviceId: '1' }, token)).status).toBe(400);
    expect((await call('/api/serviceMaintenance/ExtendTrial', { serviceId: trial.id }, await session('staff01'))).msg).toBe('没有该操作的权限');
    expect((await call<number>('/api/serviceMaintenance/ExtendTrial', { serviceId: trial.id }, token)).data).toBe(trial.expireDate + 15 * 86_400_000);
    expect((await call('/api/serviceMaintenance/ExtendTrial', { serviceId: trial.id }, token)).msg).toBe('该服务已延期过一次');
    const normal = (await call<Page<Row>>('/api/serviceMaintenance/ServicePage', { pageSize: 50 }, token)).data.list.find((row) => row.serviceStatus === '正常')!;
    expect((await call('/api/serviceMaintenance/ExtendTrial', { serviceId: normal.id }, token)).msg).toBe('只有试用中的服务可以延期');
    expect((await call<boolean>('/api/serviceMaintenance/StopService', { serviceId: normal.id }, token)).data).toBe(true);
    expect((await call('/api/serviceMaintenance/StopService', { serviceId: normal.id }, token)).msg).toBe('该服务已停用');
  });

  it('filters each service list by the 服务状态 it shows', async () => {
    const token = await session('agent01');
    for (const path of ['ServicePage', 'FzServicePage', 'IshopPage']) {
      const all = (await call<Page<Row>>(`/api/serviceMaintenance/${path}`, { pageSize: 100 }, token)).data;
      const shown = new Set(all.list.map((row) => row.serviceStatus));
      expect(shown.size).toBeGreaterThan(1);
      for (const status of ['试用中', '正常', '即将到期', '已到期']) {
        const page = (await call<Page<Row>>(`/api/serviceMaintenance/${path}`, { pageSize: 100, filters: { serviceStatus: status } }, token)).data;
        expect(page.list.every((row) => row.serviceStatus === status)).toBe(true);
        if (shown.has(status)) expect(page.total).toBeGreaterThan(0);
      }
    }
    const normal = (await call<Page<Row>>('/api/serviceMaintenance/ServicePage', { filters: { serviceStatus: '正常' } }, token)).data.list[0];
    await call('/api/serviceMaintenance/StopService', { serviceId: normal.id }, token);
    const stopped = (await call<Page<Row>>('/api/serviceMaintenance/ServicePage', { pageSize: 100, filters: { serviceStatus: '已停用' } }, token)).data.list;
    expect(stopped.map((row) => row.id)).toContain(normal.id);
  });

  it('sells stores of a 服装ERP service; the paid order adds them', async () => {
    const token = await session('agent01');
    const row = (await call<Page<Row>>('/api/serviceMaintenance/FzServicePage', { pageSize: 50 }, token)).data.list.find((item) => item.serviceStatus === '正常')!;
    expect((await call('/api/serviceMaintenance/AddStoreOrder', { serviceId: row.id, count: 0 }, token)).msg).toBe('门店数应为1至50');
    expect((await call('/api/serviceMaintenance/AddStoreOrder', { serviceId: row.id, count: 1.5 }, token)).status).toBe(400);
    const crm = (await call<Page<Row>>('/api/serviceMaintenance/ServicePage', { filters: { productType: 'CRM' } }, token)).data.list[0];
    expect((await call('/api/serviceMaintenance/AddStoreOrder', { serviceId: crm.id, count: 1 }, token)).msg).toBe('只有服装ERP可以增加门店');
    const orderNo = (await call<string>('/api/serviceMaintenance/AddStoreOrder', { serviceId: row.id, count: 3 }, token)).data;
    expect(orderNo).toMatch(/^DD\d+$/);
    expect((await call<Page<{ serviceId: number }>>('/api/serviceMaintenance/IshopPage', { filters: { shopType: '小程序' } }, token)).data.total).toBeGreaterThan(0);
    completeOrder(standIn().ctx, orderNo, '余额');
    const after = (await call<Page<Row>>('/api/serviceMaintenance/FzServicePage', { keyword: row.userName }, token)).data.list.find((item) => item.id === row.id)!;
    expect(after.storeCount).toBe(row.storeCount + 3);
  });
});

describe('the 账套 quota and 增加账套', () => {
  type Quota = { dbsetCount: number; included: number; bought: number; quota: number; versonName: string };
  type Quote = { lines: Array<{ spec: string; quantity: number; unitFen: number; subtotalFen: number }>; discountRate: number; totalFen: number };
  const order = async <T>(path: string, token: string, body: object): Promise<Answer<T>> => {
    const response = await fetch(`${standIn().urls.order}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
    return { status: response.status, ...((await response.json()) as Omit<Answer<T>, 'status'>) };
  };
  /** A running 基础版 service of agent01 without 账套: its version includes one. */
  const emptyBasic = () =>
    (standIn().ctx.db.prepare(
      `SELECT id, expire_at FROM customers c WHERE agent_id = 1 AND version_name = '基础版' AND status = '正式' AND expire_at > ?
        AND NOT EXISTS (SELECT 1 FROM dbsets d WHERE d.customer_id = c.id) ORDER BY id LIMIT 1`,
    ).get(standIn().ctx.now() + 100 * 86_400_000) as { id: number; expire_at: number });

  it('creates within the quota, refuses beyond it, and a paid 增加账套 order lets one more be created', async () => {
    const token = await session('agent01');
    const { id: serviceId, expire_at: expireAt } = emptyBasic();
    const quota = () => call<Quota>(`/api/dbset/Quota?serviceId=${serviceId}`, undefined, token);
    expect((await quota()).data).toMatchObject({ versonName: '基础版', dbsetCount: 0, included: 1, bought: 0, quota: 1 });
    const add = (name: string) => call<Dbset>('/api/dbset/AddDbset', { serviceId, name }, token);
    expect((await add('主账套')).data).toMatchObject({ dbsetName: '主账套', serviceId });
    expect(await add('分店账套')).toMatchObject({ code: 500, msg: dbsetQuotaFull(1) });
    expect(dbsetQuotaFull(1)).toBe('该服务可用账套数为1个，已全部用完，请先购买账套');

    const request = { orderType: 'addDbset', userId: serviceId, quantity: 2 };
    const quote = (await order<Quote>('/api/Order/Quote', token, request)).data;
    // 300 元 per 账套 and year, prorated to the whole days left of the service, at agent01's 85 %.
    const days = Math.ceil((expireAt - standIn().ctx.now()) / 86_400_000);
    expect(quote.lines).toHaveLength(1);
    expect(quote.lines[0]).toMatchObject({ quantity: 2, unitFen: 30_000, spec: expect.stringMatching(/^增加2个 · 至\d{4}-\d{2}-\d{2}$/), prorateDays: days });
    expect(quote.lines[0].subtotalFen).toBe(Math.round((30_000 * 2 * days) / 365));
    expect(quote.discountRate).toBe(0.85);
    expect((await order('/api/Order/Quote', token, { ...request, quantity: 21 })).status).toBe(400);

    const { orderNo } = (await order<{ orderNo: string }>('/api/Order/Create', token, { ...request, idempotencyKey: 'dbset-quota-1' })).data;
    expect(orderNo).toMatch(/^DD\d+$/);
    expect((await quota()).data.quota).toBe(1);
    expect((await add('分店账套')).msg).toBe(dbsetQuotaFull(1));
    completeOrder(standIn().ctx, orderNo, '余额');
    expect((await quota()).data).toMatchObject({ dbsetCount: 1, bought: 2, quota: 3 });
    expect((await add('分店账套')).data.dbsetName).toBe('分店账套');
    expect((await add('测试账套')).data.dbsetName).toBe('测试账套');
    expect((await add('第四账套')).msg).toBe(dbsetQuotaFull(3));
  });

  it('a seeded service holding more 账套 than its version includes has bought the rest', async () => {
    const token = await session('agent01');
    const row = standIn().ctx.db
      .prepare("SELECT c.id FROM customers c WHERE c.agent_id = 1 AND c.version_name = '基础版' AND (SELECT COUNT(*) FROM dbsets d WHERE d.customer_id = c.id) = 3 LIMIT 1")
      .get() as { id: number };
    expect((await call<Quota>(`/api/dbset/Quota?serviceId=${row.id}`, undefined, token)).data).toMatchObject({ dbsetCount: 3, included: 1, bought: 2, quota: 3 });
  });

  it('another agent\'s service is neither counted, quoted, ordered nor added to', async () => {
    const token = await session('agent01');
    const outside = outsider();
    expect((await call(`/api/dbset/Quota?serviceId=${outside}`, undefined, token)).msg).toBe('客户不存在');
    expect((await call('/api/dbset/AddDbset', { serviceId: outside, name: '主账套' }, token)).msg).toBe('客户不存在');
    expect((await order('/api/Order/Quote', token, { orderType: 'addDbset', userId: outside, quantity: 1 })).msg).toBe('客户不存在');
    expect((await order('/api/Order/Create', token, { orderType: 'addDbset', userId: outside, quantity: 1, idempotencyKey: 'dbset-outside-1' })).msg).toBe('客户不存在');
  });
});

describe('databases and backups', () => {
  it('reports usage and runs one backup at a time until done', async () => {
    const token = await session('agent01');
    const rows = (await call<Page<Row>>('/api/BakDbCust/DatabasePage', { pageSize: 100, sortField: 'usage', sortOrder: 'desc' }, token)).data.list;
    expect(rows[0].usage).toBeGreaterThanOrEqual(95);
    const serviceId = rows[0].id;
    const job = (await call<{ jobId: number; taskStatus: string }>('/api/BakDbCust/Backup', { serviceId }, token)).data;
    expect(job.taskStatus).toBe('排队中');
    expect((await call('/api/BakDbCust/Backup', { serviceId }, token)).msg).toBe('已有备份正在进行，请稍后');
    expect((await call<{ runningBackup: { jobId: number } }>(`/api/BakDbCust/GetDbSizeInfoByServiceId?serviceId=${serviceId}`, undefined, token)).data.runningBackup.jobId).toBe(job.jobId);
    await advance(token, BACKUP_QUEUE_MS + BACKUP_MS);
    expect((await call<{ taskStatus: string; progress: number }>(`/api/BakDbCust/BackupJob?jobId=${job.jobId}`, undefined, token)).data).toMatchObject({ taskStatus: '已完成', progress: 100 });
    expect((await call(`/api/BakDbCust/GetDbSizeInfoByServiceId?serviceId=${outsider()}`, undefined, token)).msg).toBe('客户不存在');
    expect((await call('/api/BakDbCust/GetDbSizeInfoByServiceId?serviceId=abc', undefined, token)).status).toBe(400);
  });
});

describe('账套', () => {
  it('adds with a unique name, renames, stops, then deletes with the name and a code', async () => {
    const token = await session('agent01');
    const [first] = (await call<Page<Dbset>>('/api/dbset/DbsetPage', { filters: { status: '正常' } }, token)).data.list;
    giveRoom(first.serviceId);
    const add = (name: string) => call<Dbset>('/api/dbset/AddDbset', { serviceId: first.serviceId, name }, token);
    expect((await add(first.dbsetName)).msg).toBe('该服务下已有同名账套');
    expect((await add(' ')).msg).toBe('请输入账套名称');
    expect((await add('长'.repeat(31))).msg).toBe('账套名称最多30个字');
    expect((await call('/api/dbset/DbsetPage', { filters: { status: '__proto__' } }, token)).status).toBe(400);
    const created = (await add('年度归档')).data;
    expect(created).toMatchObject({ dbsetName: '年度归档', status: '正常', serviceId: first.serviceId });
    expect((await call('/api/dbset/RenameDbset', { dbsetId: created.id, name: first.dbsetName }, token)).msg).toBe('该服务下已有同名账套');
    expect((await call<Dbset>('/api/dbset/RenameDbset', { dbsetId: created.id, name: '2025归档' }, token)).data.dbsetName).toBe('2025归档');
    const del = (body: object) => call<boolean>('/api/dbset/DeleteDbset', { dbsetId: created.id, ...body }, token);
    expect((await del({ confirmName: '2025归档', code: '123456' })).msg).toBe('请先停用账套再删除');
    expect((await call('/api/dbset/StopDbset', { dbsetId: created.id }, await session('staff01'))).msg).toBe('没有该操作的权限');
    expect((await call<boolean>('/api/dbset/StopDbset', { dbsetId: created.id }, token)).data).toBe(true);
    expect((await call('/api/dbset/StopDbset', { dbsetId: created.id }, token)).msg).toBe('该账套已停用');
    await advance(token, RESEND_WINDOW_MS);
    expect((await call('/api/safety/SendOperationCode', { purpose: 'dangerousOp' }, token)).code).toBe(200);
    const code = standIn().ctx.sms.list('13800000001')[0].code;
    expect((await del({ confirmName: '年度归档', code })).msg).toBe('输入的名称不一致');
    expect((await del({ confirmName: '2025归档', code })).data).toBe(true);
    expect((await del({ confirmName: '2025归档', code })).msg).toBe('账套不存在');
    const backup = await call<{ dbsetId: number }>('/api/dbset/BackupDbset', { dbsetId: first.id }, await session('staff01'));
    expect(backup.data.dbsetId).toBe(first.id);
  });

  it('is 恢复中 while a paid recovery over it is queued or restoring, and may then be neither backed up nor stopped', async () => {
    const token = await session('agent01');
    const dev = (path: string, body: object) => call<{ userName: string; dbsetName: string; taskNo: string }>(path, body, token);
    const task = (await dev('/api/__dev/dataRecovery/task', { account: 'agent01', status: '排队中' })).data;
    const page = async (filters: object = {}) => (await call<Page<Dbset>>('/api/dbset/DbsetPage', { pageSize: 100, filters }, token)).data.list;
    const [restoring] = await page({ status: '恢复中' });
    expect(restoring).toMatchObject({ dbsetName: task.dbsetName, status: '恢复中' });
    expect((await page({ status: '正常' })).map((row) => row.id)).not.toContain(restoring.id);
    expect((await call('/api/dbset/BackupDbset', { dbsetId: restoring.id }, token)).msg).toBe('账套正在恢复，请恢复完成后再操作');
    expect((await call('/api/dbset/StopDbset', { dbsetId: restoring.id }, token)).msg).toBe('账套正在恢复，请恢复完成后再操作');
    await advance(token, QUEUE_MS + RESTORE_MS);
    expect(await page({ status: '恢复中' })).toEqual([]);
    expect((await call<{ dbsetId: number }>('/api/dbset/BackupDbset', { dbsetId: restoring.id }, token)).data.dbsetId).toBe(restoring.id);
  });
});

describe('RDS migrations', () => {
  it('plans in the night window only, runs, verifies and finishes as the clock moves', async () => {
    const token = await session('agent01');
    const [service] = (await call<Array<{ id: number }>>('/api/rds/Services?keyword=', undefined, token)).data;
    const now = (await advance(token, 0) as Answer<{ now: number }>).data.now;
    // Soon enough that the session outlives the clock moves below.
    const plan = soonestNightPlan(now, 10 * 60_000);
    const create = (body: object) => call<Job>('/api/rds/CreateMigration', { serviceId: service.id, toInstance: 'rds-hz-01', planTime: plan, ...body }, token);
    expect((await create({ planTime: noonOfChinaDay(plan) })).msg).toBe('计划时间须在00:00至06:00之间');
    expect((await create({ planTime: now - 1000 })).msg).toBe('计划时间须晚于当前时间');
    expect((await create({ planTime: 'tonight' })).status).toBe(400);
    expect((await create({ toInstance: 'rds-xx' })).msg).toBe('请选择目标实例');
    expect((await call('/api/rds/CreateMigration', { serviceId: service.id, toInstance: 'rds-hz-01', planTime: plan }, await session('staff01'))).msg).toBe('没有该操作的权限');
    const job = (await create({})).data;
    expect(job).toMatchObject({ phase: 'scheduled', taskStatus: '排队中' });
    expect((await create({})).msg).toBe('该服务已有进行中的迁移任务');
    const read = async () => (await call<Job>(`/api/rds/Migration?id=${job.id}`, undefined, token)).data;
    await advance(token, plan - now + MIGRATE_MS / 2);
    expect(await read()).toMatchObject({ phase: 'migrating', taskStatus: '进行中', progress: 50 });
    expect((await call('/api/rds/CancelMigration', { id: job.id }, token)).msg).toBe('只能取消排队中的任务');
    await advance(token, MIGRATE_MS / 2);
    expect((await read()).phase).toBe('verifying');
    await advance(token, VERIFY_MS);
    expect(await read()).toMatchObject({ phase: 'done', taskStatus: '已完成', progress: 100 });
    expect((await call<Array<{ text: string }>>(`/api/rds/MigrationLog?id=${job.id}`, undefined, token)).data.at(-1)!.text).toBe('校验通过，迁移完成');
  });

  it('filters the task list by the 任务状态 it shows', async () => {
    const token = await session('agent01');
    const all = (await call<Page<Job>>('/api/rds/MigrationPage', { pageSize: 100 }, token)).data;
    expect(all.total).toBe(all.list.length);
    const counts = new Map<string, number>();
    all.list.forEach((job) => counts.set(job.taskStatus, (counts.get(job.taskStatus) ?? 0) + 1));
    expect(counts.size).toBeGreaterThan(1);
    for (const status of ['排队中', '进行中', '已完成', '失败', '已取消']) {
      const page = (await call<Page<Job>>('/api/rds/MigrationPage', { pageSize: 100, filters: { taskStatus: status } }, token)).data;
      expect(page.list.map((job) => job.taskStatus)).toEqual(Array(counts.get(status) ?? 0).fill(status));
    }
  });

  it('a forced failure rolls back; a retry is planned again; a planned one can be cancelled', async () => {
    const token = await session('agent01');
    const [, service] = (await call<Array<{ id: number }>>('/api/rds/Services?keyword=', undefined, token)).data;
    const now = (await advance(token, 0) as Answer<{ now: number }>).data.now;
    // Soon enough that the session outlives the clock moves below.
    const plan = soonestNightPlan(now, 10 * 60_000);
    const job = (await call<Job>('/api/rds/CreateMigration', { serviceId: service.id, toInstance: 'rds-hz-02', planTime: plan }, token)).data;
    expect((await call('/api/__dev/rdsMigration', { id: job.id }, token)).msg).toBe('任务不在迁移中');
    await advance(token, plan - now + 1000);
    expect((await call<boolean>('/api/__dev/rdsMigration', { id: job.id }, token)).data).toBe(true);
    const read = async () => (await call<Job>(`/api/rds/Migration?id=${job.id}`, undefined, token)).data;
    expect((await read()).phase).toBe('failed');
    expect((await call('/api/rds/RetryMigration', { id: job.id, planTime: plan + 86_400_000 }, token)).msg).toBe('只能重试已回滚的任务');
    await advance(token, ROLLBACK_MS);
    expect((await read()).phase).toBe('rolledBack');
    const retried = await call<Job>('/api/rds/RetryMigration', { id: job.id, planTime: plan + 86_400_000 }, token);
    expect(retried.data).toMatchObject({ phase: 'scheduled', taskStatus: '排队中' });
    expect((await call<Job>('/api/rds/CancelMigration', { id: job.id }, token)).data.phase).toBe('cancelled');
    const list = (await call<Page<Job>>('/api/rds/MigrationPage', { keyword: '外地' }, token)).data;
    expect(list.total).toBe(0);
  });
});
