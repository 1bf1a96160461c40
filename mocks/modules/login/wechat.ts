import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { BusinessError } from '../../errors.ts';
import type { StandInContext, StandInModule } from '../../module.ts';
import { requireFields } from '../../validate.ts';
import { ACCOUNT_DISABLED } from './accounts.ts';
import { accountById } from '../../domain/accounts.ts';
import { checkLogin, loginData, loginFields } from './signIn.ts';
import { recordSignIn } from '../../domain/signInAttempts.ts';
import { WECHAT_STATE_MISMATCH } from '../../../src/rules/login.ts';

/**
 * The stand-in for WeChat's hosted QR login, on loopback: a drop-in WxLogin script (same
 * constructor options), the QR page it frames (long-polling until the phone confirms, then
 * sending the top window to redirect_uri?code&state), and the "phone" page the QR points to,
 * where one of two test identities confirms. The main API then exchanges the code.
 */
export const STAND_IN_WECHAT_APPID = 'wx5f3c1d2e4a6b8c90';
const BASE = '/api/hosted/wechat';
const CODE_LIFETIME_MS = 5 * 60 * 1000;
const BIND_WINDOW_MS = 10 * 60 * 1000;
const POLL_WAIT_MS = 20_000;
const POLL_STEP_MS = 300;

export const wechatIdentities = [
  { key: 'wx-bound', unionId: 'oUnion-bound-agent01', nickname: '张伟的微信', account: 'agent01' },
  { key: 'wx-new', unionId: 'oUnion-new-visitor', nickname: '新朋友', account: null },
] as const;

const schema = `
CREATE TABLE IF NOT EXISTS wechat_identities (
  key TEXT PRIMARY KEY,
  union_id TEXT NOT NULL UNIQUE,
  nickname TEXT NOT NULL,
  account_id INTEGER REFERENCES accounts(id),
  bind_until INTEGER
);
CREATE TABLE IF NOT EXISTS wechat_qr (
  uuid TEXT PRIMARY KEY,
  state TEXT NOT NULL,
  redirect_uri TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  identity_key TEXT REFERENCES wechat_identities(key),
  code TEXT UNIQUE,
  confirmed_at INTEGER,
  code_used INTEGER NOT NULL DEFAULT 0
);
`;

function seed(ctx: StandInContext): void {
  const insert = ctx.db.prepare(
    'INSERT INTO wechat_identities (key, union_id, nickname, account_id) VALUES (?, ?, ?, (SELECT id FROM accounts WHERE account = ?))',
  );
  for (const identity of wechatIdentities) insert.run(identity.key, identity.unionId, identity.nickname, identity.account);
}

interface QrRow {
  uuid: string;
  state: string;
  redirect_uri: string;
  created_at: number;
  identity_key: string | null;
  code: string | null;
  confirmed_at: number | null;
  code_used: number;
}

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * A page of WeChat's side. It brings its own Content-Security-Policy (through the portal's proxy it
 * would otherwise get the portal's): its one inline script, if any, is allowed by its hash alone.
 */
function page(c: Context, title: string, body: string, script = ''): Response {
  const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:sans-serif;margin:0;padding:16px;text-align:center;color:#222}button{font-size:16px;padding:8px 24px;margin-top:12px}label{display:block;margin:8px 0}</style></head><body>${body}${script ? `<script>${script}</script>` : ''}</body></html>`;
  const scripts = script ? `'sha256-${createHash('sha256').update(script).digest('base64')}'` : "'none'";
  c.header('Content-Security-Policy', `script-src ${scripts}; object-src 'none'; base-uri 'none'`);
  return c.html(html);
}

/** A decorative code pattern derived from the session (the stand-in's phone is a link, not a camera). */
function codePattern(seedText: string): string {
  const size = 21;
  const bits = createHash('sha256').update(seedText).digest();
  const finder = (x: number, y: number) => {
    const inBox = (ox: number, oy: number) => x >= ox && x < ox + 7 && y >= oy && y < oy + 7;
    for (const [ox, oy] of [[0, 0], [size - 7, 0], [0, size - 7]]) {
      if (inBox(ox, oy)) {
        const dx = Math.min(x - ox, ox + 6 - x);
        const dy = Math.min(y - oy, oy + 6 - y);
        return Math.min(dx, dy) !== 1;
      }
    }
    return null;
  };
  let cells = '';
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const fixed = finder(x, y);
      const index = y * size + x;
      const on = fixed ?? ((bits[index % bits.length] >> index % 8) & 1) === 1;
      if (on) cells += `<rect x="${x}" y="${y}" width="1" height="1"/>`;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-2 -2 25 25" width="200" height="200" role="img" aria-label="登录二维码"><rect x="-2" y="-2" width="25" height="25" fill="#fff"/><g fill="#000">${cells}</g></svg>`;
}

