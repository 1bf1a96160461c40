import { randomBytes } from 'node:crypto';
import type { TokenGrant } from '../http.ts';
import type { StandInContext } from '../module.ts';

// The sessions a sign-in hands out: bearer tokens with a lifetime, revoked on sign-out, a password change,
// freezing or deletion. (The table is created by the sign-in module.)

export const TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** A token; one given to a weak password's sign-in may only change the password until the prompt is passed. */
export function issueToken(ctx: StandInContext, accountId: number, passwordChangeOnly = false): string {
  const token = randomBytes(32).toString('base64url');
  ctx.db
    .prepare('INSERT INTO tokens (token, account_id, expires_at, password_change_only) VALUES (?, ?, ?, ?)')
    .run(token, accountId, ctx.now() + TOKEN_LIFETIME_MS, passwordChangeOnly ? 1 : 0);
  return token;
}

interface HandedOut {
  token: string;
  account_id: number;
  expires_at: number;
  revoked: number;
  password_change_only: number;
}

/** Every session handed out, as stored: what a reset that keeps the sessions puts back (`putBackSessions`). */
export function sessionsHandedOut(ctx: StandInContext): HandedOut[] {
  return ctx.db.prepare('SELECT token, account_id, expires_at, revoked, password_change_only FROM tokens').all() as HandedOut[];
}

export function putBackSessions(ctx: StandInContext, sessions: HandedOut[]): void {
  const put = ctx.db.prepare(
    'INSERT OR REPLACE INTO tokens (token, account_id, expires_at, revoked, password_change_only) VALUES (@token, @account_id, @expires_at, @revoked, @password_change_only)',
  );
  for (const session of sessions) put.run(session);
}

/** The grant of a live token, or null when it is missing, expired or revoked. */
export function tokenGrant(ctx: StandInContext, token: string): TokenGrant | null {
  if (!token) return null;
  const row = ctx.db
    .prepare('SELECT account_id, expires_at, revoked, password_change_only FROM tokens WHERE token = ?')
    .get(token) as { account_id: number; expires_at: number; revoked: number; password_change_only: number } | undefined;
  if (!row || row.revoked || row.expires_at <= ctx.now()) return null;
  return { accountId: row.account_id, passwordChangeOnly: row.password_change_only === 1 };
}

/** The account behind a live token, or null when it is missing, expired or revoked. */
export function resolveToken(ctx: StandInContext, token: string): number | null {
  return tokenGrant(ctx, token)?.accountId ?? null;
}

/** Ends every portal session of the account, and with them its sessions in the old system. */
export function revokeTokens(ctx: StandInContext, accountId: number): void {
  ctx.db.prepare('UPDATE tokens SET revoked = 1 WHERE account_id = ?').run(accountId);
}

export function bearerToken(header: string | undefined): string {
  return (header ?? '').replace(/^Bearer\s+/i, '');
}

