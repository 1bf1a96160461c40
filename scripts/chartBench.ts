/**
 * `npm run bench:charts`
 *
 * 1. Seeds a fresh in-memory stand-in and prints how long the agents-and-analysis modules' seeds take
 *    (target < 150 ms together).
 * 2. Builds the portal (or serves BENCH_OUT_DIR when given), signs in as agent01 and opens
 *    /twoAgentSalesCharts (24 months × 20 sub-agents) in headless Chromium; prints the time from a full
 *    navigation (app start included) until the three charts have drawn and the tables hold their rows, and
 *    the time the open screen takes to fetch and draw the 24 months again after 季 (target < 1 s).
 */
import { cpus, loadavg } from 'node:os';
import { SeedCalendar } from '../mocks/seedCalendar.ts';
import { openDb } from '../mocks/db.ts';
import type { StandInContext } from '../mocks/module.ts';
import { modules } from '../mocks/modules.ts';
import { SMS_SCHEMA, SmsOutbox } from '../mocks/sms.ts';
import { withBenchRig } from './benchRig.ts';
import { chartsDrawn } from './chartsDrawn.ts';

const OURS = new Set(['agents', 'agentRecords', 'agentUsage', 'agentBoard']);
const RUNS = 5;

function seedTime(): number {
  const db = openDb(':memory:');
  const ctx = { db, now: () => Date.now(), sms: new SmsOutbox(() => db, () => Date.now()), orderFulfillers: new Map() } as StandInContext;
  db.exec(SMS_SCHEMA);
  for (const module of modules) if (module.schema) db.exec(module.schema);
  let ours = 0;
  const calendar = new SeedCalendar(ctx.now());
  db.transaction(() => {
    for (const module of modules) {
      const started = performance.now();
      module.seed?.(ctx, calendar);
      if (OURS.has(module.name)) ours += performance.now() - started;
    }
  })();
  db.close();
  return ours;
}

async function chartTimes(): Promise<{ navigation: number[]; redraw: number[] }> {
  return withBenchRig('chart-bench', async ({ url, browser }) => {
    const response = await fetch(`${url}/api/__dev/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'agent01' }) });
    const { data } = (await response.json()) as { data: { token: string } };
    const context = await browser.newContext({ locale: 'zh-CN' });
    await context.addCookies([{ name: 'token', value: data.token, url }]);
    const page = await context.newPage();
    const navigation: number[] = [];
    const redraw: number[] = [];
    const drawn = (cell: RegExp) => chartsDrawn(page, cell);
    // The first visit installs the service worker and warms the chunks; it is not counted.
    for (let run = 0; run <= RUNS; run += 1) {
      const started = Date.now();
      await page.goto(`${url}/twoAgentSalesCharts`);
      await drawn(/^\d{4}-\d{2}$/);
      if (run > 0) navigation.push(Date.now() - started);
    }
    for (let run = 0; run < RUNS; run += 1) {
      await page.getByText('季', { exact: true }).click();
      await drawn(/^\d{4}-Q[1-4]$/);
      const started = Date.now();
      await page.getByText('月', { exact: true }).click();
      await drawn(/^\d{4}-\d{2}$/);
      redraw.push(Date.now() - started);
    }
    return { navigation, redraw };
  });
}

const seedMs = seedTime();
console.log(`agents and analysis seeds: ${seedMs.toFixed(1)} ms (target < 150 ms)`);
const { navigation, redraw } = await chartTimes();
const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];
console.log(`/twoAgentSalesCharts (24 months × 20 sub-agents), full navigation to drawn charts and tables: median ${median(navigation)} ms of ${navigation.join(', ')} ms`);
console.log(`/twoAgentSalesCharts, the open screen fetching and drawing 24 months again: median ${median(redraw)} ms of ${redraw.join(', ')} ms (target < 1000 ms)`);
console.log(`load average while measuring: ${loadavg().map((load) => load.toFixed(1)).join(' ')} (${cpus().length} cores)`);