/** The drop-in for WeChat's wxLogin.js: `new WxLogin({ id, appid, scope, redirect_uri, state })` frames the QR page. */
const wxLoginScript = `(function () {
  var base = new URL('.', document.currentScript.src).href;
  window.WxLogin = function (options) {
    var query = new URLSearchParams({ appid: options.appid || '', scope: options.scope || '', redirect_uri: options.redirect_uri || '', state: options.state || '' });
    var frame = document.createElement('iframe');
    frame.src = base + 'qrconnect?' + query.toString();
    frame.title = '微信扫码登录';
    frame.width = '300';
    frame.height = '360';
    frame.frameBorder = '0';
    frame.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-top-navigation allow-popups allow-popups-to-escape-sandbox');
    var host = document.getElementById(options.id);
    host.innerHTML = '';
    host.appendChild(frame);
  };
})();`;

function qrPage(c: Context, ctx: StandInContext, query: Record<string, string>): Response {
  if (query.appid !== STAND_IN_WECHAT_APPID) return page(c, '微信登录', '<p role="alert">appid 参数错误</p>');
  let redirect: URL;
  try {
    redirect = new URL(query.redirect_uri ?? '');
    if (!/^https?:$/.test(redirect.protocol)) throw new Error('protocol');
  } catch {
    return page(c, '微信登录', '<p role="alert">redirect_uri 参数错误</p>');
  }
  const uuid = randomBytes(12).toString('base64url');
  ctx.db
    .prepare('INSERT INTO wechat_qr (uuid, state, redirect_uri, created_at) VALUES (?, ?, ?, ?)')
    .run(uuid, query.state ?? '', redirect.href, ctx.now());
  const phoneUrl = `${BASE}/phone?uuid=${encodeURIComponent(uuid)}`;
  return page(
    c,
    '微信登录',
    `<h1 style="font-size:18px">微信登录</h1>${codePattern(uuid)}
<p id="status">请使用微信扫描二维码登录</p>
<p><a href="${escapeHtml(phoneUrl)}" target="_blank" rel="noopener">模拟手机扫码</a></p>`,
    `
(function poll() {
  fetch(${JSON.stringify(`${BASE}/poll?uuid=${encodeURIComponent(uuid)}`)}).then(function (r) { return r.json(); }).then(function (answer) {
    var data = answer.data || {};
    if (data.status === 'confirmed') { window.top.location.href = data.redirect; return; }
    if (data.status === 'expired') { document.getElementById('status').textContent = '二维码已失效，请刷新页面'; return; }
    poll();
  }, function () { setTimeout(poll, 2000); });
})();
`,
  );
}

function findQr(ctx: StandInContext, uuid: string): QrRow | undefined {
  return ctx.db.prepare('SELECT * FROM wechat_qr WHERE uuid = ?').get(uuid) as QrRow | undefined;
}

/** Answers when the phone confirms or after a while; stops early when the page goes away. */
async function pollQr(ctx: StandInContext, uuid: string, gone: AbortSignal): Promise<{ status: string; redirect?: string }> {
  const started = Date.now();
  for (;;) {
    if (gone.aborted) return { status: 'waiting' };
    const row = findQr(ctx, uuid);
    if (!row || (!row.code && ctx.now() - row.created_at > CODE_LIFETIME_MS)) return { status: 'expired' };
    if (row.code) {
      const target = new URL(row.redirect_uri);
      target.searchParams.set('code', row.code);
      target.searchParams.set('state', row.state);
      return { status: 'confirmed', redirect: target.href };
    }
    if (Date.now() - started >= POLL_WAIT_MS) return { status: 'waiting' };
    await new Promise((resolve) => setTimeout(resolve, POLL_STEP_MS));
  }
}

function phonePage(c: Context, ctx: StandInContext, uuid: string): Response {
  if (!findQr(ctx, uuid)) return page(c, '微信', '<p role="alert">二维码已失效</p>');
  const choices = wechatIdentities
    .map(
      (identity, index) =>
        `<label><input type="radio" name="identity" value="${identity.key}"${index === 0 ? ' checked' : ''}> ${escapeHtml(identity.nickname)}（${identity.key}）</label>`,
    )
    .join('');
  return page(
    c,
    '微信',
    `<h1 style="font-size:18px">代理商后台 申请使用你的微信登录</h1>
<form method="post" action="${BASE}/confirm"><input type="hidden" name="uuid" value="${escapeHtml(uuid)}"><fieldset><legend>选择微信身份</legend>${choices}</fieldset><button type="submit">确认登录</button></form>`,
  );
}

