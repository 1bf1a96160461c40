// A folder of its own below mocks/domain: it reads the caller's scope (mocks/scope.ts), which reads mocks/domain.
import type { StandInContext } from '../../module.ts';
import { callerOf } from '../../scope.ts';

// The pictures an agent stored (the files area's images.ts takes and serves them): where one is shown, and
// whether a banner, a qualification or an SMS sign's proof may name it.

export const imageUrl = (id: string) => `/api/image/${id}`;

/** Whether the image exists and was stored by the caller's agent (what a banner or qualification may refer to). */
export function ownsImage(ctx: StandInContext, accountId: number, imageId: string): boolean {
  const { agentId } = callerOf(ctx, accountId);
  return ctx.db.prepare('SELECT 1 FROM images WHERE id = ? AND agent_id = ?').get(imageId, agentId) !== undefined;
}
