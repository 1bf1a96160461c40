import type { StandInContext } from '../module.ts';

/** One sequence per prefix, shared by every area's business numbers. */
export const numberSequenceSchema = `
CREATE TABLE IF NOT EXISTS number_sequences (prefix TEXT PRIMARY KEY, last INTEGER NOT NULL);
`;

/** Business numbers: prefix + yyyyMMdd + a sequence (e.g. DD20261123000042). */
export function nextNumber(ctx: StandInContext, prefix: string, at = ctx.now()): string {
  const row = ctx.db
    .prepare('INSERT INTO number_sequences (prefix, last) VALUES (?, 1) ON CONFLICT (prefix) DO UPDATE SET last = last + 1 RETURNING last')
    .get(prefix) as { last: number };
  const day = new Date(at + 8 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
  return `${prefix}${day}${String(row.last).padStart(6, '0')}`;
}
