import { randomBytes } from 'node:crypto';
import {
  KIND_RULES,
  VALUE_ADDED_KINDS,
  type ValueAddedCandidate,
  type ValueAddedKind,
  type ValueAddedRecord,
  type ValueAddedService,
} from '../../../src/contracts/valueAdded.ts';
import { BadRequestError, BusinessError } from '../../errors.ts';
import type { Services, StandInContext, StandInModule } from '../../module.ts';
import { escapeLike, pagedList, pagedListFor, type PagedListSpec } from '../../pagedList.ts';
import { maintenanceScreenOf, valueAddedLists, type ValueAddedMaintenanceScreen } from '../../../src/contracts/screens/valueAdded.ts';
import { callerOf, customerScope, requireButton } from '../../scope.ts';
import { requireFields } from '../../validate.ts';
import { applyPaidOrder } from './valueAddedOrders.ts';
import { addRecord, operatorName } from './valueAddedRecords.ts';
import { seedValueAdded } from './valueAddedSeed.ts';
import { storePageRoutes } from './valueAddedStore.ts';
import { anyButton, button, signedIn } from '../../guards.ts';
import { valueAddedScreens } from '../../../src/contracts/screens/valueAdded.ts';
import { buttonCode, type ButtonCode } from '../../../src/contracts/screens/screens.ts';

/**
 * Value-added services (docs/product.md#screen-patterns): a subscription per customer and kind, its record lines, 停用/启用,
 * the tiktok store's authorisation (a page of the "store" opened in a new window) and 解绑.
 */
const schema = `
CREATE TABLE IF NOT EXISTS value_added_services (
  id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES customers(id), kind TEXT NOT NULL,
  quota INTEGER NOT NULL DEFAULT 0, remaining INTEGER NOT NULL DEFAULT 0, used INTEGER NOT NULL DEFAULT 0,
  shop_name TEXT NOT NULL DEFAULT '', shop_id TEXT NOT NULL DEFAULT '', auth_status TEXT NOT NULL DEFAULT '未授权', auth_token TEXT UNIQUE,
  channels TEXT NOT NULL DEFAULT '', start_at INTEGER NOT NULL, expire_at INTEGER NOT NULL, stopped INTEGER NOT NULL DEFAULT 0,
  UNIQUE (user_id, kind)
);
CREATE TABLE IF NOT EXISTS value_added_records (
  id INTEGER PRIMARY KEY, service_id INTEGER NOT NULL REFERENCES value_added_services(id), record_type TEXT NOT NULL,
  quantity INTEGER NOT NULL, unit TEXT NOT NULL, amount_fen INTEGER NOT NULL DEFAULT 0, order_no TEXT NOT NULL DEFAULT '',
  operator TEXT NOT NULL, remark TEXT NOT NULL DEFAULT '', created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS value_added_records_service ON value_added_records (service_id, created_at);
`;

const DAY = 24 * 60 * 60 * 1000;
const byCustomer = (Object.keys(KIND_RULES) as ValueAddedKind[]).filter((kind) => !KIND_RULES[kind].renewable);
/** Count-based kinds last as long as the customer's own service. */
const EXPIRY = `(CASE WHEN v.kind IN (${byCustomer.map((kind) => `'${kind}'`).join(', ')}) THEN c.expire_at ELSE v.expire_at END)`;
const statusOf = (now: number) =>
  `(CASE WHEN v.stopped = 1 THEN '已停用' WHEN ${EXPIRY} < ${now} THEN '已到期' WHEN ${EXPIRY} < ${now + 30 * DAY} THEN '即将到期' ELSE '正常' END)`;
const serviceSelect = (now: number) =>
  `v.id, v.kind, v.user_id AS userId, c.name AS customerName, v.quota, v.remaining, v.used, v.shop_name AS shopName, v.shop_id AS shopId,
   v.auth_status AS authStatus, v.channels, v.start_at AS startAt, ${EXPIRY} AS expireAt, ${statusOf(Math.floor(now))} AS serviceStatus`;
const FROM = 'value_added_services v JOIN customers c ON c.id = v.user_id';

export function readKind(value: unknown): ValueAddedKind {
  const kind = VALUE_ADDED_KINDS.find((known) => known === value);
  if (!kind) throw new BadRequestError(`参数 kind 应为 ${VALUE_ADDED_KINDS.join('、')} 之一`);
  return kind;
}

