import type { LoginRequest } from '../../src/contracts/auth.ts';
import { randomBytes } from 'node:crypto';
import { BusinessError } from '../errors.ts';
import type { TokenGrant } from '../http.ts';
import type { StandInContext, StandInModule } from '../module.ts';
import { hashPassword, isStrongPassword, verifyPassword } from '../passwords.ts';
import { CODE_ATTEMPTS_EXHAUSTED, RESEND_WINDOW_MS, TOO_MANY_REQUESTS, type CodeCheck } from '../sms.ts';
import { requireFields } from '../validate.ts';
import { consumeCaptcha } from './captcha.ts';
import { signedIn } from '../guards.ts';

export const TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** How many times a weak password's prompt may be ignored (samleLoginNum; docs/product.md#fields). */
export const WEAK_PASSWORD_IGNORES = 3;
/** Three failed logins of one account within 15 minutes make the slider captcha compulsory. */
export const FAILURES_BEFORE_CAPTCHA = 3;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Failed logins from one client address (any accounts) within the window that make the slider compulsory too. */
export const CLIENT_FAILURES_BEFORE_CAPTCHA = 5;
/** Failed logins from one client address within the window after which it is refused outright. */
export const CLIENT_FAILURE_LIMIT = 30;
export const LOGIN_CODE_PURPOSE = 'login';

export const CAPTCHA_REQUIRED = '需要验证码或验证码错误';
export const SLIDER_REJECTED = '滑块验证错误';
/**
 * Every failed sign-in of account, password or phone code answers this one text, so an answer never
 * tells that an account exists or that its password was right.
 */
export const WRONG_CREDENTIALS = '账号、密码或验证码错误';
/** What a failed phone-code check answers (code messages; docs/product.md#calls-and-errors). */
export const CODE_MESSAGES: Record<Exclude<CodeCheck, 'ok'>, string> = {
  wrong: '手机验证码错误',
  expired: '该验证码无效',
  used: '该验证码无效',
  exhausted: CODE_ATTEMPTS_EXHAUSTED,
  limited: TOO_MANY_REQUESTS,
};
/** The same answer to a code request for a known and an unknown account. */
export const CODE_SENT = '如账号存在，验证码已发送至其绑定的手机';
/** Until a weak password is changed (or its prompt ignored while ignores remain), a token may do only this. */
export const PASSWORD_CHANGE_REQUIRED = '请先修改密码';

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
export const ACCOUNT_DISABLED = '该账号已停用，请联系管理员';

