import { screen, type RouteEntry } from '../../ui/screen.ts';

/** Agents and analysis (docs/product.md#routes). */
export const agentsRoutes: RouteEntry[] = [
  { path: '/secondaryAgent', title: '二级代理', permissionId: 'edxxlb', page: screen(() => import('./SecondaryAgentPage.tsx')) },
  { path: '/registerInfoManage', title: '注册信息管理', permissionId: 'zcxx', page: screen(() => import('./RegisterInfoPage.tsx')) },
  { path: '/dogNumberManagement', title: '加密狗号管理', permissionId: 'jmg', page: screen(() => import('./DogNumberPage.tsx')) },
  { path: '/dbsetAnalysis', title: '账套分析', page: screen(() => import('./DbsetAnalysisPage.tsx')) },
  { path: '/userCountAbnormal', title: '用户数异常', permissionId: 'yhyc', page: screen(() => import('./UserCountAbnormalPage.tsx')) },
  { path: '/userCountAbnormalDetail', title: '用户数异常详情', permissionId: 'yhyc', opensWith: 'id', page: screen(() => import('./UserCountAbnormalDetailPage.tsx')) },
  { path: '/secondAgentConsumeRecord', title: '二级代理消费记录', page: screen(() => import('./ConsumeRecordPage.tsx')) },
  { path: '/userOrderCountManage', title: '用户订单统计', page: screen(() => import('./UserOrderCountPage.tsx')) },
  { path: '/userOrderCountdetail', title: '用户订单统计详情', opensWith: 'userId', page: screen(() => import('./UserOrderDetailPage.tsx')) },
  { path: '/twoAgentSalesCharts', title: '二级代理销售图表', page: screen(() => import('./SalesChartsPage.tsx')) },
  { path: '/iShopMarketing', title: 'iShop营销', page: screen(() => import('./IShopMarketingPage.tsx')) },
  { path: '/backgroundBoard', title: '后台看板', page: screen(() => import('./BoardPage.tsx')) },
];
