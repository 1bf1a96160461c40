// What every browser benchmark stands on: a build, the portal with a freshly seeded stand-in, the system Chromium.
import { chromium, type Browser } from '@playwright/test';
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs } from '../playwright.config.ts';
import { startPortal } from './portal.ts';
import { targetEnvNames, type ProxyTargets } from './proxy.ts';

export interface BenchRig {
  /** The portal's address (app and stand-in behind one origin). */
  url: string;
  browser: Browser;
  /** A folder of the bench's own, removed afterwards. */
  work: string;
}

/**
 * Builds the portal (BENCH_OUT_DIR serves a build already made), starts it on a free port with a fresh
 * stand-in, launches the Chromium the e2e tests use, runs `bench` and takes it all down again.
 */
export async function withBenchRig<T>(name: string, bench: (rig: BenchRig) => Promise<T>, options: { servicesApart?: boolean } = {}): Promise<T> {
  const work = mkdtempSync(join(tmpdir(), `${name}-`));
  const outDir = process.env.BENCH_OUT_DIR ?? join(work, 'dist');
  if (!process.env.BENCH_OUT_DIR) execSync(`npx vite build --outDir ${outDir} --emptyOutDir --logLevel warn`, { stdio: 'inherit' });
  const services = options.servicesApart ? await startStandInProcess(join(work, 'data')) : null;
  if (services) for (const [key, envName] of Object.entries(targetEnvNames)) process.env[envName] = services.urls[key as keyof ProxyTargets];
  const portal = await startPortal({ mode: 'preview', port: 0, outDir, dataDir: join(work, 'data'), fresh: true });
  // playwright.config.ts (imported above for the arguments) has found the browser and put its path here.
  const browser = await chromium.launch({ executablePath: process.env.E2E_CHROMIUM, args: chromiumArgs });
  try {
    return await bench({ url: portal.url, browser, work });
  } finally {
    await browser.close();
    await portal.close();
    services?.process.kill();
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * The stand-in as a process of its own (`npm run stand-in`), as the services run apart from the proxy in front of
 * them once deployed: the portal's proxy then works on one core while the services work on the other.
 */
async function startStandInProcess(dataDir: string): Promise<{ urls: ProxyTargets; process: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mocks/main.ts', '--fresh'], { env: { ...process.env, STANDIN_DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'inherit'] });
  const urls: Partial<ProxyTargets> = {};
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the stand-in stopped (${code})`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      for (const [, service, url] of chunk.toString().matchAll(/^(\w+)\s+(http:\S+)$/gm)) urls[service as keyof ProxyTargets] = url;
      if (Object.keys(targetEnvNames).every((key) => urls[key as keyof ProxyTargets])) resolve();
    });
  });
  return { urls: urls as ProxyTargets, process: child };
}
