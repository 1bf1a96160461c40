import type { StandInContext } from '../module.ts';

// Which account a WeChat identity signs in (the login area's wechat.ts binds them; its table is that module's).

/** A deleted account's WeChat is free again: it signs in nobody until it is bound anew. */
export function unbindWechat(ctx: StandInContext, accountId: number): void {
  ctx.db.prepare('UPDATE wechat_identities SET account_id = NULL, bind_until = NULL WHERE account_id = ?').run(accountId);
}
