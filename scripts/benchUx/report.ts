import { cpus, loadavg } from 'node:os';

export interface Measure {
  name: string;
  samples: number[];
  /** The target in ms; null where the product sets none. */
  target: number | null;
  note?: string;
}

export const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)];

const ms = (value: number) => `${Math.round(value)}`;
const width = (text: string) => [...text].reduce((sum, char) => sum + (char.charCodeAt(0) > 0x2e80 ? 2 : 1), 0);
const pad = (text: string, size: number) => text + ' '.repeat(Math.max(0, size - width(text)));

/** Rows of text as columns padded to their widest cell (a Chinese character counts two), a rule under the first. */
function columns(rows: string[][]): string[] {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => width(row[column]))));
  const lines = rows.map((row) => row.map((cell, column) => pad(cell, widths[column])).join('  ').trimEnd());
  lines.splice(1, 0, widths.map((size) => '-'.repeat(size)).join('  '));
  return lines;
}

/** One list interaction in the three builds: the samples (ms) of ours, the floor's and the peer's. */
export interface SideBySide {
  name: string;
  ours: number[];
  floor: number[];
  peer: number[];
  /** Held against the targets (on screen: ≤ MAX_FLOOR_RATIO × the floor and ahead of the peer); INP is shown only. */
  judged: boolean;
}

/** How far the portal's list may be from the floor on screen (docs: README, Performance). */
export const MAX_FLOOR_RATIO = 1.5;

const ratio = (ours: number, other: number) => `${(ours / other).toFixed(2)}×`;

/** Whether ours is within MAX_FLOOR_RATIO of the floor and ahead of (faster than) the peer, by the medians. */
export function sideBySideVerdict(row: SideBySide): { floor: boolean; peer: boolean } {
  const ours = median(row.ours);
  return { floor: ours <= MAX_FLOOR_RATIO * median(row.floor), peer: ours < median(row.peer) };
}

/** The builds side by side: medians, ours over the floor's and over the peer's, and the verdicts. */
export function sideBySideReport(rows: SideBySide[]): string {
  const table = [
    ['interaction', 'ours', 'floor', 'peer', 'ours/floor', 'ours/peer', `≤ ${MAX_FLOOR_RATIO}× floor`, 'ahead of peer'],
    ...rows.map((row) => {
      const [ours, floor, peer] = [row.ours, row.floor, row.peer].map(median);
      const verdict = sideBySideVerdict(row);
      const mark = (holds: boolean) => (row.judged ? (holds ? '✓' : '✗') : '–');
      return [row.name, ms(ours), ms(floor), ms(peer), ratio(ours, floor), ratio(ours, peer), mark(verdict.floor), mark(verdict.peer)];
    }),
  ];
  return columns(table).join('\n');
}

/** The table: measure, median, the samples, target, ✓/✗; then the missed targets and the machine's load. */
export function report(measures: Measure[], loadBefore: number[]): string {
  const rows = [
    ['measure', 'median ms', 'samples ms', 'target ms', ''],
    ...measures.map((measure) => {
      const value = median(measure.samples);
      const verdict = measure.target === null ? '–' : value <= measure.target ? '✓' : '✗';
      return [measure.name, ms(value), measure.samples.map(ms).join(' '), measure.target === null ? 'none' : `≤ ${measure.target}`, verdict];
    }),
  ];
  const lines = columns(rows);
  const missed = measures.filter((measure) => measure.target !== null && median(measure.samples) > measure.target);
  lines.push('');
  lines.push(missed.length === 0 ? 'Every target met.' : `Missed (${missed.length}): ${missed.map((measure) => `${measure.name} ${ms(median(measure.samples))} ms > ${measure.target} ms`).join('; ')}`);
  for (const measure of measures.filter((each) => each.note)) lines.push(`  ${measure.name}: ${measure.note}`);
  const load = (values: number[]) => values.map((value) => value.toFixed(1)).join(' ');
  lines.push(`Load average before / after: ${load(loadBefore)} / ${load(loadavg())} (${cpus().length} cores)`);
  return lines.join('\n');
}
