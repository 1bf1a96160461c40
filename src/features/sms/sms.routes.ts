import { screen, type RouteEntry } from '../../ui/screen.ts';

/** SMS (docs/product.md#routes). */
export const smsRoutes: RouteEntry[] = [
  { path: '/AppList', title: '短信应用管理', permissionId: 'smsappgl', page: screen(() => import('./AppListPage.tsx')) },
  { path: '/SignList', title: '短信签名', permissionId: 'dxqm', page: screen(() => import('./SignListPage.tsx')) },
  { path: '/TemplateList', title: '短信模板', permissionId: 'dxmb', page: screen(() => import('./TemplateListPage.tsx')) },
  { path: '/SmsList', title: '短信发送记录', permissionId: 'dxjl', page: screen(() => import('./SmsListPage.tsx')) },
  { path: '/RechargeRecordList', title: '短信充值记录', page: screen(() => import('./RechargeRecordListPage.tsx')) },
  { path: '/buySms', title: '购买短信', page: screen(() => import('./BuySmsPage.tsx')) },
  { path: '/smsPlaceOrder', title: '短信下单', page: screen(() => import('./SmsPlaceOrderPage.tsx')) },
  { path: '/paySmsSuccessful', title: '短信支付成功', opensWith: 'orderNo', page: screen(() => import('./PaySmsSuccessfulPage.tsx')) },
  { path: '/smsRecord', title: '短信消费记录', page: screen(() => import('./SmsRecordPage.tsx')) },
  { path: '/cloudSms', title: '云短信', permissionId: 'yds', page: screen(() => import('./CloudSmsPage.tsx')) },
  { path: '/autograph', title: '短信签名管理', permissionId: 'yqm', page: screen(() => import('./AutographPage.tsx')) },
  { path: '/cloudSmsDetails', title: '云短信详情', page: screen(() => import('./CloudSmsDetailsPage.tsx')) },
  { path: '/sendSms', title: '发送短信', permissionId: 'fsdx', page: screen(() => import('./SendSmsPage.tsx')) },
];
