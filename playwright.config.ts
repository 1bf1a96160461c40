import { defineConfig } from '@playwright/test';
import { availableParallelism } from 'node:os';
import { findChromium } from './tests/e2e/chromium.ts';

// CHROMIUM_PATH, then a Playwright-installed browser, the system's chromium, an npm-shipped one.
// Found once in the runner; its workers inherit the answer.
if (!process.env.E2E_CHROMIUM) {
  const found = findChromium();
  process.env.E2E_CHROMIUM = found.path;
  process.stdout.write(`Chromium: ${found.path} (${found.source})\n`);
}
const chromiumPath = () => process.env.E2E_CHROMIUM!;

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: 'tests/e2e',
  // Each worker has its own portal and stand-in (tests/e2e/fixtures.ts). One more worker than cores: a test
  // spends about a quarter of its time waiting (an assertion's retry interval, a debounce, a held answer), and
  // with one worker per core both cores sat idle that often.
  workers: Number(process.env.E2E_WORKERS ?? availableParallelism() + 1),
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // One retry in CI: a test that passes only on its retry is still listed as flaky in the report.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: process.env.PW_OUTPUT_DIR ?? 'test-results',
  use: {
    browserName: 'chromium',
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // Traces cost a third of the run time: off unless asked for (E2E_TRACE=1 keeps one per failed test), so
    // `npm test` takes as long on any machine as in CI.
    // The portal honours reduced motion (no transitions), so tests do not wait out animations.
    reducedMotion: 'reduce',
    // Installing the service worker precaches every chunk in each new context; the tests about it allow it.
    serviceWorkers: 'block',
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
});
