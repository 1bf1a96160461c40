import { screen, type RouteEntry } from '../../ui/screen.ts';

/** System (docs/product.md#routes). */
export const systemRoutes: RouteEntry[] = [
  { path: '/roleManage', title: '角色管理', permissionId: 'jsgl', page: screen(() => import('./RoleManagePage.tsx')) },
  { path: '/systemAccountManage', title: '系统账号管理', permissionId: 'zhgl', page: screen(() => import('./AccountManagePage.tsx')) },
  { path: '/systemAccountManage/addAccountInfo', title: '新增账号', permissionId: 'zhgl', page: screen(() => import('./AddAccountPage.tsx')) },
  { path: '/systemAccountManage/accountDetail', title: '账号详情', permissionId: 'zhgl', opensWith: 'id', page: screen(() => import('./AccountDetailPage.tsx')) },
  { path: '/systemAccountManage/userInfoAuth', title: '用户信息授权', permissionId: 'zhgl', opensWith: 'id', page: screen(() => import('./UserInfoAuthPage.tsx')) },
  { path: '/systemAccountManage/authManagerAuth', title: '管理权限授权', permissionId: 'zhgl', opensWith: 'id', page: screen(() => import('./AuthManagerPage.tsx')) },
  { path: '/userTransfer', title: '用户转移', permissionId: 'yhzy', page: screen(() => import('./UserTransferPage.tsx')) },
  { path: '/userTransferDetail', title: '用户转移详情', permissionId: 'yhzy', opensWith: 'id', page: screen(() => import('./UserTransferDetailPage.tsx')) },
  { path: '/tiktokStoreOrdersIntoMana', title: '抖店订单导入', permissionId: 'ddrd', page: screen(() => import('./TiktokImportPage.tsx')) },
  { path: '/tiktokStoreOrdersIntoManaDetail', title: '抖店订单导入详情', permissionId: 'ddrd', opensWith: 'batchNo', page: screen(() => import('./TiktokImportDetailPage.tsx')) },
  { path: '/loginBannerManage', title: '登录页轮播管理', permissionId: 'dlbn', page: screen(() => import('./BannerManagePage.tsx')) },
  { path: '/contractManage', title: '经销商合同管理', permissionId: 'jxshtqd', page: screen(() => import('./ContractManagePage.tsx')) },
  { path: '/agentQuality', title: '代理商资质', permissionId: 'dlzz', page: screen(() => import('./QualityPage.tsx')) },
  { path: '/permissionAssignment', title: '权限配置', permissionId: 'qxpz', page: screen(() => import('./PermissionAssignmentPage.tsx')) },
  { path: '/noticeList', title: '公告列表', permissionId: 'ggtz', page: screen(() => import('./NoticeListPage.tsx')) },
  { path: '/noticeDetail', title: '公告详情', permissionId: 'ggtz', opensWith: 'id', page: screen(() => import('./NoticeDetailPage.tsx')) },
];
