import {
  ADD_STORE_MAX,
  TRIAL_EXTEND_DAYS,
  type FzServiceRow,
  type IshopRow,
  type MaintenanceRow,
  type MpAuth,
} from '../../../src/contracts/serviceMaintenance.ts';
import { BadRequestError, BusinessError } from '../../errors.ts';
import type { Services, StandInContext, StandInModule } from '../../module.ts';
import type { SeedCalendar } from '../../seedCalendar.ts';
import { pagedList, pagedListFor } from '../../pagedList.ts';
import { callerOf } from '../../scope.ts';
import { requireFields } from '../../validate.ts';
import { DAY_MS, SERVICE_FROM, SERVICE_SELECT, findService, readId, scoped, serviceStatus, toServiceRow, type ServiceDbRow } from '../../domain/services/customerServiceRows.ts';
import { createOrder, recordFulfilment } from '../../domain/orders/orders.ts';
import { registerDatabases, seedBackups } from './serviceDatabases.ts';
import { registerDbsets, seedDbsets } from './dbsets.ts';
import { addPaidDbsets } from '../../domain/dbsetQuota.ts';
import { registerMigrations, seedMigrations } from './rdsMigrations.ts';
import { button, signedIn } from '../../guards.ts';
import { serviceMaintenanceScreens } from '../../../src/contracts/screens/serviceMaintenance.ts';

// 服务维护: the services (one per customer row, see customerServiceRows.ts) with what this area adds:
// stores, trial extensions, iShop shops, databases' backups, 账套 and RDS migrations.
const schema = `
CREATE TABLE IF NOT EXISTS service_extras (
  customer_id INTEGER PRIMARY KEY REFERENCES customers(id),
  stores_added INTEGER NOT NULL DEFAULT 0,
  -- 账套 bought beyond those the version includes (增加账套 orders).
  dbsets_added INTEGER NOT NULL DEFAULT 0,
  trial_extended_at INTEGER
);
CREATE TABLE IF NOT EXISTS ishop_shops (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  shop_name TEXT NOT NULL,
  shop_type TEXT NOT NULL,
  mp_auth TEXT NOT NULL
);
-- Manual backups (a 账套, or the whole database when dbset_id is NULL); started_at is when it was asked for.
CREATE TABLE IF NOT EXISTS db_backups (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  dbset_id INTEGER,
  started_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS db_backups_customer ON db_backups (customer_id, started_at);
CREATE TABLE IF NOT EXISTS dbsets (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  dbset_no TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  size_mb INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  status TEXT NOT NULL,
  deleted_at INTEGER
);
-- A database's size and 账套 count sum its live 账套 from the index alone.
CREATE INDEX IF NOT EXISTS dbsets_customer ON dbsets (customer_id, deleted_at, size_mb);
CREATE TABLE IF NOT EXISTS rds_migrations (
  id INTEGER PRIMARY KEY,
  task_no TEXT NOT NULL UNIQUE,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  account_id INTEGER NOT NULL,
  from_server TEXT NOT NULL,
  to_instance TEXT NOT NULL,
  size_mb INTEGER NOT NULL,
  plan_time INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  failed_at INTEGER,
  fail_reason TEXT,
  cancelled_at INTEGER
);
`;

const SHOP_NAMES = ['旗舰店', '微商城', '社区团购', '会员小程序', '直播店'];
const MP_AUTHS: MpAuth[] = ['已授权', '未授权', '已过期'];
/** 增加门店: yuan per store, for the remaining service period. */
const STORE_PRICE_FEN = 60_000;

function seed(ctx: StandInContext, calendar: SeedCalendar): void {
  const insertShop = ctx.db.prepare('INSERT INTO ishop_shops (customer_id, shop_name, shop_type, mp_auth) VALUES (?, ?, ?, ?)');
  const owners = ctx.db.prepare('SELECT id, name FROM customers WHERE id % 40 = 0 ORDER BY id LIMIT 80').all() as Array<{ id: number; name: string }>;
  owners.forEach(({ id, name }, index) => {
    const type = index % 2 === 0 ? '网店' : '小程序';
    insertShop.run(id, `${name.slice(0, 4)}${SHOP_NAMES[index % SHOP_NAMES.length]}`, type, type === '网店' ? '未授权' : MP_AUTHS[index % 3]);
  });
  // The nightly backups follow the clock (databaseModel.ts); the manual ones are seeded with the 账套.
  seedDbsets(ctx, calendar);
  seedBackups(ctx, calendar);
  seedMigrations(ctx, calendar);
}

const MAINTENANCE_SELECT = `${SERVICE_SELECT}, COALESCE(x.stores_added, 0) AS stores_added,
  (SELECT COUNT(*) FROM dbsets d WHERE d.customer_id = c.id AND d.deleted_at IS NULL) AS dbset_count`;
