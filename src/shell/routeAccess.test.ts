import { describe, expect, it } from 'vitest';
import { menuGroups } from '../../mocks/modules/shell/menuTree.ts';
import type { MenuEntry } from '../contracts/menu.ts';
import { menuScreens, OPEN_SCREENS, reachedFrom, routeAccess } from './routeAccess.ts';
import { routeRegistry } from './routeRegistry.ts';
import { customersScreens } from '../contracts/screens/customers.ts';
import { workOrdersScreens } from '../contracts/screens/workOrders.ts';
import { systemScreens } from '../contracts/screens/system.ts';
import { serviceMaintenanceScreens } from '../contracts/screens/serviceMaintenance.ts';
import { paymentsScreens } from '../contracts/screens/payments.ts';
import { invoicesScreens } from '../contracts/screens/invoices.ts';
import { homeScreens } from '../contracts/screens/home.ts';

const menuRoutes = new Set(menuGroups.flatMap((group) => group.entries.flatMap(([, route]) => (route ? [route.toLowerCase()] : []))));

/** A menu as the server sends it, holding these screens. */
const menuOf = (...screens: string[]): MenuEntry[] => [
  {
    id: 1,
    parentId: 0,
    name: '分组',
    url: null,
    manageUrl: null,
    icon: null,
    child: screens.map((screen, index) => ({ id: 10 + index, parentId: 1, name: screen, url: screen, manageUrl: screen, icon: null, child: null })),
  },
];

describe('which screens an account may open', () => {
  // A route added without saying how it is reached would open for everyone by its address.
  it.each(routeRegistry.map((route) => route.path))('%s is a menu screen, reached from menu screens, or open to all', (path) => {
    const from = reachedFrom(path);
    const open = OPEN_SCREENS.includes(path);
    expect(open || menuRoutes.has(path.toLowerCase()) || from !== undefined).toBe(true);
    expect(from !== undefined && (open || menuRoutes.has(path.toLowerCase()))).toBe(false);
    for (const screen of from ?? []) expect(menuRoutes.has(screen.toLowerCase())).toBe(true);
  });

  it('opens only what the menu grants, and the screens reached from it', () => {
    const granted = menuScreens(menuOf(customersScreens.customerList.path, workOrdersScreens.myWorkOrder.path));
    const access = (url: string) => routeAccess(url, granted);
    for (const url of [systemScreens.roleManage.path, systemScreens.permissionAssignment.path, serviceMaintenanceScreens.serviceMaintenance.path, paymentsScreens.serviceOrder.path, paymentsScreens.recharge.path, systemScreens.userTransfer.path, invoicesScreens.invoiceAsk.path, systemScreens.userTransferDetail.href({ id: '1' })]) {
      expect(access(url), url).toBe('denied');
    }
    expect(access(customersScreens.customerList.href({ status: '正式' }))).toBe('open');
    expect(access(customersScreens.customerDetail.href({ id: '3' }))).toBe('open');
    expect(access(workOrdersScreens.workOrderDetail.href({ woNo: 'GD1' }))).toBe('open');
    expect(access(homeScreens.homePage.path)).toBe('open');
    expect(access(paymentsScreens.paySuccessful.href({ orderNo: 'DD1' }))).toBe('open');
    expect(access(systemScreens.noticeList.path)).toBe('open');
    // Not a screen at all: the tab says 页面不存在, not 无权限.
    expect(access('/noSuchScreen')).toBe('open');
  });

  it('waits for the menu before refusing', () => {
    expect(routeAccess(systemScreens.roleManage.path, null)).toBe('pending');
    expect(routeAccess(homeScreens.homePage.path, null)).toBe('open');
  });
});
