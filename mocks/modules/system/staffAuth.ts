import type { AuthItem, AuthSide } from '../../../src/contracts/staff.ts';
import { BadRequestError, BusinessError } from '../../errors.ts';
import type { Services, StandInContext } from '../../module.ts';
import { escapeLike, MAX_KEYWORD_LENGTH } from '../../pagedList.ts';
import { callerOf, customerOf, scopedRows } from '../../scope.ts';
import { requireFields } from '../../validate.ts';
import { findStaffAccount } from './staffAccounts.ts';
import { button, signedIn } from '../../guards.ts';
import { systemScreens } from '../../../src/contracts/screens/system.ts';

/** Each side of a transfer answers at most this many matches; the search narrows the rest. */
export const AUTH_SIDE_LIMIT = 200;
/** At most this many ids per save (a save is a batch of moves). */
const MAX_CHANGE = 5000;

interface SideQuery {
  /** Rows of the candidates: id, name, phone; `?` params first. */
  sql: string;
  params: Array<string | number>;
  keywordColumns: [string, string];
}

function side(ctx: StandInContext, query: SideQuery, keyword: string | undefined): AuthSide {
  const text = (keyword ?? '').trim();
  if (text.length > MAX_KEYWORD_LENGTH) throw new BadRequestError(`关键字最多${MAX_KEYWORD_LENGTH}个字`);
  const search = text ? ` AND (${query.keywordColumns.map((column) => `${column} LIKE ? ESCAPE '\\'`).join(' OR ')})` : '';
  const params = text ? [...query.params, escapeLike(text), escapeLike(text)] : query.params;
  const { total } = ctx.db.prepare(`SELECT COUNT(*) AS total FROM (${query.sql}${search})`).get(...params) as { total: number };
  const list = ctx.db.prepare(`${query.sql}${search} ORDER BY id LIMIT ${AUTH_SIDE_LIMIT}`).all(...params) as AuthItem[];
  return { list, total, limit: AUTH_SIDE_LIMIT };
}

function readChange(body: unknown) {
  const form = requireFields(body, { accountId: 'number', add: 'array', remove: 'array' });
  const ids = [...form.add, ...form.remove];
  if (ids.length > MAX_CHANGE) throw new BadRequestError(`一次最多保存${MAX_CHANGE}项`);
  if (ids.some((id) => !Number.isSafeInteger(id) || (id as number) < 1)) throw new BadRequestError('参数 add/remove 应为正整数数组');
  return { accountId: form.accountId, add: form.add as number[], remove: form.remove as number[] };
}

/** The staff account being authorised: of the caller's agent, not the main account. */
function staffOf(ctx: StandInContext, accountId: number, id: unknown) {
  const row = findStaffAccount(ctx, accountId, id);
  if (row.is_parent) throw new BusinessError('主账号拥有全部权限，无需授权');
  return row;
}

/** The customers the caller may hand out (those it sees), authorised to the staff account or not yet. */
function customersOf(ctx: StandInContext, accountId: number, authorised: boolean, staffId: number): SideQuery {
  const scope = scopedRows(ctx, accountId, 'customers', 'c');
  return {
    sql: `SELECT c.id AS id, c.name AS name, c.phone AS phone FROM customers c
          WHERE ${scope.sql} AND c.id ${authorised ? '' : 'NOT'} IN (SELECT customer_id FROM account_customers WHERE account_id = ?)`,
    params: [...scope.params, staffId],
    keywordColumns: ['c.name', 'c.phone'],
  };
}

const staffOfAgent = (agentId: number, managed: boolean, managerId: number): SideQuery => ({
  sql: `SELECT a.id AS id, a.name || '（' || a.account || '）' AS name, a.phone AS phone FROM accounts a
        WHERE a.agent_id = ? AND a.is_parent = 0 AND a.status != '已删除' AND a.id != ?
        AND a.id ${managed ? '' : 'NOT'} IN (SELECT staff_id FROM account_managers WHERE manager_id = ?)`,
  params: [agentId, managerId, managerId],
  keywordColumns: ['a.name', 'a.phone'],
});

/** Whether `from` reaches `to` through the managers' links (from manages … manages to). */
function manages(ctx: StandInContext, from: number, to: number): boolean {
  const row = ctx.db
    .prepare(
      `WITH RECURSIVE team(id) AS (SELECT ? UNION SELECT m.staff_id FROM account_managers m JOIN team t ON m.manager_id = t.id)
       SELECT 1 FROM team WHERE id = ?`,
    )
    .get(from, to);
  return row !== undefined;
}

export function staffAuthRoutes({ api }: Services, ctx: StandInContext): void {
  const customerSide = (authorised: boolean) => ({ accountId, body }: { accountId: number; body: unknown }) => {
    const form = requireFields(body, { accountId: 'number', keyword: 'string?' });
    const staff = staffOf(ctx, accountId, form.accountId);
    return side(ctx, customersOf(ctx, accountId, authorised, staff.id), form.keyword);
  };
  api.post('/api/account/GetAuthChildAccountInfo', customerSide(true), { guard: signedIn });
  api.post('/api/account/GetUnAuthChildAccountInfo', customerSide(false), { guard: signedIn });
  api.post('/api/account/SaveUserInfoAuth', ({ accountId, body }) => {
    const change = readChange(body);
    const staff = staffOf(ctx, accountId, change.accountId);
    // Every customer the change names must be one the caller sees (a staff account hands out only its own).
    [...change.add, ...change.remove].forEach((id) => customerOf(ctx, accountId, id));
    ctx.db.transaction(() => {
      const add = ctx.db.prepare('INSERT OR IGNORE INTO account_customers (account_id, customer_id) VALUES (?, ?)');
      change.add.forEach((id) => add.run(staff.id, id));
      const remove = ctx.db.prepare('DELETE FROM account_customers WHERE account_id = ? AND customer_id = ?');
      change.remove.forEach((id) => remove.run(staff.id, id));
    })();
    return true;
  }, { guard: button(systemScreens.accountManage, 'auth') });

  const staffSide = (managed: boolean) => ({ accountId, body }: { accountId: number; body: unknown }) => {
    const form = requireFields(body, { accountId: 'number', keyword: 'string?' });
    const manager = staffOf(ctx, accountId, form.accountId);
    return side(ctx, staffOfAgent(callerOf(ctx, accountId).agentId, managed, manager.id), form.keyword);
  };
  api.post('/api/account/GetManagedAccounts', staffSide(true), { guard: signedIn });
  api.post('/api/account/GetUnmanagedAccounts', staffSide(false), { guard: signedIn });
  api.post('/api/account/SaveAuthManager', ({ accountId, body }) => {
    const change = readChange(body);
    const manager = staffOf(ctx, accountId, change.accountId);
    if (change.add.includes(manager.id)) throw new BusinessError('不能授权给自己');
    const added = change.add.map((id) => staffOf(ctx, accountId, id));
    ctx.db.transaction(() => {
      const remove = ctx.db.prepare('DELETE FROM account_managers WHERE manager_id = ? AND staff_id = ?');
      change.remove.forEach((id) => remove.run(manager.id, id));
      const add = ctx.db.prepare('INSERT OR IGNORE INTO account_managers (manager_id, staff_id) VALUES (?, ?)');
      for (const staff of added) {
        // A staff member who already manages the manager (through anyone) would close a circle.
        if (manages(ctx, staff.id, manager.id)) throw new BusinessError('不能形成循环授权');
        add.run(manager.id, staff.id);
      }
    })();
    return true;
  }, { guard: button(systemScreens.accountManage, 'authManager') });
}
