import type { RouteEntry } from '../../ui/screen.ts';

/** Invoices (SPEC §2). */
export const invoicesRoutes: RouteEntry[] = [
  { path: '/invoiceList', title: '发票列表', permissionId: 'fplb' },
  { path: '/invoiceDetail', title: '发票详情', permissionId: 'fpxq' },
  { path: '/invoiceRefund', title: '发票退票', permissionId: 'tp' },
  { path: '/invoiceAsk', title: '申请发票', permissionId: 'fpsq' },
  { path: '/invoiceAsk/addrInfo', title: '邮寄地址', permissionId: 'fpsq' },
  { path: '/invoiceAgentAddress', title: '收票地址', permissionId: 'spdz' },
  { path: '/invoiceInfoManage', title: '开票信息管理', permissionId: 'kpxx' },
  { path: '/invoiceInfoManageEdit', title: '编辑开票信息', permissionId: 'kpxx' },
];
