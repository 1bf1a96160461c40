import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import type { ProductRule } from '../../machines/testing/modelNames.ts';

/**
 * What a browser replay leaves for the report (`npm run test:model -- --report`) and for `--path`: under
 * MODEL_RECORD_DIR, per machine, a folder per path (`path-3/`) or walk with each step's screenshot, the
 * Playwright trace and result.json. Nothing is kept when MODEL_RECORD_DIR is not set (`npm test`).
 */
export interface RecordedStep {
  /** The event in the machine's words (the start: where the path begins). */
  words: string;
  /** The state the model says it reaches. */
  state: string;
  /** The screenshot's file name in the path's folder, when the step was seen. */
  shot: string | null;
  /** The transitions the step takes and the states it passes through, as coverage names them. */
  transitions: string[];
  entered: string[];
}

export interface RecordedPath {
  machine: string;
  /** The N of `--list` and `--path`. */
  n: number;
  sentence: string;
  rule: ProductRule;
  steps: RecordedStep[];
  /** The step it failed at (0: the start) and why; null when it passed. */
  failed: { step: number; message: string } | null;
  trace: string;
}

/** What a machine's replays announce: how many paths the model generates, how many the browser could drive, why not all. */
export interface RecordedMachine {
  machine: string;
  generated: number;
  drivable: number;
  driven: number;
  whyNotAll: string | null;
}

/** A seeded walk as it ran: its runs in words, the pairs it took, and, when it failed, the shrunk path that still fails. */
export interface RecordedWalk {
  machine: string;
  seed: number;
  steps: number;
  runs: string[];
  pairs: { covered: number; total: number };
  failed: { message: string; shrunk: string } | null;
}

export const recordDir = () => process.env.MODEL_RECORD_DIR ?? null;

function machineDir(machine: string): string {
  const dir = path.join(recordDir()!, machine);
  mkdirSync(dir, { recursive: true });
  return dir;
}

export function recordMachine(summary: RecordedMachine): void {
  if (recordDir()) writeFileSync(path.join(machineDir(summary.machine), 'machine.json'), JSON.stringify(summary));
}

export function recordWalk(walk: RecordedWalk): void {
  if (recordDir()) writeFileSync(path.join(machineDir(walk.machine), `walk-${walk.seed}.json`), JSON.stringify(walk));
}

const tracing = new WeakSet<BrowserContext>();

/** One replayed path's screenshots, trace and result, or nothing outside a recording run. */
export class PathRecording {
  private readonly dir: string;
  private readonly shots = new Map<number, string>();

  private constructor(
    private readonly machine: string,
    private readonly n: number,
  ) {
    this.dir = path.join(machineDir(machine), `path-${n}`);
    mkdirSync(this.dir, { recursive: true });
  }

  static open(machine: string, n: number): PathRecording | null {
    return recordDir() ? new PathRecording(machine, n) : null;
  }

  /** Starts the path's own trace (one chunk of the context's tracing, so a page kept for many paths gives one trace each). */
  async begin(context: BrowserContext, title: string): Promise<void> {
    if (!tracing.has(context)) {
      await context.tracing.start({ screenshots: true, snapshots: true });
      tracing.add(context);
    }
    await context.tracing.startChunk({ title });
  }

  async shot(page: Page, step: number): Promise<void> {
    const file = `step-${step}.jpg`;
    await page.screenshot({ path: path.join(this.dir, file), type: 'jpeg', quality: 70 }).catch(() => undefined);
    this.shots.set(step, file);
  }

  async end(context: BrowserContext, result: Omit<RecordedPath, 'machine' | 'n' | 'trace' | 'steps'> & { steps: Array<Omit<RecordedStep, 'shot'>> }): Promise<string> {
    const trace = path.join(this.dir, 'trace.zip');
    await context.tracing.stopChunk({ path: trace });
    const steps = result.steps.map((step, index) => ({ ...step, shot: this.shots.get(index) ?? null }));
    const recorded: RecordedPath = { ...result, machine: this.machine, n: this.n, steps, trace: 'trace.zip' };
    writeFileSync(path.join(this.dir, 'result.json'), JSON.stringify(recorded));
    return trace;
  }
}
