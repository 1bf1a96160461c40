import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SLIP_MAX_BYTES } from '../src/contracts/recharges.ts';
import { DEPLOYED_CONF, deployedLocations, freePort, nginxBinary } from './nginxFront.ts';
import { securityHeaders } from './securityHeaders.ts';

/**
 * deploy/nginx.conf as nginx itself reads it: `nginx -t` accepts it (with the example hosts pointed at
 * loopback and a throw-away certificate), and a request through it carries the security headers in
 * every location. Without an nginx binary (Debian: apt-get install nginx) the checks print why they
 * did not run.
 */

/** What `npm start` sends for the example deployment's origins: nginx must send the same, plus HSTS. */
const PORTAL_HEADERS = securityHeaders({ VITE_FRAME_ORIGINS: 'https://legacy.example.com', VITE_LEGACY_LOGIN_ORIGIN: 'https://legacy.example.com' });
const SECURITY_HEADERS = [...Object.keys(PORTAL_HEADERS), 'Strict-Transport-Security'];

const nginx = nginxBinary();
const absent = () => console.warn('nginx 未安装（apt-get install -y nginx）：跳过 deploy/nginx.conf 的 nginx -t 检查');


const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of the site that nginx can load here: loopback upstreams and ports, a fresh certificate, a tiny dist. */
async function testSetup(): Promise<{ dir: string; main: string; httpsPort: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'nginx-conf-'));
  dirs.push(dir);
  chmodSync(dir, 0o755);
  const dist = join(dir, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>portal</title>');
  writeFileSync(join(dist, 'sw.js'), '// sw');
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
  writeFileSync(join(dist, 'assets', 'app-1234.js'), '// app');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=agent.example.com',
    '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' });
  const [httpsPort, httpPort] = [await freePort(), await freePort()];
  const site = DEPLOYED_CONF.replace(/server [a-z]+\.example\.com:443;/g, 'server 127.0.0.1:9;')
    .replace('listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`)
    .replace('listen 80;', `listen 127.0.0.1:${httpPort};`)
    .replace('/etc/ssl/agent-portal/fullchain.pem', join(dir, 'cert.pem'))
    .replace('/etc/ssl/agent-portal/privkey.pem', join(dir, 'key.pem'))
    .replace('root /srv/agent-portal/dist;', `root ${dist};`);
  writeFileSync(join(dir, 'site.conf'), site);
  const main = join(dir, 'nginx.conf');
  writeFileSync(
    main,
    `pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')};
events {}
http {
  access_log off;
  client_body_temp_path ${join(dir, 'body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
  include ${join(dir, 'site.conf')};
}
`,
  );
  return { dir, main, httpsPort };
}

function headersOf(port: number, path: string, body?: string): Promise<Record<string, string | string[] | undefined>> {
  return new Promise((resolve, reject) => {
    const method = body === undefined ? 'GET' : 'POST';
    const headers = body === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) };
    const req = request({ host: '127.0.0.1', port, path, method, headers, rejectUnauthorized: false, servername: 'agent.example.com' }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: String(response.statusCode), ...response.headers }));
    });
    // nginx may answer 413 before reading the whole body and close: the answer is what counts.
    req.on('error', reject);
    req.end(body);
  });
}

/** The JSON the recharge page posts for the largest slip allowed (base64 inside JSON). */
const largestSlipBody = () => JSON.stringify({ amountFen: 100_000, slipFileName: 'slip.jpg', slipBase64: Buffer.alloc(SLIP_MAX_BYTES, 1).toString('base64'), idempotencyKey: 'k'.repeat(36) });

describe('deploy/nginx.conf', () => {
  it('sets every security header with `always` in every location, and verifies the upstreams', () => {
    expect(deployedLocations().length).toBeGreaterThan(5);
    for (const location of deployedLocations()) {
      for (const header of SECURITY_HEADERS) {
        expect(location.body, `${location.name}: ${header}`).toMatch(new RegExp(`add_header ${header} .*always;`));
      }
    }
    expect(DEPLOYED_CONF).toMatch(/proxy_ssl_verify on;/);
    for (const location of deployedLocations().filter((l) => /proxy_pass/.test(l.body))) {
      expect(location.body, location.name).toMatch(/proxy_ssl_name \S+\.example\.com;/);
      expect(location.body, location.name).toMatch(/proxy_set_header Host \S+\.example\.com;/);
      // The services' answers are never stored, whatever the upstream says.
      expect(location.body, location.name).toMatch(/proxy_hide_header Cache-Control;\s+add_header Cache-Control "no-store" always;/);
    }
    const direct = deployedLocations().find((l) => l.name === '/api/upload/direct/');
    expect(direct?.body).toMatch(/client_max_body_size 10m;/);
    const slip = deployedLocations().find((l) => l.name === '= /orderapi/Recharge/Transfer');
    const limitMb = Number(/client_max_body_size (\d+)m;/.exec(slip?.body ?? '')?.[1]);
    expect(limitMb * 1024 * 1024).toBeGreaterThan(Buffer.byteLength(largestSlipBody()));
  });

  it('passes nginx -t, and a request through it gets the headers in each location', async () => {
    if (!nginx) return absent();
    const { dir, main, httpsPort } = await testSetup();
    const check = spawnSync(nginx, ['-t', '-p', dir, '-c', main, '-e', join(dir, 'error.log')], { encoding: 'utf8' });
    expect(check.stderr).toContain('test is successful');

    const server = spawn(nginx, ['-p', dir, '-c', main, '-e', join(dir, 'error.log'), '-g', 'daemon off; master_process off;'], { stdio: 'ignore' });
    try {
      let root: Record<string, string | string[] | undefined> | null = null;
      for (let attempt = 0; attempt < 50 && !root; attempt += 1) {
        root = await headersOf(httpsPort, '/').catch(() => null);
        if (!root) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      for (const path of ['/', '/customerInformationManage', '/sw.js', '/assets/app-1234.js', '/assets/missing.js', '/robots.txt', '/api/account/AccountInfo']) {
        const headers = path === '/' && root ? root : await headersOf(httpsPort, path);
        // The same values as npm start's, header by header.
        for (const [header, value] of Object.entries(PORTAL_HEADERS)) expect(headers[header.toLowerCase()], `${path} ${header}`).toBe(value);
        expect(headers['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains');
      }
      expect(PORTAL_HEADERS['Content-Security-Policy']).toMatch(/^default-src 'self';.*connect-src 'self' https:.*form-action 'self' https:\/\/legacy\.example\.com;/);
      expect((await headersOf(httpsPort, '/sw.js'))['cache-control']).toBe('no-cache');
      // The order service is unreachable here (502): the answer is still never stored.
      expect((await headersOf(httpsPort, '/orderapi/Order/PageList'))['cache-control']).toBe('no-store');
      // A file the build has is served, not the app shell.
      expect((await headersOf(httpsPort, '/robots.txt'))['content-type']).toMatch(/^text\/plain/);
      expect((await headersOf(httpsPort, '/assets/missing.js')).status).toBe('404');
      // The largest slip passes nginx on to the order service (here unreachable: 502); on any other
      // order route the same body is refused by the 1 MB limit.
      const slip = largestSlipBody();
      expect((await headersOf(httpsPort, '/orderapi/Recharge/Transfer', slip)).status).toBe('502');
      expect((await headersOf(httpsPort, '/orderapi/Recharge/Create', slip)).status).toBe('413');
    } finally {
      server.kill();
    }
  }, 30_000);
});
