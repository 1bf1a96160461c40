import { screen, type RouteEntry } from '../../ui/screen.ts';

/** Service maintenance (docs/product.md#routes). */
export const serviceMaintenanceRoutes: RouteEntry[] = [
  { path: '/serviceMaintenance', title: '服务维护', permissionId: 'fwwh', page: screen(() => import('./ServiceMaintenancePage.tsx')) },
  { path: '/dbsInfo', title: '数据库信息', permissionId: 'fwwh', opensWith: 'serviceId', page: screen(() => import('./DbsInfoPage.tsx')) },
  { path: '/dbsListServiceMaintenance', title: '数据库列表', permissionId: 'fwwh', page: screen(() => import('./DbsListPage.tsx')) },
  { path: '/ishopServiceMaintenance', title: 'iShop服务维护', permissionId: 'fwwh', page: screen(() => import('./IshopServicePage.tsx')) },
  { path: '/newFZServiceMaintenance', title: '服装ERP服务维护', permissionId: 'fwwh', page: screen(() => import('./FzServicePage.tsx')) },
  { path: '/dbsetManage', title: '账套管理', permissionId: 'ztgl', page: screen(() => import('./DbsetManagePage.tsx')) },
  { path: '/dbsetMaintenance', title: '账套维护', permissionId: 'ztgl', page: screen(() => import('./DbsetMaintenancePage.tsx')) },
  { path: '/ishopDBsetMaintenance', title: 'iShop账套维护', permissionId: 'ztgl', page: screen(() => import('./IshopDbsetMaintenancePage.tsx')) },
  { path: '/dataRecoveryCart', title: '数据恢复购物车', permissionId: 'DataRecovery', page: screen(() => import('./DataRecoveryCartPage.tsx')) },
  { path: '/dataRecoveryPayment', title: '数据恢复支付', permissionId: 'DataRecovery', page: screen(() => import('./DataRecoveryPaymentPage.tsx')) },
  { path: '/DataRecoveryManage', title: '数据恢复管理', permissionId: 'DataRecovery', page: screen(() => import('./DataRecoveryManagePage.tsx')) },
];
