import { describe, expect, it } from 'vitest';
import { menuGroups } from '../../mocks/modules/shell/menuTree.ts';
import { findRoute, routeRegistry } from './routeRegistry.ts';

const menuRoutes = menuGroups.flatMap((group) => group.entries.flatMap(([, route]) => (route ? [route] : [])));
const menuNames = menuGroups.flatMap((group) => group.entries.flatMap(([name, route]) => (route ? [[route, name]] : [])));

describe('the menu and the route registry', () => {
  it.each(menuRoutes)('%s has a route in the registry', (route) => {
    expect(findRoute(route)?.path).toBe(route);
  });

  // The tab shows the route's title: it says what the menu entry that opened it says.
  it.each(menuNames)('%s opens a tab named as its menu entry %s', (route, name) => {
    expect(findRoute(route)?.title).toBe(name);
  });

  // Names these screens so, and their pages' headings say the same. (docs/product.md#routes)
  it.each([
    ['/newFZServiceMaintenance', '服装ERP服务维护'],
    ['/dbsListServiceMaintenance', '数据库列表'],
    ['/msWordFormat', 'Word格式'],
    ['/rdsMoveUser', '数据库迁移'],
  ])('%s is titled %s', (route, title) => {
    expect(findRoute(route)?.title).toBe(title);
  });

  it('declares each path once', () => {
    const paths = routeRegistry.map((route) => route.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });
});
