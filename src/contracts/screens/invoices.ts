import { defineScreens } from './screen.ts';

/** Invoices (docs/product.md#routes). */
export const invoicesScreens = defineScreens({
  invoiceList: {
    path: '/invoiceList', title: '发票列表', page: 'invoices/InvoiceListPage', permissionId: 'fplb', buttons: { all: ['add', 'revoke', 'edit', 'download', 'refund', 'export'], child: ['download', 'export'] }, menu: { group: '发票', order: 1 },
    list: { endpoint: '/api/Invoice/InvoicePageList', sort: ['createTime', 'amountFen', 'issueTime'], filter: ['status', 'invoiceType', 'medium'] },
  },
  invoiceDetail: { path: '/invoiceDetail', title: '发票详情', page: 'invoices/InvoiceDetailPage', reachedFrom: ['invoiceList', 'invoiceRefund'], permissionId: 'fpxq', buttons: { all: ['revoke', 'edit', 'download', 'refund'], child: ['download'] }, opensWith: 'applyNo' },
  invoiceRefund: {
    path: '/invoiceRefund', title: '发票退票', page: 'invoices/InvoiceRefundPage', accepts: ['applyNo'], permissionId: 'tp', buttons: { all: ['add', 'export'], child: ['export'] }, menu: { group: '发票', order: 3 },
    list: { endpoint: '/api/Invoice/RefundPageList', sort: ['createTime', 'amountFen'], filter: ['status'] },
  },
  invoiceAsk: { path: '/invoiceAsk', title: '申请发票', page: 'invoices/InvoiceAskPage', accepts: ['orderNo', 'applyNo', 'rechargeNo'], permissionId: 'fpsq', buttons: { all: ['submit'], child: [] }, menu: { group: '发票', order: 2 } },
  invoiceAskAddr: { path: '/invoiceAsk/addrInfo', title: '收票信息', page: 'invoices/InvoiceAskAddrPage', reachedFrom: ['invoiceAsk'], permissionId: 'fpsq' },
  invoiceAddress: { path: '/invoiceAgentAddress', title: '收票地址', page: 'invoices/InvoiceAddressPage', permissionId: 'spdz', buttons: { all: ['add', 'edit', 'del'], child: [] }, menu: { group: '发票', order: 4 } },
  invoiceTitle: { path: '/invoiceInfoManage', title: '开票信息管理', page: 'invoices/InvoiceTitlePage', permissionId: 'kpxx', buttons: { all: ['add', 'edit', 'del'], child: [] }, menu: { group: '发票', order: 5 } },
  invoiceTitleEdit: { path: '/invoiceInfoManageEdit', title: '编辑开票信息', page: 'invoices/InvoiceTitleEditPage', reachedFrom: ['invoiceTitle'], accepts: ['id'], permissionId: 'kpxx' },
});
