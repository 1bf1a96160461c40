// The provider's menu as data (no imports), so the portal's tests can check every entry has a screen.

/** A portal screen: [name, route]. A legacy page of the old system: [name, null, legacy path]. */
export type MenuLeaf = readonly [name: string, route: string | null, legacyPath?: string];
export interface MenuGroup {
  name: string;
  icon: string;
  /** Only parent accounts see it (child accounts get the smaller menu). */
  parentOnly?: boolean;
  entries: MenuLeaf[];
  /** Entries child accounts do not see. */
  childHidden?: string[];
}

/** The provider's menu, grouped as agents know it; legacy entries point at the old system. */
export const menuGroups: MenuGroup[] = [
  {
    name: '客户管理',
    icon: 'users',
    entries: [
      ['客户信息管理', '/customerInformationManage'],
      ['优化套餐', '/optimizePackage'],
      ['主机管理', '/hostManage/hostList'],
      ['空白用户管理', '/userBlankManage'],
      ['清理服务', '/clearService'],
      ['旧版客户回访', null, '/legacy/pages/visits'],
    ],
    childHidden: ['清理服务'],
  },
  {
    name: '系统管理',
    icon: 'settings',
    parentOnly: true,
    entries: [
      ['角色管理', '/roleManage'],
      ['系统账号管理', '/systemAccountManage'],
      ['用户转移', '/userTransfer'],
      ['抖店订单导入', '/tiktokStoreOrdersIntoMana'],
      ['登录页轮播管理', '/loginBannerManage'],
      ['经销商合同管理', '/contractManage'],
      ['代理商资质', '/agentQuality'],
      ['权限配置', '/permissionAssignment'],
      ['公告列表', '/noticeList'],
    ],
  },
  {
    name: '短信服务',
    icon: 'message',
    entries: [
      ['短信应用管理', '/AppList'],
      ['短信签名', '/SignList'],
      ['短信模板', '/TemplateList'],
      ['短信发送记录', '/SmsList'],
      ['短信充值记录', '/RechargeRecordList'],
      ['短信消费记录', '/smsRecord'],
      ['购买短信', '/buySms'],
      ['云短信', '/cloudSms'],
      ['发送短信', '/sendSms'],
    ],
    childHidden: ['购买短信', '短信充值记录', '短信消费记录'],
  },
  {
    name: '服务维护',
    icon: 'tool',
    entries: [
      ['服务维护', '/serviceMaintenance'],
      ['iShop服务维护', '/ishopServiceMaintenance'],
      ['服装ERP服务维护', '/newFZServiceMaintenance'],
      ['账套管理', '/dbsetManage'],
      ['数据库列表', '/dbsListServiceMaintenance'],
      ['数据恢复管理', '/DataRecoveryManage'],
    ],
  },
  {
    name: '工单',
    icon: 'ticket',
    entries: [
      ['我的工单', '/myWorkOrder'],
      ['Word格式', '/msWordFormat'],
      ['我的反馈', '/myConsultation'],
      ['数据库迁移', '/rdsMoveUser'],
    ],
  },
  {
    name: '支付与订单',
    icon: 'credit-card',
    entries: [
      ['账户充值', '/accountRecharge'],
      ['支付中心', '/payCenter'],
      ['购买产品', '/buyProduct'],
      ['服务订单', '/serviceOrder'],
      ['千千店订单', '/qqdOrder'],
      ['硬件订单', '/hardwareOrder'],
      ['财务明细', '/financeDetail'],
      ['物流通账户', '/wltAccount'],
      ['旧版财务对账', null, '/legacy/pages/reconciliation'],
    ],
    childHidden: ['账户充值', '支付中心', '财务明细', '旧版财务对账'],
  },
  {
    name: '发票',
    icon: 'receipt',
    parentOnly: true,
    entries: [
      ['发票列表', '/invoiceList'],
      ['申请发票', '/invoiceAsk'],
      ['发票退票', '/invoiceRefund'],
      ['收票地址', '/invoiceAgentAddress'],
      ['开票信息管理', '/invoiceInfoManage'],
    ],
  },
  {
    name: '代理与分析',
    icon: 'chart',
    parentOnly: true,
    entries: [
      ['二级代理', '/secondaryAgent'],
      ['注册信息管理', '/registerInfoManage'],
      ['加密狗号管理', '/dogNumberManagement'],
      ['账套分析', '/dbsetAnalysis'],
      ['用户数异常', '/userCountAbnormal'],
      ['二级代理消费记录', '/secondAgentConsumeRecord'],
      ['用户订单统计', '/userOrderCountManage'],
      ['二级代理销售图表', '/twoAgentSalesCharts'],
      ['iShop营销', '/iShopMarketing'],
      ['后台看板', '/backgroundBoard'],
      ['旧版业绩报表', null, '/legacy/pages/performance'],
    ],
  },
  {
    name: '增值服务',
    icon: 'gift',
    entries: [
      ['直播服务维护', '/liveServiceMaintenance'],
      ['抖店点击宝', '/tiktokServiceMaintenance'],
      ['人脸识别服务', '/faceRecognitionService'],
      ['图文导入服务', '/imageImportService'],
      ['千千店点击宝', '/qqdService'],
    ],
  },
  {
    name: 'AI视频',
    icon: 'video',
    entries: [
      ['AI视频抖音服务', '/aiUUTiktokServiceMaintenance'],
      ['AI视频用户管理', '/aiUUUserManagement'],
      ['AI视频推广', '/promotedAiUU'],
      ['AI视频订单', '/aiUUOrderMange'],
      ['AI视频结算管理', '/aiuuSettlementManagement'],
      ['AI视频申请结算', '/aiuuApplySettlementManagement'],
    ],
    childHidden: ['AI视频结算管理', 'AI视频申请结算'],
  },
];

