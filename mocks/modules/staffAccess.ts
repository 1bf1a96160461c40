import { BadRequestError, BusinessError } from '../errors.ts';
import type { StandInContext } from '../module.ts';
import type { Clause } from '../pagedList.ts';
import { callerOf, canDo } from '../scope.ts';

/** Refuses a call whose button the caller's role does not grant. */
export function requireAction(ctx: StandInContext, accountId: number, tableId: string, action: string): void {
  if (!canDo(ctx, accountId, tableId, action)) throw new BusinessError('没有该操作的权限');
}

/** An id from a body or the address: a positive integer or a 400. */
export function positiveId(value: unknown, name: string): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 1) throw new BadRequestError(`参数 ${name} 应为正整数`);
  return id;
}

/**
 * The customers an account sees: the agent network's for the main account; for a staff account those
 * authorised to it or owned by it (user transfer), and the same of every staff account it manages,
 * directly or through others.
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

/** A role of the caller's agent, or 角色不存在. */
export function findRole(ctx: StandInContext, accountId: number, roleId: unknown): { id: number; status: string } {
  const id = positiveId(roleId, 'roleId');
  const row = ctx.db.prepare('SELECT id, status FROM roles WHERE id = ? AND agent_id = ?').get(id, callerOf(ctx, accountId).agentId) as
    | { id: number; status: string }
    | undefined;
  if (!row) throw new BusinessError('角色不存在');
  return row;
}
