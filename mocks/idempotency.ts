import { createHash } from 'node:crypto';
import { BusinessError } from './errors.ts';
import type { StandInContext } from './module.ts';

/**
 * An idempotency key stands for one request. The same key with the same request answers what the
 * first one did (a retry after a lost answer); the same key with another request is refused with
 * this message, instead of answering the first request's result as if it were the second's.
 */
export const IDEMPOTENCY_KEY_REUSED = '本次提交的内容与之前使用同一请求编号的提交不一致，请刷新页面后重新操作';

/** The table behind `once` (part of the payments module's schema). */
export const idempotencySchema = `
CREATE TABLE IF NOT EXISTS idempotent_requests (
  kind TEXT NOT NULL,
  scoped_key TEXT NOT NULL,
  fingerprint TEXT NOT NULL,
  PRIMARY KEY (kind, scoped_key)
);
`;

/** The fields that make the request what it is, in a stable order, hashed. */
function fingerprintOf(request: Record<string, unknown>): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
          .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
      );
    }
    return value;
  };
  return createHash('sha256').update(JSON.stringify(canonical(request))).digest('hex');
}

/** Only the named fields of a request body (a body may carry more than a route reads). */
export function pickFields(body: unknown, fields: readonly string[]): Record<string, unknown> {
  const record = body as Record<string, unknown>;
  return Object.fromEntries(fields.map((field) => [field, record[field]]));
}

export interface OnceSteps<T> {
  /** The first request's answer when it was carried out already (looked up by the key), else undefined. */
  earlier(): T | undefined;
  /** Carries the request out; the request is remembered under the key only once this returns. */
  run(): T;
}

/**
 * Carries out a request under an idempotency key (already scoped to the caller, e.g. agent:key) at
 * most once: a key seen with another request is refused, a repeat answers the first result.
 */
export function once<T>(ctx: StandInContext, kind: string, scopedKey: string, request: Record<string, unknown>, steps: OnceSteps<T>): T {
  const fingerprint = fingerprintOf(request);
  const known = ctx.db.prepare('SELECT fingerprint FROM idempotent_requests WHERE kind = ? AND scoped_key = ?').get(kind, scopedKey) as
    | { fingerprint: string }
    | undefined;
  if (known && known.fingerprint !== fingerprint) throw new BusinessError(IDEMPOTENCY_KEY_REUSED);
  const earlier = steps.earlier();
  if (earlier !== undefined) return earlier;
  const result = steps.run();
  ctx.db.prepare('INSERT OR IGNORE INTO idempotent_requests (kind, scoped_key, fingerprint) VALUES (?, ?, ?)').run(kind, scopedKey, fingerprint);
  return result;
}
