import { describe, expect, it } from 'vitest';
import { findRoute, routeRegistry } from './routeRegistry.ts';
import { serviceMaintenanceScreens } from '../contracts/screens/serviceMaintenance.ts';
import { workOrdersScreens } from '../contracts/screens/workOrders.ts';

// The menu and the routes are both made from the screen declarations (src/contracts/screens), so they
// cannot disagree; what is checked here is what a declaration could still get wrong.
describe('the route registry', () => {
  // Names these screens so, and their pages' headings say the same. (docs/product.md#routes)
  it.each([
    [serviceMaintenanceScreens.fzService.path, '服装ERP服务维护'],
    [serviceMaintenanceScreens.dbsList.path, '数据库列表'],
    [workOrdersScreens.msWordFormat.path, 'Word格式'],
    [workOrdersScreens.rdsMoveUser.path, '数据库迁移'],
  ])('%s is titled %s', (route, title) => {
    expect(findRoute(route)?.title).toBe(title);
  });

  it('declares each path once', () => {
    const paths = routeRegistry.map((route) => route.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });
});
