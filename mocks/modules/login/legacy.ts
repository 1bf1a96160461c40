import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { BusinessError } from '../../errors.ts';
import type { StandInContext, StandInModule } from '../../module.ts';
import { requireFields } from '../../validate.ts';
import { accountById } from '../../domain/accounts.ts';
import { authenticate, passFailureGate } from './signIn.ts';
import { clearFailures, recordFailure } from '../../domain/signInAttempts.ts';
import { resolveToken } from '../../domain/tokens.ts';
import { feedbackScreens } from '../../../src/contracts/screens/feedback.ts';

/**
 * The provider's old system, as far as the portal frames it: its own login form post that sets its
 * own session cookie, and three pages that need that session. Served as HTML on the main API host,
 * a different origin from the portal, as the real old system is.
 *
 * A login here takes the same failure count and slider as the portal's, and needs a live portal
 * session of the same account (the portal's sign-in checked the phone code): the token the automatic
 * login posts, or else (the form typed by hand) the account's newest portal session. The old system's
 * session lives only as long as that portal session, so logout and a password change end both.
 */
const schema = `
CREATE TABLE IF NOT EXISTS legacy_sessions (
  id TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  portal_token TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS legacy_page_loads (
  session_id TEXT NOT NULL,
  page TEXT NOT NULL,
  loads INTEGER NOT NULL,
  PRIMARY KEY (session_id, page)
);
`;

const SESSION_COOKIE = 'legacy_sid';
const SESSION_LIFETIME_MS = 8 * 60 * 60 * 1000;
const PAGES_PREFIX = '/legacy/pages/';

interface LegacyPage {
  title: string;
  columns: string[];
  rows(ctx: StandInContext, accountId: number): Array<Array<string | number>>;
}

const yuan = (cents: number) => (cents / 100).toFixed(2);

const pages: Record<string, LegacyPage> = {
  reconciliation: {
    title: '旧版财务对账',
    columns: ['月份', '期初余额', '充值', '消费', '期末余额'],
    rows: () => {
      let balance = 1_860_000;
      return ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'].map((month, index) => {
        const recharge = 500_000 + index * 75_000;
        const spend = 420_000 + ((index * 37_000) % 160_000);
        const row = [month, yuan(balance), yuan(recharge), yuan(spend), yuan(balance + recharge - spend)];
        balance += recharge - spend;
        return row;
      });
    },
  },
  performance: {
    title: '旧版业绩报表',
    columns: ['代理商编号', '代理商名称', '级别', '联系人', '账户余额'],
    rows: ({ db }) =>
      (
        db.prepare('SELECT agent_no, name, level, contact, balance_cents FROM agents ORDER BY agent_no').all() as Array<{
          agent_no: string;
          name: string;
          level: number;
          contact: string;
          balance_cents: number;
        }>
      ).map((agent) => [agent.agent_no, agent.name, agent.level === 1 ? '一级' : '二级', agent.contact, yuan(agent.balance_cents)]),
  },
  visits: {
    title: '旧版客户回访',
    columns: ['客户名称', '联系人', '产品', '到期日期', '回访状态'],
    rows: ({ db }, accountId) =>
      (
        db
          .prepare(
            `SELECT c.name, c.contact, c.product_name, c.expire_at FROM customers c
             WHERE c.agent_id = (SELECT agent_id FROM accounts WHERE id = ?) ORDER BY c.expire_at LIMIT 8`,
          )
          .all(accountId) as Array<{ name: string; contact: string; product_name: string; expire_at: number }>
      ).map((row, index) => [
        row.name,
        row.contact,
        row.product_name,
        new Date(row.expire_at).toISOString().slice(0, 10),
        ['待回访', '已回访', '无人接听'][index % 3],
      ]),
  },
};

