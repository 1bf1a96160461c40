import { randomInt } from 'node:crypto';
import type { StaffAccount, StaffAccountDetail } from '../../../src/contracts/staff.ts';
import { BadRequestError, BusinessError } from '../../errors.ts';
import type { Services, StandInContext } from '../../module.ts';
import { pagedList, pagedListFor } from '../../pagedList.ts';
import { hashPassword } from '../../passwords.ts';
import { callerOf, scopedRows } from '../../scope.ts';
import { requireFields } from '../../validate.ts';
import { FAILURES_BEFORE_CAPTCHA, clearFailures, recentFailures } from '../../domain/signInAttempts.ts';
import { revokeTokens } from '../../domain/tokens.ts';
import { findRole, positiveId } from './staffAccess.ts';
import { unbindWechat } from '../../domain/wechatBindings.ts';
import { button, signedIn } from '../../guards.ts';
import { systemScreens } from '../../../src/contracts/screens/system.ts';
import { newPasswordProblem } from '../../../src/rules/password.ts';
import { accountEmailProblem, accountNameProblem, confirmProblem, mobileProblem, staffNameProblem } from '../../../src/rules/staffAccounts.ts';

export const UNSEEN_CUSTOMERS = '该账号授权的客户中有您无权查看的客户，请由主账号删除';

interface AccountListRow {
  id: number;
  account: string;
  name: string;
  phone: string;
  email: string | null;
  role_id: number | null;
  role_name: string | null;
  is_parent: number;
  status: '启用' | '停用';
  auth_count: number;
  last_login: number | null;
  created_at: number;
}

const SELECT = `a.id, a.account, a.name, a.phone, a.is_parent, a.status, a.created_at, p.email, p.role_id, r.name AS role_name,
  (SELECT COUNT(*) FROM account_customers x WHERE x.account_id = a.id)
    + (SELECT COUNT(*) FROM customer_owner o WHERE o.account_id = a.id
        AND o.customer_id NOT IN (SELECT y.customer_id FROM account_customers y WHERE y.account_id = a.id)) AS auth_count,
  (SELECT MAX(l.at) FROM login_log l WHERE l.account_id = a.id AND l.result = '成功') AS last_login`;
const FROM = 'accounts a LEFT JOIN staff_profiles p ON p.account_id = a.id LEFT JOIN roles r ON r.id = p.role_id';

function toAccount(ctx: StandInContext, row: AccountListRow): StaffAccount {
  const locked = row.status === '启用' && recentFailures(ctx, row.account) >= FAILURES_BEFORE_CAPTCHA;
  return {
    id: row.id,
    accountName: row.account,
    name: row.name,
    phone: row.phone,
    email: row.email ?? '',
    roleId: row.role_id,
    roleName: row.is_parent ? null : row.role_name,
    isParent: row.is_parent === 1,
    authCount: row.auth_count,
    status: locked ? '锁定' : row.status,
    lastLogin: row.last_login,
  };
}

/** An account of the caller's agent (deleted ones are gone), or 账号不存在. */
export function findStaffAccount(ctx: StandInContext, accountId: number, id: unknown): AccountListRow {
  const row = ctx.db
    .prepare(`SELECT ${SELECT} FROM ${FROM} WHERE a.id = ? AND a.agent_id = ? AND a.status != '已删除'`)
    .get(positiveId(id, 'id'), callerOf(ctx, accountId).agentId) as AccountListRow | undefined;
  if (!row) throw new BusinessError('账号不存在');
  return row;
}

/** Name, phone, email and role, checked as the form checks them; the phone is unique among live accounts. */
function checkProfile(
  ctx: StandInContext,
  accountId: number,
  form: { name: string; phone: string; email?: string; roleId: number },
  current?: AccountListRow,
) {
  const name = form.name.trim();
  const email = (form.email ?? '').trim();
  const refused = staffNameProblem(name) ?? mobileProblem(form.phone) ?? accountEmailProblem(email);
  if (refused) throw new BusinessError(refused);
  if (ctx.db.prepare("SELECT 1 FROM accounts WHERE phone = ? AND id != ? AND status != '已删除'").get(form.phone, current?.id ?? 0)) {
    throw new BusinessError('该手机号已被其他账号使用');
  }
  const role = findRole(ctx, accountId, form.roleId);
  if (role.status !== '启用' && role.id !== current?.role_id) throw new BusinessError('该角色已停用，请选择其他角色');
  return { name, email, phone: form.phone, roleId: role.id };
}

