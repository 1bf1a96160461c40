import { describe, expect, it } from 'vitest';
import type { ListDeclaration, ScreenDeclaration } from '../src/contracts/screens/screen.ts';
import { screenDeclarations } from '../src/contracts/screens/screens.ts';
import { proxyTable } from '../scripts/proxy.ts';
import { declaredListWhitelists } from './pagedList.ts';
import { serviceNames, type ServiceName } from './standIn.ts';
import { standInCalls } from './testing/calls.ts';
import { freshStandInPerTest } from './testing/freshStandIn.ts';

const standIn = freshStandInPerTest('list-declarations-test-');
const { session } = standInCalls(standIn);

/** The service and path the portal's proxy sends an endpoint to (/orderapi/… is the order service's /api/…). */
function served(endpoint: string): { service: ServiceName; path: string } {
  const table = proxyTable({ api: 'api', order: 'order', registry: 'registry', aiuu: 'aiuu' });
  const [, options] = Object.entries(table).find(([prefix]) => endpoint.startsWith(prefix)) ?? ['', table['/api']];
  return { service: options.target as ServiceName, path: typeof options.rewrite === 'function' ? options.rewrite(endpoint) : endpoint };
}

/** Every list a screen declares (src/contracts/screens): a new one is checked by being declared. */
const declaredLists = screenDeclarations.flatMap((screen) => (screen.list ? [{ screen, list: screen.list }] : []));

/** Posts a list request as the portal does (with the list's fixed query), to the service the proxy sends it to. */
async function postList(list: ListDeclaration, token: string, body: object): Promise<{ code: number; msg: string; data?: { list: Array<Record<string, unknown>> } }> {
  const { service, path } = served(list.endpoint);
  const query = list.query ? `?${new URLSearchParams(list.query)}` : '';
  const response = await fetch(`${standIn().urls[service]}${path}${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; msg: string; data?: { list: Array<Record<string, unknown>> } };
}

/**
 * A detail list whose route reads the record it is opened with (`opensWith`, a handler filter) is asked for the
 * first record of the list it opens from: the menu screen of the same permission id.
 */
async function openingFilters(screen: ScreenDeclaration, token: string): Promise<Record<string, unknown>> {
  const name = screen.opensWith;
  if (!name || !screen.list?.handlerFilters?.includes(name)) return {};
  const from = screenDeclarations.find((other) => other !== screen && other.permissionId === screen.permissionId && other.menu && other.list);
  const first = from?.list ? (await postList(from.list, token, { pageSize: 1 })).data?.list[0] : undefined;
  return { [name]: first?.[name] };
}

describe('the stand-in serves every declared list as declared', () => {
  it('registers each endpoint, answers the main account and whitelists exactly the declared sort and filter names (less those the route reads itself)', async () => {
    expect(declaredLists.length).toBeGreaterThan(0);
    const token = await session('agent01');
    const problems: string[] = [];
    for (const { screen, list } of declaredLists) {
      const { path } = screen;
      const { service, path: servedPath } = served(list.endpoint);
      if (!serviceNames.includes(service) || !standIn().declared(service).some((route) => route.method === 'post' && route.path.toLowerCase() === servedPath.toLowerCase())) {
        problems.push(`${path}: ${list.endpoint} is not a POST route of the stand-in`);
        continue;
      }
      declaredListWhitelists.delete(list.endpoint);
      const { code, msg } = await postList(list, token, { pageSize: 1, filters: await openingFilters(screen, token) });
      if (code !== 200) problems.push(`${path}: ${list.endpoint} answered ${code} ${msg}`);
      const whitelists = declaredListWhitelists.get(list.endpoint);
      if (!whitelists) problems.push(`${path}: ${list.endpoint} does not build its spec with pagedListFor`);
      else if (
        JSON.stringify(whitelists.sort.toSorted()) !== JSON.stringify(list.sort.toSorted()) ||
        JSON.stringify(whitelists.filter.toSorted()) !== JSON.stringify(list.filter.filter((name) => !list.handlerFilters?.includes(name)).toSorted())
      ) {
        problems.push(`${path}: the spec whitelists ${JSON.stringify(whitelists)}, the declaration ${JSON.stringify({ sort: list.sort, filter: list.filter })}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