function confirmQr(c: Context, ctx: StandInContext, body: unknown): Response {
  const form = requireFields(body, { uuid: 'string', identity: 'string' });
  const known = wechatIdentities.some((identity) => identity.key === form.identity);
  const row = findQr(ctx, form.uuid);
  if (!known || !row || row.code) return page(c, '微信', '<p role="alert">二维码已失效，请在电脑上刷新</p>');
  ctx.db
    .prepare('UPDATE wechat_qr SET identity_key = ?, code = ?, confirmed_at = ? WHERE uuid = ?')
    .run(form.identity, randomBytes(16).toString('base64url'), ctx.now(), form.uuid);
  return page(c, '微信', '<p role="status">已确认登录，请回到电脑上继续操作</p>');
}

/** POST /api/auth/LoginWechat: 0 = failed, 1 = unbound (bind with unionId), 2 = signed in. */
function exchangeCode(ctx: StandInContext, code: string, state: string, client: string) {
  const row = ctx.db
    .prepare('SELECT * FROM wechat_qr WHERE code = ? AND code_used = 0 AND confirmed_at > ?')
    .get(code, ctx.now() - CODE_LIFETIME_MS) as QrRow | undefined;
  if (!row) return { status: 0, msg: '微信授权已失效，请重新扫码' };
  ctx.db.prepare('UPDATE wechat_qr SET code_used = 1 WHERE uuid = ?').run(row.uuid);
  if (row.state !== state) return { status: 0, msg: WECHAT_STATE_MISMATCH };
  const identity = ctx.db.prepare('SELECT union_id, account_id FROM wechat_identities WHERE key = ?').get(row.identity_key) as {
    union_id: string;
    account_id: number | null;
  };
  if (identity.account_id !== null) {
    const account = accountById(ctx, identity.account_id);
    // As at the password sign-in: a stopped, frozen or deleted account does not sign in.
    if (account.status !== '启用') {
      recordSignIn(ctx, account.id, client, '失败：账号已停用');
      return { status: 0, msg: ACCOUNT_DISABLED };
    }
    recordSignIn(ctx, account.id, client, '成功');
    return { status: 2, ...loginData(ctx, account) };
  }
  ctx.db.prepare('UPDATE wechat_identities SET bind_until = ? WHERE union_id = ?').run(ctx.now() + BIND_WINDOW_MS, identity.union_id);
  return { status: 1, unionId: identity.union_id };
}

export const wechatModule: StandInModule = {
  name: 'wechat',
  schema,
  seed,
  routes({ api }, ctx) {
    const open = { public: true };
    api.get(`${BASE}/wxLogin.js`, ({ c }) => c.body(wxLoginScript, 200, { 'content-type': 'text/javascript; charset=utf-8' }), open);
    api.get(`${BASE}/qrconnect`, ({ c, query }) => qrPage(c, ctx, query), open);
    api.get(`${BASE}/poll`, ({ c, query }) => pollQr(ctx, query.uuid ?? '', c.req.raw.signal), open);
    api.get(`${BASE}/phone`, ({ c, query }) => phonePage(c, ctx, query.uuid ?? ''), open);
    api.post(`${BASE}/confirm`, ({ c, body }) => confirmQr(c, ctx, body), { ...open, form: true });

    api.post(
      '/api/auth/LoginWechat',
      ({ body, client }) => {
        const form = requireFields(body, { code: 'string', state: 'string' });
        return exchangeCode(ctx, form.code, form.state, client);
      },
      open,
    );

    api.post(
      '/api/auth/LoginWechatAndBind',
      ({ body, client }) => {
        const form = requireFields(body, { ...loginFields, unionId: 'string' });
        const pending = ctx.db
          .prepare('SELECT key FROM wechat_identities WHERE union_id = ? AND account_id IS NULL AND bind_until > ?')
          .get(form.unionId, ctx.now());
        if (!pending) throw new BusinessError('微信授权已失效，请重新扫码');
        const account = checkLogin(ctx, form, client);
        const taken = ctx.db.prepare('SELECT 1 FROM wechat_identities WHERE account_id = ?').get(account.id);
        if (taken) throw new BusinessError('该账号已绑定其他微信');
        ctx.db.prepare('UPDATE wechat_identities SET account_id = ?, bind_until = NULL WHERE union_id = ?').run(account.id, form.unionId);
        return loginData(ctx, account);
      },
      open,
    );
  },
};
