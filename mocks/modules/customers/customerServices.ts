import { NO_RENEW_NOTE_MAX, NO_RENEW_TYPES, type LabelUse } from '../../../src/contracts/customerServices.ts';
import { BusinessError } from '../../errors.ts';
import type { Services, StandInContext, StandInModule } from '../../module.ts';
import type { SeedCalendar } from '../../seedCalendar.ts';
import { customersScreens } from '../../../src/contracts/screens/customers.ts';
import { requireFields } from '../../validate.ts';

import { DAY_MS, SERVICE_FROM, findService, readId, scoped } from '../../domain/services/customerServiceRows.ts';
import { expireCounts, expireList, expiring } from '../../domain/services/renewalQueue.ts';
import { registerServiceOps } from './customerServiceOps.ts';
import { registerUsageLists } from './customerServiceUsage.ts';
import { button, signedIn } from '../../guards.ts';

// One service per customer: product, version, host, region, status and expiry are on the customer row.
// This area adds labels, no-renew reasons and what was done to a service (cleared, account closed).
const schema = `
CREATE TABLE IF NOT EXISTS service_labels (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
-- The reason last given for not renewing a service (one per customer).
CREATE TABLE IF NOT EXISTS no_renew_reasons (
  customer_id INTEGER PRIMARY KEY REFERENCES customers(id),
  reason_type TEXT NOT NULL,
  note TEXT NOT NULL,
  account_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS customers_expire ON customers (expire_at);
CREATE TABLE IF NOT EXISTS service_clears (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  customer_name TEXT NOT NULL,
  service_name TEXT NOT NULL,
  scope TEXT NOT NULL,
  reason TEXT NOT NULL,
  operator TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  result TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS service_state (
  customer_id INTEGER PRIMARY KEY REFERENCES customers(id),
  status TEXT NOT NULL,
  closed_at INTEGER
);
`;

const LABELS = ['重点客户', '老客户', '价格敏感', '连锁门店', '待升级', '转介绍', '政企', '新签约'];

function seed({ db }: StandInContext, calendar: SeedCalendar): void {
  const insert = db.prepare('INSERT INTO service_labels (id, name) VALUES (?, ?)');
  LABELS.forEach((name, index) => insert.run(index + 1, name));
  // A few services already have a reason recorded (every 97th customer), a month before their expiry, or
  // yesterday for one expiring sooner than that.
  db.prepare(
    `INSERT INTO no_renew_reasons (customer_id, reason_type, note, account_id, created_at)
     SELECT id, '价格原因', '客户认为续费价格偏高', 1, MIN(expire_at - ${30 * DAY_MS}, ?) FROM customers WHERE id % 97 = 0`,
  ).run(calendar.day(-1, 16));
}

function labelUse(ctx: StandInContext, accountId: number): LabelUse[] {
  const base = expiring(ctx.now());
  const scope = scoped(ctx, accountId, base.sql, base.params);
  return ctx.db
    .prepare(`SELECT l.name AS name, COUNT(*) AS count FROM ${SERVICE_FROM} WHERE ${scope.sql} AND l.name IS NOT NULL GROUP BY l.id ORDER BY l.id`)
    .all(...scope.params) as LabelUse[];
}

function createNoRenewReason(ctx: StandInContext, accountId: number, body: unknown): boolean {
  const { userId, reasonType, note } = requireFields(body, { userId: 'number', reasonType: 'string', note: 'string' });
  if (!(NO_RENEW_TYPES as readonly string[]).includes(reasonType)) throw new BusinessError('请选择不续费原因');
  if (note.length > NO_RENEW_NOTE_MAX) throw new BusinessError(`说明最多${NO_RENEW_NOTE_MAX}个字`);
  const service = findService(ctx, accountId, readId(userId));
  ctx.db
    .prepare(
      `INSERT INTO no_renew_reasons (customer_id, reason_type, note, account_id, created_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (customer_id) DO UPDATE SET reason_type = excluded.reason_type, note = excluded.note,
         account_id = excluded.account_id, created_at = excluded.created_at`,
    )
    .run(service.id, reasonType, note.trim(), accountId, ctx.now());
  return true;
}

function routes(services: Services, ctx: StandInContext): void {
  const { api } = services;
  api.post('/api/service/AgentExpirePage', ({ accountId, body }) => expireList(ctx, accountId, body), { guard: signedIn });
  api.get('/api/service/ExpireRangeCount', ({ accountId, query }) => expireCounts(ctx, accountId, query), { guard: signedIn });
  api.post('/api/service/ExpireLableUseInfo', ({ accountId, body }) => {
    requireFields(body, {});
    return labelUse(ctx, accountId);
  }, { guard: signedIn });
  api.put('/api/service/CreateNoRenewReason', ({ accountId, body }) => createNoRenewReason(ctx, accountId, body), { guard: button(customersScreens.expireInfo, 'reason') });
  registerUsageLists(services, ctx);
  registerServiceOps(services, ctx);
}

export const customerServicesModule: StandInModule = { name: 'customerServices', schema, seed, routes };