const schema = `
CREATE TABLE IF NOT EXISTS agents (
  id INTEGER PRIMARY KEY,
  agent_no TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  display_name TEXT NOT NULL,
  parent_id INTEGER REFERENCES agents(id),
  level INTEGER NOT NULL,
  contact TEXT NOT NULL,
  phone TEXT NOT NULL,
  balance_cents INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS accounts (
  id INTEGER PRIMARY KEY,
  account TEXT NOT NULL UNIQUE COLLATE NOCASE,
  name TEXT NOT NULL,
  phone TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  agent_id INTEGER NOT NULL REFERENCES agents(id),
  is_parent INTEGER NOT NULL,
  role_type INTEGER NOT NULL,
  weak_password INTEGER NOT NULL DEFAULT 0,
  sample_ignores_left INTEGER NOT NULL DEFAULT 0,
  status TEXT NOT NULL DEFAULT '启用',
  created_at INTEGER NOT NULL
);
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

/** The demo accounts README documents; tests rely on them. */
export const demoAccounts = [
  { account: 'agent01', password: 'Agent@2026', phone: '13800000001', name: '张伟', isParent: true },
  { account: 'staff01', password: 'Staff@2026', phone: '13800000002', name: '李娜', isParent: false },
  { account: 'weak01', password: '12345678', phone: '13800000003', name: '王芳', isParent: false },
] as const;

function seed(ctx: StandInContext): void {
  const { db } = ctx;
  const insertAgent = db.prepare(
    'INSERT INTO agents (id, agent_no, name, display_name, parent_id, level, contact, phone, balance_cents) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  insertAgent.run(1, 'A10001', '杭州云启科技有限公司', '杭州云启', null, 1, '张伟', '13800000001', 2_865_000);
  insertAgent.run(2, 'A10002', '宁波甬信软件有限公司', '宁波甬信', 1, 2, '陈静', '13900000012', 523_000);
  insertAgent.run(3, 'A10003', '温州瓯越网络科技有限公司', '温州瓯越', 1, 2, '刘洋', '13900000013', 118_500);
  const insertAccount = db.prepare(
    'INSERT INTO accounts (account, name, phone, password_hash, agent_id, is_parent, role_type, weak_password, sample_ignores_left, created_at) VALUES (?, ?, ?, ?, 1, ?, ?, ?, ?, ?)',
  );
  // Fixed salts keep the seed deterministic; real accounts get random ones.
  demoAccounts.forEach((demo, index) => {
    const weak = !isStrongPassword(demo.password);
    insertAccount.run(
      demo.account,
      demo.name,
      demo.phone,
      hashPassword(demo.password, `seed-salt-${demo.account}`),
      demo.isParent ? 1 : 0,
      demo.isParent ? 1 : 2,
      weak ? 1 : 0,
      weak ? WEAK_PASSWORD_IGNORES : 0,
      Date.UTC(2024, 2, 1 + index),
    );
  });
}

export function findAccount(ctx: StandInContext, account: string): AccountRow | undefined {
  return ctx.db.prepare('SELECT * FROM accounts WHERE account = ?').get(account) as AccountRow | undefined;
}

export function accountById(ctx: StandInContext, id: number): AccountRow {
  return ctx.db.prepare('SELECT * FROM accounts WHERE id = ?').get(id) as AccountRow;
}

/** A token; one given to a weak password's sign-in may only change the password until the prompt is passed. */
export function issueToken(ctx: StandInContext, accountId: number, passwordChangeOnly = false): string {
  const token = randomBytes(32).toString('base64url');
  ctx.db
    .prepare('INSERT INTO tokens (token, account_id, expires_at, password_change_only) VALUES (?, ?, ?, ?)')
    .run(token, accountId, ctx.now() + TOKEN_LIFETIME_MS, passwordChangeOnly ? 1 : 0);
  return token;
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

/** Checks account and password; answers the one generic sign-in message on a mismatch. */
export function authenticate(ctx: StandInContext, account: string, password: string): AccountRow {
  const row = findAccount(ctx, account.trim());
  if (!row || !verifyPassword(password, row.password_hash)) throw new BusinessError(WRONG_CREDENTIALS);
  return row;
}

export function recentFailures(ctx: StandInContext, account: string): number {
  const row = ctx.db
    .prepare('SELECT COUNT(*) AS n FROM login_failures WHERE account = ? AND failed_at > ?')
    .get(account, ctx.now() - FAILURE_WINDOW_MS) as { n: number };
  return row.n;
}

function recentClientFailures(ctx: StandInContext, client: string): number {
  if (!client) return 0;
  const row = ctx.db
    .prepare('SELECT COUNT(*) AS n FROM login_failures WHERE client = ? AND failed_at > ?')
    .get(client, ctx.now() - FAILURE_WINDOW_MS) as { n: number };
  return row.n;
}

export function recordFailure(ctx: StandInContext, account: string, client = ''): void {
  ctx.db.prepare('INSERT INTO login_failures (account, client, failed_at) VALUES (?, ?, ?)').run(account, client, ctx.now());
}

/**
 * The failure gate every password sign-in passes first (the portal's and the old system's): past the
 * client limit it is refused; after failures of the account or the client it needs a slider pass,
 * which is used up here. Answers the slider messages of docs/product.md#calls-and-errors.
 */
export function passFailureGate(ctx: StandInContext, account: string, captcha: unknown, client = ''): void {
  if (recentClientFailures(ctx, client) >= CLIENT_FAILURE_LIMIT) throw new BusinessError(TOO_MANY_REQUESTS);
  const captchaRequired =
    recentFailures(ctx, account) >= FAILURES_BEFORE_CAPTCHA || recentClientFailures(ctx, client) >= CLIENT_FAILURES_BEFORE_CAPTCHA;
  if (captcha !== undefined && !consumeCaptcha(ctx, captcha)) {
    throw new BusinessError(captchaRequired ? CAPTCHA_REQUIRED : SLIDER_REJECTED);
  }
  if (captchaRequired && captcha === undefined) throw new BusinessError(CAPTCHA_REQUIRED);
}

export function clearFailures(ctx: StandInContext, account: string): void {
  ctx.db.prepare('DELETE FROM login_failures WHERE account = ?').run(account);
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

/** One line of an account's login log (accountDetail shows it). */
export function recordSignIn(ctx: StandInContext, accountId: number, client: string, result: string): void {
  ctx.db.prepare('INSERT INTO login_log (account_id, at, ip, result) VALUES (?, ?, ?, ?)').run(accountId, ctx.now(), client || '-', result);
}

/** Stores a new password (hashed), ends its weak-password prompt and signs the account out everywhere. */
export function setPassword(ctx: StandInContext, accountId: number, password: string): void {
  const weak = isStrongPassword(password) ? 0 : 1;
  ctx.db
    .prepare('UPDATE accounts SET password_hash = ?, weak_password = ?, sample_ignores_left = ? WHERE id = ?')
    .run(hashPassword(password), weak, weak ? WEAK_PASSWORD_IGNORES : 0, accountId);
  revokeTokens(ctx, accountId);
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

export function bearerToken(header: string | undefined): string {
  return (header ?? '').replace(/^Bearer\s+/i, '');
}

/** The login answer's data: the token, plus samleLoginNum while the password is too simple. */
export function loginData(ctx: StandInContext, row: AccountRow): { token: string; samleLoginNum?: number } {
  const token = issueToken(ctx, row.id, row.weak_password === 1);
  return row.weak_password ? { token, samleLoginNum: row.sample_ignores_left } : { token };
}

export const accountsModule: StandInModule = {
  name: 'accounts',
  schema,
  seed,
  routes({ api, order }, ctx) {
    api.useTokens((token) => tokenGrant(ctx, token));
    // The order service (/orderapi; docs/product.md#calls-and-errors) takes the same sign-in tokens as the main API.
    order.useTokens((token) => tokenGrant(ctx, token));
    const passwordChange = { passwordChange: true, guard: signedIn };

    api.post(
      '/api/account/GeneralCustomerValidCode',
      ({ body, client }) => sendAccountCode(ctx, requireFields(body, { userName: 'string' }).userName, LOGIN_CODE_PURPOSE, client),
      { public: true, message: CODE_SENT },
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

    api.post('/api/account/updateLoginPassword', ({ body, accountId }) => {
      const form = requireFields(body, { oldPassword: 'string', password: 'string', agPassWord: 'string' });
      const row = accountById(ctx, accountId);
      if (!verifyPassword(form.oldPassword, row.password_hash)) throw new BusinessError('旧密码错误');
      if (form.password !== form.agPassWord) throw new BusinessError('两次输入密码不一致!');
      if (!isStrongPassword(form.password)) throw new BusinessError('密码必须包含数字、字母（区分大小写）、字符');
      if (form.password === form.oldPassword) throw new BusinessError('新密码不能与旧密码相同');
      setPassword(ctx, accountId, form.password);
      return true;
    }, passwordChange);

    api.get('/api/account/AccountInfo', ({ accountId }) => {
      const row = ctx.db
        .prepare(
          `SELECT a.account, a.name, a.phone, a.is_parent, a.role_type, g.agent_no, g.name AS agent_name,
                  g.display_name, g.level, g.balance_cents
           FROM accounts a JOIN agents g ON g.id = a.agent_id WHERE a.id = ?`,
        )
        .get(accountId) as Record<string, string | number>;
      return {
        account: row.account,
        name: row.name,
        phone: maskPhone(String(row.phone)),
        isParent: row.is_parent === 1,
        roleType: row.role_type,
        agentNo: row.agent_no,
        agentName: row.agent_name,
        agentDisplayName: row.display_name,
        agentLevel: row.level,
        balance: Number(row.balance_cents) / 100,
      };
    }, { guard: signedIn });
  },
};

export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}
