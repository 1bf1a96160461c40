import { screen, type RouteEntry } from '../../ui/screen.ts';

/** Work orders and Word formats (docs/product.md#routes). */
export const workOrdersRoutes: RouteEntry[] = [
  { path: '/myWorkOrder', title: '我的工单', permissionId: 'wdgd', page: screen(() => import('./MyWorkOrderPage.tsx')) },
  { path: '/workOrderDetail', title: '工单详情', permissionId: 'wdgd', opensWith: 'woNo', page: screen(() => import('./WorkOrderDetailPage.tsx')) },
  { path: '/mswordformatCreate', title: '新建Word格式', permissionId: 'mswordformat', page: screen(() => import('./MsWordFormatCreatePage.tsx')) },
  { path: '/msWordFormat', title: 'Word格式', permissionId: 'mswordformat', page: screen(() => import('./MsWordFormatPage.tsx')) },
  { path: '/msWordFormatDetail', title: 'Word格式详情', permissionId: 'mswordformat', opensWith: 'reqNo', page: screen(() => import('./MsWordFormatDetailPage.tsx')) },
  { path: '/rdsMoveUser', title: '数据库迁移', permissionId: 'rdsqy', page: screen(() => import('./RdsMoveUserPage.tsx')) },
];
