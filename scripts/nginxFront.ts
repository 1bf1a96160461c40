import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** A free loopback port (it may be taken again before it is used; good enough for a test or a bench). */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The nginx binary, or null when it is not installed (Debian: apt-get install nginx). */
export function nginxBinary(): string | null {
  for (const candidate of ['nginx', '/usr/sbin/nginx']) {
    if (spawnSync(candidate, ['-v'], { stdio: 'ignore' }).status === 0) return candidate;
  }
  return null;
}

/** The site as deployed (deploy/nginx.conf). */
export const DEPLOYED_CONF = readFileSync(new URL('../deploy/nginx.conf', import.meta.url), 'utf8');

/** The location blocks of the deployed site, each with its text (they hold no nested braces). */
export function deployedLocations(): Array<{ name: string; body: string }> {
  return [...DEPLOYED_CONF.matchAll(/^\s*location\s+([^{]+)\{([^}]*)\}/gm)].map((match) => ({ name: match[1].trim(), body: match[2] }));
}

const UPLOAD_LOCATION = '/api/upload/direct/';
/** How the deployed upload location passes a part's body on: its size limit, buffering and timeout. */
const BODY_DIRECTIVES = /^(client_max_body_size|proxy_request_buffering|proxy_read_timeout)\s/;

function deployedBodyHandling(): string[] {
  const body = deployedLocations().find((location) => location.name === UPLOAD_LOCATION)?.body ?? '';
  const directives = body.split('\n').map((line) => line.trim()).filter((line) => BODY_DIRECTIVES.test(line));
  if (directives.length !== 3) throw new Error(`deploy/nginx.conf 的 ${UPLOAD_LOCATION} 应有 client_max_body_size、proxy_request_buffering 和 proxy_read_timeout`);
  return directives;
}

/**
 * nginx in front of the portal as deploy/nginx.conf puts it once deployed, for the upload bench: the product's own
 * upload endpoints go straight to the services, streamed unbuffered (the deployed location's settings), and
 * everything else to the portal's server. Plain HTTP on loopback and one process: what is measured is the hop.
 */
export async function startNginxFront(work: string, portalUrl: string, apiUrl: string): Promise<{ url: string; close(): void }> {
  const nginx = nginxBinary();
  if (!nginx) throw new Error('nginx 未安装（apt-get install -y nginx）');
  const dir = join(work, 'nginx');
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const upstream = (url: string) => new URL(url).host;
  const config = join(dir, 'nginx.conf');
  writeFileSync(
    config,
    `daemon off;
master_process off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${join(dir, 'body')};
  proxy_temp_path ${join(dir, 'proxy')};
  proxy_http_version 1.1;
  proxy_set_header Connection "";
  proxy_set_header X-Forwarded-For $remote_addr;
  server {
    listen 127.0.0.1:${port};
    location ${UPLOAD_LOCATION} {
      proxy_pass http://${upstream(apiUrl)};
      ${deployedBodyHandling().join('\n      ')}
    }
    location / {
      proxy_pass http://${upstream(portalUrl)};
      proxy_set_header Host $http_host;
      proxy_buffering off;
      client_max_body_size 10m;
    }
  }
}
`,
  );
  const errorLog = join(dir, 'error.log');
  const child = spawn(nginx, ['-p', dir, '-c', config, '-e', errorLog], { stdio: ['ignore', 'inherit', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  const close = () => void child.kill();
  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null) throw new Error(`nginx stopped (${child.exitCode}); see ${errorLog}`);
    if (await fetch(`${url}/robots.txt`).then((response) => response.ok, () => false)) break;
    if (tries > 100) {
      close();
      throw new Error(`nginx did not answer within 10 s; see ${errorLog}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, close };
}
