import type { RouteEntry } from '../../ui/screen.ts';

/** SMS (SPEC §2). */
export const smsRoutes: RouteEntry[] = [
  { path: '/AppList', title: '短信应用管理', permissionId: 'smsappgl' },
  { path: '/SignList', title: '短信签名', permissionId: 'dxqm' },
  { path: '/TemplateList', title: '短信模板', permissionId: 'dxmb' },
  { path: '/SmsList', title: '短信发送记录', permissionId: 'dxjl' },
  { path: '/RechargeRecordList', title: '短信充值记录' },
  { path: '/buySms', title: '购买短信' },
  { path: '/smsPlaceOrder', title: '短信下单' },
  { path: '/paySmsSuccessful', title: '短信支付成功' },
  { path: '/smsRecord', title: '短信记录' },
  { path: '/cloudSms', title: '云短信', permissionId: 'yds' },
  { path: '/autograph', title: '短信签名管理', permissionId: 'yqm' },
  { path: '/cloudSmsDetails', title: '云短信详情' },
  { path: '/sendSms', title: '发送短信', permissionId: 'fsdx' },
];
