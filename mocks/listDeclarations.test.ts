import { describe, expect, it } from 'vitest';
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
const declaredLists = screenDeclarations.flatMap((screen) => (screen.list ? [{ path: screen.path, list: screen.list }] : []));

describe('the stand-in serves every declared list as declared', () => {
  it('registers each endpoint, answers the main account and whitelists exactly the declared sort and filter names (less those the route reads itself)', async () => {
    expect(declaredLists.length).toBeGreaterThan(0);
    const token = await session('agent01');
    const problems: string[] = [];
    for (const { path, list } of declaredLists) {
      const { service, path: servedPath } = served(list.endpoint);
      if (!serviceNames.includes(service) || !standIn().declared(service).some((route) => route.method === 'post' && route.path.toLowerCase() === servedPath.toLowerCase())) {
        problems.push(`${path}: ${list.endpoint} is not a POST route of the stand-in`);
        continue;
      }
      declaredListWhitelists.delete(list.endpoint);
      const response = await fetch(`${standIn().urls[service]}${servedPath}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ pageSize: 1 }),
      });
      const { code, msg } = (await response.json()) as { code: number; msg: string };
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
