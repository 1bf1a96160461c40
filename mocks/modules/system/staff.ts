import type { Role, RoleGrants, RoleOption } from '../../../src/contracts/staff.ts';
import { BadRequestError, BusinessError } from '../../errors.ts';
import type { StandInContext, StandInModule } from '../../module.ts';
import type { SeedCalendar } from '../../seedCalendar.ts';
import { pagedList, pagedListFor } from '../../pagedList.ts';
import { callerOf, requireButton } from '../../scope.ts';
import { requireFields } from '../../validate.ts';
import { findRole } from './staffAccess.ts';
import { grantKeys, permissionTree } from '../../domain/permissionTree.ts';
import { staffAccountRoutes } from './staffAccounts.ts';
import { staffAuthRoutes } from './staffAuth.ts';
import { button, signedIn } from '../../guards.ts';
import { systemScreens } from '../../../src/contracts/screens/system.ts';
import { roleNameProblem, roleRemarkProblem } from '../../../src/rules/staffAccounts.ts';

const schema = `
CREATE TABLE IF NOT EXISTS roles (
  id INTEGER PRIMARY KEY,
  agent_id INTEGER NOT NULL REFERENCES agents(id),
  name TEXT NOT NULL,
  remark TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT '启用',
  created_at INTEGER NOT NULL,
  UNIQUE (agent_id, name)
);
CREATE TABLE IF NOT EXISTS role_grants (
  role_id INTEGER NOT NULL REFERENCES roles(id) ON DELETE CASCADE,
  grant_key TEXT NOT NULL,
  PRIMARY KEY (role_id, grant_key)
);
CREATE TABLE IF NOT EXISTS staff_profiles (
  account_id INTEGER PRIMARY KEY REFERENCES accounts(id),
  role_id INTEGER REFERENCES roles(id),
  email TEXT NOT NULL DEFAULT ''
);
CREATE TABLE IF NOT EXISTS account_customers (
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  PRIMARY KEY (account_id, customer_id)
);
CREATE TABLE IF NOT EXISTS account_managers (
  manager_id INTEGER NOT NULL REFERENCES accounts(id),
  staff_id INTEGER NOT NULL REFERENCES accounts(id),
  PRIMARY KEY (manager_id, staff_id)
);
`;

function insertRole(ctx: StandInContext, agentId: number, name: string, remark: string, grants: string[], at = ctx.now()): number {
  const id = Number(
    ctx.db.prepare('INSERT INTO roles (agent_id, name, remark, created_at) VALUES (?, ?, ?, ?)').run(agentId, name, remark, at).lastInsertRowid,
  );
  const insert = ctx.db.prepare('INSERT INTO role_grants (role_id, grant_key) VALUES (?, ?)');
  grants.forEach((key) => insert.run(id, key));
  return id;
}

/** 普通员工 gets what staff accounts always had: the menus not kept for the main account and the child buttons. */
function seed(ctx: StandInContext, calendar: SeedCalendar): void {
  const { db } = ctx;
  // The roles date from when the accounts were opened (accounts.ts), nearly three years before the seed.
  const rolesCreated = calendar.day(-990, 10);
  const menus = (db.prepare('SELECT id FROM menus WHERE parent_id != 0 AND parent_only = 0').all() as { id: number }[]).map((row) => `m:${row.id}`);
  const buttons = (db.prepare('SELECT table_id, action FROM button_actions WHERE parent_only = 0').all() as { table_id: string; action: string }[]).map(
    (row) => `b:${row.table_id}:${row.action}`,
  );
  const staffRole = insertRole(ctx, 1, '普通员工', '客户、短信、服务维护等日常工作', [...menus, ...buttons], rolesCreated);
  const finance = (db.prepare("SELECT m.id FROM menus m JOIN menus g ON g.id = m.parent_id WHERE g.name IN ('支付与订单', '发票')").all() as { id: number }[]).map(
    (row) => `m:${row.id}`,
  );
  insertRole(ctx, 1, '财务', '充值、订单与发票', [...finance, 'b:zhcz:recharge', 'b:zhcz:export', 'b:fplb:export', 'b:fpsq:apply'], rolesCreated + 60_000);
  const profile = db.prepare('INSERT INTO staff_profiles (account_id, role_id) SELECT id, ? FROM accounts WHERE account = ?');
  const everyCustomer = db.prepare(
    'INSERT INTO account_customers (account_id, customer_id) SELECT a.id, c.id FROM accounts a, customers c WHERE a.account = ? AND c.agent_id IN (SELECT id FROM agents WHERE id = 1 OR parent_id = 1)',
  );
  // The seeded staff see every customer of the agent's network, as before roles existed.
  for (const account of ['staff01', 'weak01']) {
    profile.run(staffRole, account);
    everyCustomer.run(account);
  }
  const logLine = db.prepare('INSERT INTO login_log (account_id, at, ip, result) SELECT id, ?, ?, ? FROM accounts WHERE account = ?');
  logLine.run(calendar.day(-2, 9, 12), '115.236.8.21', '成功', 'agent01');
  logLine.run(calendar.day(-1, 8, 58), '115.236.8.21', '失败', 'staff01');
  logLine.run(calendar.day(-1, 8, 59), '115.236.8.21', '成功', 'staff01');
}

interface RoleRow {
  id: number;
  name: string;
  remark: string;
  status: Role['status'];
  created_at: number;
  account_count: number;
}

const toRole = (row: RoleRow): Role => ({
  id: row.id,
  roleName: row.name,
  remark: row.remark,
  accountCount: row.account_count,
  status: row.status,
  createdAt: row.created_at,
});

