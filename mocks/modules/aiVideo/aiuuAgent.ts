import { aiVideoScreens } from '../../../src/contracts/screens/aiVideo.ts';
import type { AiuuUser, AiuuUserDetail, TiktokBinding } from '../../../src/contracts/aiuu.ts';
import { BadRequestError, BusinessError } from '../../errors.ts';
import type { StandInContext, StandInModule } from '../../module.ts';
import { pagedList, type Clause, type PagedListSpec, pagedListFor } from '../../pagedList.ts';

import { requireFields } from '../../validate.ts';
import { grantMembership } from './aiuu.ts';
import { seedAiuuAgent } from './aiuuAgentSeed.ts';
import { agentNoOf, CARD_PERIOD, isCardType } from './aiuuShared.ts';
import { promoterRoutes } from './aiuuPromoters.ts';
import { settlementRoutes } from './aiuuSettlements.ts';
import { nextNumber } from '../../domain/numbers.ts';
import { button, signedIn } from '../../guards.ts';

/**
 * The agent's side of the AI video app: the users its promoters brought (attributed by the gift pages),
 * their tiktok bindings, promoters with their links and counts, card orders with commission and settlements.
 */
const schema = `
CREATE TABLE IF NOT EXISTS aiuu_promoters (
  code TEXT PRIMARY KEY,
  agent_id INTEGER NOT NULL REFERENCES agents(id),
  name TEXT NOT NULL,
  tel TEXT NOT NULL,
  status TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS aiuu_promo_links (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  promoter_code TEXT NOT NULL REFERENCES aiuu_promoters(code),
  type INTEGER NOT NULL,
  path TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS aiuu_card_sources (
  buy_id TEXT PRIMARY KEY,
  agent_no TEXT NOT NULL,
  promoter TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS aiuu_visits (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  promoter_code TEXT NOT NULL,
  gift_type INTEGER NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS aiuu_visits_promoter ON aiuu_visits (promoter_code);
CREATE TABLE IF NOT EXISTS aiuu_tiktok_bindings (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  mobile TEXT NOT NULL,
  dy_nick TEXT NOT NULL,
  auth_status TEXT NOT NULL,
  bind_time INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS aiuu_card_orders (
  order_no TEXT PRIMARY KEY,
  mobile TEXT NOT NULL,
  agent_no TEXT NOT NULL,
  card_type TEXT NOT NULL,
  amount_fen INTEGER NOT NULL,
  commission_fen INTEGER NOT NULL,
  pay_method TEXT NOT NULL,
  status TEXT NOT NULL,
  settle_no TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS aiuu_card_orders_agent ON aiuu_card_orders (agent_no, created_at);
CREATE TABLE IF NOT EXISTS aiuu_settlements (
  settle_no TEXT PRIMARY KEY,
  agent_id INTEGER NOT NULL,
  period TEXT NOT NULL,
  order_count INTEGER NOT NULL,
  order_amount_fen INTEGER NOT NULL,
  rate INTEGER NOT NULL,
  amount_fen INTEGER NOT NULL,
  status TEXT NOT NULL,
  payee_name TEXT NOT NULL,
  bank_name TEXT NOT NULL,
  account_no TEXT NOT NULL,
  invoice_file_name TEXT NOT NULL,
  invoice_bytes BLOB,
  reject_reason TEXT,
  idempotency_key TEXT UNIQUE,
  created_at INTEGER NOT NULL,
  paid_at INTEGER,
  voucher_mime TEXT,
  voucher_bytes BLOB
);
CREATE TABLE IF NOT EXISTS aiuu_settlement_lines (
  settle_no TEXT NOT NULL REFERENCES aiuu_settlements(settle_no),
  order_no TEXT NOT NULL,
  PRIMARY KEY (settle_no, order_no)
);
`;

