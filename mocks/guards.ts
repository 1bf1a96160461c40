/**
 * Who may call a stand-in route, declared where the route is registered (`{ guard }` in its options,
 * or `public: true`). The service checks a button or the main account before the handler runs; which
 * customers' rows the handler answers is the caller's scope, applied in its queries (scope.ts). mocks/guards.test.ts
 * fails on a route that declares nothing; mocks/securityWalk.test.ts calls every route and reads what it answers.
 */

import { buttonCode, type ButtonCode, type DeclaredButton, type GuardedScreen } from '../src/contracts/screens/screens.ts';

/** What one call needs: any signed-in account, the main account, or one of these page buttons (`buttonCode(screen, code)`). */
export type Need = 'signedIn' | 'main' | readonly DeclaredButton[];

export type ButtonRule =
  /** The caller must hold one of these codes. */
  | { codes: readonly DeclaredButton[] }
  /** The need depends on a field of the request (body or query): its value picks it. */
  | { field: string; byValue: Readonly<Record<string, Need>> };

export interface Guard {
  /** Any signed-in account, the main account only, or a button. */
  who: 'signedIn' | 'main' | ButtonRule;
  /** What a refused caller is told, when not 没有该操作的权限. */
  refusal?: string;
}

/** Any signed-in account; the handler answers only what the caller's account, agent and customer scope hold. */
export const signedIn: Guard = { who: 'signedIn' };

/** The agent's main account only (`refusal`: what a staff account is told). */
export const mainOnly = (refusal?: string): Guard => ({ who: 'main', ...(refusal ? { refusal } : {}) });

/** A holder of one of the screen's buttons (a code its permission id does not declare does not compile). */
export const button = <S extends GuardedScreen>(screen: S, ...codes: ButtonCode<S>[]): Guard => ({ who: { codes: codes.map((code) => buttonCode(screen, code)) } });

/** A holder of one of these buttons of several screens, each named `buttonCode(screen, code)`. */
export const anyButton = (...codes: DeclaredButton[]): Guard => ({ who: { codes } });

/** What the request's `field` selects (a value not listed is left to the handler, which refuses it as invalid). */
export const buttonBy = (field: string, byValue: Record<string, Need>): Guard => ({ who: { field, byValue } });

/** What a request needs under a rule; null when the request names no listed value (the handler refuses it). */
export function needOf(rule: ButtonRule, request: { body: unknown; query: Record<string, string> }): Need | null {
  if ('codes' in rule) return rule.codes;
  const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
  const value = body[rule.field] ?? request.query[rule.field];
  return typeof value === 'string' && Object.hasOwn(rule.byValue, value) ? rule.byValue[value] : null;
}