function addAccount(ctx: StandInContext, accountId: number, body: unknown): StaffAccount {
  const form = requireFields(body, {
    accountName: 'string',
    name: 'string',
    phone: 'string',
    email: 'string?',
    roleId: 'number',
    password: 'string',
    confirmPassword: 'string',
    status: 'string',
  });
  const accountName = form.accountName.trim();
  const nameRefused = accountNameProblem(accountName);
  if (nameRefused) throw new BusinessError(nameRefused);
  if (ctx.db.prepare('SELECT 1 FROM accounts WHERE account = ?').get(accountName)) throw new BusinessError('账号已存在');
  const profile = checkProfile(ctx, accountId, form);
  const passwordRefused = newPasswordProblem(form.password) ?? confirmProblem(form.confirmPassword, form);
  if (passwordRefused) throw new BusinessError(passwordRefused);
  if (form.status !== '启用' && form.status !== '停用') throw new BadRequestError('状态应为 启用 或 停用');
  const id = ctx.db.transaction(() => {
    const created = ctx.db
      .prepare(
        `INSERT INTO accounts (account, name, phone, password_hash, agent_id, is_parent, role_type, status, created_at)
         VALUES (?, ?, ?, ?, ?, 0, 2, ?, ?)`,
      )
      .run(accountName, profile.name, profile.phone, hashPassword(form.password), callerOf(ctx, accountId).agentId, form.status, ctx.now());
    const newId = Number(created.lastInsertRowid);
    ctx.db.prepare('INSERT INTO staff_profiles (account_id, role_id, email) VALUES (?, ?, ?)').run(newId, profile.roleId, profile.email);
    return newId;
  })();
  return toAccount(ctx, findStaffAccount(ctx, accountId, id));
}

