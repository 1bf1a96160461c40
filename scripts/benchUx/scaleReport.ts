import type { Interaction } from './probe.ts';
import { median } from './report.ts';
import type { ScrollRun } from './scale.ts';

/** How much the heap may grow over the open-and-close cycles. */
export const LEAK_LIMIT_BYTES = 10 * 1024 * 1024;

export interface ScaleResults {
  idle: ScrollRun[];
  scrolled: ScrollRun[];
  ten: { heapHome: number; heapTen: number; switches: Interaction[] };
  leak: { before: number; after: number };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const each = (runs: ScrollRun[], pick: (run: ScrollRun) => number) => runs.map(pick).join(' ');

/** The scale measures as lines: the scroll's dropped frames, the ten tabs, the leak check with its verdict. */
export function scaleReport({ idle, scrolled, ten, leak }: ScaleResults): string {
  const growth = leak.after - leak.before;
  const shown = ten.switches.map((value) => value.shown);
  const inp = ten.switches.map((value) => value.inp);
  return [
    'Scale:',
    `  10,000 rows (the portal's DataTable, virtualised), a row a frame: ${median(scrolled.map((run) => run.dropped))} of ${median(scrolled.map((run) => run.frames))} frames dropped (median; runs: ${each(scrolled, (run) => run.dropped)}; longest frame ${Math.round(median(scrolled.map((run) => run.longestFrameMs)))} ms)`,
    `    the same frames with no scroll: ${median(idle.map((run) => run.dropped))} dropped (runs: ${each(idle, (run) => run.dropped)})`,
    `  ten list tabs kept alive: JS heap ${mb(ten.heapHome)} with the home page alone → ${mb(ten.heapTen)}; a switch between two of them ${Math.round(median(shown))} ms on screen, INP ${Math.round(median(inp))} (median of ${shown.length})`,
    `  open-and-close of list tabs: JS heap ${mb(leak.before)} → ${mb(leak.after)} (${growth >= 0 ? '+' : ''}${mb(growth)}) ${Math.abs(growth) <= LEAK_LIMIT_BYTES ? '✓' : '✗'} within ${mb(LEAK_LIMIT_BYTES)}`,
  ].join('\n');
}
