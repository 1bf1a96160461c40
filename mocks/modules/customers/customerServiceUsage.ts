import { customersScreens } from '../../../src/contracts/screens/customers.ts';
import type { BlankRow, HostRow, PackageRow } from '../../../src/contracts/customerServices.ts';
import { BadRequestError, BusinessError } from '../../errors.ts';
import type { Services, StandInContext } from '../../module.ts';
import { pagedList, pagedListFor } from '../../pagedList.ts';
import { requireFields } from '../../validate.ts';
import { isHostTaken } from '../../domain/hosts.ts';
import { DBSET_COUNT, DB_SIZE_MB, DB_USAGE } from '../../domain/databaseModel.ts';

import { DAY_MS, SERVICE_FROM, SERVICE_SELECT, findService, readId, scoped, toServiceRow, type ServiceDbRow } from '../../domain/services/customerServiceRows.ts';
import { button, signedIn } from '../../guards.ts';
import { HOST_TAKEN, hostProblem } from '../../../src/rules/registration.ts';

// Usage the service reports: active users seeded from the customer's id so every customer (new ones too)
// has some; database size and 账套 from databaseModel.ts.
const ACTIVE_USERS = 'MAX(1, c.user_count * (20 + (c.id * 37) % 81) / 100)';
const LAST_LOGIN = `(c.created_at + ((c.id * 7919) % 900) * ${DAY_MS})`;
const USAGE_SELECT = `${SERVICE_SELECT}, ${ACTIVE_USERS} AS active_users, ${DB_USAGE} AS db_usage,
  ${DB_SIZE_MB} AS size_mb, ${DBSET_COUNT} AS dbset_count, ${LAST_LOGIN} AS last_login`;

interface UsageDbRow extends ServiceDbRow {
  active_users: number;
  db_usage: number;
  size_mb: number;
  dbset_count: number;
  last_login: number;
}

/** Yuan per user and year, by product. */
const UNIT_PRICE: Record<string, number> = { CRM: 360, FZERP: 980, QianFang: 680 };
const FULL_USAGE = 90;
export const IDLE_DAYS = 365;

/** 升级 when the space is nearly full, otherwise fewer users when under half of them work. */
function suggestion(row: UsageDbRow): Pick<PackageRow, 'suggestion' | 'priceDiff'> {
  const price = UNIT_PRICE[row.product_type] ?? 0;
  if (row.db_usage > FULL_USAGE) return { suggestion: '升级版本（空间不足）', priceDiff: Math.round(row.user_count * price * 0.2) };
  const users = Math.max(1, Math.ceil(row.active_users * 1.2));
  return { suggestion: `降低用户数至${users}`, priceDiff: -(row.user_count - users) * price };
}

function packageList(ctx: StandInContext, accountId: number, body: unknown) {
  const now = ctx.now();
  const scope = scoped(
    ctx,
    accountId,
    `st.customer_id IS NULL AND c.status <> '已停用' AND c.expire_at >= ? AND (${DB_USAGE} > ${FULL_USAGE} OR ${ACTIVE_USERS} * 2 < c.user_count)`,
    [now],
  );
  return pagedList<UsageDbRow, PackageRow>(ctx, pagedListFor(customersScreens.optimizePackage.list, {
    from: SERVICE_FROM,
    select: USAGE_SELECT,
    scope,
    sortable: { userCount: 'c.user_count', activeUsers: ACTIVE_USERS, dbUsage: DB_USAGE },
    filterable: { productType: 'c.product_type' },
    keyword: ['c.name', 'c.phone'],
    defaultOrder: 'c.id DESC',
    toItem: (row) => ({ ...toServiceRow(row, now), activeUsers: row.active_users, dbUsage: row.db_usage, ...suggestion(row) }),
  }), body);
}

function hostStatus(row: ServiceDbRow, now: number): HostRow['hostStatus'] {
  if (row.state_status || row.status === '已停用') return '已停用';
  return row.expire_at < now ? '已到期' : '正常';
}