const MAINTENANCE_FROM = `${SERVICE_FROM} LEFT JOIN service_extras x ON x.customer_id = c.id`;

interface MaintenanceDbRow extends ServiceDbRow {
  stores_added: number;
  dbset_count: number;
}

/** 服务状态 in SQL, as serviceStatus() computes it, so the lists can filter by it (`now` is the stand-in's clock). */
const statusSql = (now: number) => {
  const at = Math.floor(now);
  return `(CASE WHEN st.status IS NOT NULL THEN st.status WHEN c.status = '已停用' THEN '已停用' WHEN c.expire_at < ${at} THEN '已到期'
    WHEN c.status = '试用' THEN '试用中' WHEN c.expire_at - ${at} <= ${30 * DAY_MS} THEN '即将到期' ELSE '正常' END)`;
};

const toMaintenanceRow = (row: ServiceDbRow, now: number): MaintenanceRow => ({ ...toServiceRow(row, now), startDate: row.created_at });

type MaintenanceList = typeof serviceMaintenanceScreens.serviceMaintenance.list | typeof serviceMaintenanceScreens.fzService.list;

/** The list of one product family: not cleared; filters by product and version, searched by name, phone or host. */
function maintenanceList<Item>(ctx: StandInContext, accountId: number, body: unknown, list: MaintenanceList, products: string, toItem: (row: MaintenanceDbRow, now: number) => Item) {
  const now = ctx.now();
  return pagedList<MaintenanceDbRow, Item>(
    ctx,
    pagedListFor(list, {
      from: MAINTENANCE_FROM,
      select: MAINTENANCE_SELECT,
      scope: scoped(ctx, accountId, `(st.status IS NULL OR st.status <> '已清除') AND c.product_type IN (${products})`),
      sortable: { expireDate: 'c.expire_at', remainDays: 'c.expire_at', startDate: 'c.created_at', userCount: 'c.user_count' },
      filterable: { productType: 'c.product_type', versonName: 'c.version_name', serviceStatus: statusSql(now) },
      keyword: ['c.name', 'c.phone', 'c.host'],
      dateColumn: 'c.expire_at',
      defaultOrder: 'c.id DESC',
      toItem: (row) => toItem(row, now),
    }),
    body,
  );
}

const storeCount = (row: MaintenanceDbRow) => 1 + (row.id % 6) + row.stores_added;
const toFzRow = (row: MaintenanceDbRow, now: number): FzServiceRow => ({
  ...toMaintenanceRow(row, now),
  storeCount: storeCount(row),
  dbsetCount: row.dbset_count,
  source: row.id % 5 === 0 ? '上云' : '新购',
});

interface ShopDbRow extends ServiceDbRow {
  shop_id: number;
  shop_name: string;
  shop_type: IshopRow['shopType'];
  mp_auth: MpAuth;
}

function ishopList(ctx: StandInContext, accountId: number, body: unknown) {
  const now = ctx.now();
  return pagedList<ShopDbRow, IshopRow>(
    ctx,
    pagedListFor(serviceMaintenanceScreens.ishopService.list, {
      from: `ishop_shops s JOIN ${SERVICE_FROM.replace('customers c', 'customers c ON c.id = s.customer_id')}`,
      select: `${SERVICE_SELECT}, s.id AS shop_id, s.shop_name, s.shop_type, s.mp_auth`,
      scope: scoped(ctx, accountId, '1 = 1'),
      sortable: { expireDate: 'c.expire_at' },
      filterable: { shopType: 's.shop_type', mpAuth: 's.mp_auth', serviceStatus: statusSql(now) },
      keyword: ['c.name', 's.shop_name', 'c.host'],
      defaultOrder: 's.id ASC',
      toItem: (row) => ({
        id: row.shop_id,
        serviceId: row.id,
        userName: row.name,
        shopName: row.shop_name,
        shopType: row.shop_type,
        versonName: row.version_name,
        host: row.host,
        mpAuth: row.mp_auth,
        expireDate: row.expire_at,
        serviceStatus: serviceStatus(row, now),
      }),
    }),
    body,
  );
}

const serviceIdOf = (body: unknown) => readId(requireFields(body, { serviceId: 'number' }).serviceId, 'serviceId');

/** 试用延期: a service on trial runs TRIAL_EXTEND_DAYS more, once. */
function extendTrial(ctx: StandInContext, accountId: number, body: unknown): number {
  const id = serviceIdOf(body);
  const row = findService(ctx, accountId, id);
  if (serviceStatus(row, ctx.now()) !== '试用中') throw new BusinessError('只有试用中的服务可以延期');
  const extras = ctx.db.prepare('SELECT trial_extended_at FROM service_extras WHERE customer_id = ?').get(id) as { trial_extended_at: number | null } | undefined;
  if (extras?.trial_extended_at) throw new BusinessError('该服务已延期过一次');
  const expireAt = row.expire_at + TRIAL_EXTEND_DAYS * DAY_MS;
  ctx.db.transaction(() => {
    ctx.db
      .prepare('INSERT INTO service_extras (customer_id, trial_extended_at) VALUES (?, ?) ON CONFLICT (customer_id) DO UPDATE SET trial_extended_at = excluded.trial_extended_at')
      .run(id, ctx.now());
    ctx.db.prepare('UPDATE customers SET expire_at = ? WHERE id = ?').run(expireAt, id);
  })();
  return expireAt;
}

