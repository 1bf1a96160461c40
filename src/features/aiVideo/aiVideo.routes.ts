import { screen, type RouteEntry } from '../../ui/screen.ts';

/** AI video (docs/product.md#routes). */
export const aiVideoRoutes: RouteEntry[] = [
  { path: '/aiUUTiktokServiceMaintenance', title: 'AI视频抖音服务', permissionId: 'aidy', page: screen(() => import('./TiktokBindingsPage.tsx')) },
  { path: '/aiUUUserManagement', title: 'AI视频用户管理', permissionId: 'aiyh', page: screen(() => import('./AiuuUsersPage.tsx')) },
  { path: '/aiUUUserDetail', title: 'AI视频用户详情', permissionId: 'aiyh', opensWith: 'mobile', page: screen(() => import('./AiuuUserDetailPage.tsx')) },
  { path: '/promotedAiUU', title: 'AI视频推广', permissionId: 'aitg', page: screen(() => import('./PromotersPage.tsx')) },
  { path: '/aiUUOrderMange', title: 'AI视频订单', permissionId: 'aidd', page: screen(() => import('./CardOrdersPage.tsx')) },
  { path: '/aiuuSettlementManagement', title: 'AI视频结算管理', permissionId: 'aijs', page: screen(() => import('./SettlementsPage.tsx')) },
  { path: '/aiuuSettlementDetailManagement', title: 'AI视频结算明细', permissionId: 'aijs', opensWith: 'settleNo', page: screen(() => import('./SettlementDetailPage.tsx')) },
  { path: '/aiuuApplySettlementManagement', title: 'AI视频申请结算', permissionId: 'aijs', page: screen(() => import('./ApplySettlementPage.tsx')) },
];
