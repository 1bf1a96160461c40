import { describe, expect, it } from 'vitest';
import { routeRegistry } from './routeRegistry.ts';

// The menu and the routes are both made from the screen declarations (src/contracts/screens), so they
// cannot disagree; what is checked here is what a declaration could still get wrong.
describe('the route registry', () => {
  it('declares each path once', () => {
    const paths = routeRegistry.map((route) => route.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });
});
