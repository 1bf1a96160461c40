import { screen, type RouteEntry } from '../../ui/screen.ts';

/** Payments and orders (docs/product.md#routes). */
export const paymentsRoutes: RouteEntry[] = [
  { path: '/accountRecharge', title: '账户充值', permissionId: 'zhcz', page: screen(() => import('./RechargePage.tsx')) },
  { path: '/rechargeDetail', title: '充值明细', permissionId: 'zhcz', opensWith: 'rechargeNo', page: screen(() => import('./RechargeDetailPage.tsx')) },
  { path: '/payCenter', title: '支付中心', page: screen(() => import('./PayCenterPage.tsx')) },
  { path: '/paySuccess', title: '支付成功', opensWith: 'rechargeNo', page: screen(() => import('./PaySuccessPage.tsx')) },
  { path: '/buyProduct', title: '购买产品', page: screen(() => import('./BuyProductPage.tsx')) },
  { path: '/buySubProduct', title: '购买子产品', page: screen(() => import('./BuySubProductPage.tsx')) },
  { path: '/upYun', title: '升级云服务', page: screen(() => import('./UpYunPage.tsx')) },
  { path: '/placeOrder', title: '下单', page: screen(() => import('./PlaceOrderPage.tsx')) },
  { path: '/pay', title: '支付', opensWith: 'orderNo', page: screen(() => import('./PayPage.tsx')) },
  { path: '/PayQRCode', title: '扫码支付', opensWith: 'payNo', page: screen(() => import('./PayQRCodePage.tsx')) },
  { path: '/paySuccessful', title: '支付完成', opensWith: 'orderNo', page: screen(() => import('./PaySuccessfulPage.tsx')) },
  { path: '/serviceOrder', title: '服务订单', permissionId: 'fwdd', page: screen(() => import('./ServiceOrderPage.tsx')) },
  { path: '/serviceOrder/orderDetail', title: '订单详情', permissionId: 'fwdd', page: screen(() => import('./OrderDetailPage.tsx')) },
  { path: '/qqdOrder', title: '千千店订单', page: screen(() => import('./QqdOrderPage.tsx')) },
  { path: '/hardwareOrder', title: '硬件订单', permissionId: 'yjdd', page: screen(() => import('./HardwareOrderPage.tsx')) },
  { path: '/financeDetail', title: '财务明细', permissionId: 'zjmx', page: screen(() => import('./FinanceDetailPage.tsx')) },
  { path: '/wltAccount', title: '物流通账户', permissionId: 'wlt', page: screen(() => import('./WltAccountPage.tsx')) },
  { path: '/wltUserCost', title: '物流通用户费用', page: screen(() => import('./WltUserCostPage.tsx')) },
  { path: '/wltUserCostDetail', title: '物流通费用明细', opensWith: 'userId', page: screen(() => import('./WltUserCostDetailPage.tsx')) },
];
