import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from './http.ts';
import { TOKEN_LIFETIME_MS } from './domain/tokens.ts';
import { RESEND_WINDOW_MS } from './sms.ts';
import { serviceNames, startStandIn, type StandIn } from './standIn.ts';

let standIn: StandIn;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'stand-in-test-'));
  standIn = await startStandIn({ dataDir, fresh: true });
});
afterAll(async () => {
  await standIn.close();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => standIn.reset());

async function call(path: string, init: { method?: string; body?: string | object; token?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const body = typeof init.body === 'string' ? init.body : init.body && JSON.stringify(init.body);
  const response = await fetch(`${standIn.urls.api}${path}`, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body });
  return { status: response.status, json: (await response.json()) as { code?: number; Code?: number; msg: string; data: never } };
}

/** Signs in as the login page does: a phone code to the bound phone, then account, password and code. */
async function login(Username: string, password: string) {
  await call('/api/account/GeneralCustomerValidCode', { body: { userName: Username } });
  const phone = (standIn.ctx.db.prepare('SELECT phone FROM accounts WHERE account = ?').get(Username) as { phone: string }).phone;
  const authorCode = standIn.ctx.sms.list(phone)[0]?.code ?? '';
  const answer = await call('/api/Auth/Login', { body: { Username, password, accountType: 2, authorCode } });
  await call('/api/__dev/clock', { body: { advanceMs: RESEND_WINDOW_MS } }); // so the next sign-in may send a code
  return answer;
}

describe('sign-in and tokens', () => {
  it('issues an opaque token that opens protected calls', async () => {
    const { json } = await login('agent01', 'Agent@2026');
    expect(json.code).toBe(200);
    const info = await call('/api/account/AccountInfo', { token: (json.data as { token: string }).token });
    expect(info.json).toMatchObject({ code: 200, data: { account: 'agent01', agentNo: 'A10001', isParent: true } });
  });

  it("answers '账号、密码或验证码错误' for a wrong password", async () => {
    expect((await login('agent01', 'wrong')).json).toMatchObject({ code: 500, msg: '账号、密码或验证码错误' });
  });

  it('tells a weak password by samleLoginNum', async () => {
    expect((await login('weak01', '12345678')).json.data).toMatchObject({ samleLoginNum: 3 });
    expect((await login('staff01', 'Staff@2026')).json.data).not.toHaveProperty('samleLoginNum');
  });

  it('answers lowercase code 403 without a token, with an unknown one, after logout and after a day', async () => {
    expect((await call('/api/account/AccountInfo')).json.code).toBe(403);
    expect((await call('/api/account/AccountInfo', { token: 'forged' })).json.code).toBe(403);
    const token = ((await login('agent01', 'Agent@2026')).json.data as { token: string }).token;
    await call('/api/Auth/Logout', { token, body: {} });
    expect((await call('/api/account/AccountInfo', { token })).json.code).toBe(403);
    const fresh = ((await login('agent01', 'Agent@2026')).json.data as { token: string }).token;
    await call('/api/__dev/clock', { body: { advanceMs: TOKEN_LIFETIME_MS } });
    expect((await call('/api/account/AccountInfo', { token: fresh })).json.code).toBe(403);
  });

  it('matches paths case-insensitively, as the provider does', async () => {
    expect((await call('/API/account/accountinfo')).json.code).toBe(403);
    expect((await call('/api/BANNER/loginbannerlist?number=1')).json.code).toBe(200);
  });
});

describe('envelope and bad input', () => {
  it('answers unknown routes with a 404 envelope', async () => {
    expect(await call('/api/no/such/route')).toEqual({ status: 404, json: { code: 404, msg: '接口不存在', data: null } });
  });

  it('answers malformed JSON and bodies over 1 MB with Code 400 and a Chinese message', async () => {
    const malformed = await call('/api/Auth/Login', { body: '{"Username": ' });
    expect(malformed).toMatchObject({ status: 400, json: { Code: 400, msg: '请求格式错误：内容不是合法的 JSON' } });
    const huge = await call('/api/Auth/Login', { body: `{"Username":"${'x'.repeat(MAX_BODY_BYTES)}"}` });
    expect(huge).toMatchObject({ status: 400, json: { Code: 400, msg: '请求内容过大，上限为 1 MB' } });
  });

  it('names a missing or wrongly typed field', async () => {
    expect((await call('/api/Auth/Login', { body: { password: 'x' } })).json).toMatchObject({ Code: 400, msg: '缺少参数 Username' });
    expect((await call('/api/Auth/Login', { body: { Username: 5, password: 'x' } })).json).toMatchObject({
      Code: 400,
      msg: '参数 Username 应为字符串',
    });
    expect((await call('/api/Auth/Login', { body: [] })).json).toMatchObject({ Code: 400, msg: '请求内容应为 JSON 对象' });
  });

  it('never crashes on bad bodies, on any route of any service, and keeps serving', async () => {
    const token = ((await call('/api/__dev/session', { body: { account: 'agent01' } })).json.data as { token: string }).token;
    const badBodies = ['{', 'null', '[]', '"text"', '12', '{"Username":{"$gt":""},"password":[1]}', `{"a":"${'界'.repeat(400_000)}"}`];
    const problems: string[] = [];
    for (const name of serviceNames) {
      const routes = standIn.declared(name).filter((route) => route.method !== 'get' && !route.path.includes('/__dev/reset'));
      for (const route of routes) {
        const path = route.path.replace(/:[^/]+/g, 'x');
        for (const body of badBodies) {
          const response = await fetch(`${standIn.urls[name]}${path}`, {
            method: route.method,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body,
          });
          const text = await response.text();
          let envelope: { code?: unknown; Code?: unknown; success?: unknown } = {};
          try {
            envelope = JSON.parse(text);
          } catch {
            problems.push(`${name} ${route.method} ${path}: not JSON (${response.status})`);
            continue;
          }
          const answered = typeof envelope.code === 'number' || typeof envelope.Code === 'number' || typeof envelope.success === 'boolean';
          if (response.status >= 500 || !answered) problems.push(`${name} ${route.method} ${path} ${body.slice(0, 30)}: ${response.status} ${text.slice(0, 80)}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect((await login('agent01', 'Agent@2026')).json.code).toBe(200);
  }, 60_000); // every route of every area, each with seven bad bodies: grows with the stand-in
});

describe('SMS outbox', () => {
  it('keeps each 6-digit code, newest first, and refuses a second send inside 120 s', async () => {
    const first = standIn.ctx.sms.send('13800000001', 'test');
    expect(first).toMatch(/^\d{6}$/);
    expect(() => standIn.ctx.sms.send('13800000001', 'test')).toThrow(/验证码发送过于频繁，请120秒后再试/);
    await call('/api/__dev/clock', { body: { advanceMs: RESEND_WINDOW_MS } });
    const second = standIn.ctx.sms.send('13800000001', 'test');
    const { json } = await call('/api/__dev/sms?phone=13800000001');
    expect((json.data as Array<{ code: string; phone: string; text: string }>).map((entry) => entry.code)).toEqual([second, first]);
    expect((json.data as Array<{ text: string }>)[0].text).toContain(second);
  });

  it('accepts a code once, within 5 minutes', async () => {
    const code = standIn.ctx.sms.send('13800000002', 'test');
    expect(standIn.ctx.sms.verify('13800000002', 'test', '000000' === code ? '111111' : '000000')).toBe('wrong');
    expect(standIn.ctx.sms.verify('13800000002', 'test', code)).toBe('ok');
    expect(standIn.ctx.sms.verify('13800000002', 'test', code)).toBe('used');
    const late = (standIn.ctx.sms.send('13800000003', 'test'), standIn.ctx.sms.list('13800000003')[0].code);
    await call('/api/__dev/clock', { body: { advanceMs: 5 * 60 * 1000 + 1 } });
    expect(standIn.ctx.sms.verify('13800000003', 'test', late)).toBe('expired');
  });
});

describe('reset', () => {
  it('reseeds: a changed database comes back as seeded', async () => {
    standIn.ctx.db.prepare("UPDATE accounts SET name = '改过的名字' WHERE account = 'agent01'").run();
    await call('/api/__dev/reset', { body: {} });
    const row = standIn.ctx.db.prepare("SELECT name FROM accounts WHERE account = 'agent01'").get() as { name: string };
    expect(row.name).toBe('张伟');
  });

  it('ends every session, unless asked to keep them: a portal kept open across the reset stays signed in', async () => {
    const signedIn = async () => ((await call('/api/__dev/session', { body: { account: 'agent01' } })).json.data as { token: string }).token;
    const answers = async (token: string) => (await call('/api/account/AccountInfo', { token })).json.code;
    const kept = await signedIn();
    await call('/api/__dev/reset', { body: { keepSessions: true } });
    expect(await answers(kept), 'kept across the reset').toBe(200);
    await call('/api/__dev/reset', { body: {} });
    expect(await answers(kept), 'ended by a plain reset').toBe(403);
  });

  it('brings back every row as seeded, rowids and counters included, whatever wrote it: updates, deletes, inserts, cascades, two resets running', async () => {
    const db = standIn.ctx.db;
    const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as Array<{ name: string }>).map((row) => row.name);
    const world = () => tables.map((name) => JSON.stringify(db.prepare(`SELECT rowid, * FROM "${name}" ORDER BY rowid`).all()));
    // An AUTOINCREMENT table: its counter (sqlite_sequence) moves with each insert, deleted rows or not.
    const nextCodeId = () => Number(db.prepare("INSERT INTO register_picture_codes (answer, issued_at) VALUES ('abcd', 0)").run().lastInsertRowid);
    const seeded = world();
    const firstNewCode = nextCodeId();
    await call('/api/__dev/reset', { body: {} });

    for (let round = 0; round < 2; round += 1) {
      db.exec("UPDATE customers SET name = '改过的名字' WHERE id < 50; DELETE FROM db_backups WHERE id % 3 = 0");
      db.prepare('DELETE FROM register_picture_codes WHERE id = ?').run(nextCodeId());
      // A notice's reads go with it (ON DELETE CASCADE): written by SQLite, not by a statement of the stand-in.
      const notice = Number(db.prepare("INSERT INTO notices (title, notice_type, content, published_at) VALUES ('t', '通知', 'c', 0)").run().lastInsertRowid);
      db.prepare('INSERT INTO notice_reads (notice_id, account_id, read_at) SELECT ?, id, 0 FROM accounts LIMIT 3').run(notice);
      db.prepare('DELETE FROM notices WHERE id = ?').run(notice);
      expect(db.prepare('SELECT COUNT(*) AS reads FROM notice_reads WHERE notice_id = ?').get(notice), 'the cascade took the reads').toEqual({ reads: 0 });
      await call('/api/__dev/reset', { body: {} });
      world().forEach((rows, index) => expect(rows === seeded[index], `${tables[index]} after reset ${round + 1}`).toBe(true));
    }
    expect(nextCodeId(), 'the AUTOINCREMENT counter is back where the seed left it').toBe(firstNewCode);
  });
});

describe('the clock', () => {
  it("dates every answer of every service by the stand-in's clock, moved by /api/__dev/clock", async () => {
    const dateOf = async (url: string) => Date.parse((await fetch(url)).headers.get('date') ?? '');
    const DAY = 86_400_000;
    for (const name of serviceNames) expect(Math.abs((await dateOf(`${standIn.urls[name]}/nowhere`)) - standIn.ctx.now()), name).toBeLessThan(2_000);
    await call('/api/__dev/clock', { body: { advanceMs: DAY } });
    expect(Math.abs((await dateOf(`${standIn.urls.api}/api/account/AccountInfo`)) - Date.now() - DAY)).toBeLessThan(2_000);
  });

  it('seeds the same world, row for row, from the same instant', async () => {
    const at = Date.parse('2028-02-29T12:00:00+08:00');
    const digest = async () => {
      const folder = mkdtempSync(join(tmpdir(), 'stand-in-same-world-'));
      const world = await startStandIn({ dataDir: folder, fresh: true, clockStart: at });
      const tables = world.ctx.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as Array<{ name: string }>;
      const rows = tables.map(({ name }) => JSON.stringify(world.ctx.db.prepare(`SELECT * FROM ${name}`).all()));
      await world.close();
      rmSync(folder, { recursive: true, force: true });
      return rows;
    };
    const [first, second] = [await digest(), await digest()];
    expect(second.length).toBe(first.length);
    second.forEach((rows, index) => expect(rows === first[index], `table ${index}`).toBe(true));
  });
});
