import { describe, expect, it } from 'vitest';
import type { CustomerProbe, Guard, Need } from './guards.ts';
import type { DeclaredRoute } from './http.ts';
import { NO_PERMISSION } from './scope.ts';
import { serviceNames, type ServiceName } from './standIn.ts';
import { freshStandInPerTest } from './testing/freshStandIn.ts';

/**
 * Every stand-in route states who may call it, and the statements hold: a staff account authorised for
 * no customer gets nothing of the network from any route that answers customers, and staff01 is refused
 * every main-account action. The routes come from the services' registries, so a new route is covered
 * as soon as it is registered.
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

async function callRoute(route: Route, token: string, request: Pick<CustomerProbe, 'query' | 'seededQuery' | 'body'>): Promise<Reply> {
  const query = new URLSearchParams({ ...request.query, ...request.seededQuery?.(standIn().ctx.db) }).toString();
  const init: RequestInit = { method: route.method.toUpperCase(), headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` } };
  if (route.method !== 'get') init.body = JSON.stringify(request.body ?? {});
  const response = await fetch(`${standIn().urls[route.service]}${route.path}${query ? `?${query}` : ''}`, init);
  const text = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
  return { status: response.status, json: isJson ? (JSON.parse(text) as Reply['json']) : null };
}

/** The rows of a list answer: the array itself, or its `list` (or the probe's `rows`) field. */
function rowsOf(data: unknown, field = 'list'): unknown[] {
  if (Array.isArray(data)) return data;
  const list = data && typeof data === 'object' ? (data as Record<string, unknown>)[field] : undefined;
  return Array.isArray(list) ? list : [];
}

const numbersIn = (value: unknown): number[] =>
  typeof value === 'number' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(numbersIn) : [];

/** How much of the caller's customers an answer carries, as the probe's kind reads it (0: nothing). */
function reached(reply: Reply, probe: CustomerProbe): number {
  if (reply.json === null) return reply.status === 200 ? 1 : 0;
  if (reply.json.code !== 200) return 0;
  if (probe.kind === 'detail') return reply.json.data === null ? 0 : 1;
  if (probe.kind === 'counts') return numbersIn(reply.json.data).filter((value) => value > 0).length;
  return rowsOf(reply.json.data, probe.rows).length;
}

/** A staff account of agent01's agent whose role grants every menu and button, and which is authorised for no customer. */
function addStaffWithoutCustomers(): string {
  const db = standIn().ctx.db;
  const roleId = Number(db.prepare("INSERT INTO roles (agent_id, name, remark, created_at) VALUES (1, '全部按钮', '', 0)").run().lastInsertRowid);
  db.prepare("INSERT INTO role_grants (role_id, grant_key) SELECT ?, 'b:' || table_id || ':' || action FROM button_actions").run(roleId);
  db.prepare("INSERT INTO role_grants (role_id, grant_key) SELECT ?, 'm:' || id FROM menus WHERE parent_id != 0").run(roleId);
  const accountId = Number(
    db
      .prepare(
        `INSERT INTO accounts (account, name, phone, password_hash, agent_id, is_parent, role_type, weak_password, sample_ignores_left, created_at)
         VALUES ('nocust01', '周七', '13900000077', 'x', 1, 0, 2, 0, 0, 0)`,
      )
      .run().lastInsertRowid,
  );
  db.prepare('INSERT INTO staff_profiles (account_id, role_id) VALUES (?, ?)').run(accountId, roleId);
  return 'nocust01';
}

describe('route guards', () => {
  it('every route is public or declares its guard where it is registered', () => {
    const routes = declaredRoutes();
    expect(routes.length).toBeGreaterThan(200);
    expect(routes.filter((route) => !route.options.public && !route.options.guard).map(label)).toEqual([]);
  });

  it('gives a staff account authorised for no customer nothing of the network, on every route that answers customers', async () => {
    const probed = guarded().flatMap((route) => (route.guard.customers ? [{ ...route, probe: route.guard.customers }] : []));
    expect(probed.length).toBeGreaterThan(20);
    const [agent, staff] = [await sessionOf('agent01'), await sessionOf(addStaffWithoutCustomers())];
    // Rows the seed does not hold, placed as the provider's side would.
    await devPost('/api/__dev/dataRecovery/task', { account: 'agent01', status: '排队中' });
    const unreached: string[] = [];
    const leaked: string[] = [];
    for (const route of probed) {
      if (reached(await callRoute(route, agent, route.probe), route.probe) === 0) unreached.push(label(route));
      if (reached(await callRoute(route, staff, route.probe), route.probe) > 0) leaked.push(label(route));
    }
    // The probe must reach customers as the main account, or the staff account's empty answer proves nothing.
    expect({ unreached, leaked }).toEqual({ unreached: [], leaked: [] });
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
