import type { ComponentType } from 'react';
import { screen } from './screen.ts';

export interface RouteEntry {
  path: string;
  title: string;
  /** The table id the screen fetches its button permissions with (SPEC §2, bracketed). */
  tableId?: string;
  /**
   * The screen, fetched when its tab first opens: `screen(() => import('…'))` (its chunk can be
   * loaded again after a failure). Absent while the screen is not built: the tab says so.
   */
  page?: ComponentType;
}

const HomePage = screen(() => import('../features/home/HomePage.tsx'));

/**
 * Every logged-in route of SPEC §2 (/refresh is the shell's own). Adding a screen is one line:
 * path, title, table id, lazy page.
 */
export const routeRegistry: RouteEntry[] = [
  // General
  { path: '/homePage', title: '首页', page: HomePage },
  { path: '/home', title: '首页', page: HomePage },
  // Customers
  { path: '/customerInformationManage', title: '客户信息管理', page: screen(() => import('../features/customers/CustomerListPage.tsx')) },
  { path: '/customerInformationManage/customerDetail', title: '客户详情' },
  { path: '/customerInformationManage/customerTrackDetail', title: '跟进详情' },
  { path: '/customerInformationManage/renewListDetail', title: '续费明细' },
  { path: '/customerInformationManage/appFileList', title: '应用文件' },
  { path: '/customerInformationManage/dbFileList', title: '数据库文件', page: screen(() => import('../features/dbFiles/DbFilesPage.tsx')) },
  { path: '/customerInformationManage/customerAnnualFee', title: '客户年费' },
  { path: '/customerInformationManage/customerTrack', title: '客户跟进' },
  { path: '/customerInformationManage/customerExpireInfo', title: '到期信息' },
  { path: '/optimizePackage', title: '优化套餐' },
  { path: '/hostManage/hostList', title: '主机管理' },
  { path: '/userBlankManage', title: '空白用户管理' },
  { path: '/clearService', title: '清理服务' },
  // System
  { path: '/roleManage', title: '角色管理' },
  { path: '/systemAccountManage', title: '系统账号管理' },
  { path: '/systemAccountManage/addAccountInfo', title: '新增账号' },
  { path: '/systemAccountManage/accountDetail', title: '账号详情' },
  { path: '/systemAccountManage/userInfoAuth', title: '用户信息授权' },
  { path: '/systemAccountManage/authManagerAuth', title: '管理权限授权' },
  { path: '/userTransfer', title: '用户转移' },
  { path: '/userTransferDetail', title: '用户转移详情' },
  { path: '/tiktokStoreOrdersIntoMana', title: '抖店订单导入' },
  { path: '/tiktokStoreOrdersIntoManaDetail', title: '抖店订单导入详情' },
  { path: '/loginBannerManage', title: '登录页轮播管理' },
  { path: '/contractManage', title: '经销商合同管理', tableId: 'jxshtqd' },
  { path: '/agentQuality', title: '代理商资质' },
  { path: '/permissionAssignment', title: '权限配置', tableId: 'qxpz' },
  { path: '/noticeList', title: '公告列表' },
  { path: '/noticeDetail', title: '公告详情' },
  // SMS
  { path: '/AppList', title: '短信应用管理', tableId: 'smsappgl' },
  { path: '/SignList', title: '短信签名' },
  { path: '/TemplateList', title: '短信模板' },
  { path: '/SmsList', title: '短信发送记录' },
  { path: '/RechargeRecordList', title: '短信充值记录' },
  { path: '/buySms', title: '购买短信' },
  { path: '/smsPlaceOrder', title: '短信下单' },
  { path: '/paySmsSuccessful', title: '短信支付成功' },
  { path: '/smsRecord', title: '短信记录' },
  { path: '/cloudSms', title: '云短信' },
  { path: '/autograph', title: '短信签名管理' },
  { path: '/cloudSmsDetails', title: '云短信详情' },
  { path: '/sendSms', title: '发送短信' },
  // Service maintenance
  { path: '/serviceMaintenance', title: '服务维护', tableId: 'fwwh' },
  { path: '/dbsInfo', title: '数据库信息' },
  { path: '/dbsListServiceMaintenance', title: '数据库服务维护' },
  { path: '/ishopServiceMaintenance', title: 'iShop服务维护', tableId: 'fwwh' },
  { path: '/newFZServiceMaintenance', title: '新服装服务维护', tableId: 'fwwh' },
  { path: '/dbsetManage', title: '账套管理', tableId: 'ztgl' },
  { path: '/dbsetMaintenance', title: '账套维护' },
  { path: '/ishopDBsetMaintenance', title: 'iShop账套维护' },
  { path: '/dataRecoveryCart', title: '数据恢复购物车' },
  { path: '/dataRecoveryPayment', title: '数据恢复支付' },
  { path: '/DataRecoveryManage', title: '数据恢复管理', tableId: 'DataRecovery' },
  // Work orders and Word formats
  { path: '/myWorkOrder', title: '我的工单' },
  { path: '/workOrderDetail', title: '工单详情' },
  { path: '/mswordformatCreate', title: '新建Word格式' },
  { path: '/msWordFormat', title: 'Word格式管理', tableId: 'mswordformat' },
  { path: '/msWordFormatDetail', title: 'Word格式详情' },
  { path: '/myConsultation', title: '我的反馈', page: screen(() => import('../features/feedback/MyFeedbackPage.tsx')) },
  { path: '/rdsMoveUser', title: 'RDS迁移用户' },
  // Payments and orders
  { path: '/accountRecharge', title: '账户充值', tableId: 'zhcz' },
  { path: '/rechargeDetail', title: '充值明细' },
  { path: '/payCenter', title: '支付中心' },
  { path: '/paySuccess', title: '支付成功' },
  { path: '/buyProduct', title: '购买产品' },
  { path: '/buySubProduct', title: '购买子产品' },
  { path: '/upYun', title: '升级云服务' },
  { path: '/placeOrder', title: '下单' },
  { path: '/pay', title: '支付' },
  { path: '/PayQRCode', title: '扫码支付' },
  { path: '/paySuccessful', title: '支付完成' },
  { path: '/serviceOrder', title: '服务订单' },
  { path: '/qqdOrder', title: '千千店订单' },
  { path: '/hardwareOrder', title: '硬件订单' },
  { path: '/financeDetail', title: '财务明细' },
  { path: '/wltAccount', title: '物流通账户' },
  { path: '/wltUserCost', title: '物流通用户费用' },
  { path: '/wltUserCostDetail', title: '物流通费用明细' },
  // Invoices
  { path: '/invoiceList', title: '发票列表', tableId: 'fplb' },
  { path: '/invoiceDetail', title: '发票详情', tableId: 'fpxq' },
  { path: '/invoiceRefund', title: '发票退票', tableId: 'tp' },
  { path: '/invoiceAsk', title: '申请发票', tableId: 'fpsq' },
  { path: '/invoiceAsk/addrInfo', title: '邮寄地址' },
  { path: '/invoiceAgentAddress', title: '收票地址' },
  { path: '/invoiceInfoManage', title: '开票信息管理' },
  { path: '/invoiceInfoManageEdit', title: '编辑开票信息' },
  // Agents and analysis
  { path: '/secondaryAgent', title: '二级代理', tableId: 'edxxlb' },
  { path: '/registerInfoManage', title: '注册信息管理' },
  { path: '/dogNumberManagement', title: '加密狗号管理' },
  { path: '/dbsetAnalysis', title: '账套分析' },
  { path: '/userCountAbnormal', title: '用户数异常' },
  { path: '/userCountAbnormalDetail', title: '用户数异常详情' },
  { path: '/secondAgentConsumeRecord', title: '二级代理消费记录' },
  { path: '/userOrderCountManage', title: '用户订单统计' },
  { path: '/userOrderCountdetail', title: '用户订单统计详情' },
  { path: '/twoAgentSalesCharts', title: '二级代理销售图表' },
  { path: '/iShopMarketing', title: 'iShop营销' },
  { path: '/backgroundBoard', title: '后台看板' },
  // Value-added services
  { path: '/liveServiceMaintenance', title: '直播服务维护', tableId: 'zbfw' },
  { path: '/liveServiceRecord', title: '直播服务记录' },
  { path: '/tiktokServiceMaintenance', title: '抖店点击宝', tableId: 'dddjb' },
  { path: '/tiktokServiceRecord', title: '抖店点击宝记录' },
  { path: '/faceRecognitionService', title: '人脸识别服务', tableId: 'rlsbgl' },
  { path: '/faceRecognitionRecord', title: '人脸识别记录' },
  { path: '/imageImportService', title: '图文导入服务', tableId: 'twdrgl' },
  { path: '/imageImportRecord', title: '图文导入记录' },
  { path: '/qqdService', title: '千千店点击宝', tableId: 'qqddjb' },
  { path: '/qqdRecord', title: '千千店点击宝记录' },
  // AI video
  { path: '/aiUUTiktokServiceMaintenance', title: 'AI视频抖音服务' },
  { path: '/aiUUUserManagement', title: 'AI视频用户管理' },
  { path: '/aiUUUserDetail', title: 'AI视频用户详情' },
  { path: '/promotedAiUU', title: 'AI视频推广' },
  { path: '/aiUUOrderMange', title: 'AI视频订单' },
  { path: '/aiuuSettlementManagement', title: 'AI视频结算管理' },
  { path: '/aiuuSettlementDetailManagement', title: 'AI视频结算明细' },
  { path: '/aiuuApplySettlementManagement', title: 'AI视频申请结算' },
];

const byPath = new Map(routeRegistry.map((route) => [route.path.toLowerCase(), route]));

/** The registry entry for a URL's path (matched case-insensitively, as the provider's paths are). */
export function findRoute(url: string): RouteEntry | undefined {
  const path = url.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  return byPath.get(path.toLowerCase());
}
