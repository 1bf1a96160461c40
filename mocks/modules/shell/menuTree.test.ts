import { describe, expect, it } from 'vitest';
import { screenDeclarations } from '../../../src/contracts/screens/screens.ts';
import { buttonCodes } from './menu.ts';
import { clashingMenuPlaces, menuGroups } from './menuTree.ts';

const declaredIds = [...new Set(screenDeclarations.flatMap(({ permissionId }) => (permissionId ? [permissionId] : [])))];

describe('the menu, permission tables and button codes derived from the screen declarations', () => {
  it('places every menu screen once, in a group, at a place no other entry takes', () => {
    expect(clashingMenuPlaces()).toEqual([]);
    const routes = menuGroups.flatMap((group) => group.entries.flatMap(([, route]) => (route ? [route] : [])));
    expect(routes.toSorted()).toEqual(screenDeclarations.filter((screen) => screen.menu).map((screen) => screen.path).toSorted());
  });

  it('keeps the menu order and the child accounts\' view of the declarations', () => {
    const aiVideo = menuGroups.find((group) => group.name === 'AI视频');
    expect(aiVideo?.entries.map(([name]) => name)).toEqual(['AI视频抖音服务', 'AI视频用户管理', 'AI视频推广', 'AI视频订单', 'AI视频结算管理', 'AI视频申请结算']);
    expect(aiVideo?.childHidden).toEqual(['AI视频结算管理', 'AI视频申请结算']);
    const payments = menuGroups.find((group) => group.name === '支付与订单');
    expect(payments?.entries.at(-1)).toEqual(['旧版财务对账', null, '/legacy/pages/reconciliation']);
    expect(menuGroups.filter((group) => group.parentOnly).map((group) => group.name)).toEqual(['系统管理', '发票', '代理与分析']);
  });

  it('declares the button codes of every permission id once, on one of its screens', () => {
    const owners = screenDeclarations.filter((screen) => screen.buttons);
    expect(owners.every((screen) => screen.permissionId)).toBe(true);
    expect(owners.map((screen) => screen.permissionId).toSorted()).toEqual(declaredIds.toSorted());
    expect(Object.keys(buttonCodes).toSorted()).toEqual(declaredIds.toSorted());
    for (const { all, child } of Object.values(buttonCodes)) expect(child.filter((code) => !all.includes(code))).toEqual([]);
  });
});
