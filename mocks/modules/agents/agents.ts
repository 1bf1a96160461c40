import { agentsScreens } from '../../../src/contracts/screens/agents.ts';
import { randomBytes } from 'node:crypto';
import type { SubAgent, SubAgentValues } from '../../../src/contracts/agents.ts';
import { SUB_AGENT_REGIONS, subAgentProblem } from '../../../src/rules/subAgents.ts';
import { BadRequestError, BusinessError } from '../../errors.ts';
import type { StandInContext, StandInModule } from '../../module.ts';
import type { SeedCalendar } from '../../seedCalendar.ts';
import { pagedList, type PagedListSpec, pagedListFor } from '../../pagedList.ts';
import { hashPassword } from '../../passwords.ts';
import { callerOf, scopedRows } from '../../scope.ts';
import { requireFields } from '../../validate.ts';
import { revokeTokens } from '../../domain/tokens.ts';
import { consumeRoutes, monthStart, SALES_FROM, seedSales } from './agentSales.ts';
import { button, signedIn } from '../../guards.ts';

/** Sub-agents (二级代理): the profile beside the agents row, the network's sales and its consumption records. */
const schema = `
CREATE TABLE IF NOT EXISTS agent_profiles (
  agent_id INTEGER PRIMARY KEY REFERENCES agents(id),
  email TEXT NOT NULL DEFAULT '',
  region TEXT NOT NULL DEFAULT '',
  login_account TEXT NOT NULL DEFAULT '',
  discount_rate INTEGER NOT NULL DEFAULT 100,
  status TEXT NOT NULL DEFAULT '正常',
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS agent_sales (
  id INTEGER PRIMARY KEY,
  agent_id INTEGER NOT NULL REFERENCES agents(id),
  user_id INTEGER NOT NULL REFERENCES customers(id),
  order_no TEXT NOT NULL,
  order_type TEXT NOT NULL,
  product_name TEXT NOT NULL,
  amount_fen INTEGER NOT NULL,
  discount_fen INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS agent_sales_agent ON agent_sales (agent_id, created_at);
`;

const REGIONS = SUB_AGENT_REGIONS;
export const SUB_AGENT_NOT_TOP = '只有一级代理可以新增二级代理';
/** The seeded sub-agents' (ids 4–21) contacts. */
const SUB_AGENT_CONTACTS = ['王建国', '李秀英', '张志强', '刘丽娟', '陈晓峰', '杨桂芳', '赵永刚', '黄海燕', '周文斌', '吴美玲', '徐国栋', '孙丽华', '胡建平', '朱晓红', '高志明', '林淑珍', '何俊杰', '郭春梅'];
/** 金华八咏 (another top agent, signing in as bayong01) and its one sub-agent: rows agent01 must never see. Balances start at 0 (no ledger lines to explain more). */
export const OTHER_AGENT_ID = 30;

