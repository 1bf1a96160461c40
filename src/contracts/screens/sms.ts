import { defineScreens } from './screen.ts';

/** SMS (docs/product.md#routes). */
export const smsScreens = defineScreens({
  appList: {
    path: '/AppList', title: '短信应用管理', page: 'sms/AppListPage', permissionId: 'smsappgl', buttons: { all: ['add', 'edit', 'delete', 'recharge', 'buy', 'status'], child: ['add', 'buy'] }, menu: { group: '短信服务', order: 1 },
    list: { endpoint: '/api/sms/App/List', sort: ['remaining', 'createdAt'], filter: ['status'] },
  },
  signList: {
    path: '/SignList', title: '短信签名', page: 'sms/SignListPage', permissionId: 'dxqm', buttons: { all: ['add', 'edit', 'withdraw', 'del'], child: ['add'] }, menu: { group: '短信服务', order: 2 },
    list: { endpoint: '/api/sms/Sign/List', sort: ['createdAt'], filter: ['auditStatus', 'userId', 'scene'] },
  },
  templateList: {
    path: '/TemplateList', title: '短信模板', page: 'sms/TemplateListPage', permissionId: 'dxmb', buttons: { all: ['add', 'edit', 'withdraw', 'del'], child: ['add'] }, menu: { group: '短信服务', order: 3 },
    list: { endpoint: '/api/sms/Template/List', sort: ['createdAt'], filter: ['auditStatus', 'kind'] },
  },
  smsList: {
    path: '/SmsList', title: '短信发送记录', page: 'sms/SmsListPage', permissionId: 'dxjl', buttons: { all: ['cancel', 'export'], child: ['export'] }, menu: { group: '短信服务', order: 4 },
    list: { endpoint: '/api/sms/Send/List', sort: ['sendTime', 'segments'], filter: ['status', 'userId', 'batchNo'] },
  },
  rechargeRecordList: {
    path: '/RechargeRecordList', title: '短信充值记录', page: 'sms/RechargeRecordListPage', menu: { group: '短信服务', order: 5, childHidden: true },
    list: { endpoint: '/api/sms/Order/List', sort: ['createdAt', 'amountFen'], filter: ['orderStatus', 'appId'] },
  },
  buySms: { path: '/buySms', title: '购买短信', page: 'sms/BuySmsPage', accepts: ['appId'], menu: { group: '短信服务', order: 7, childHidden: true } },
  smsPlaceOrder: { path: '/smsPlaceOrder', title: '确认订单', page: 'sms/SmsPlaceOrderPage', reachedFrom: ['buySms', 'rechargeRecordList'], accepts: ['packageId', 'customQty', 'appId', 'userId', 'orderNo'] },
  paySmsSuccessful: { path: '/paySmsSuccessful', title: '短信支付成功', page: 'sms/PaySmsSuccessfulPage', openToEveryone: true, opensWith: 'orderNo' },
  smsRecord: {
    path: '/smsRecord', title: '短信消费记录', page: 'sms/SmsRecordPage', openToEveryone: true, menu: { group: '短信服务', order: 6, childHidden: true },
    list: { endpoint: '/api/sms/Ledger/List', sort: ['createdAt', 'qty'], filter: ['recordType', 'userId'] },
  },
  cloudSms: {
    path: '/cloudSms', title: '云短信', page: 'sms/CloudSmsPage', accepts: ['allot'], permissionId: 'yds', buttons: { all: ['allot', 'reclaim'], child: [] }, menu: { group: '短信服务', order: 8 },
    list: { endpoint: '/api/sms/Cloud/List', sort: ['remaining', 'openedAt'], filter: ['userId'] },
  },
  autograph: {
    path: '/autograph', title: '短信签名管理', page: 'sms/AutographPage', reachedFrom: ['cloudSms', 'appList'], permissionId: 'yqm', buttons: { all: ['add', 'edit', 'withdraw', 'del'], child: ['add'] },
    list: { endpoint: '/api/sms/CloudSign/List', sort: ['createdAt'], filter: ['auditStatus', 'userId', 'scene'] },
  },
  cloudSmsDetails: { path: '/cloudSmsDetails', title: '云短信详情', page: 'sms/CloudSmsDetailsPage', reachedFrom: ['cloudSms', 'sendSms'], accepts: ['userId'] },
  sendSms: { path: '/sendSms', title: '发送短信', page: 'sms/SendSmsPage', accepts: ['userId'], permissionId: 'fsdx', buttons: { all: ['send'], child: [] }, menu: { group: '短信服务', order: 9 } },
});