function saveRole(ctx: StandInContext, accountId: number, body: unknown): Role {
  const form = requireFields(body, { id: 'number?', roleName: 'string', remark: 'string?' });
  const roleName = form.roleName.trim();
  const remark = (form.remark ?? '').trim();
  const refused = roleNameProblem(roleName) ?? roleRemarkProblem(remark);
  if (refused) throw new BusinessError(refused);
  const { agentId } = callerOf(ctx, accountId);
  const editing = form.id === undefined ? null : findRole(ctx, accountId, form.id).id;
  requireButton(ctx, accountId, systemScreens.roleManage, editing ? 'edit' : 'add');
  const clash = ctx.db.prepare('SELECT id FROM roles WHERE agent_id = ? AND name = ? AND id != ?').get(agentId, roleName, editing ?? 0);
  if (clash) throw new BusinessError('角色名称已存在');
  const id = editing ?? insertRole(ctx, agentId, roleName, remark, []);
  if (editing) ctx.db.prepare('UPDATE roles SET name = ?, remark = ? WHERE id = ?').run(roleName, remark, id);
  return toRole(ctx.db.prepare(`SELECT r.*, 0 AS account_count FROM roles r WHERE r.id = ?`).get(id) as RoleRow);
}

function routes(services: Parameters<NonNullable<StandInModule['routes']>>[0], ctx: StandInContext): void {
  const { api } = services;
  api.post('/api/role/RolePageList', ({ accountId, body }) =>
    pagedList(
      ctx,
      pagedListFor(systemScreens.roleManage.list, {
        from: 'roles r',
        select: 'r.*, (SELECT COUNT(*) FROM staff_profiles p JOIN accounts a ON a.id = p.account_id AND a.status != \'已删除\' WHERE p.role_id = r.id) AS account_count',
        scope: { sql: 'r.agent_id = ?', params: [callerOf(ctx, accountId).agentId] },
        sortable: { roleName: 'r.name', createdAt: 'r.created_at' },
        filterable: { status: 'r.status' },
        keyword: ['r.name', 'r.remark'],
        dateColumn: 'r.created_at',
        defaultOrder: 'r.id',
        toItem: toRole,
      }),
      body,
    ), { guard: signedIn },
  );
  api.get('/api/role/RoleOptions', ({ accountId }): RoleOption[] =>
    (ctx.db.prepare('SELECT id, name, status FROM roles WHERE agent_id = ? ORDER BY id').all(callerOf(ctx, accountId).agentId) as RoleRow[]).map(
      (row) => ({ id: row.id, roleName: row.name, status: row.status }),
    ), { guard: signedIn },
  );
  api.post('/api/role/SaveRole', ({ accountId, body }) => saveRole(ctx, accountId, body), { guard: button(systemScreens.roleManage, 'add', 'edit') });
  api.post('/api/role/SetRoleStatus', ({ accountId, body }) => {
    const form = requireFields(body, { id: 'number', status: 'string' });
    if (form.status !== '启用' && form.status !== '停用') throw new BadRequestError('状态应为 启用 或 停用');
    ctx.db.prepare('UPDATE roles SET status = ? WHERE id = ?').run(form.status, findRole(ctx, accountId, form.id).id);
    return true;
  }, { guard: button(systemScreens.roleManage, 'status') });
  api.post('/api/role/DeleteRole', ({ accountId, body }) => {
    const role = findRole(ctx, accountId, requireFields(body, { id: 'number' }).id);
    const used = ctx.db
      .prepare("SELECT 1 FROM staff_profiles p JOIN accounts a ON a.id = p.account_id AND a.status != '已删除' WHERE p.role_id = ?")
      .get(role.id);
    if (used) throw new BusinessError('该角色下存在账号');
    ctx.db.prepare('UPDATE staff_profiles SET role_id = NULL WHERE role_id = ?').run(role.id);
    ctx.db.prepare('DELETE FROM roles WHERE id = ?').run(role.id);
    return true;
  }, { guard: button(systemScreens.roleManage, 'del') });
  api.get('/api/role/GetRoleGrants', ({ accountId, query }): RoleGrants => {
    const role = findRole(ctx, accountId, query.roleId);
    const rows = ctx.db.prepare('SELECT grant_key FROM role_grants WHERE role_id = ? ORDER BY rowid').all(role.id) as { grant_key: string }[];
    return { roleId: role.id, tree: permissionTree(ctx), granted: rows.map((row) => row.grant_key) };
  }, { guard: signedIn });
  api.post('/api/role/SaveRoleGrants', ({ accountId, body }) => {
    const form = requireFields(body, { roleId: 'number', keys: 'array' });
    const role = findRole(ctx, accountId, form.roleId);
    const known = grantKeys(ctx);
    const keys = [...new Set(form.keys)];
    if (keys.some((key) => typeof key !== 'string' || !known.has(key))) throw new BadRequestError('包含未知的权限项');
    ctx.db.transaction(() => {
      ctx.db.prepare('DELETE FROM role_grants WHERE role_id = ?').run(role.id);
      const insert = ctx.db.prepare('INSERT INTO role_grants (role_id, grant_key) VALUES (?, ?)');
      keys.forEach((key) => insert.run(role.id, key as string));
    })();
    return true;
  }, { guard: button(systemScreens.permissionAssignment, 'save') });
  staffAccountRoutes(services, ctx);
  staffAuthRoutes(services, ctx);
}

export const staffModule: StandInModule = { name: 'staff', schema, seed, routes };