/** A password the product calls strong (docs/product.md#validation): 12 characters with a digit, a letter and a symbol guaranteed. */
function randomStrongPassword(): string {
  const sets = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnpqrstuvwxyz', '23456789', '@#$%&*!?'];
  const all = sets.join('');
  const chars = [...sets.map((set) => set[randomInt(set.length)]), ...Array.from({ length: 8 }, () => all[randomInt(all.length)])];
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

/** The main account and the caller itself are not switched off or deleted from this screen. */
function staffTarget(ctx: StandInContext, accountId: number, id: unknown, verb: string): AccountListRow {
  const row = findStaffAccount(ctx, accountId, id);
  if (row.id === accountId) throw new BusinessError(`不能${verb}自己的账号`);
  if (row.is_parent) throw new BusinessError(`不能${verb}主账号`);
  return row;
}

export function staffAccountRoutes({ api }: Services, ctx: StandInContext): void {
  api.post('/api/account/ChildAccountPageList', ({ accountId, body }) =>
    pagedList(
      ctx,
      pagedListFor(systemScreens.accountManage.list, {
        from: FROM,
        select: SELECT,
        scope: { sql: "a.agent_id = ? AND a.status != '已删除'", params: [callerOf(ctx, accountId).agentId] },
        sortable: { accountName: 'a.account', name: 'a.name', lastLogin: 'last_login', authCount: 'auth_count' },
        filterable: { status: 'a.status', roleId: 'p.role_id' },
        keyword: ['a.account', 'a.name', 'a.phone'],
        defaultOrder: 'a.id',
        toItem: (row: AccountListRow) => toAccount(ctx, row),
      }),
      body,
    ), { guard: signedIn },
  );
  api.post('/api/account/AddChildAccount', ({ accountId, body }) => addAccount(ctx, accountId, body), { guard: button(systemScreens.accountManage, 'add') });
  api.get('/api/account/ChildAccountDetail', ({ accountId, query }): StaffAccountDetail => {
    const row = findStaffAccount(ctx, accountId, query.id);
    const loginLog = ctx.db.prepare('SELECT at, ip, result FROM login_log WHERE account_id = ? ORDER BY at DESC, id DESC LIMIT 10').all(row.id);
    return { ...toAccount(ctx, row), createdAt: row.created_at, loginLog: loginLog as StaffAccountDetail['loginLog'] };
  }, { guard: signedIn });
  api.post('/api/account/UpdateChildAccount', ({ accountId, body }) => {
    const form = requireFields(body, { id: 'number', name: 'string', phone: 'string', email: 'string?', roleId: 'number' });
    const row = findStaffAccount(ctx, accountId, form.id);
    if (row.is_parent) throw new BusinessError('主账号的资料请在个人中心修改');
    const profile = checkProfile(ctx, accountId, form, row);
    ctx.db.prepare('UPDATE accounts SET name = ?, phone = ? WHERE id = ?').run(profile.name, profile.phone, row.id);
    ctx.db
      .prepare('INSERT INTO staff_profiles (account_id, role_id, email) VALUES (?, ?, ?) ON CONFLICT (account_id) DO UPDATE SET role_id = excluded.role_id, email = excluded.email')
      .run(row.id, profile.roleId, profile.email);
    return toAccount(ctx, findStaffAccount(ctx, accountId, row.id));
  }, { guard: button(systemScreens.accountManage, 'edit') });
  api.post('/api/account/SetChildAccountStatus', ({ accountId, body }) => {
    const form = requireFields(body, { id: 'number', status: 'string' });
    if (form.status !== '启用' && form.status !== '停用') throw new BadRequestError('状态应为 启用 或 停用');
    const row = staffTarget(ctx, accountId, form.id, '停用');
    ctx.db.prepare('UPDATE accounts SET status = ? WHERE id = ?').run(form.status, row.id);
    // 启用 also unlocks an account the failed sign-ins locked; 停用 ends its sessions.
    if (form.status === '启用') clearFailures(ctx, row.account);
    else revokeTokens(ctx, row.id);
    return true;
  }, { guard: button(systemScreens.accountManage, 'status') });
  api.post('/api/account/ResetChildAccountPassword', ({ accountId, body, client }) => {
    const row = staffTarget(ctx, accountId, requireFields(body, { id: 'number' }).id, '重置');
    const password = randomStrongPassword();
    ctx.sms.notify(row.phone, 'reset-password', `【代理商后台】您的账号${row.account}的密码已重置为${password}，请登录后及时修改。`, client);
    ctx.db.prepare('UPDATE accounts SET password_hash = ?, weak_password = 0, sample_ignores_left = 0 WHERE id = ?').run(hashPassword(password), row.id);
    revokeTokens(ctx, row.id);
    return true;
  }, { guard: button(systemScreens.accountManage, 'resetPwd') });
  api.post('/api/account/DeleteChildAccount', ({ accountId, body }) => {
    const row = staffTarget(ctx, accountId, requireFields(body, { id: 'number' }).id, '删除');
    // Deleting takes back the account's customers: a staff account may take back only customers it sees.
    const scope = scopedRows(ctx, accountId, 'customers', 'c');
    const unseen = ctx.db
      .prepare(`SELECT 1 FROM account_customers a WHERE a.account_id = ? AND a.customer_id NOT IN (SELECT c.id FROM customers c WHERE ${scope.sql})`)
      .get(row.id, ...scope.params);
    if (unseen) throw new BusinessError(UNSEEN_CUSTOMERS);
    ctx.db.transaction(() => {
      // The row stays for the records that name it; its account name is freed and it can never sign in.
      ctx.db.prepare("UPDATE accounts SET status = '已删除', account = account || '#' || id WHERE id = ?").run(row.id);
      ctx.db.prepare('DELETE FROM account_customers WHERE account_id = ?').run(row.id);
      ctx.db.prepare('DELETE FROM account_managers WHERE manager_id = ? OR staff_id = ?').run(row.id, row.id);
      unbindWechat(ctx, row.id);
      revokeTokens(ctx, row.id);
    })();
    return true;
  }, { guard: button(systemScreens.accountManage, 'del') });
}
