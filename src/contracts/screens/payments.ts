import { defineScreens } from './screen.ts';

/** Payments and orders (docs/product.md#routes). */
export const paymentsScreens = defineScreens({
  recharge: {
    path: '/accountRecharge', title: '账户充值', page: 'payments/RechargePage', permissionId: 'zhcz', buttons: { all: ['recharge', 'pay', 'invoice', 'export'], child: ['export'] }, menu: { group: '支付与订单', order: 1, childHidden: true },
    list: { endpoint: '/orderapi/Recharge/PageList', sort: ['amountFen', 'createdAt', 'creditedAt'], filter: ['status', 'channel', 'billingState'] },
  },
  rechargeDetail: { path: '/rechargeDetail', title: '充值明细', page: 'payments/RechargeDetailPage', reachedFrom: ['recharge', 'financeDetail', 'payCenter'], permissionId: 'zhcz', opensWith: 'rechargeNo' },
  payCenter: { path: '/payCenter', title: '支付中心', page: 'payments/PayCenterPage', accepts: ['rechargeNo'], menu: { group: '支付与订单', order: 2, childHidden: true } },
  paySuccess: { path: '/paySuccess', title: '支付成功', page: 'payments/PaySuccessPage', openToEveryone: true, opensWith: 'rechargeNo' },
  buyProduct: { path: '/buyProduct', title: '购买产品', page: 'payments/BuyProductPage', accepts: ['userId', 'productType', 'versionName', 'host'], menu: { group: '支付与订单', order: 3 } },
  buySubProduct: { path: '/buySubProduct', title: '购买子产品', page: 'payments/BuySubProductPage', openToEveryone: true, accepts: ['userId', 'addOn', 'quantity', 'years', 'serviceId'] },
  upYun: { path: '/upYun', title: '本地上云', page: 'payments/UpYunPage', reachedFrom: ['dogNumber'], accepts: ['dogNo'] },
  placeOrder: { path: '/placeOrder', title: '确认订单', page: 'payments/PlaceOrderPage', openToEveryone: true, accepts: ['orderType', 'userId', 'addUsers', 'userIds', 'suggestion'] },
  pay: { path: '/pay', title: '收银台', page: 'payments/PayPage', openToEveryone: true, accepts: ['payNo'], opensWith: 'orderNo' },
  payQRCode: { path: '/PayQRCode', title: '扫码支付', page: 'payments/PayQRCodePage', openToEveryone: true, opensWith: 'payNo' },
  paySuccessful: { path: '/paySuccessful', title: '支付完成', page: 'payments/PaySuccessfulPage', openToEveryone: true, opensWith: 'orderNo' },
  serviceOrder: {
    path: '/serviceOrder', title: '服务订单', page: 'payments/ServiceOrderPage', permissionId: 'fwdd', buttons: { all: ['pay', 'cancel', 'invoice', 'export'], child: ['pay', 'export'] }, menu: { group: '支付与订单', order: 4 },
    list: { endpoint: '/orderapi/Order/PageList', sort: ['createdAt', 'amountFen', 'paidAt'], filter: ['orderType', 'orderStatus', 'billingState', 'payMethod'] },
  },
  orderDetail: { path: '/serviceOrder/orderDetail', title: '订单详情', page: 'payments/OrderDetailPage', reachedFrom: ['serviceOrder'], permissionId: 'fwdd' },
  qqdOrder: {
    path: '/qqdOrder', title: '千千店订单', page: 'payments/QqdOrderPage', menu: { group: '支付与订单', order: 5 },
    list: { endpoint: '/orderapi/Order/QqdPageList', sort: ['createdAt', 'amountFen'], filter: ['orderStatus'] },
  },
  hardwareOrder: {
    path: '/hardwareOrder', title: '硬件订单', page: 'payments/HardwareOrderPage', accepts: ['userId', 'dogNo'], permissionId: 'yjdd', buttons: { all: ['add', 'pay', 'cancel', 'export'], child: ['pay', 'export'] }, menu: { group: '支付与订单', order: 6 },
    list: { endpoint: '/orderapi/Order/HardwarePageList', sort: ['createdAt', 'amountFen'], filter: ['status', 'goods'] },
  },
  financeDetail: {
    path: '/financeDetail', title: '财务明细', page: 'payments/FinanceDetailPage', permissionId: 'zjmx', buttons: { all: ['transfer', 'export'], child: ['export'] }, menu: { group: '支付与订单', order: 7, childHidden: true },
    list: { endpoint: '/orderapi/Ledger/PageList', sort: ['time', 'incomeFen', 'expenseFen'], filter: ['flowType'] },
  },
  wltAccount: { path: '/wltAccount', title: '物流通账户', page: 'payments/WltAccountPage', permissionId: 'wlt', buttons: { all: ['recharge', 'threshold'], child: [] }, menu: { group: '支付与订单', order: 8 } },
  wltUserCost: {
    path: '/wltUserCost', title: '物流通用户费用', page: 'payments/WltUserCostPage', reachedFrom: ['wltAccount'],
    list: { endpoint: '/orderapi/Wlt/CostPageList', sort: ['amountFen', 'usage', 'month'], filter: ['status', 'month', 'item', 'userId'] },
  },
  wltUserCostDetail: { path: '/wltUserCostDetail', title: '物流通费用明细', page: 'payments/WltUserCostDetailPage', reachedFrom: ['wltAccount'], accepts: ['month'], opensWith: 'userId' },
});
