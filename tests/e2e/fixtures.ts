import { test as base, expect as baseExpect, type APIRequestContext, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { startPortal, type Portal } from '../../scripts/portal.ts';
import { testClockStart } from '../testClock.ts';

/**
 * Playwright's `expect`, whose `expect.poll` asks every 100 ms: its own schedule backs off to once a second, and a
 * test waited out most of that second after what it polled for had come.
 */
const POLL_INTERVALS = [100];
const poll: typeof baseExpect.poll = (actual, options) =>
  baseExpect.poll(actual, { intervals: POLL_INTERVALS, ...(typeof options === 'string' ? { message: options } : options) });
export const expect: typeof baseExpect = new Proxy(baseExpect, { get: (target, key, receiver) => (key === 'poll' ? poll : Reflect.get(target, key, receiver)) });

export interface OutboxEntry {
  phone: string;
  code: string;
  text: string;
  sentAt: string;
}

/** Creates the states tests need through the stand-in's own API (never by poking the browser's storage). */
export class StandIn {
  constructor(
    private readonly request: APIRequestContext,
    readonly url: string,
  ) {}

  private async call<T>(method: 'get' | 'post', path: string, data?: unknown): Promise<T> {
    const response = await this.request[method](`${this.url}${path}`, { data });
    const body = (await response.json()) as { code: number; msg: string; data: T };
    if (body.code !== 200) throw new Error(`${path}: ${body.msg}`);
    return body.data;
  }

  /** The world back at its seed; with `keepSessions`, the sessions handed out stay live (a portal kept open across it). */
  reset(options: { keepSessions?: boolean } = {}): Promise<boolean> {
    return this.call('post', '/api/__dev/reset', options);
  }

  /** The stand-in's clock (moved by /api/__dev/clock, started at TEST_CLOCK): business time for a test. */
  async now(): Promise<number> {
    return (await this.call<{ now: number }>('post', '/api/__dev/clock', { advanceMs: 0 })).now;
  }

  sms(phone: string): Promise<OutboxEntry[]> {
    return this.call('get', `/api/__dev/sms?phone=${encodeURIComponent(phone)}`);
  }

  /** The newest code sent to a phone, waiting for it to arrive. */
  async latestCode(phone: string): Promise<string> {
    let code = '';
    await expect.poll(async () => (code = (await this.sms(phone))[0]?.code ?? '')).not.toBe('');
    return code;
  }

  /** A signed-in session for the account, as the login page would leave it (token cookie, one day). */
  async signIn(context: BrowserContext, account: string): Promise<string> {
    const { token } = await this.call<{ token: string }>('post', '/api/__dev/session', { account });
    await context.addCookies([{ name: 'token', value: token, url: this.url, sameSite: 'Strict', expires: Date.now() / 1000 + 86400 }]);
    return token;
  }
}

/** The built app (npm run build:e2e) on free ports, with a stand-in of its own on a fresh database, served uncompressed: the browser is on the same cores. */
const startTestPortal = (): Promise<Portal> =>
  startPortal({ mode: 'preview', port: 0, outDir: process.env.E2E_OUT_DIR ?? 'dist-e2e', fresh: true, clockStart: testClockStart() ?? undefined, compress: false });

/**
 * Each worker serves the built app (npm run test:e2e builds it) with a stand-in of its own on a fresh
 * database and free ports, so test files run side by side without sharing state.
 */
export const test = base.extend<{ standIn: StandIn }, { portal: Portal; portalUrl: string }>({
  portal: [
    async ({}, use) => {
      const portal = await startTestPortal();
      await use(portal);
      await portal.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  portalUrl: [async ({ portal }, use) => use(portal.url), { scope: 'worker' }],
  baseURL: async ({ portalUrl }, use) => use(portalUrl),
  standIn: async ({ request, portalUrl }, use) => use(new StandIn(request, portalUrl)),
  page: async ({ page }, use) => {
    await keepPageClockAtTestClock(page);
    await use(page);
  },
});

/**
 * Under TEST_CLOCK the page's clock starts where the stand-in's does (each reset puts it back there) and runs on;
 * a test that installs the page clock itself gets the same pretended time unless it names one. The `page`
 * fixture does this; a page opened from the browser itself calls it.
 */
export async function keepPageClockAtTestClock(page: Page): Promise<void> {
  const start = testClockStart();
  if (start === null) return;
  const installedAt = Date.now();
  await page.clock.install({ time: start });
  const install = page.clock.install.bind(page.clock);
  page.clock.install = (options) => install({ time: start + Date.now() - installedAt, ...options });
}

/**
 * A browser context of its own (another visitor, another account, a page kept across tests) with the options
 * every test's context has (playwright.config.ts `use`: locale, time zone, service worker blocked, reduced motion).
 */
export function newBrowserContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const { locale, timezoneId, serviceWorkers, reducedMotion } = test.info().project.use;
  return browser.newContext({ locale, timezoneId, serviceWorkers, reducedMotion, ...options });
}