function escapeHtml(text: string | number): string {
  return String(text).replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:sans-serif;margin:16px;color:#222}table{border-collapse:collapse;margin:12px 0}
td,th{border:1px solid #bbb;padding:4px 10px}th{background:#eef3ee}.bar{display:flex;gap:8px;align-items:center}
label{display:block;margin:8px 0}.error{color:#c00}</style></head><body>${body}</body></html>`;
}

function loginForm(next: string, error = ''): string {
  return layout(
    '旧系统登录',
    `<h1>旧系统登录</h1>${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/legacy/login">
<label>账号 <input name="account" autocomplete="username"></label>
<label>密码 <input name="password" type="password" autocomplete="current-password"></label>
<input type="hidden" name="next" value="${escapeHtml(next)}">
<button type="submit">登录</button></form>`,
  );
}

function pageHtml(page: LegacyPage, userName: string, loads: number, rows: Array<Array<string | number>>): string {
  const head = page.columns.map((column) => `<th>${escapeHtml(column)}</th>`).join('');
  const body = rows.map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`).join('');
  return layout(
    page.title,
    `<h1>${escapeHtml(page.title)}</h1>
<p>当前登录：${escapeHtml(userName)}，本次会话第 <span id="loads">${loads}</span> 次打开本页</p>
<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>
<div class="bar"><button id="count" type="button">计数</button><output id="clicks">已点击 0 次</output></div>
<div class="bar"><button id="open-feedback" type="button">在门户中打开我的反馈</button>
<button id="to-login" type="button">重新登录门户</button></div>
<script>
let clicks = 0;
document.getElementById('count').onclick = () => {
  clicks += 1;
  document.getElementById('clicks').textContent = '已点击 ' + clicks + ' 次';
};
document.getElementById('open-feedback').onclick = () =>
  parent.postMessage({ type: 'openTab', url: '${feedbackScreens.myFeedback.path}', title: '${feedbackScreens.myFeedback.title}' }, '*');
document.getElementById('to-login').onclick = () => parent.postMessage({ type: 'toLogin' }, '*');
</script>`,
  );
}

function html(c: Context, body: string, status: 200 | 401 = 200): Response {
  return c.body(body, status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
}

/** Only the old system's own pages may be a login's destination (no open redirect). */
function safeNext(next: unknown): string {
  return typeof next === 'string' && next.startsWith(PAGES_PREFIX) && !next.includes('//') ? next : `${PAGES_PREFIX}reconciliation`;
}

function sessionAccount(ctx: StandInContext, c: Context): { sessionId: string; accountId: number } | null {
  const sessionId = getCookie(c, SESSION_COOKIE) ?? '';
  const row = ctx.db.prepare('SELECT account_id, portal_token, created_at FROM legacy_sessions WHERE id = ?').get(sessionId) as
    | { account_id: number; portal_token: string; created_at: number }
    | undefined;
  if (!row || ctx.now() - row.created_at > SESSION_LIFETIME_MS) return null;
  if (resolveToken(ctx, row.portal_token) !== row.account_id) {
    ctx.db.prepare('DELETE FROM legacy_sessions WHERE id = ?').run(sessionId);
    return null;
  }
  return { sessionId, accountId: row.account_id };
}

/** The account's newest live portal token with full rights ('' when it is signed in nowhere). */
function newestPortalToken(ctx: StandInContext, accountId: number): string {
  const row = ctx.db
    .prepare('SELECT token FROM tokens WHERE account_id = ? AND revoked = 0 AND password_change_only = 0 AND expires_at > ? ORDER BY expires_at DESC LIMIT 1')
    .get(accountId, ctx.now()) as { token: string } | undefined;
  return row?.token ?? '';
}

export const legacyModule: StandInModule = {
  name: 'legacy',
  schema,
  routes({ api }, ctx) {
    const open = { public: true };

    api.get('/legacy/login', ({ c, query }) => html(c, loginForm(safeNext(query.next))), open);

    // The portal's automatic-login frame posts here, as the old system's own form does.
    api.post(
      '/legacy/login',
      ({ c, body, client }) => {
        const form = requireFields(body, {
          account: 'string?',
          password: 'string?',
          next: 'string?',
          portalToken: 'string?',
          captchaSessionId: 'string?',
          captchaSig: 'string?',
          captchaToken: 'string?',
        });
        const next = safeNext(form.next);
        const account = (form.account ?? '').trim();
        const captcha =
          form.captchaSessionId === undefined ? undefined : { sessionId: form.captchaSessionId, sig: form.captchaSig, token: form.captchaToken };
        let accountId: number;
        let portalToken = '';
        try {
          passFailureGate(ctx, account, captcha, client);
        } catch (error) {
          if (error instanceof BusinessError) return html(c, loginForm(next, `${error.message}，请先在门户重新登录`), 401);
          throw error;
        }
        try {
          accountId = authenticate(ctx, account, form.password ?? '').id;
          portalToken = form.portalToken ? form.portalToken : newestPortalToken(ctx, accountId);
          if (resolveToken(ctx, portalToken) !== accountId) throw new BusinessError('门户登录已失效');
        } catch (error) {
          if (!(error instanceof BusinessError)) throw error;
          recordFailure(ctx, account, client);
          return html(c, loginForm(next, '账号、密码或门户登录状态无效'), 401);
        }
        clearFailures(ctx, account);
        const sessionId = randomBytes(24).toString('base64url');
        ctx.db
          .prepare('INSERT INTO legacy_sessions (id, account_id, portal_token, created_at) VALUES (?, ?, ?, ?)')
          .run(sessionId, accountId, portalToken, ctx.now());
        setCookie(c, SESSION_COOKIE, sessionId, { path: '/legacy', httpOnly: true, sameSite: 'Lax' });
        return c.redirect(next, 303);
      },
      { ...open, form: true },
    );

    api.get(
      '/legacy/pages/:name',
      ({ c }) => {
        const name = c.req.param('name') ?? '';
        const page = Object.hasOwn(pages, name) ? pages[name] : undefined;
        if (!page) return c.body('页面不存在', 404, { 'content-type': 'text/plain; charset=utf-8' });
        const session = sessionAccount(ctx, c);
        if (!session) return c.redirect(`/legacy/login?next=${encodeURIComponent(`${PAGES_PREFIX}${name}`)}`, 302);
        ctx.db
          .prepare(
            `INSERT INTO legacy_page_loads (session_id, page, loads) VALUES (?, ?, 1)
             ON CONFLICT (session_id, page) DO UPDATE SET loads = loads + 1`,
          )
          .run(session.sessionId, name);
        const { loads } = ctx.db
          .prepare('SELECT loads FROM legacy_page_loads WHERE session_id = ? AND page = ?')
          .get(session.sessionId, name) as { loads: number };
        const account = accountById(ctx, session.accountId);
        return html(c, pageHtml(page, `${account.name}（${account.account}）`, loads, page.rows(ctx, session.accountId)));
      },
      open,
    );
  },
};
