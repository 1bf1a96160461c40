import type { StandInContext } from './module.ts';
import { BusinessError } from './errors.ts';
import type { Clause } from './pagedList.ts';

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
 * The page's button codes (menu.ts buttonActions) hold for the calls behind the buttons too: a staff
 * account needs a code open to staff that its role grants.
 */
export function requireButton(ctx: StandInContext, accountId: number, tableId: string, action: string): void {
  const row = ctx.db.prepare('SELECT parent_only FROM button_actions WHERE table_id = ? AND action = ?').get(tableId, action) as { parent_only: number } | undefined;
  const allowed = row && (callerOf(ctx, accountId).isParent || (row.parent_only === 0 && canDo(ctx, accountId, tableId, action)));
  if (!allowed) throw new BusinessError(NO_PERMISSION);
}