function hostList(ctx: StandInContext, accountId: number, body: unknown) {
  const now = ctx.now();
  return pagedList<UsageDbRow, HostRow>(ctx, pagedListFor(customersScreens.hostList.list, {
    from: SERVICE_FROM,
    select: USAGE_SELECT,
    scope: scoped(ctx, accountId, 'c.host IS NOT NULL'),
    sortable: { host: 'c.host', expireDate: 'c.expire_at', sizeMB: DB_SIZE_MB },
    filterable: { productType: 'c.product_type', localityName: 'c.region' },
    keyword: ['c.host', 'c.name'],
    defaultOrder: 'c.id DESC',
    toItem: (row) => ({
      ...toServiceRow(row, now),
      host: row.host!,
      url: `https://${row.host}.yunqi.com`,
      hostStatus: hostStatus(row, now),
      dbsetCount: row.dbset_count,
      sizeMB: row.size_mb,
    }),
  }), body);
}

/** Idle accounts: no valid service, or nobody signed in for a year; closed ones are done with. */
export const blankCondition = (now: number) => ({
  sql: `st.closed_at IS NULL AND (c.expire_at < ? OR c.status = '已停用' OR st.customer_id IS NOT NULL OR ? - ${LAST_LOGIN} >= ${IDLE_DAYS * DAY_MS})`,
  params: [now, now],
});

function blankList(ctx: StandInContext, accountId: number, body: unknown) {
  const now = ctx.now();
  const blank = blankCondition(now);
  return pagedList<UsageDbRow, BlankRow>(ctx, pagedListFor(customersScreens.blankUsers.list, {
    from: SERVICE_FROM,
    select: USAGE_SELECT,
    scope: scoped(ctx, accountId, blank.sql, blank.params),
    sortable: { createTime: 'c.created_at', lastLogin: LAST_LOGIN },
    filterable: { productType: 'c.product_type' },
    keyword: ['c.name', 'c.phone'],
    dateColumn: 'c.created_at',
    defaultOrder: `${LAST_LOGIN} ASC, c.id ASC`,
    toItem: (row) => {
      const lastLogin = Math.min(row.last_login, now);
      return { ...toServiceRow(row, now), createTime: row.created_at, lastLogin, idleDays: Math.floor((now - lastLogin) / DAY_MS) };
    },
  }), body);
}

/** R-host: letters only, ≤ 10, free everywhere (the same check as /orderapi/Service/isexisthost). */
function changeHost(ctx: StandInContext, accountId: number, body: unknown): boolean {
  const request = requireFields(body, { userId: 'number', host: 'string' });
  const host = request.host.trim().toLowerCase();
  const refused = hostProblem(host);
  if (refused) throw new BusinessError(refused);
  const service = findService(ctx, accountId, readId(request.userId));
  if (!service.host) throw new BadRequestError('该服务没有独立域名');
  if (service.host === host) throw new BusinessError('新域名与原域名相同');
  if (isHostTaken(ctx, host)) throw new BusinessError(HOST_TAKEN);
  ctx.db.prepare('UPDATE customers SET host = ? WHERE id = ?').run(host, service.id);
  return true;
}

export function registerUsageLists({ api }: Services, ctx: StandInContext): void {
  api.post('/api/service/OptimizePackagePage', ({ accountId, body }) => packageList(ctx, accountId, body), { guard: signedIn });
  api.post('/api/service/HostPage', ({ accountId, body }) => hostList(ctx, accountId, body), { guard: signedIn });
  api.post('/api/service/UpdateHost', ({ accountId, body }) => changeHost(ctx, accountId, body), { guard: button(customersScreens.hostList, 'editHost') });
  api.post('/api/user/BlankUserPage', ({ accountId, body }) => blankList(ctx, accountId, body), { guard: signedIn });
}