function seed(ctx: StandInContext, calendar: SeedCalendar): void {
  const { db } = ctx;
  // The sub-agents signed up about three years before the seed.
  const signedUp = calendar.day(-1050, 10);
  const insertAgent = db.prepare(
    'INSERT INTO agents (id, agent_no, name, display_name, parent_id, level, contact, phone, balance_cents) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (let id = 4; id <= 21; id += 1) {
    const city = REGIONS[id % REGIONS.length];
    const brand = `${city}${['启航', '联创', '云帆', '智达', '博远', '恒通'][id % 6]}`;
    insertAgent.run(id, `A1${String(id).padStart(4, '0')}`, `${brand}软件有限公司`, brand, 1, 2, SUB_AGENT_CONTACTS[id - 4], `139000000${String(id).padStart(2, '0')}`, 0);
  }
  insertAgent.run(OTHER_AGENT_ID, 'A20001', '金华八咏科技有限公司', '金华八咏', null, 1, '赵敏', '13700000030', 0);
  insertAgent.run(OTHER_AGENT_ID + 1, 'A20002', '义乌商城软件有限公司', '义乌商城', OTHER_AGENT_ID, 2, '钱进', '13700000031', 0);
  // Signs in through the dev session only: hashing a password would cost the reset more than the whole area's seed.
  db.prepare(
    `INSERT INTO accounts (account, name, phone, password_hash, agent_id, is_parent, role_type, created_at) VALUES ('bayong01', '赵敏', '13700000030', 'x', ?, 1, 1, ?)`,
  ).run(OTHER_AGENT_ID, signedUp);
  const insertProfile = db.prepare('INSERT INTO agent_profiles (agent_id, email, region, login_account, discount_rate, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const subAgents = db.prepare('SELECT id FROM agents WHERE parent_id IS NOT NULL ORDER BY id').all() as Array<{ id: number }>;
  for (const { id } of subAgents) {
    insertProfile.run(id, `agent${id}@example.com`, REGIONS[id % REGIONS.length], `sub${id}`, 60 + (id % 5) * 5, id % 9 === 0 ? '冻结' : '正常', signedUp);
  }
  seedSales(ctx, calendar, subAgents.map(({ id }) => id));
}

interface SubAgentRow {
  id: number;
  agent_no: string;
  name: string;
  contact: string;
  phone: string;
  email: string;
  region: string;
  login_account: string;
  discount_rate: number;
  status: SubAgent['status'];
  balance_cents: number;
  customer_count: number;
  month_sales: number;
}

const toSubAgent = (row: SubAgentRow): SubAgent => ({
  id: row.id,
  agentNo: row.agent_no,
  agentName: row.name,
  contact: row.contact,
  tel: row.phone,
  email: row.email,
  region: row.region,
  loginAccount: row.login_account,
  discountRate: row.discount_rate,
  balance: row.balance_cents,
  customerCount: row.customer_count,
  monthSales: row.month_sales,
  status: row.status,
});

/** The caller's sub-agents, their customers and this month's sales counted among the customers the caller sees. */
export function subAgentList(ctx: StandInContext, accountId: number): PagedListSpec<SubAgentRow, SubAgent> {
  const { agentId } = callerOf(ctx, accountId);
  const from = monthStart(ctx.now());
  const seen = scopedRows(ctx, accountId, 'customers', 'c');
  return pagedListFor(agentsScreens.secondaryAgent.list, {
    from: `agents g JOIN agent_profiles p ON p.agent_id = g.id
      LEFT JOIN (SELECT c.agent_id, COUNT(*) AS n FROM customers c WHERE ${seen.sql} GROUP BY c.agent_id) counted ON counted.agent_id = g.id
      LEFT JOIN (SELECT s.agent_id, SUM(s.amount_fen) AS amount FROM ${SALES_FROM} WHERE s.created_at >= ? AND ${seen.sql} GROUP BY s.agent_id) sold ON sold.agent_id = g.id`,
    select: `g.id, g.agent_no, g.name, g.contact, g.phone, g.balance_cents, p.email, p.region, p.login_account, p.discount_rate, p.status,
      COALESCE(counted.n, 0) AS customer_count, COALESCE(sold.amount, 0) AS month_sales`,
    // The joins' parameters come first: they stand before the list's own condition.
    scope: { sql: 'g.parent_id = ?', params: [...seen.params, from, ...seen.params, agentId] },
    sortable: { agentNo: 'g.agent_no', balance: 'g.balance_cents', customerCount: 'customer_count', monthSales: 'month_sales' },
    filterable: { status: 'p.status', region: 'p.region' },
    keyword: ['g.agent_no', 'g.name', 'g.contact', 'g.phone'],
    defaultOrder: 'g.agent_no',
    toItem: toSubAgent,
  });
}

function readForm(body: unknown): SubAgentValues {
  const form = requireFields(body, {
    agentName: 'string',
    contact: 'string',
    tel: 'string',
    email: 'string',
    region: 'string',
    loginAccount: 'string',
    discountRate: 'number',
  });
  const problem = subAgentProblem(form);
  if (problem) throw new BusinessError(problem);
  return { ...form, agentName: form.agentName.trim(), contact: form.contact.trim() };
}

function ownSubAgent(ctx: StandInContext, accountId: number, id: unknown): number {
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) throw new BadRequestError('参数 id 应为整数');
  const { agentId } = callerOf(ctx, accountId);
  const row = ctx.db.prepare('SELECT id FROM agents WHERE id = ? AND parent_id = ?').get(id, agentId);
  if (!row) throw new BusinessError('二级代理不存在');
  return id;
}