function stopService(ctx: StandInContext, accountId: number, body: unknown): boolean {
  const id = serviceIdOf(body);
  const row = findService(ctx, accountId, id);
  if (['已停用', '已清除'].includes(serviceStatus(row, ctx.now()))) throw new BusinessError('该服务已停用');
  ctx.db.prepare("UPDATE customers SET status = '已停用' WHERE id = ?").run(id);
  return true;
}

/** 增加门店: an order of `count` stores for a 服装ERP service, paid at the cashier. */
function addStoreOrder(ctx: StandInContext, accountId: number, body: unknown): string {
  const request = requireFields(body, { serviceId: 'number', count: 'number', idempotencyKey: 'string?' });
  const id = readId(request.serviceId, 'serviceId');
  if (!Number.isSafeInteger(request.count)) throw new BadRequestError('参数 count 应为整数');
  if (request.count < 1 || request.count > ADD_STORE_MAX) throw new BusinessError(`门店数应为1至${ADD_STORE_MAX}`);
  const row = findService(ctx, accountId, id);
  if (row.product_type !== 'FZERP') throw new BusinessError('只有服装ERP可以增加门店');
  if (['已停用', '已清除', '已到期'].includes(serviceStatus(row, ctx.now()))) throw new BusinessError('服务已到期或停用，请先续费');
  const subtotalFen = STORE_PRICE_FEN * request.count;
  const line = { itemName: `${row.product_name} 门店`, spec: `${request.count}家`, quantity: request.count, unitFen: STORE_PRICE_FEN, subtotalFen };
  return ctx.db.transaction(() => {
    const orderNo = createOrder(ctx, {
      agentId: callerOf(ctx, accountId).agentId,
      accountId,
      orderType: 'addStore',
      userId: id,
      customerName: row.name,
      productName: row.product_name,
      lines: [line],
      idempotencyKey: request.idempotencyKey ? `addStore:${accountId}:${request.idempotencyKey}` : undefined,
    });
    recordFulfilment(ctx, orderNo, { orderType: 'addStore', userIds: [id], detail: { stores: request.count } });
    return orderNo;
  })();
}

function addPaidStores(ctx: StandInContext, _orderNo: string, request: Record<string, unknown>): void {
  const [userId] = request.userIds as number[];
  const stores = Number((request.detail as { stores: number }).stores);
  ctx.db
    .prepare('INSERT INTO service_extras (customer_id, stores_added) VALUES (?, ?) ON CONFLICT (customer_id) DO UPDATE SET stores_added = stores_added + excluded.stores_added')
    .run(userId, stores);
}

function routes(services: Services, ctx: StandInContext): void {
  const { api } = services;
  api.post('/api/serviceMaintenance/ServicePage', ({ accountId, body }) => maintenanceList(ctx, accountId, body, serviceMaintenanceScreens.serviceMaintenance.list, "'CRM', 'QianFang'", toMaintenanceRow), { guard: signedIn });
  api.post('/api/serviceMaintenance/FzServicePage', ({ accountId, body }) => maintenanceList(ctx, accountId, body, serviceMaintenanceScreens.fzService.list, "'FZERP'", toFzRow), { guard: signedIn });
  api.post('/api/serviceMaintenance/IshopPage', ({ accountId, body }) => ishopList(ctx, accountId, body), { guard: signedIn });
  api.post('/api/serviceMaintenance/ExtendTrial', ({ accountId, body }) => extendTrial(ctx, accountId, body), { guard: button(serviceMaintenanceScreens.serviceMaintenance, 'extend') });
  api.post('/api/serviceMaintenance/StopService', ({ accountId, body }) => stopService(ctx, accountId, body), { guard: button(serviceMaintenanceScreens.serviceMaintenance, 'status') });
  api.post('/api/serviceMaintenance/AddStoreOrder', ({ accountId, body }) => addStoreOrder(ctx, accountId, body), { guard: button(serviceMaintenanceScreens.serviceMaintenance, 'addStore') });
  registerDatabases(services, ctx);
  registerDbsets(services, ctx);
  registerMigrations(services, ctx);
}

export const serviceMaintenanceModule: StandInModule = { name: 'serviceMaintenance', schema, seed, routes, onOrderPaid: { addStore: addPaidStores, addDbset: addPaidDbsets } };
