import { describe, expect, it } from 'vitest';
import type { Guard, Need } from './guards.ts';
import type { DeclaredRoute } from './http.ts';
import { NO_PERMISSION } from './scope.ts';
import { serviceNames, type ServiceName } from './standIn.ts';
import { freshStandInPerTest } from './testing/freshStandIn.ts';

/**
 * Every stand-in route states who may call it, and the statements hold: staff01 is refused every
 * main-account action. The routes come from the services' registries, so a new route is covered as soon
 * as it is registered. Which customers' rows a route answers is not declared: mocks/securityWalk.test.ts
 * calls every route and reads what it answers.
 */

const standIn = freshStandInPerTest('guards-test-');

interface Route extends DeclaredRoute {
  service: ServiceName;
}
const declaredRoutes = (): Route[] => serviceNames.flatMap((service) => standIn().declared(service).map((route) => ({ ...route, service })));
const guarded = (): Array<Route & { guard: Guard }> =>
  declaredRoutes().flatMap((route) => (route.options.guard && !route.options.public ? [{ ...route, guard: route.options.guard }] : []));
const label = (route: Route) => `${route.service} ${route.method.toUpperCase()} ${route.path}`;

async function devPost<T>(path: string, body: object): Promise<T> {
  const response = await fetch(`${standIn().urls.api}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return ((await response.json()) as { data: T }).data;
}

const sessionOf = async (account: string) => (await devPost<{ token: string }>('/api/__dev/session', { account })).token;

interface Reply {
  status: number;
  /** The envelope, or null for a file or other raw answer. */
  json: { code: number; msg: string; data: unknown } | null;
}

async function callRoute(route: Route, token: string, request: { query?: Record<string, string>; body?: unknown }): Promise<Reply> {
  const query = new URLSearchParams(request.query ?? {}).toString();
  const init: RequestInit = { method: route.method.toUpperCase(), headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` } };
  if (route.method !== 'get') init.body = JSON.stringify(request.body ?? {});
  const response = await fetch(`${standIn().urls[route.service]}${route.path}${query ? `?${query}` : ''}`, init);
  const text = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
  return { status: response.status, json: isJson ? (JSON.parse(text) as Reply['json']) : null };
}

describe('route guards', () => {
  it('every route is public or declares its guard where it is registered', () => {
    const routes = declaredRoutes();
    expect(routes.length).toBeGreaterThan(200);
    expect(routes.filter((route) => !route.options.public && !route.options.guard).map(label)).toEqual([]);
  });

  it('refuses staff01 every main-account action: the main-only routes and those behind buttons its role does not hold', async () => {
    const db = standIn().ctx.db;
    const mainButton = db.prepare('SELECT 1 FROM button_actions WHERE table_id = ? AND action = ? AND parent_only = 1');
    const mainOnly = (need: Need) => need === 'main' || (need !== 'signedIn' && need.every((code) => mainButton.get(...code.split(':')) !== undefined));
    const cases = guarded().flatMap((route) => {
      const { who } = route.guard;
      if (typeof who === 'string') return who === 'main' ? [{ route, body: {} as Record<string, unknown> }] : [];
      if ('codes' in who) return mainOnly(who.codes) ? [{ route, body: {} }] : [];
      return Object.entries(who.byValue).flatMap(([value, need]) => (mainOnly(need) ? [{ route, body: { [who.field]: value } }] : []));
    });
    expect(cases.length).toBeGreaterThan(40);
    const staff = await sessionOf('staff01');
    const answered: string[] = [];
    for (const { route, body } of cases) {
      const reply = await callRoute(route, staff, route.method === 'get' ? { query: body as Record<string, string> } : { body });
      if (reply.json?.msg !== (route.guard.refusal ?? NO_PERMISSION)) answered.push(`${label(route)} ${JSON.stringify(body)} → ${reply.status} ${reply.json?.msg ?? 'file'}`);
    }
    expect(answered).toEqual([]);
  });
});
