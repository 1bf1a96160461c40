import { screen, type RouteEntry } from '../../ui/screen.ts';

/** Work orders and Word formats (SPEC §2). */
export const workOrdersRoutes: RouteEntry[] = [
  { path: '/myWorkOrder', title: '我的工单', permissionId: 'wdgd' },
  { path: '/workOrderDetail', title: '工单详情', permissionId: 'wdgd' },
  { path: '/mswordformatCreate', title: '新建Word格式', permissionId: 'mswordformat' },
  { path: '/msWordFormat', title: 'Word格式管理', permissionId: 'mswordformat' },
  { path: '/msWordFormatDetail', title: 'Word格式详情', permissionId: 'mswordformat' },
  { path: '/rdsMoveUser', title: 'RDS迁移用户', permissionId: 'rdsqy', page: screen(() => import('./RdsMoveUserPage.tsx')) },
];
