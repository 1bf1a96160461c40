/**
 * `npm run bench:charts`
 *
 * 1. Seeds a fresh in-memory stand-in and prints how long the agents-and-analysis modules' seeds take
 *    (target < 150 ms together).
 * 2. Builds the portal (or serves BENCH_OUT_DIR when given), signs in as agent01 and opens
 *    /twoAgentSalesCharts (24 months × 20 sub-agents) in headless Chromium five times; prints the time from
 *    navigation until the three charts have drawn and the tables hold their rows (target < 1 s).
 */
import { chromium } from '@playwright/test';
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs } from '../playwright.config.ts';
import { openDb } from '../mocks/db.ts';
import type { StandInContext } from '../mocks/module.ts';
import { modules } from '../mocks/modules.ts';
import { SMS_SCHEMA, SmsOutbox } from '../mocks/sms.ts';
import { startPortal } from './portal.ts';

const OURS = new Set(['agents', 'agentRecords', 'agentUsage', 'agentBoard']);
const RUNS = 5;

function seedTime(): number {
  const db = openDb(':memory:');
  const ctx = { db, now: () => Date.now(), sms: new SmsOutbox(() => db, () => Date.now()), orderFulfillers: new Map() } as StandInContext;
  db.exec(SMS_SCHEMA);
  for (const module of modules) if (module.schema) db.exec(module.schema);
  let ours = 0;
  db.transaction(() => {
    for (const module of modules) {
      const started = performance.now();
      module.seed?.(ctx);
      if (OURS.has(module.name)) ours += performance.now() - started;
    }
  })();
  db.close();
  return ours;
}

async function chartTimes(): Promise<number[]> {
  const work = mkdtempSync(join(tmpdir(), 'chart-bench-'));
  const outDir = process.env.BENCH_OUT_DIR ?? join(work, 'dist');
  if (!process.env.BENCH_OUT_DIR) execSync(`npx vite build --outDir ${outDir} --emptyOutDir --logLevel warn`, { stdio: 'inherit' });
  const portal = await startPortal({ mode: 'preview', port: 0, outDir, dataDir: join(work, 'data'), fresh: true });
  const browser = await chromium.launch({ executablePath: execSync('command -v chromium').toString().trim(), args: chromiumArgs });
  try {
    const response = await fetch(`${portal.url}/api/__dev/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'agent01' }) });
    const { data } = (await response.json()) as { data: { token: string } };
    const context = await browser.newContext({ locale: 'zh-CN' });
    await context.addCookies([{ name: 'token', value: data.token, url: portal.url }]);
    const page = await context.newPage();
    const times: number[] = [];
    // The first visit installs the service worker and warms the chunks; it is not counted.
    for (let run = 0; run <= RUNS; run += 1) {
      const started = Date.now();
      await page.goto(`${portal.url}/twoAgentSalesCharts`);
      await page.getByRole('img', { name: '销售趋势' }).locator('canvas').first().waitFor();
      await page.getByRole('cell', { name: /^\d{4}-\d{2}$/ }).first().waitFor();
      await page.waitForFunction(() => document.querySelectorAll('[role=img] canvas').length >= 3);
      if (run > 0) times.push(Date.now() - started);
    }
    return times;
  } finally {
    await browser.close();
    await portal.close();
    rmSync(work, { recursive: true, force: true });
  }
}

const seedMs = seedTime();
console.log(`agents and analysis seeds: ${seedMs.toFixed(1)} ms (target < 150 ms)`);
const times = await chartTimes();
const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];
console.log(`/twoAgentSalesCharts (24 months × 20 sub-agents), navigation to drawn charts and tables: median ${median} ms of ${times.join(', ')} ms (target < 1000 ms)`);
