// What every browser benchmark stands on: a build, the portal with a freshly seeded stand-in, the system Chromium.
import { chromium, type Browser } from '@playwright/test';
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs } from '../playwright.config.ts';
import { startPortal } from './portal.ts';

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
export async function withBenchRig<T>(name: string, bench: (rig: BenchRig) => Promise<T>): Promise<T> {
  const work = mkdtempSync(join(tmpdir(), `${name}-`));
  const outDir = process.env.BENCH_OUT_DIR ?? join(work, 'dist');
  if (!process.env.BENCH_OUT_DIR) execSync(`npx vite build --outDir ${outDir} --emptyOutDir --logLevel warn`, { stdio: 'inherit' });
  const portal = await startPortal({ mode: 'preview', port: 0, outDir, dataDir: join(work, 'data'), fresh: true });
  // playwright.config.ts (imported above for the arguments) has found the browser and put its path here.
  const browser = await chromium.launch({ executablePath: process.env.E2E_CHROMIUM, args: chromiumArgs });
  try {
    return await bench({ url: portal.url, browser, work });
  } finally {
    await browser.close();
    await portal.close();
    rmSync(work, { recursive: true, force: true });
  }
}
