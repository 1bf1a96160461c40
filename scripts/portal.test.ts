import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAND_IN_WECHAT_APPID } from '../mocks/modules/login/wechat.ts';
import { startPortal, type Portal } from './portal.ts';

/**
 * `npm start` as a browser meets it: the production server (here over a one-page build) in front of
 * the stand-in. What it adds of its own: the security headers, and the client address and its own address it forwards.
 */
let portal: Portal;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portal-test-'));
  mkdirSync(join(dir, 'dist'));
  writeFileSync(join(dir, 'dist', 'index.html'), '<!doctype html><title>代理商后台</title><div id="root"></div>');
  portal = await startPortal({ mode: 'preview', port: 0, outDir: join(dir, 'dist'), dataDir: join(dir, 'data'), fresh: true });
}, 60_000);
afterAll(async () => {
  await portal?.close();
  rmSync(dir, { recursive: true, force: true });
});

const login = (headers: Record<string, string> = {}) =>
  fetch(`${portal.url}/api/Auth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ Username: 'agent01', password: 'wrong-password', accountType: 2, authorCode: '000000' }),
  });

describe('npm start', () => {
  it('answers pages and the API alike with the security headers', async () => {
    for (const response of [await fetch(`${portal.url}/`), await fetch(`${portal.url}/customerInformationManage`), await login()]) {
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toMatch(/^default-src 'self'; script-src 'self';/);
      // The frame allowlist of .env.production: the loopback origins the old system is served on.
      expect(policy).toContain("frame-src 'self' http://127.0.0.1:* http://localhost:*;");
      // Uploads go to the stand-in's object store; no legacy-login origin is set, so forms go to loopback only.
      expect(policy).toContain(`connect-src 'self' https://*.aliyuncs.com https://*.myqcloud.com https://*.myhuaweicloud.com ${portal.standIn!.storeUrl};`);
      expect(policy).toContain("img-src 'self' data: blob: ");
      expect(policy).toContain("form-action 'self' http://127.0.0.1:* http://localhost:*;");
      expect(policy).toContain("frame-ancestors 'self'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('permissions-policy')).toContain('camera=(), microphone=(), geolocation=()');
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    }
  });

  it('answers the services with no-store, and pages without it', async () => {
    expect((await login()).headers.get('cache-control')).toBe('no-store');
    expect((await fetch(`${portal.url}/orderapi/Order/PageList`, { method: 'POST', body: '{}' })).headers.get('cache-control')).toBe('no-store');
    expect((await fetch(`${portal.url}/`)).headers.get('cache-control')).not.toBe('no-store');
  });

  it('forwards the connection address, not the X-Forwarded-For the browser made up', async () => {
    const failures = () =>
      portal.standIn!.ctx.db.prepare("SELECT client FROM login_failures WHERE account = 'agent01' ORDER BY id").all() as Array<{ client: string }>;
    await login({ 'X-Forwarded-For': '203.0.113.7' });
    await login({ 'X-Forwarded-For': '198.51.100.9, 203.0.113.8' });
    const clients = failures().map((row) => row.client);
    expect(clients.length).toBeGreaterThanOrEqual(2);
    for (const client of clients) expect(client).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/);
  });

  it("hands out a payment's QR code naming the portal's own address, where its phone page is served and paid", async () => {
    const post = async <T>(path: string, body: object, token?: string) =>
      ((await (
        await fetch(`${portal.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify(body),
        })
      ).json()) as { data: T }).data;
    const { token } = await post<{ token: string }>('/api/__dev/session', { account: 'agent01' });
    const { orderNo } = await post<{ orderNo: string }>('/api/__dev/order', { account: 'agent01', amountFen: 100 });
    const { payNo, qrUrl } = await post<{ payNo: string; qrUrl: string }>('/orderapi/Pay/CreateQr', { targetKind: 'order', targetNo: orderNo, channel: '微信', idempotencyKey: 'portal-qr-01' }, token);
    expect(qrUrl).toBe(`${portal.url}/orderapi/pay-phone/${payNo}`);
    expect(await (await fetch(qrUrl)).text()).toContain('¥1.00');
    const paid = await fetch(`${qrUrl}/confirm`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'action=pay' });
    expect(await paid.text()).toContain('支付成功');
  });

  it("keeps the hosted WeChat page's own policy, which allows its one inline script by hash", async () => {
    const query = new URLSearchParams({ appid: STAND_IN_WECHAT_APPID, redirect_uri: `${portal.url}/wxLogin`, state: 's', scope: 'snsapi_login' });
    const response = await fetch(`${portal.url}/api/hosted/wechat/qrconnect?${query}`);
    const script = /<script>([\s\S]*)<\/script>/.exec(await response.text())![1];
    const hash = createHash('sha256').update(script).digest('base64');
    expect(response.headers.get('content-security-policy')).toContain(`script-src 'sha256-${hash}'`);
  });
});
