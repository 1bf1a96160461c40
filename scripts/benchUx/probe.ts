import type { BrowserContext, Page } from '@playwright/test';

/**
 * What the page records for the benchmark: Event Timing entries (INP-style, 16 ms threshold) and the
 * time stamp of the latest user input, installed before any of the app's scripts run.
 */
declare global {
  interface Window {
    __uxEvents: Array<{ name: string; duration: number; interactionId: number }>;
    __uxInput: number | null;
    __uxShownAt: number | null;
    __uxLcp: number | null;
    /** Something turned aria-busy since the interaction began (a load ran, however briefly). */
    __uxSeen: boolean;
  }
}

function install() {
  window.__uxEvents = [];
  window.__uxInput = null;
  window.__uxShownAt = null;
  window.__uxLcp = null;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEventTiming & { interactionId?: number }>) {
      window.__uxEvents.push({ name: entry.name, duration: entry.duration, interactionId: entry.interactionId ?? 0 });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    window.__uxLcp = entries[entries.length - 1].startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new MutationObserver((records) => {
    if (records.some((record) => (record.target as Element).getAttribute('aria-busy') === 'true')) window.__uxSeen = true;
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
  // No named inner functions: the script travels to the page as source.
  for (const type of ['pointerdown', 'keydown']) addEventListener(type, (event) => (window.__uxInput = event.timeStamp), { capture: true });
}

export async function installProbe(context: BrowserContext): Promise<void> {
  await context.addInitScript(install);
}

/** Throttles the page's CPU through DevTools emulation (4× reads as a slow laptop). */
export async function throttle(page: Page, rate: number): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
}

/** The largest contentful paint of the page so far, in ms from navigation start. */
export async function largestContentfulPaint(page: Page): Promise<number> {
  await page.waitForFunction(() => window.__uxLcp !== null);
  return page.evaluate(() => window.__uxLcp!);
}

export interface Interaction {
  /** The longest Event Timing entry of the interaction (input to the next paint after its handlers), ms. */
  inp: number;
  /** From the input to the animation frame in which the result is first on screen, ms. */
  shown: number;
}

/**
 * Runs `act` (one user input) and waits until `shown` holds: returns the input's event-timing duration and the
 * time until the animation frame that shows the result. `shown` is checked in every animation frame by a loop
 * started in the page before the input, so the figure does not include the protocol's own round trips (a
 * check started after `act` returns waits for the input's acknowledgements and its own installation, which on
 * a busy page added tens of milliseconds). An interaction with no entry over the 16 ms threshold counts as
 * 16 ms (an upper bound).
 */
export async function interaction<A>(page: Page, act: () => Promise<void>, shown: (arg: A) => boolean, arg: A): Promise<Interaction> {
  // Composed here as a function (the page's content security policy forbids eval; a function passed is compiled by DevTools).
  const watch = new Function(
    'arg',
    `window.__uxEvents = []; window.__uxInput = null; window.__uxShownAt = null; window.__uxSeen = false;
    const holds = ${shown.toString()};
    const check = () => {
      if (window.__uxInput !== null && holds(arg)) window.__uxShownAt = performance.now();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);`,
  ) as (arg: unknown) => void;
  await page.evaluate(watch, arg as unknown);
  await act();
  await page.waitForFunction(() => window.__uxShownAt !== null, null, { timeout: 30_000 });
  // Event Timing entries are reported after the paint that ends them.
  await page.waitForTimeout(300);
  return page.evaluate(() => {
    const entries = window.__uxEvents.filter((entry) => entry.interactionId > 0);
    const inp = Math.max(16, ...entries.map((entry) => entry.duration));
    return { inp, shown: window.__uxShownAt! - window.__uxInput! };
  });
}
