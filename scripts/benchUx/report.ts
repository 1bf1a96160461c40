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
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => width(row[column]))));
  const lines = rows.map((row) => row.map((cell, column) => pad(cell, widths[column])).join('  ').trimEnd());
  lines.splice(1, 0, widths.map((size) => '-'.repeat(size)).join('  '));
  const missed = measures.filter((measure) => measure.target !== null && median(measure.samples) > measure.target);
  lines.push('');
  lines.push(missed.length === 0 ? 'Every target met.' : `Missed (${missed.length}): ${missed.map((measure) => `${measure.name} ${ms(median(measure.samples))} ms > ${measure.target} ms`).join('; ')}`);
  for (const measure of measures.filter((each) => each.note)) lines.push(`  ${measure.name}: ${measure.note}`);
  const load = (values: number[]) => values.map((value) => value.toFixed(1)).join(' ');
  lines.push(`Load average before / after: ${load(loadBefore)} / ${load(loadavg())} (${cpus().length} cores)`);
  return lines.join('\n');
}