const KIND_NAMES: Record<string, string> = { TRIAL: '体验会员', MONTH_CARD: '月卡会员', QUARTER_CARD: '季卡会员', YEAR_CARD: '年卡会员' };
const SOURCE_NAMES: Record<string, string> = { marketing: '邀请试用', invite: '登录领取', card: '买卡赠送', self: '自主注册', gift: '代理赠送', order: '购买会员' };
export const kindName = (kind: string | null | undefined) => (kind && Object.hasOwn(KIND_NAMES, kind) ? KIND_NAMES[kind] : '普通用户');
const sourceName = (source: string | null) => (source && Object.hasOwn(SOURCE_NAMES, source) ? SOURCE_NAMES[source] : '自主注册');
export const maskMobile = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;

const ownMembers = (ctx: StandInContext, accountId: number, column: string): Clause => ({
  sql: `${column} IN (SELECT mobile FROM aiuu_members WHERE agent_no = ?)`,
  params: [agentNoOf(ctx, accountId)],
});

const LATEST = `(SELECT s.kind FROM aiuu_memberships s WHERE s.mobile = m.mobile ORDER BY s.ends_at DESC LIMIT 1) AS kind,
  (SELECT MAX(s.ends_at) FROM aiuu_memberships s WHERE s.mobile = m.mobile) AS ends_at`;

interface MemberRow {
  mobile: string;
  created_at: number;
  promoter_name: string | null;
  kind: string | null;
  ends_at: number | null;
  first_source: string | null;
}

function toUser(ctx: StandInContext, row: MemberRow): AiuuUser {
  const active = row.ends_at !== null && row.ends_at > ctx.now();
  return {
    mobile: row.mobile,
    nickname: `优优${row.mobile.slice(-4)}`,
    memberType: active ? kindName(row.kind) : '普通用户',
    memberExpire: row.ends_at,
    source: sourceName(row.first_source),
    promoter: row.promoter_name,
    createdAt: row.created_at,
    status: '正常',
  };
}

const userList = (ctx: StandInContext, accountId: number): PagedListSpec<MemberRow, AiuuUser> => pagedListFor(aiVideoScreens.aiuuUsers.list, {
  from: 'aiuu_members m LEFT JOIN aiuu_promoters p ON p.code = m.promoter',
  select: `m.mobile, m.created_at, p.name AS promoter_name, ${LATEST},
    (SELECT s.source FROM aiuu_memberships s WHERE s.mobile = m.mobile ORDER BY s.id LIMIT 1) AS first_source`,
  scope: { sql: 'm.agent_no = ?', params: [agentNoOf(ctx, accountId)] },
  sortable: { createdAt: 'm.created_at', memberExpire: 'ends_at' },
  filterable: { promoter: 'm.promoter' },
  keyword: ['m.mobile', 'p.name'],
  dateColumn: 'm.created_at',
  defaultOrder: 'm.created_at DESC, m.mobile',
  toItem: (row) => toUser(ctx, row),
});

function userDetail(ctx: StandInContext, accountId: number, mobile: string): AiuuUserDetail {
  const spec = userList(ctx, accountId);
  const row = ctx.db.prepare(`SELECT ${spec.select} FROM ${spec.from} WHERE ${spec.scope.sql} AND m.mobile = ?`).get(...spec.scope.params, mobile) as
    | MemberRow
    | undefined;
  if (!row) throw new BusinessError('用户不存在');
  const memberships = ctx.db
    .prepare('SELECT kind, source, ref_id, starts_at, ends_at FROM aiuu_memberships WHERE mobile = ? ORDER BY starts_at')
    .all(mobile) as Array<{ kind: string; source: string; ref_id: string | null; starts_at: number; ends_at: number }>;
  const orders = ctx.db.prepare('SELECT COUNT(*) AS n FROM aiuu_card_orders WHERE mobile = ?').get(mobile) as { n: number };
  const refOf = (source: string) => memberships.find((item) => item.source === source)?.ref_id ?? null;
  return {
    ...toUser(ctx, row),
    memberships: memberships.map((item) => ({
      memberType: kindName(item.kind),
      source: sourceName(item.source),
      startsAt: item.starts_at,
      endsAt: item.ends_at,
      refId: item.ref_id,
    })),
    // The app's usage is not stored here: a stable figure per user stands for it.
    videosThisMonth: Number(mobile.slice(-2)) % 17,
    orderCount: orders.n,
    inviteId: refOf('invite'),
    buyId: refOf('card'),
  };
}