function serviceList(ctx: StandInContext, accountId: number, kind: ValueAddedKind): PagedListSpec<ValueAddedService, ValueAddedService> {
  const scope = customerScope(ctx, accountId, 'c.agent_id', 'c.id');
  const now = ctx.now();
  return pagedListFor(valueAddedLists.services(kind), {
    from: FROM,
    scope: { sql: `v.kind = ? AND ${scope.sql}`, params: [kind, ...scope.params] },
    select: serviceSelect(now),
    sortable: { expireAt: EXPIRY, startAt: 'v.start_at', remaining: 'v.remaining', quota: 'v.quota' },
    filterable: { serviceStatus: statusOf(Math.floor(now)), authStatus: 'v.auth_status' },
    keyword: ['c.name', 'v.shop_name', 'v.shop_id'],
    dateColumn: 'v.start_at',
    defaultOrder: 'v.id DESC',
    toItem: (row) => row,
  });
}

function recordList(ctx: StandInContext, accountId: number, kind: ValueAddedKind): PagedListSpec<ValueAddedRecord, ValueAddedRecord> {
  const scope = customerScope(ctx, accountId, 'c.agent_id', 'c.id');
  return pagedListFor(valueAddedLists.records(kind), {
    from: 'value_added_records r JOIN value_added_services v ON v.id = r.service_id JOIN customers c ON c.id = v.user_id',
    scope: { sql: `v.kind = ? AND ${scope.sql}`, params: [kind, ...scope.params] },
    select: `r.id, v.kind, v.id AS serviceId, c.name AS customerName, r.record_type AS recordType, r.quantity, r.unit, r.amount_fen AS amountFen,
      r.order_no AS orderNo, r.operator, r.remark, r.created_at AS createdAt`,
    sortable: { createdAt: 'r.created_at', amountFen: 'r.amount_fen', quantity: 'r.quantity' },
    filterable: { recordType: 'r.record_type', serviceId: 'v.id' },
    keyword: ['c.name', 'r.order_no', 'r.operator'],
    dateColumn: 'r.created_at',
    defaultOrder: 'r.created_at DESC, r.id DESC',
    sum: 'r.amount_fen',
    toItem: (row) => row,
  });
}

/** One subscription the caller may see. */
export function findService(ctx: StandInContext, accountId: number, id: unknown): ValueAddedService {
  const serviceId = Number(id);
  if (!Number.isSafeInteger(serviceId) || serviceId < 1) throw new BadRequestError('参数 id 应为正整数');
  const scope = customerScope(ctx, accountId, 'c.agent_id', 'c.id');
  const row = ctx.db.prepare(`SELECT ${serviceSelect(ctx.now())} FROM ${FROM} WHERE v.id = ? AND ${scope.sql}`).get(serviceId, ...scope.params) as
    | ValueAddedService
    | undefined;
  if (!row) throw new BusinessError('服务不存在');
  return row;
}

/** A subscription of the caller's own agent (a parent looks at its sub-agents' but does not change them), with the button checked. */
function ownService(ctx: StandInContext, accountId: number, body: unknown, action: ButtonCode<ValueAddedMaintenanceScreen>): ValueAddedService {
  const { id } = requireFields(body, { id: 'number' });
  const service = findService(ctx, accountId, id);
  requireButton(ctx, accountId, maintenanceScreenOf(service.kind), action);
  const agent = ctx.db.prepare('SELECT agent_id FROM customers WHERE id = ?').get(service.userId) as { agent_id: number };
  if (agent.agent_id !== callerOf(ctx, accountId).agentId) throw new BusinessError('只能操作本代理商客户的服务');
  return service;
}

function setStatus(ctx: StandInContext, accountId: number, body: unknown): ValueAddedService {
  const service = ownService(ctx, accountId, body, 'status');
  const { stopped } = requireFields(body, { stopped: 'boolean' });
  if (stopped === (service.serviceStatus === '已停用')) throw new BusinessError(stopped ? '该服务已停用' : '该服务未停用');
  ctx.db.transaction(() => {
    ctx.db.prepare('UPDATE value_added_services SET stopped = ? WHERE id = ?').run(stopped ? 1 : 0, service.id);
    addRecord(ctx, { serviceId: service.id, recordType: stopped ? '停用' : '启用', quantity: 0, unit: '', operator: operatorName(ctx, accountId) });
  })();
  return findService(ctx, accountId, service.id);
}

