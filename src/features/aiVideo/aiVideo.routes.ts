import type { RouteEntry } from '../../ui/screen.ts';

/** AI video (SPEC §2). */
export const aiVideoRoutes: RouteEntry[] = [
  { path: '/aiUUTiktokServiceMaintenance', title: 'AI视频抖音服务', permissionId: 'aidy' },
  { path: '/aiUUUserManagement', title: 'AI视频用户管理', permissionId: 'aiyh' },
  { path: '/aiUUUserDetail', title: 'AI视频用户详情', permissionId: 'aiyh' },
  { path: '/promotedAiUU', title: 'AI视频推广', permissionId: 'aitg' },
  { path: '/aiUUOrderMange', title: 'AI视频订单', permissionId: 'aidd' },
  { path: '/aiuuSettlementManagement', title: 'AI视频结算管理', permissionId: 'aijs' },
  { path: '/aiuuSettlementDetailManagement', title: 'AI视频结算明细', permissionId: 'aijs' },
  { path: '/aiuuApplySettlementManagement', title: 'AI视频申请结算', permissionId: 'aijs' },
];
