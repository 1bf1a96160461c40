import type { Page } from '@playwright/test';
import { openTab, shownRows } from './builds.ts';
import { interaction, type Interaction } from './probe.ts';

/** A frame at 60 Hz, ms. */
const FRAME_MS = 1000 / 60;
/** One row a frame: a steady, brisk scroll (2,400 px a second). */
const SCROLL_STEP_PX = 40;
const SCROLL_FRAMES = 300;

export interface ScrollRun {
  /** Frames the display would have shown in the time the scroll took. */
  frames: number;
  /** Of those, the ones in which the page painted nothing new (a gap of two frames drops one). */
  dropped: number;
  longestFrameMs: number;
}

/** Dropped frames from the time stamps of consecutive animation frames. */
export function droppedFrames(stamps: readonly number[]): ScrollRun {
  let dropped = 0;
  let longest = 0;
  for (let index = 1; index < stamps.length; index += 1) {
    const gap = stamps[index] - stamps[index - 1];
    longest = Math.max(longest, gap);
    dropped += Math.max(0, Math.round(gap / FRAME_MS) - 1);
  }
  const span = stamps.length > 1 ? stamps[stamps.length - 1] - stamps[0] : 0;
  return { frames: Math.round(span / FRAME_MS), dropped, longestFrameMs: longest };
}

/**
 * The 10,000-row list (bench/scale, the portal's DataTable virtualising its body) scrolled down one row an animation
 * frame for SCROLL_FRAMES frames; answers the frames' time stamps. Not `scrolling`, the same frames go by with no
 * scroll (what the headless browser's own frame clock drops).
 */
export async function scrollFrames(page: Page, scrolling: boolean): Promise<number[]> {
  // No named inner functions: the function travels to the page as source.
  return page.evaluate(
    async ({ frames, step }) => {
      const scroller = Array.from(document.querySelectorAll<HTMLElement>('*')).find((element) => element.scrollHeight > element.clientHeight * 20);
      if (!scroller) throw new Error('no scrolling list on the page');
      scroller.scrollTop = 0;
      const stamps: number[] = [];
      for (let index = 0; index <= frames; index += 1) {
        stamps.push(await new Promise<number>((resolve) => requestAnimationFrame(resolve)));
        scroller.scrollTop += step;
      }
      return stamps;
    },
    { frames: SCROLL_FRAMES, step: scrolling ? SCROLL_STEP_PX : 0 },
  );
}

export async function openScaleList(page: Page, pagesUrl: string): Promise<void> {
  await page.goto(`${pagesUrl}/scale/`);
  await shownRows(page, 1);
}

/** The JS heap in use after two full garbage collections, bytes. */
export async function heapAfterGc(page: Page): Promise<number> {
  const session = await page.context().newCDPSession(page);
  await session.send('HeapProfiler.collectGarbage');
  await session.send('HeapProfiler.collectGarbage');
  const { usedSize } = await session.send('Runtime.getHeapUsage');
  await session.detach();
  return usedSize;
}

/** List screens of agent01's menu, with what is typed into the search box to open each. */
export const LIST_SCREENS: ReadonlyArray<readonly [search: string, title: string]> = [
  ['khxx', '客户信息管理'],
  ['fwdd', '服务订单'],
  ['yhtc', '优化套餐'],
  ['zjgl', '主机管理'],
  ['kbyh', '空白用户管理'],
  ['fplb', '发票列表'],
  ['cwmx', '财务明细'],
  ['yjdd', '硬件订单'],
  ['dxfs', '短信发送记录'],
  ['ejdl', '二级代理'],
];

/** Until the shown tab has drawn a row of its list. */
const shownList = (page: Page) => page.waitForFunction(() => Array.from(document.querySelectorAll<HTMLElement>('tbody td[data-field]')).some((cell) => cell.offsetParent !== null));

/**
 * Ten list tabs kept alive: the heap with the home page alone and with the ten open, and a switch between the
 * first and the last of them (`runs` times there and back, after one warm-up).
 */
export async function tenTabs(page: Page, runs: number): Promise<{ heapHome: number; heapTen: number; switches: Interaction[] }> {
  await page.goto('/homePage');
  await page.getByRole('navigation', { name: '主菜单' }).waitFor();
  const heapHome = await heapAfterGc(page);
  for (const [search, title] of LIST_SCREENS) {
    await openTab(page, search, title);
    await shownList(page);
  }
  const heapTen = await heapAfterGc(page);
  const switches: Interaction[] = [];
  const tabShown = (name: string) =>
    document.querySelector('[role=tab][aria-selected=true]')?.getAttribute('aria-label') === name &&
    Array.from(document.querySelectorAll<HTMLElement>('tbody td[data-field]')).some((cell) => cell.offsetParent !== null);
  const ends = [LIST_SCREENS[0][1], LIST_SCREENS[LIST_SCREENS.length - 1][1]];
  for (let index = 0; index <= runs; index += 1) {
    for (const title of ends) {
      const shown = await interaction(page, () => page.getByRole('tab', { name: title, exact: true }).click(), tabShown, title);
      if (index > 0) switches.push(shown);
    }
  }
  return { heapHome, heapTen, switches };
}

/**
 * Opens and closes list tabs `cycles` times (the ten screens in turn, each drawn before it is closed by its tab's
 * close button) after one warm-up round of each; answers the heap before and after, each after full collections.
 */
export async function openCloseLeak(page: Page, cycles: number, onProgress: (done: number) => void): Promise<{ before: number; after: number }> {
  await page.goto('/homePage');
  await page.getByRole('navigation', { name: '主菜单' }).waitFor();
  const cycle = async (index: number) => {
    const [search, title] = LIST_SCREENS[index % LIST_SCREENS.length];
    await openTab(page, search, title);
    await shownList(page);
    await page.getByRole('tab', { name: title, exact: true }).locator('[data-close-tab]').click();
    await page.getByRole('tab', { name: title, exact: true }).waitFor({ state: 'detached' });
  };
  for (let index = 0; index < LIST_SCREENS.length; index += 1) await cycle(index);
  const before = await heapAfterGc(page);
  for (let index = 0; index < cycles; index += 1) {
    await cycle(index);
    if ((index + 1) % 50 === 0) onProgress(index + 1);
  }
  return { before, after: await heapAfterGc(page) };
}
