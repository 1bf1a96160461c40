import { TOO_MANY_REQUESTS } from '../sms.ts';
import { BusinessError } from '../errors.ts';
import type { StandInContext } from '../module.ts';

// What a sign-in attempt leaves behind: its failures, counted per account and per client address (they bring in
// the slider and, past a limit, refuse the client), and a line of the account's login log. The password sign-in,
// the old system's, the lock screen and the staff list (锁定) all read them here. (The tables are the sign-in
// module's.)

/** Three failed logins of one account within 15 minutes make the slider captcha compulsory. */
export const FAILURES_BEFORE_CAPTCHA = 3;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Failed logins from one client address (any accounts) within the window that make the slider compulsory too. */
export const CLIENT_FAILURES_BEFORE_CAPTCHA = 5;
/** Failed logins from one client address within the window after which it is refused outright. */
export const CLIENT_FAILURE_LIMIT = 30;

export function recentFailures(ctx: StandInContext, account: string): number {
  const row = ctx.db
    .prepare('SELECT COUNT(*) AS n FROM login_failures WHERE account = ? AND failed_at > ?')
    .get(account, ctx.now() - FAILURE_WINDOW_MS) as { n: number };
  return row.n;
}

export function recentClientFailures(ctx: StandInContext, client: string): number {
  if (!client) return 0;
  const row = ctx.db
    .prepare('SELECT COUNT(*) AS n FROM login_failures WHERE client = ? AND failed_at > ?')
    .get(client, ctx.now() - FAILURE_WINDOW_MS) as { n: number };
  return row.n;
}

export function recordFailure(ctx: StandInContext, account: string, client = ''): void {
  ctx.db.prepare('INSERT INTO login_failures (account, client, failed_at) VALUES (?, ?, ?)').run(account, client, ctx.now());
}

/** Past the client limit a password is not even compared (a sign-in, or the lock screen's unlock). */
export function refuseBlockedClient(ctx: StandInContext, client: string): void {
  if (recentClientFailures(ctx, client) >= CLIENT_FAILURE_LIMIT) throw new BusinessError(TOO_MANY_REQUESTS);
}

export function clearFailures(ctx: StandInContext, account: string): void {
  ctx.db.prepare('DELETE FROM login_failures WHERE account = ?').run(account);
}

/** One line of an account's login log (accountDetail shows it). */
export function recordSignIn(ctx: StandInContext, accountId: number, client: string, result: string): void {
  ctx.db.prepare('INSERT INTO login_log (account_id, at, ip, result) VALUES (?, ?, ?, ?)').run(accountId, ctx.now(), client || '-', result);
}
