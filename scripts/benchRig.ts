// What every browser benchmark stands on: a build, the portal with a freshly seeded stand-in, the system Chromium.
import { chromium, type Browser } from '@playwright/test';
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { preview } from 'vite';
import { chromiumArgs } from '../playwright.config.ts';
import { startNginxFront } from './nginxFront.ts';
import { startPortal } from './portal.ts';
import { STORE_ORIGINS_ENV, configuredTargets, proxyTable, targetEnvNames, type ProxyTargets } from './proxy.ts';

export interface BenchRig {
  /** The portal's address (app and stand-in behind one origin). */
  url: string;
  browser: Browser;
  /** A folder of the bench's own, removed afterwards. */
  work: string;
  /** Where the bench's own pages (bench/: the floor, the peer, the 10,000-row list) are served, when asked for. */
  pagesUrl: string | null;
}

const BENCH_PAGES_CONFIG = resolve(import.meta.dirname, '../bench/vite.config.ts');

/**
 * Builds the portal (BENCH_OUT_DIR serves a build already made), starts it on a free port with a fresh
 * stand-in, launches the Chromium the e2e tests use, runs `bench` and takes it all down again. With `pages`
 * the bench's own pages are built too and served on a port of their own, their calls proxied to the same
 * services (a loopback origin, which the stand-in answers; the session cookie is the host's, whatever the port).
 */
export async function withBenchRig<T>(
  name: string,
  bench: (rig: BenchRig) => Promise<T>,
  options: { servicesApart?: boolean; pages?: boolean; nginxFront?: boolean } = {},
): Promise<T> {
  const work = mkdtempSync(join(tmpdir(), `${name}-`));
  const outDir = process.env.BENCH_OUT_DIR ?? join(work, 'dist');
  if (!process.env.BENCH_OUT_DIR) execSync(`npx vite build --outDir ${outDir} --emptyOutDir --logLevel warn`, { stdio: 'inherit' });
  const services = options.servicesApart ? await startStandInProcess(join(work, 'data')) : null;
  if (services) for (const [key, envName] of Object.entries(targetEnvNames)) process.env[envName] = services.urls[key as keyof ProxyTargets];
  if (services) process.env[STORE_ORIGINS_ENV] = services.storeUrl;
  const portal = await startPortal({ mode: 'preview', port: 0, outDir, dataDir: join(work, 'data'), fresh: true });
  // nginx in front: the page's origin is nginx's, the product's upload endpoints skip the portal for the services.
  if (options.nginxFront && !services) throw new Error('nginx in front needs the services apart (servicesApart)');
  const front = options.nginxFront && services ? await startNginxFront(work, portal.url, services.urls.api) : null;
  const pages = options.pages ? await servePages(join(work, 'pages'), portal.standIn?.urls ?? configuredTargets()!) : null;
  // playwright.config.ts (imported above for the arguments) has found the browser and put its path here.
  const browser = await chromium.launch({ executablePath: process.env.E2E_CHROMIUM, args: chromiumArgs });
  try {
    return await bench({ url: front?.url ?? portal.url, browser, work, pagesUrl: pages?.url ?? null });
  } finally {
    await browser.close();
    await pages?.close();
    front?.close();
    await portal.close();
    services?.process.kill();
    rmSync(work, { recursive: true, force: true });
  }
}

async function servePages(outDir: string, targets: ProxyTargets): Promise<{ url: string; close(): Promise<void> }> {
  execSync(`npx vite build --config ${BENCH_PAGES_CONFIG} --outDir ${outDir} --logLevel error`, { stdio: 'inherit' });
  const server = await preview({ configFile: BENCH_PAGES_CONFIG, build: { outDir }, preview: { host: '127.0.0.1', port: 0, proxy: proxyTable(targets) } });
  const address = server.httpServer.address() as AddressInfo;
  return { url: `http://127.0.0.1:${address.port}`, close: () => server.close() };
}

/**
 * The stand-in as a process of its own (`npm run stand-in`), as the services run apart from the proxy in front of
 * them once deployed: the portal's proxy then works on one core while the services work on the other.
 */
async function startStandInProcess(dataDir: string): Promise<{ urls: ProxyTargets; storeUrl: string; process: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mocks/main.ts', '--fresh'], { env: { ...process.env, STANDIN_DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'inherit'] });
  const urls: Partial<ProxyTargets & { store: string }> = {};
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the stand-in stopped (${code})`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      for (const [, service, url] of chunk.toString().matchAll(/^(\w+)\s+(http:\S+)$/gm)) urls[service as keyof typeof urls] = url;
      if (urls.store && Object.keys(targetEnvNames).every((key) => urls[key as keyof ProxyTargets])) resolve();
    });
  });
  const { store, ...services } = urls;
  return { urls: services as ProxyTargets, storeUrl: store!, process: child };
}