function tiktokService(ctx: StandInContext, accountId: number, body: unknown, action: ButtonCode<ValueAddedMaintenanceScreen>): ValueAddedService {
  if (findService(ctx, accountId, requireFields(body, { id: 'number' }).id).kind !== 'tiktok') throw new BusinessError('只有抖店对接服务可以授权或解绑店铺');
  const service = ownService(ctx, accountId, body, action);
  if (service.serviceStatus === '已停用' || service.serviceStatus === '已到期') throw new BusinessError(`服务${service.serviceStatus}，请先启用或续费`);
  return service;
}

function authLink(ctx: StandInContext, accountId: number, body: unknown, origin: string) {
  const service = tiktokService(ctx, accountId, body, 'auth');
  const token = randomBytes(16).toString('hex');
  ctx.db.prepare('UPDATE value_added_services SET auth_token = ? WHERE id = ?').run(token, service.id);
  return { url: `${origin}/tiktok-store/authorize/${token}` };
}

function unbind(ctx: StandInContext, accountId: number, body: unknown): ValueAddedService {
  const service = tiktokService(ctx, accountId, body, 'unbind');
  if (!service.shopId) throw new BusinessError('该服务未绑定店铺');
  ctx.db.transaction(() => {
    ctx.db.prepare("UPDATE value_added_services SET shop_name = '', shop_id = '', auth_status = '未授权', auth_token = NULL WHERE id = ?").run(service.id);
    addRecord(ctx, { serviceId: service.id, recordType: '解绑', quantity: 0, unit: '', operator: operatorName(ctx, accountId), remark: service.shopName });
  })();
  return findService(ctx, accountId, service.id);
}

/** Customers the caller may open this kind for: visible, service running, not subscribed yet (the first 20 matches). */
function candidates(ctx: StandInContext, accountId: number, kind: ValueAddedKind, keyword: string | undefined): ValueAddedCandidate[] {
  const text = (keyword ?? '').trim();
  if (text.length > 100) throw new BadRequestError('关键字最多100个字');
  const scope = customerScope(ctx, accountId, 'c.agent_id', 'c.id');
  return ctx.db
    .prepare(
      `SELECT c.id AS userId, c.name AS customerName, c.expire_at AS expireAt FROM customers c
       WHERE ${scope.sql} AND c.expire_at > ? AND c.name LIKE ? ESCAPE '\\'
         AND NOT EXISTS (SELECT 1 FROM value_added_services v WHERE v.user_id = c.id AND v.kind = ?)
       ORDER BY c.id LIMIT 20`,
    )
    .all(...scope.params, ctx.now(), escapeLike(text), kind) as ValueAddedCandidate[];
}

function routes({ api }: Services, ctx: StandInContext): void {
  api.post('/api/ValueAdded/PageList', ({ accountId, body, query }) => pagedList(ctx, serviceList(ctx, accountId, readKind(query.kind)), body), { guard: signedIn });
  api.post('/api/ValueAdded/RecordPageList', ({ accountId, body, query }) => pagedList(ctx, recordList(ctx, accountId, readKind(query.kind)), body), { guard: signedIn });
  api.get('/api/ValueAdded/Get', ({ accountId, query }) => findService(ctx, accountId, query.id), { guard: signedIn });
  api.get('/api/ValueAdded/Candidates', ({ accountId, query }) => candidates(ctx, accountId, readKind(query.kind), query.keyword), { guard: signedIn });
  api.post('/api/ValueAdded/SetStatus', ({ accountId, body }) => setStatus(ctx, accountId, body), { guard: anyButton(buttonCode(valueAddedScreens.liveServiceMaintenance, 'status'), buttonCode(valueAddedScreens.tiktokServiceMaintenance, 'status'), buttonCode(valueAddedScreens.faceRecognitionService, 'status'), buttonCode(valueAddedScreens.imageImportService, 'status'), buttonCode(valueAddedScreens.qqdService, 'status')) });
  api.post('/api/ValueAdded/AuthLink', ({ accountId, body, c }) => authLink(ctx, accountId, body, new URL(c.req.url).origin), { guard: button(valueAddedScreens.tiktokServiceMaintenance, 'auth') });
  api.post('/api/ValueAdded/Unbind', ({ accountId, body }) => unbind(ctx, accountId, body), { guard: button(valueAddedScreens.tiktokServiceMaintenance, 'unbind') });
  storePageRoutes(api, ctx);
}

export const valueAddedModule: StandInModule = {
  name: 'valueAdded',
  schema,
  seed: seedValueAdded,
  routes,
  onOrderPaid: { valueAdded: applyPaidOrder },
};
