import type { StandInContext } from '../module.ts';

// The portal's accounts as stored, looked up by name or id: signing in, the lock screen, operation codes, upload
// folders and the areas that name an account all read them here. (The table and its routes are the login area's.)

export interface AccountRow {
  id: number;
  account: string;
  name: string;
  phone: string;
  password_hash: string;
  agent_id: number;
  is_parent: number;
  role_type: number;
  weak_password: number;
  sample_ignores_left: number;
  status: StoredAccountStatus;
}

/** Stored account status: only 启用 signs in (锁定 is only shown, from recent failures). */
export type StoredAccountStatus = '启用' | '停用' | '已删除';

export function findAccount(ctx: StandInContext, account: string): AccountRow | undefined {
  return ctx.db.prepare('SELECT * FROM accounts WHERE account = ?').get(account) as AccountRow | undefined;
}

export function accountById(ctx: StandInContext, id: number): AccountRow {
  return ctx.db.prepare('SELECT * FROM accounts WHERE id = ?').get(id) as AccountRow;
}
