import { BadRequestError, BusinessError } from '../../errors.ts';
import type { StandInContext } from '../../module.ts';
import { callerOf } from '../../scope.ts';

/** An id from a body or the address: a positive integer or a 400. */
export function positiveId(value: unknown, name: string): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 1) throw new BadRequestError(`参数 ${name} 应为正整数`);
  return id;
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
