import { describe, expect, it } from 'vitest';
import { menuGroups } from '../../mocks/modules/menuTree.ts';
import { findRoute, routeRegistry } from './routeRegistry.ts';

const menuRoutes = menuGroups.flatMap((group) => group.entries.flatMap(([, route]) => (route ? [route] : [])));

describe('the menu and the route registry', () => {
  it.each(menuRoutes)('%s has a route in the registry', (route) => {
    expect(findRoute(route)?.path).toBe(route);
  });

  it('declares each path once', () => {
    const paths = routeRegistry.map((route) => route.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });
});
