import { describe, expect, it } from 'vitest';
import type { Tab } from '../../machines/tabs.context.ts';
import type { MenuEntry } from '../contracts/menu.ts';
import { closedTabsNotice, tabsNoLongerAllowed } from './permissionFollow.ts';
import { customersScreens } from '../contracts/screens/customers.ts';
import { systemScreens } from '../contracts/screens/system.ts';
import { paymentsScreens } from '../contracts/screens/payments.ts';

const entry = (id: number, name: string, manageUrl: string | null, child: MenuEntry[] | null = null, url: string | null = null): MenuEntry => ({
  id,
  parentId: 0,
  name,
  url,
  manageUrl,
  icon: null,
  child,
});

const tab = (url: string, title: string, kind: Tab['kind'] = 'page', earlier?: string): Tab => ({
  id: earlier ?? url,
  kind,
  history: [...(earlier ? [{ url: earlier, title: '客户信息管理', instance: 1 }] : []), { url, title, instance: 2 }],
  index: earlier ? 1 : 0,
});

describe('the tabs a change of rights closes', () => {
  const menu = [entry(1, '客户管理', null, [entry(2, '客户信息管理', customersScreens.customerList.path)])];

  it('closes the screens the new menu no longer lists, by what each tab shows now', () => {
    const tabs = [
      tab(`${customersScreens.customerList.path}?page=3`, '客户信息管理'),
      // A detail opened from a list still listed stays.
      tab(customersScreens.customerDetail.href({ id: '1' }), '客户详情', 'page', customersScreens.customerList.path),
      tab(systemScreens.roleManage.path, '角色管理'),
      // A tab opened at a listed screen that moved on to one no longer listed closes.
      tab(paymentsScreens.recharge.path, '账户充值', 'page', customersScreens.customerList.path),
      tab(systemScreens.noticeList.path, '公告列表'),
    ];
    expect(tabsNoLongerAllowed({ tabs }, menu)).toEqual([
      { id: systemScreens.roleManage.path, title: '角色管理' },
      { id: customersScreens.customerList.path, title: '账户充值' },
    ]);
  });

  it('closes the framed pages of the old system whose menu entry the new menu no longer has', () => {
    const framedMenu = [
      entry(1, '旧版', null, [entry(2, '旧版报表', null, null, 'https://legacy.example.com/pages/report'), entry(3, '旧版账单', ' ', null, ' https://legacy.example.com/pages/bill ')]),
      // The same address given a portal screen is no longer framed.
      entry(4, '客户信息管理', customersScreens.customerList.path, null, 'https://legacy.example.com/pages/customers'),
    ];
    const tabs = [
      tab('https://legacy.example.com/pages/report', '旧版报表', 'frame'),
      tab('https://legacy.example.com/pages/bill', '旧版账单', 'frame'),
      tab('https://legacy.example.com/pages/customers', '旧版客户', 'frame'),
      tab('https://legacy.example.com/pages/gone', '旧版公告', 'frame'),
      tab(customersScreens.customerList.path, '客户信息管理'),
    ];
    expect(tabsNoLongerAllowed({ tabs }, framedMenu)).toEqual([
      { id: 'https://legacy.example.com/pages/customers', title: '旧版客户' },
      { id: 'https://legacy.example.com/pages/gone', title: '旧版公告' },
    ]);
  });

  it('names the closed tabs in its notice', () => {
    expect(closedTabsNotice(['角色管理', '账户充值'])).toBe('权限已变更，已关闭：角色管理、账户充值');
  });
});
