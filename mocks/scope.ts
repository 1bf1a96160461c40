import type { StandInContext } from './module.ts';
import { BusinessError } from './errors.ts';
import type { Clause } from './pagedList.ts';
import { needOf, type Guard, type Need } from './guards.ts';

/** Who is calling: their account, their agent, and whether it is the agent's main account. */
export interface Caller {
  accountId: number;
  agentId: number;
  isParent: boolean;
}

export function callerOf(ctx: StandInContext, accountId: number): Caller {
  const row = ctx.db.prepare('SELECT agent_id, is_parent FROM accounts WHERE id = ?').get(accountId) as
    | { agent_id: number; is_parent: number }
    | undefined;
  if (!row) throw new Error(`account ${accountId} has no row`);
  return { accountId, agentId: row.agent_id, isParent: row.is_parent === 1 };
}

/** The name an account acts under: a message's sender, a reply's author, an operation's operator. */
export const accountName = (ctx: StandInContext, accountId: number): string =>
  (ctx.db.prepare('SELECT name FROM accounts WHERE id = ?').get(accountId) as { name: string }).name;

/** Rows of the caller's agent and its direct sub-agents (what a parent agent looks after). */
export function agentNetwork(ctx: StandInContext, accountId: number, column: string): Clause {
  const { agentId } = callerOf(ctx, accountId);
  return { sql: `${column} IN (SELECT id FROM agents WHERE id = ? OR parent_id = ?)`, params: [agentId, agentId] };
}

export const NO_PERMISSION = '没有该操作的权限';

/** The role's grants that apply: none while the role is 停用. null for a main account (it holds everything). */
export function grantsOf(ctx: StandInContext, accountId: number): Set<string> | null {
  if (callerOf(ctx, accountId).isParent) return null;
  const rows = ctx.db
    .prepare(
      `SELECT g.grant_key FROM staff_profiles p JOIN roles r ON r.id = p.role_id AND r.status = '启用'
       JOIN role_grants g ON g.role_id = r.id WHERE p.account_id = ?`,
    )
    .all(accountId) as { grant_key: string }[];
  return new Set(rows.map((row) => row.grant_key));
}

export function canDo(ctx: StandInContext, accountId: number, tableId: string, action: string): boolean {
  const grants = grantsOf(ctx, accountId);
  return grants === null || grants.has(`b:${tableId}:${action}`);
}

/**
 * The one button check: a page's button codes (menu.ts buttonActions) hold for the calls behind the
 * buttons too. The main account holds every code; a staff account the codes its role grants (none while
 * the role is 停用). A code the portal does not know is held by nobody.
 */
function holdsButton(ctx: StandInContext, accountId: number, code: string): boolean {
  const [tableId, action] = code.split(':');
  const known = ctx.db.prepare('SELECT 1 FROM button_actions WHERE table_id = ? AND action = ?').get(tableId, action ?? '');
  return known !== undefined && canDo(ctx, accountId, tableId, action);
}

/** Refuses the call unless the caller holds the page's button (a check narrower than the route's guard). */
export function requireButton(ctx: StandInContext, accountId: number, tableId: string, action: string): void {
  if (!holdsButton(ctx, accountId, `${tableId}:${action}`)) throw new BusinessError(NO_PERMISSION);
}

/**
 * The one customer scope: the customers an account sees. The main account sees its agent's network; a
 * staff account those authorised to it or owned by it (user transfer), and the same of every staff
 * account it manages, directly or through others. `agentColumn`/`idColumn` name the customer's agent and
 * id in the caller's query.
 */
export function customerScope(ctx: StandInContext, accountId: number, agentColumn: string, idColumn: string): Clause {
  const { agentId, isParent } = callerOf(ctx, accountId);
  const network = `${agentColumn} IN (SELECT id FROM agents WHERE id = ? OR parent_id = ?)`;
  if (isParent) return { sql: network, params: [agentId, agentId] };
  return {
    sql: `${network} AND ${idColumn} IN (
      WITH RECURSIVE team(id) AS (SELECT ? UNION SELECT m.staff_id FROM account_managers m JOIN team t ON m.manager_id = t.id)
      SELECT customer_id FROM account_customers WHERE account_id IN (SELECT id FROM team)
      UNION SELECT customer_id FROM customer_owner WHERE account_id IN (SELECT id FROM team))`,
    params: [agentId, agentId, accountId],
  };
}

/**
 * Rows the caller's own agent holds about customers (its sends, tasks, requests), limited to the customers
 * the caller sees: the main account all of them, a staff account those in its customer scope.
 */
export function ownAgentCustomerRows(ctx: StandInContext, accountId: number, agentColumn: string, customerColumn: string): Clause {
  const scope = customerScope(ctx, accountId, agentColumn, customerColumn);
  return { sql: `${agentColumn} = ? AND ${scope.sql}`, params: [callerOf(ctx, accountId).agentId, ...scope.params] };
}

/** One customer in the caller's scope, or 客户不存在 (whether it exists elsewhere is not told). */
export function customerOf(ctx: StandInContext, accountId: number, userId: unknown): { id: number; name: string; product_name: string; agent_id: number } {
  const id = Number(userId);
  const scope = customerScope(ctx, accountId, 'c.agent_id', 'c.id');
  const row = Number.isSafeInteger(id)
    ? (ctx.db.prepare(`SELECT c.id, c.name, c.product_name, c.agent_id FROM customers c WHERE c.id = ? AND ${scope.sql}`).get(id, ...scope.params) as
        | { id: number; name: string; product_name: string; agent_id: number }
        | undefined)
    : undefined;
  if (!row) throw new BusinessError('客户不存在');
  return row;
}

/** What the services check before a handler runs: the route's declared button or main account. */
export function enforceGuard(ctx: StandInContext, guard: Guard, request: { accountId: number; body: unknown; query: Record<string, string> }): void {
  const need: Need | null = typeof guard.who === 'string' ? guard.who : needOf(guard.who, request);
  const held = need === null || need === 'signedIn' || (need === 'main' ? callerOf(ctx, request.accountId).isParent : need.some((code) => holdsButton(ctx, request.accountId, code)));
  if (!held) throw new BusinessError(guard.refusal ?? NO_PERMISSION);
}
