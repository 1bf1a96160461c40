import { describe, expect, it } from 'vitest';
import { menuGroups } from '../../mocks/modules/shell/menuTree.ts';
import type { MenuEntry } from '../contracts/menu.ts';
import { menuScreens, OPEN_SCREENS, reachedFrom, routeAccess } from './routeAccess.ts';
import { routeRegistry } from './routeRegistry.ts';

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
    const granted = menuScreens(menuOf('/customerInformationManage', '/myWorkOrder'));
    const access = (url: string) => routeAccess(url, granted);
    for (const url of ['/roleManage', '/permissionAssignment', '/serviceMaintenance', '/serviceOrder', '/accountRecharge', '/userTransfer', '/invoiceAsk', '/userTransferDetail?id=1']) {
      expect(access(url), url).toBe('denied');
    }
    expect(access('/customerInformationManage?status=正式')).toBe('open');
    expect(access('/customerinformationmanage/customerDetail?userId=3')).toBe('open');
    expect(access('/workOrderDetail?woNo=GD1')).toBe('open');
    expect(access('/homePage')).toBe('open');
    expect(access('/paySuccessful?orderNo=DD1')).toBe('open');
    expect(access('/noticeList')).toBe('open');
    // Not a screen at all: the tab says 页面不存在, not 无权限.
    expect(access('/noSuchScreen')).toBe('open');
  });

  it('waits for the menu before refusing', () => {
    expect(routeAccess('/roleManage', null)).toBe('pending');
    expect(routeAccess('/homePage', null)).toBe('open');
  });
});
