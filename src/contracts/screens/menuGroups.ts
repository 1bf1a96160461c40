import type { MenuGroupName, MenuPlacement } from './screen.ts';

export interface MenuGroupDeclaration {
  name: MenuGroupName;
  icon: string;
  /** Only parent accounts see it (child accounts get the smaller menu). */
  parentOnly?: true;
}

/** The provider's menu groups, in the menu's order, as agents know them; the screens place themselves in them. */
export const menuGroupDeclarations: readonly MenuGroupDeclaration[] = [
  { name: '客户管理', icon: 'users' },
  { name: '系统管理', icon: 'settings', parentOnly: true },
  { name: '短信服务', icon: 'message' },
  { name: '服务维护', icon: 'tool' },
  { name: '工单', icon: 'ticket' },
  { name: '支付与订单', icon: 'credit-card' },
  { name: '发票', icon: 'receipt', parentOnly: true },
  { name: '代理与分析', icon: 'chart', parentOnly: true },
  { name: '增值服务', icon: 'gift' },
  { name: 'AI视频', icon: 'video' },
];

/** A page of the old system in the menu, with no portal screen: its address there. */
export interface LegacyMenuEntry {
  name: string;
  legacyPath: string;
  menu: MenuPlacement;
}

export const legacyMenuEntries: readonly LegacyMenuEntry[] = [
  { name: '旧版客户回访', legacyPath: '/legacy/pages/visits', menu: { group: '客户管理', order: 6 } },
  { name: '旧版财务对账', legacyPath: '/legacy/pages/reconciliation', menu: { group: '支付与订单', order: 9, childHidden: true } },
  { name: '旧版业绩报表', legacyPath: '/legacy/pages/performance', menu: { group: '代理与分析', order: 11 } },
];
