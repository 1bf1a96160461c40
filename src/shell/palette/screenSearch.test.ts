import { match } from 'pinyin-pro';
import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '../../contracts/menu.ts';
import { findScreens, menuScreens, screenRank, startingScreens } from './screenSearch.ts';
import { customersScreens } from '../../contracts/screens/customers.ts';
import { paymentsScreens } from '../../contracts/screens/payments.ts';
import { systemScreens } from '../../contracts/screens/system.ts';

const leaf = (id: number, name: string, manageUrl: string | null, url: string | null = null): MenuEntry => ({ id, parentId: 1, name, url, manageUrl, icon: null, child: null });
const menu: MenuEntry[] = [
  {
    id: 1,
    parentId: 0,
    name: '客户管理',
    url: null,
    manageUrl: null,
    icon: null,
    child: [leaf(11, '客户信息管理', customersScreens.customerList.path), leaf(12, '重置密码', '/resetPassword'), leaf(13, '旧版客户回访', null, 'https://evil.example/visits')],
  },
  { id: 2, parentId: 0, name: '服务订单', url: null, manageUrl: paymentsScreens.serviceOrder.path, icon: null, child: [] },
];
const screens = menuScreens(menu, []);

describe('screen search', () => {
  it('lists only the menu entries that open, with their group', () => {
    expect(screens.map((screen) => [screen.item.label, screen.item.hint])).toEqual([
      ['客户信息管理', '客户管理'],
      ['重置密码', '客户管理'],
      ['服务订单', undefined],
    ]);
  });

  it('finds a screen by name, full pinyin and initials, polyphones included', () => {
    expect(findScreens(screens, 'khxx', match).map((item) => item.url)).toEqual([customersScreens.customerList.path]);
    expect(findScreens(screens, 'kehuxinxi', match).map((item) => item.url)).toEqual([customersScreens.customerList.path]);
    expect(findScreens(screens, '信息', match).map((item) => item.url)).toEqual([customersScreens.customerList.path]);
    expect(findScreens(screens, 'cz', match).map((item) => item.url)).toEqual(['/resetPassword']);
    expect(findScreens(screens, 'chongzhi', match).map((item) => item.url)).toEqual(['/resetPassword']);
    expect(findScreens(screens, 'dd', match).map((item) => item.url)).toEqual([paymentsScreens.serviceOrder.path]);
    expect(findScreens(screens, 'zzz', match)).toEqual([]);
  });

  it('ranks a name that starts with the query before one that contains it, and pinyin after names', () => {
    expect(screenRank('客户信息管理', '客户', match)).toBe(0);
    expect(screenRank('客户信息管理', '信息', match)).toBe(1);
    expect(screenRank('客户信息管理', 'khxx', match)).toBe(2);
    expect(screenRank('客户信息管理', 'xxgl', match)).toBe(3);
  });

  it('starts with favourites, then recent screens, each once and only from the menu', () => {
    const items = startingScreens(screens, [{ url: paymentsScreens.serviceOrder.path, title: '服务订单' }], [paymentsScreens.serviceOrder.path, systemScreens.roleManage.path, '/resetPassword']);
    expect(items.map((item) => [item.group, item.url])).toEqual([
      ['常用功能', paymentsScreens.serviceOrder.path],
      ['最近使用', '/resetPassword'],
    ]);
  });

  it('offers an account with no favourites and no recent screens the starter screens its menu holds', () => {
    // This menu holds two of the six starters.
    expect(startingScreens(screens, [], []).map((item) => [item.group, item.label])).toEqual([
      ['推荐功能', '客户信息管理'],
      ['推荐功能', '服务订单'],
    ]);
    expect(startingScreens(screens, [], ['/resetPassword']).map((item) => item.group)).toEqual(['最近使用']);
    expect(startingScreens(screens, [], [systemScreens.roleManage.path])).toHaveLength(2);
  });
});