function accountTaken(ctx: StandInContext, account: string, exceptAgent = 0): boolean {
  const login = ctx.db.prepare('SELECT 1 FROM accounts WHERE account = ? AND agent_id != ?').get(account, exceptAgent);
  const profile = ctx.db.prepare('SELECT 1 FROM agent_profiles WHERE login_account = ? COLLATE NOCASE AND agent_id != ?').get(account, exceptAgent);
  return Boolean(login || profile);
}

function addSubAgent(ctx: StandInContext, accountId: number, body: unknown): SubAgent {
  const { agentId } = callerOf(ctx, accountId);
  // The network is two levels deep: only a top agent takes on sub-agents.
  const { level } = ctx.db.prepare('SELECT level FROM agents WHERE id = ?').get(agentId) as { level: number };
  if (level !== 1) throw new BusinessError(SUB_AGENT_NOT_TOP);
  const form = readForm(body);
  if (accountTaken(ctx, form.loginAccount)) throw new BusinessError('登录账号已存在');
  const id = ctx.db.transaction(() => {
    const next = (ctx.db.prepare('SELECT MAX(id) + 1 AS id FROM agents').get() as { id: number }).id;
    const agentNo = `A${String(10000 + next)}`;
    ctx.db
      .prepare('INSERT INTO agents (id, agent_no, name, display_name, parent_id, level, contact, phone) VALUES (?, ?, ?, ?, ?, 2, ?, ?)')
      .run(next, agentNo, form.agentName, form.agentName.slice(0, 8), agentId, form.contact, form.tel);
    ctx.db
      .prepare("INSERT INTO agent_profiles (agent_id, email, region, login_account, discount_rate, status, created_at) VALUES (?, ?, ?, ?, ?, '正常', ?)")
      .run(next, form.email, form.region, form.loginAccount, form.discountRate, ctx.now());
    ctx.db
      .prepare("INSERT INTO accounts (account, name, phone, password_hash, agent_id, is_parent, role_type, created_at) VALUES (?, ?, ?, ?, ?, 1, 1, ?)")
      .run(form.loginAccount, form.contact, form.tel, hashPassword(randomBytes(12).toString('base64url')), next, ctx.now());
    return next;
  })();
  return findSubAgent(ctx, accountId, id);
}

function findSubAgent(ctx: StandInContext, accountId: number, id: number): SubAgent {
  const spec = subAgentList(ctx, accountId);
  return pagedList(ctx, { ...spec, scope: { sql: `${spec.scope.sql} AND g.id = ?`, params: [...spec.scope.params, id] } }, {}).list[0];
}

function editSubAgent(ctx: StandInContext, accountId: number, body: unknown): SubAgent {
  const id = ownSubAgent(ctx, accountId, (body as { id?: unknown } | null)?.id);
  const form = readForm({ ...(body as object), id: undefined });
  if (accountTaken(ctx, form.loginAccount, id)) throw new BusinessError('登录账号已存在');
  ctx.db.transaction(() => {
    ctx.db.prepare('UPDATE agents SET name = ?, contact = ?, phone = ? WHERE id = ?').run(form.agentName, form.contact, form.tel, id);
    ctx.db.prepare('UPDATE agent_profiles SET email = ?, region = ?, login_account = ?, discount_rate = ? WHERE agent_id = ?').run(form.email, form.region, form.loginAccount, form.discountRate, id);
    ctx.db.prepare('UPDATE accounts SET account = ? WHERE agent_id = ? AND is_parent = 1').run(form.loginAccount, id);
  })();
  return findSubAgent(ctx, accountId, id);
}

