import type { LoginRequest } from '../../../src/contracts/auth.ts';
import { BusinessError } from '../../errors.ts';
import type { StandInContext, StandInModule } from '../../module.ts';
import { verifyPassword } from '../../passwords.ts';
import { RESEND_WINDOW_MS, TOO_MANY_REQUESTS } from '../../sms.ts';
import { requireFields } from '../../validate.ts';
import { signedIn } from '../../guards.ts';
import { ACCOUNT_DISABLED } from './accounts.ts';
import { accountById, findAccount, type AccountRow } from '../../domain/accounts.ts';
import { consumeCaptcha } from '../../domain/captchaPasses.ts';
import { bearerToken, issueToken, tokenGrant } from '../../domain/tokens.ts';
import {
  CLIENT_FAILURES_BEFORE_CAPTCHA,
  FAILURES_BEFORE_CAPTCHA,
  clearFailures,
  recentClientFailures,
  recentFailures,
  recordFailure,
  recordSignIn,
  refuseBlockedClient,
} from '../../domain/signInAttempts.ts';
import { CAPTCHA_REQUIRED } from '../../../src/rules/captcha.ts';
import { CODE_SENT_TO_ACCOUNT, SLIDER_REJECTED, WRONG_CREDENTIALS } from '../../../src/rules/login.ts';

// Signing in with account, password and phone code: the slider the failure counts bring in, the one answer
// for every wrong try (each counted and logged in mocks/domain/signInAttempts.ts), and the weak-password prompt's token.

export const LOGIN_CODE_PURPOSE = 'login';

/** Until a weak password is changed (or its prompt ignored while ignores remain), a token may do only this. */
export const PASSWORD_CHANGE_REQUIRED = '请先修改密码';

const schema = `
CREATE TABLE IF NOT EXISTS login_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  at INTEGER NOT NULL,
  ip TEXT NOT NULL,
  result TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS login_log_account ON login_log (account_id, at);
CREATE TABLE IF NOT EXISTS tokens (
  token TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  expires_at INTEGER NOT NULL,
  revoked INTEGER NOT NULL DEFAULT 0,
  password_change_only INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS login_failures (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  account TEXT NOT NULL COLLATE NOCASE,
  client TEXT NOT NULL DEFAULT '',
  failed_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS login_failures_client ON login_failures (client, failed_at);
CREATE INDEX IF NOT EXISTS login_failures_account ON login_failures (account, failed_at);
`;

/** Checks account and password; answers the one generic sign-in message on a mismatch. */
export function authenticate(ctx: StandInContext, account: string, password: string): AccountRow {
  const row = findAccount(ctx, account.trim());
  if (!row || !verifyPassword(password, row.password_hash)) throw new BusinessError(WRONG_CREDENTIALS);
  return row;
}

/**
 * The failure gate every password sign-in passes first (the portal's and the old system's): past the
 * client limit it is refused; after failures of the account or the client it needs a slider pass,
 * which is used up here. Answers the slider messages of docs/product.md#calls-and-errors.
 */
export function passFailureGate(ctx: StandInContext, account: string, captcha: unknown, client = ''): void {
  refuseBlockedClient(ctx, client);
  const captchaRequired =
    recentFailures(ctx, account) >= FAILURES_BEFORE_CAPTCHA || recentClientFailures(ctx, client) >= CLIENT_FAILURES_BEFORE_CAPTCHA;
  if (captcha !== undefined && !consumeCaptcha(ctx, captcha)) {
    throw new BusinessError(captchaRequired ? CAPTCHA_REQUIRED : SLIDER_REJECTED);
  }
  if (captchaRequired && captcha === undefined) throw new BusinessError(CAPTCHA_REQUIRED);
}

/** A sign-in call's fields as they arrive: the captcha pass is only trusted once consumeCaptcha has checked it. */
export type SignInFields = Pick<LoginRequest, 'Username' | 'password' | 'authorCode'> & { captcha?: unknown };

/** The login fields every sign-in call takes (login request, plus the phone code; docs/product.md#fields). */
export const loginFields = {
  Username: 'string',
  password: 'string',
  accountType: 'number?',
  authorCode: 'string?',
  captcha: 'object?',
} as const;

/**
 * The whole sign-in check of /api/Auth/Login and the WeChat binding login: the slider when
 * earlier failures demand it, then account and password, then the phone code sent to the
 * account's bound phone. Every failure counts towards the captcha; success clears the count.
 */
