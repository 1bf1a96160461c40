import { screen, type RouteEntry } from '../../ui/screen.ts';

/** Invoices (docs/product.md#routes). */
export const invoicesRoutes: RouteEntry[] = [
  { path: '/invoiceList', title: '发票列表', permissionId: 'fplb', page: screen(() => import('./InvoiceListPage.tsx')) },
  { path: '/invoiceDetail', title: '发票详情', permissionId: 'fpxq', opensWith: 'applyNo', page: screen(() => import('./InvoiceDetailPage.tsx')) },
  { path: '/invoiceRefund', title: '发票退票', permissionId: 'tp', page: screen(() => import('./InvoiceRefundPage.tsx')) },
  { path: '/invoiceAsk', title: '申请发票', permissionId: 'fpsq', page: screen(() => import('./InvoiceAskPage.tsx')) },
  { path: '/invoiceAsk/addrInfo', title: '邮寄地址', permissionId: 'fpsq', page: screen(() => import('./InvoiceAskAddrPage.tsx')) },
  { path: '/invoiceAgentAddress', title: '收票地址', permissionId: 'spdz', page: screen(() => import('./InvoiceAddressPage.tsx')) },
  { path: '/invoiceInfoManage', title: '开票信息管理', permissionId: 'kpxx', page: screen(() => import('./InvoiceTitlePage.tsx')) },
  { path: '/invoiceInfoManageEdit', title: '编辑开票信息', permissionId: 'kpxx', page: screen(() => import('./InvoiceTitleEditPage.tsx')) },
];