function setStatus(ctx: StandInContext, accountId: number, body: unknown): SubAgent {
  const fields = requireFields(body, { id: 'number', frozen: 'boolean' });
  const id = ownSubAgent(ctx, accountId, fields.id);
  ctx.db.transaction(() => {
    ctx.db.prepare('UPDATE agent_profiles SET status = ? WHERE agent_id = ?').run(fields.frozen ? '冻结' : '正常', id);
    // Deleted accounts stay deleted; freezing ends every session of the sub-agent's accounts at once.
    const accounts = ctx.db.prepare("SELECT id FROM accounts WHERE agent_id = ? AND status != '已删除'").all(id) as Array<{ id: number }>;
    const setStatus = ctx.db.prepare('UPDATE accounts SET status = ? WHERE id = ?');
    for (const account of accounts) {
      setStatus.run(fields.frozen ? '停用' : '启用', account.id);
      if (fields.frozen) revokeTokens(ctx, account.id);
    }
  })();
  return findSubAgent(ctx, accountId, id);
}

/** The sub-agent's main account; made under the profile's login account when the seed gave it none. */
function mainAccountOf(ctx: StandInContext, agentId: number, loginAccount: string): number {
  const main = ctx.db.prepare('SELECT id FROM accounts WHERE agent_id = ? AND is_parent = 1 ORDER BY id LIMIT 1').get(agentId) as { id: number } | undefined;
  if (main) return main.id;
  const { contact, phone } = ctx.db.prepare('SELECT contact, phone FROM agents WHERE id = ?').get(agentId) as { contact: string; phone: string };
  const status = (ctx.db.prepare('SELECT status FROM agent_profiles WHERE agent_id = ?').get(agentId) as { status: string }).status === '冻结' ? '停用' : '启用';
  return Number(
    ctx.db
      .prepare('INSERT INTO accounts (account, name, phone, password_hash, agent_id, is_parent, role_type, status, created_at) VALUES (?, ?, ?, ?, ?, 1, 1, ?, ?)')
      .run(loginAccount, contact, phone, 'x', agentId, status, ctx.now()).lastInsertRowid,
  );
}

/** A new temporary password for the sub-agent's login account, shown once to the parent. */
function resetPassword(ctx: StandInContext, accountId: number, body: unknown): { loginAccount: string; password: string } {
  const id = ownSubAgent(ctx, accountId, requireFields(body, { id: 'number' }).id);
  const password = `Yq${randomBytes(4).toString('hex')}!`;
  const { login_account: loginAccount } = ctx.db.prepare('SELECT login_account FROM agent_profiles WHERE agent_id = ?').get(id) as { login_account: string };
  // Only the sub-agent's main account: its staff keep their own passwords.
  const mainId = mainAccountOf(ctx, id, loginAccount);
  ctx.db.prepare('UPDATE accounts SET password_hash = ?, weak_password = 0, sample_ignores_left = 0 WHERE id = ?').run(hashPassword(password), mainId);
  revokeTokens(ctx, mainId);
  return { loginAccount, password };
}

export const agentsModule: StandInModule = {
  name: 'agents',
  schema,
  seed,
  routes({ api }, ctx) {
    api.post('/api/agent/SubAgentPageList', ({ accountId, body }) => pagedList(ctx, subAgentList(ctx, accountId), body), { guard: signedIn });
    api.post('/api/agent/AddSubAgent', ({ accountId, body }) => addSubAgent(ctx, accountId, body), { guard: button(agentsScreens.secondaryAgent, 'add') });
    api.post('/api/agent/EditSubAgent', ({ accountId, body }) => editSubAgent(ctx, accountId, body), { guard: button(agentsScreens.secondaryAgent, 'edit') });
    api.post('/api/agent/SetSubAgentStatus', ({ accountId, body }) => setStatus(ctx, accountId, body), { guard: button(agentsScreens.secondaryAgent, 'freeze') });
    api.post('/api/agent/ResetSubAgentPassword', ({ accountId, body }) => resetPassword(ctx, accountId, body), { guard: button(agentsScreens.secondaryAgent, 'resetPwd') });
    consumeRoutes(api, ctx);
  },
};