export function checkLogin(ctx: StandInContext, form: SignInFields, client = ''): AccountRow {
  const account = form.Username.trim();
  passFailureGate(ctx, account, form.captcha, client);
  const known = findAccount(ctx, account);
  // Checks of this phone or from this client failed too often: refused before anything is compared.
  if (known && ctx.sms.checksBlocked(known.phone, client)) throw new BusinessError(TOO_MANY_REQUESTS);
  let row: AccountRow;
  try {
    row = authenticate(ctx, account, form.password);
    const check = ctx.sms.verify(row.phone, LOGIN_CODE_PURPOSE, (form.authorCode ?? '').trim(), client);
    if (check === 'limited') throw new BusinessError(TOO_MANY_REQUESTS);
    // A wrong, spent or dead code answers as a wrong password does: the answer never confirms the password.
    if (check !== 'ok') throw new BusinessError(WRONG_CREDENTIALS);
  } catch (error) {
    recordFailure(ctx, account, client);
    if (known) recordSignIn(ctx, known.id, client, '失败');
    throw error;
  }
  clearFailures(ctx, account);
  // Told only once password and code are right, so the answer reveals nothing to a guesser.
  if (row.status !== '启用') {
    recordSignIn(ctx, row.id, client, '失败：账号已停用');
    throw new BusinessError(ACCOUNT_DISABLED);
  }
  recordSignIn(ctx, row.id, client, '成功');
  return row;
}

/**
 * Sends a code for the purpose to the account's bound phone. A known and an unknown account get the
 * same answer and the same 120 s wait per account name, and both count against the sending limits.
 */
export function sendAccountCode(ctx: StandInContext, userName: string, purpose: string, client = ''): true {
  const name = userName.trim().toLowerCase();
  ctx.sms.checkSendLimits(client);
  const since = ctx.now() - ctx.sms.limits.lastAt('send-account', name);
  if (since < RESEND_WINDOW_MS) throw new BusinessError(`验证码发送过于频繁，请${Math.ceil((RESEND_WINDOW_MS - since) / 1000)}秒后再试`);
  const row = findAccount(ctx, name);
  if (row) ctx.sms.send(row.phone, purpose, undefined, client);
  else ctx.sms.recordSend(client);
  ctx.sms.limits.record('send-account', name);
  return true;
}

/** The login answer's data: the token, plus samleLoginNum while the password is too simple. */
export function loginData(ctx: StandInContext, row: AccountRow): { token: string; samleLoginNum?: number } {
  const token = issueToken(ctx, row.id, row.weak_password === 1);
  return row.weak_password ? { token, samleLoginNum: row.sample_ignores_left } : { token };
}

export const signInModule: StandInModule = {
  name: 'signIn',
  schema,
  routes({ api, order }, ctx) {
    api.useTokens((token) => tokenGrant(ctx, token));
    // The order service (/orderapi; docs/product.md#calls-and-errors) takes the same sign-in tokens as the main API.
    order.useTokens((token) => tokenGrant(ctx, token));
    const passwordChange = { passwordChange: true, guard: signedIn };

    api.post(
      '/api/account/GeneralCustomerValidCode',
      ({ body, client }) => sendAccountCode(ctx, requireFields(body, { userName: 'string' }).userName, LOGIN_CODE_PURPOSE, client),
      { public: true, message: CODE_SENT_TO_ACCOUNT },
    );

    api.post('/api/Auth/Login', ({ body, client }) => loginData(ctx, checkLogin(ctx, requireFields(body, loginFields), client)), { public: true });

    api.post(
      '/api/Auth/Logout',
      ({ c }) => {
        ctx.db.prepare('UPDATE tokens SET revoked = 1 WHERE token = ?').run(bearerToken(c.req.header('authorization')));
        return true;
      },
      passwordChange,
    );

    // The weak-password prompt's "ignore this time": one fewer ignore left, and the same token continues
    // with the account's full rights.
    api.post(
      '/api/auth/IgnoreSamplePwd',
      ({ c, accountId }) => {
        const row = accountById(ctx, accountId);
        if (!row.weak_password) throw new BusinessError('当前密码无需修改');
        if (row.sample_ignores_left <= 0) throw new BusinessError('忽略次数已用完，请设置新密码');
        const token = bearerToken(c.req.header('authorization'));
        ctx.db.prepare('UPDATE accounts SET sample_ignores_left = sample_ignores_left - 1 WHERE id = ?').run(accountId);
        ctx.db.prepare('UPDATE tokens SET password_change_only = 0 WHERE token = ?').run(token);
        return { token, samleLoginNum: row.sample_ignores_left - 1 };
      },
      passwordChange,
    );

  },
};
