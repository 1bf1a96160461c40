import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { findChromium } from '../tests/e2e/chromium.ts';
import { startPortal } from './portal.ts';

/**
 * `npm run audit`: Lighthouse's accessibility, best-practices and SEO audits, desktop and mobile, on the login
 * and registration pages, a gift page, the home page and a list, against `npm start`'s build and a fresh
 * stand-in (signed in as agent01 for the last two). Prints each page's scores and what any audit marks down;
 * fails on anything marked down but what robots.txt means to do: keep the signed-in screens out of search
 * engines (Lighthouse's is-crawlable, which costs those pages their SEO score). Lighthouse is not a dependency: `npx` fetches the pinned version
 * (LIGHTHOUSE names another) and starts the Chromium the browser tests use (tests/e2e/chromium.ts) headless; the
 * signed-in pages get a profile holding the session cookie the login page would leave.
 */
const LIGHTHOUSE = process.env.LIGHTHOUSE ?? 'lighthouse@12.2.3';
const CATEGORIES = ['accessibility', 'best-practices', 'seo'];
const PAGES: Array<{ name: string; path: string; signedIn?: boolean }> = [
  { name: 'login', path: '/login' },
  { name: 'register', path: '/register?agentNumber=A10001' },
  { name: 'gift', path: '/promotedAiUUH5Page?AgentNumber=A10001&Promoter=P1001' },
  { name: 'home', path: '/homePage', signedIn: true },
  { name: 'list', path: '/customerInformationManage', signedIn: true },
];
const FORM_FACTORS = ['desktop', 'mobile'] as const;
const run = promisify(execFile);
/** Marked down on purpose: robots.txt disallows everything but the public pages. */
const BY_DESIGN = (page: { signedIn?: boolean }, audit: string) => !!page.signedIn && audit === 'is-crawlable';

interface Report {
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<string, { score: number | null; title: string; scoreDisplayMode: string }>;
}

const outDir = resolve(process.env.AUDIT_OUT_DIR ?? 'audit');
mkdirSync(outDir, { recursive: true });
const chromiumPath = findChromium().path;
const portal = await startPortal({ mode: 'preview', port: 0, fresh: true });
const profiles = { public: mkdtempSync(join(tmpdir(), 'audit-public-')), signedIn: mkdtempSync(join(tmpdir(), 'audit-signed-in-')) };

/** A browser profile that holds agent01's token cookie, as the login page leaves it. */
async function signInProfile(dir: string) {
  const session = await fetch(`${portal.url}/api/__dev/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"account":"agent01"}' });
  const { token } = ((await session.json()) as { data: { token: string } }).data;
  const context = await chromium.launchPersistentContext(dir, { executablePath: chromiumPath, args: ['--no-sandbox'] });
  await context.addCookies([{ name: 'token', value: token, url: portal.url, sameSite: 'Strict', expires: Date.now() / 1000 + 3600 }]);
  await context.close();
}

const failures: string[] = [];
const expected: string[] = [];
try {
  await signInProfile(profiles.signedIn);
  console.log(`Lighthouse (${LIGHTHOUSE}) on ${portal.url}\n`);
  console.log(['page', 'form factor', ...CATEGORIES].map((title) => title.padEnd(16)).join(''));
  for (const page of PAGES) {
    for (const formFactor of FORM_FACTORS) {
      const output = join(outDir, `${page.name}-${formFactor}.json`);
      // Chrome takes the last --user-data-dir: the profile given here, kept as it is (--disable-storage-reset).
      const flags = `--headless --no-sandbox --user-data-dir=${page.signedIn ? profiles.signedIn : profiles.public}`;
      // Run beside the portal, which answers from this same process: never a synchronous child.
      await run(
        'npx',
        ['-y', LIGHTHOUSE, `${portal.url}${page.path}`, `--chrome-flags=${flags}`, '--disable-storage-reset', `--only-categories=${CATEGORIES.join(',')}`,
          ...(formFactor === 'desktop' ? ['--preset=desktop'] : []), '--output=json', `--output-path=${output}`, '--quiet'],
        { env: { ...process.env, CHROME_PATH: chromiumPath }, maxBuffer: 64 * 1024 * 1024 },
      );
      const report = JSON.parse(readFileSync(output, 'utf8')) as Report;
      const scores = CATEGORIES.map((category) => Math.round((report.categories[category].score ?? 0) * 100));
      console.log([page.name, formFactor, ...scores.map(String)].map((cell) => cell.padEnd(16)).join(''));
      for (const category of CATEGORIES) {
        for (const ref of report.categories[category].auditRefs.filter((one) => one.weight > 0)) {
          const audit = report.audits[ref.id];
          if (audit.score === null || audit.score >= 1) continue;
          const line = `${page.name} (${formFactor}) ${category}: ${ref.id} — ${audit.title}`;
          if (BY_DESIGN(page, ref.id)) expected.push(line);
          else failures.push(line);
        }
      }
    }
  }
} finally {
  await portal.close();
  Object.values(profiles).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
}
if (expected.length > 0) console.log(`\nMarked down as robots.txt means it (signed-in screens are not for search engines):\n${expected.map((line) => `  ${line}`).join('\n')}`);
if (failures.length > 0) {
  console.log(`\nMarked down (reports in ${outDir}):\n${failures.map((line) => `  ${line}`).join('\n')}`);
  process.exit(1);
}
console.log(`\nNothing else marked down (reports in ${outDir}).`);
