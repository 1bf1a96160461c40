import type { Db } from './db.ts';

/**
 * Who may call a stand-in route, declared where the route is registered (`{ guard }` in its options,
 * or `public: true`). The service checks a button or the main account before the handler runs; a
 * route that answers customer rows says so, and its handler limits them with scope.ts customerScope.
 * mocks/guards.test.ts walks every route and fails on one that declares nothing.
 */

/** What one call needs: any signed-in account, the main account, or one of these page buttons ('table:action', menu.ts buttonActions). */
export type Need = 'signedIn' | 'main' | readonly string[];

export type ButtonRule =
  /** The caller must hold one of these codes. */
  | { codes: readonly string[] }
  /** The need depends on a field of the request (body or query): its value picks it. */
  | { field: string; byValue: Readonly<Record<string, Need>> };

/**
 * A request that reaches customer rows as the main account, for the test that checks a staff account
 * authorised for no customer gets none of them. `kind`: a list (rows, empty for that staff account), a
 * detail or download (refused), or counts (all zero).
 */
export interface CustomerProbe {
  kind: 'list' | 'detail' | 'counts';
  /** The answer's field holding the rows, when not the answer itself or its `list`. */
  rows?: string;
  query?: Record<string, string>;
  /** Query values read from the seed: numbers that carry the day they were made on (the seed is dated from its instant). */
  seededQuery?: (db: Db) => Record<string, string>;
  body?: Record<string, unknown>;
}

export interface Guard {
  /** Any signed-in account (what it answers is the caller's own account or agent), the main account only, or a button. */
  who: 'signedIn' | 'main' | ButtonRule;
  /** The route answers customer rows, limited to the caller's customer scope. */
  customers?: CustomerProbe;
  /** What a refused caller is told, when not 没有该操作的权限. */
  refusal?: string;
}

/** Any signed-in account; the handler answers only the caller's own account, agent or its network's agent rows. */
export const signedIn: Guard = { who: 'signedIn' };

/** The agent's main account only (`refusal`: what a staff account is told). */
export const mainOnly = (refusal?: string): Guard => ({ who: 'main', ...(refusal ? { refusal } : {}) });

/** A holder of one of the page buttons. */
export const button = (...codes: string[]): Guard => ({ who: { codes } });

/** What the request's `field` selects (a value not listed is left to the handler, which refuses it as invalid). */
export const buttonBy = (field: string, byValue: Record<string, Need>): Guard => ({ who: { field, byValue } });

/** Reads customer rows (`probe` as the main account reaches them), besides `who` may call. */
export const customerRows = (probe: CustomerProbe, who: Guard = signedIn): Guard => ({ ...who, customers: probe });

/** What a request needs under a rule; null when the request names no listed value (the handler refuses it). */
export function needOf(rule: ButtonRule, request: { body: unknown; query: Record<string, string> }): Need | null {
  if ('codes' in rule) return rule.codes;
  const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
  const value = body[rule.field] ?? request.query[rule.field];
  return typeof value === 'string' && Object.hasOwn(rule.byValue, value) ? rule.byValue[value] : null;
}
