import { screen, type RouteEntry } from '../../ui/screen.ts';

/** Customers (docs/product.md#routes). */
export const customersRoutes: RouteEntry[] = [
  { path: '/customerInformationManage', title: '客户信息管理', permissionId: 'khxx', layoutKey: 'customerInformationManage', page: screen(() => import('./CustomerListPage.tsx')) },
  { path: '/customerInformationManage/customerDetail', title: '客户详情', permissionId: 'khxx', opensWith: 'id', page: screen(() => import('./CustomerDetailPage.tsx')) },
  { path: '/customerInformationManage/customerTrackDetail', title: '跟进详情', permissionId: 'khgz', opensWith: 'id', page: screen(() => import('./CustomerTrackDetailPage.tsx')) },
  { path: '/customerInformationManage/renewListDetail', title: '续费明细', page: screen(() => import('./RenewListPage.tsx')) },
  { path: '/customerInformationManage/appFileList', title: '应用文件', permissionId: 'yywj', page: screen(() => import('./AppFileListPage.tsx')) },
  { path: '/customerInformationManage/dbFileList', title: '数据库文件', permissionId: 'khxx', page: screen(() => import('./DbFilesPage.tsx')) },
  { path: '/customerInformationManage/customerAnnualFee', title: '客户年费', permissionId: 'khnf', page: screen(() => import('./AnnualFeePage.tsx')) },
  { path: '/customerInformationManage/customerTrack', title: '客户跟进', permissionId: 'khgz', page: screen(() => import('./CustomerTrackPage.tsx')) },
  { path: '/customerInformationManage/customerExpireInfo', title: '到期信息', permissionId: 'dqkh', page: screen(() => import('./ExpireInfoPage.tsx')) },
  { path: '/optimizePackage', title: '优化套餐', permissionId: 'yhtc', page: screen(() => import('./OptimizePackagePage.tsx')) },
  { path: '/hostManage/hostList', title: '主机管理', permissionId: 'zjgl', page: screen(() => import('./HostListPage.tsx')) },
  { path: '/userBlankManage', title: '空白用户管理', permissionId: 'khkh', page: screen(() => import('./BlankUsersPage.tsx')) },
  { path: '/clearService', title: '清理服务', permissionId: 'qcfw', page: screen(() => import('./ClearServicePage.tsx')) },
];