function giftMember(ctx: StandInContext, accountId: number, body: unknown) {
  const { mobile, memberType } = requireFields(body, { mobile: 'string', memberType: 'string' });
  if (!isCardType(memberType)) throw new BadRequestError('参数 memberType 应为 MONTH_CARD、QUARTER_CARD 或 YEAR_CARD');
  userDetail(ctx, accountId, mobile);
  return grantMembership(ctx, mobile, memberType, 'gift', nextNumber(ctx, 'ZS'), CARD_PERIOD[memberType]);
}

interface BindingRow {
  id: number;
  mobile: string;
  dy_nick: string;
  auth_status: string;
  bind_time: number;
  kind: string | null;
  ends_at: number | null;
}

const bindingList = (ctx: StandInContext, accountId: number): PagedListSpec<BindingRow, TiktokBinding> => pagedListFor(aiVideoScreens.tiktokBindings.list, {
  from: 'aiuu_tiktok_bindings b JOIN aiuu_members m ON m.mobile = b.mobile',
  select: `b.id, b.mobile, b.dy_nick, b.auth_status, b.bind_time, ${LATEST}`,
  scope: ownMembers(ctx, accountId, 'b.mobile'),
  sortable: { bindTime: 'b.bind_time' },
  filterable: { authStatus: 'b.auth_status' },
  keyword: ['b.mobile', 'b.dy_nick'],
  dateColumn: 'b.bind_time',
  defaultOrder: 'b.bind_time DESC, b.id',
  toItem: (row) => ({
    id: row.id,
    mobile: maskMobile(row.mobile),
    dyNick: row.dy_nick,
    authStatus: row.auth_status,
    memberType: row.ends_at !== null && row.ends_at > ctx.now() ? kindName(row.kind) : '普通用户',
    memberExpire: row.ends_at,
    bindTime: row.bind_time,
  }),
});

function unbind(ctx: StandInContext, accountId: number, body: unknown): boolean {
  const { id } = requireFields(body, { id: 'number' });
  const scope = ownMembers(ctx, accountId, 'mobile');
  const removed = ctx.db.prepare(`DELETE FROM aiuu_tiktok_bindings WHERE id = ? AND ${scope.sql}`).run(id, ...scope.params);
  if (removed.changes === 0) throw new BusinessError('抖音账号不存在或已解绑');
  return true;
}

export const aiuuAgentModule: StandInModule = {
  name: 'aiuuAgent',
  schema,
  seed: seedAiuuAgent,
  routes(services, ctx) {
    const { api } = services;
    api.post('/api/aiuu/user/List', ({ accountId, body }) => pagedList(ctx, userList(ctx, accountId), body), { guard: signedIn });
    api.get('/api/aiuu/user/Detail', ({ accountId, query }) => userDetail(ctx, accountId, query.mobile ?? ''), { guard: signedIn });
    api.post('/api/aiuu/user/GiftMember', ({ accountId, body }) => giftMember(ctx, accountId, body), { guard: button(aiVideoScreens.aiuuUsers, 'gift') });
    api.post('/api/aiuu/tiktok/List', ({ accountId, body }) => pagedList(ctx, bindingList(ctx, accountId), body), { guard: signedIn });
    api.post('/api/aiuu/tiktok/Unbind', ({ accountId, body }) => unbind(ctx, accountId, body), { guard: button(aiVideoScreens.tiktokBindings, 'unbind') });
    promoterRoutes(services, ctx);
    settlementRoutes(services, ctx);
  },
};
