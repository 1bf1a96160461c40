import type { RouteEntry } from '../../ui/screen.ts';

/** Agents and analysis (SPEC §2). */
export const agentsRoutes: RouteEntry[] = [
  { path: '/secondaryAgent', title: '二级代理', permissionId: 'edxxlb' },
  { path: '/registerInfoManage', title: '注册信息管理', permissionId: 'zcxx' },
  { path: '/dogNumberManagement', title: '加密狗号管理', permissionId: 'jmg' },
  { path: '/dbsetAnalysis', title: '账套分析' },
  { path: '/userCountAbnormal', title: '用户数异常', permissionId: 'yhyc' },
  { path: '/userCountAbnormalDetail', title: '用户数异常详情', permissionId: 'yhyc' },
  { path: '/secondAgentConsumeRecord', title: '二级代理消费记录' },
  { path: '/userOrderCountManage', title: '用户订单统计' },
  { path: '/userOrderCountdetail', title: '用户订单统计详情' },
  { path: '/twoAgentSalesCharts', title: '二级代理销售图表' },
  { path: '/iShopMarketing', title: 'iShop营销' },
  { path: '/backgroundBoard', title: '后台看板' },
];
