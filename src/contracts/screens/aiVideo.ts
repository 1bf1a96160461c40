import { defineScreens } from './screen.ts';

/** AI video (docs/product.md#routes). */
export const aiVideoScreens = defineScreens({
  tiktokBindings: {
    path: '/aiUUTiktokServiceMaintenance', title: 'AI视频抖音服务', page: 'aiVideo/TiktokBindingsPage', permissionId: 'aidy', buttons: { all: ['unbind', 'export'], child: ['export'] }, menu: { group: 'AI视频', order: 1 },
    list: { endpoint: '/api/aiuu/tiktok/List', sort: ['bindTime'], filter: ['authStatus'] },
  },
  aiuuUsers: {
    path: '/aiUUUserManagement', title: 'AI视频用户管理', page: 'aiVideo/AiuuUsersPage', permissionId: 'aiyh', buttons: { all: ['gift', 'export'], child: ['export'] }, menu: { group: 'AI视频', order: 2 },
    list: { endpoint: '/api/aiuu/user/List', sort: ['createdAt', 'memberExpire'], filter: ['promoter'] },
  },
  aiuuUserDetail: { path: '/aiUUUserDetail', title: 'AI视频用户详情', page: 'aiVideo/AiuuUserDetailPage', reachedFrom: ['aiuuUsers'], permissionId: 'aiyh', opensWith: 'mobile' },
  promoters: {
    path: '/promotedAiUU', title: 'AI视频推广', page: 'aiVideo/PromotersPage', permissionId: 'aitg', buttons: { all: ['add', 'link', 'status', 'export'], child: ['link'] }, menu: { group: 'AI视频', order: 3 },
    list: { endpoint: '/api/aiuu/promoter/List', sort: ['createdAt', 'visits', 'claims'], filter: ['status'] },
  },
  cardOrders: {
    path: '/aiUUOrderMange', title: 'AI视频订单', page: 'aiVideo/CardOrdersPage', permissionId: 'aidd', buttons: { all: ['export'], child: ['export'] }, menu: { group: 'AI视频', order: 4 },
    list: { endpoint: '/api/aiuu/order/List', sort: ['createdAt', 'amountFen'], filter: ['cardType', 'settleStatus', 'mobile'] },
  },
  settlements: {
    path: '/aiuuSettlementManagement', title: 'AI视频结算管理', page: 'aiVideo/SettlementsPage', permissionId: 'aijs', buttons: { all: ['apply', 'revoke', 'export'], child: ['export'] }, menu: { group: 'AI视频', order: 5, childHidden: true },
    list: { endpoint: '/api/aiuu/settlement/List', sort: ['createdAt', 'amountFen'], filter: ['status'] },
  },
  settlementDetail: { path: '/aiuuSettlementDetailManagement', title: 'AI视频结算明细', page: 'aiVideo/SettlementDetailPage', reachedFrom: ['settlements', 'applySettlement'], permissionId: 'aijs', opensWith: 'settleNo' },
  applySettlement: { path: '/aiuuApplySettlementManagement', title: 'AI视频申请结算', page: 'aiVideo/ApplySettlementPage', accepts: ['period'], permissionId: 'aijs', menu: { group: 'AI视频', order: 6, childHidden: true } },
});
