import { defineScreens } from './screen.ts';

/** Agents and analysis (docs/product.md#routes). */
export const agentsScreens = defineScreens({
  secondaryAgent: {
    path: '/secondaryAgent', title: '二级代理', page: 'agents/SecondaryAgentPage', permissionId: 'edxxlb', buttons: { all: ['add', 'edit', 'freeze', 'transfer', 'resetPwd', 'export'], child: ['export'] }, menu: { group: '代理与分析', order: 1 },
    list: { endpoint: '/api/agent/SubAgentPageList', sort: ['agentNo', 'balance', 'customerCount', 'monthSales'], filter: ['status', 'region'] },
  },
  registerInfo: {
    path: '/registerInfoManage', title: '注册信息管理', page: 'agents/RegisterInfoPage', permissionId: 'zcxx', buttons: { all: ['convert', 'extend', 'abandon', 'export'], child: ['export'] }, menu: { group: '代理与分析', order: 2 },
    list: { endpoint: '/api/agent/RegistrationPageList', sort: ['createTime', 'trialEnd'], filter: ['followStatus', 'productName'] },
  },
  dogNumber: {
    path: '/dogNumberManagement', title: '加密狗号管理', page: 'agents/DogNumberPage', permissionId: 'jmg', buttons: { all: ['bind', 'unbind', 'lost', 'replace', 'export'], child: ['export'] }, menu: { group: '代理与分析', order: 3 },
    list: { endpoint: '/api/agent/DonglePageList', sort: ['dogNo', 'expireDate', 'bindTime'], filter: ['status'] },
  },
  dbsetAnalysis: { path: '/dbsetAnalysis', title: '账套分析', page: 'agents/DbsetAnalysisPage', menu: { group: '代理与分析', order: 4 } },
  userCountAbnormal: {
    path: '/userCountAbnormal', title: '用户数异常', page: 'agents/UserCountAbnormalPage', permissionId: 'yhyc', buttons: { all: ['buy', 'ignore', 'notify', 'export'], child: ['notify', 'export'] }, menu: { group: '代理与分析', order: 5 },
    list: { endpoint: '/api/agent/AbnormalPageList', sort: ['overCount', 'checkTime'], filter: ['handleStatus', 'productName'] },
  },
  userCountAbnormalDetail: { path: '/userCountAbnormalDetail', title: '用户数异常详情', page: 'agents/UserCountAbnormalDetailPage', reachedFrom: ['userCountAbnormal'], permissionId: 'yhyc', opensWith: 'id' },
  consumeRecord: {
    path: '/secondAgentConsumeRecord', title: '二级代理消费记录', page: 'agents/ConsumeRecordPage', menu: { group: '代理与分析', order: 6 },
    list: { endpoint: '/api/agent/ConsumeRecordPageList', sort: ['amount', 'createTime'], filter: ['agentNo', 'orderType', 'productName'] },
  },
  userOrderCount: {
    path: '/userOrderCountManage', title: '用户订单统计', page: 'agents/UserOrderCountPage', menu: { group: '代理与分析', order: 7 },
    list: { endpoint: '/api/agent/UserOrderCountPageList', sort: ['orderCount', 'orderAmount', 'renewCount', 'lastOrder'], filter: [] },
  },
  userOrderDetail: {
    path: '/userOrderCountdetail', title: '用户订单统计详情', page: 'agents/UserOrderDetailPage', reachedFrom: ['userOrderCount'], accepts: ['userName'], opensWith: 'userId',
    list: { endpoint: '/api/agent/UserOrderPageList', sort: ['amount', 'createTime'], filter: ['userId', 'orderType'] },
  },
  salesCharts: { path: '/twoAgentSalesCharts', title: '二级代理销售图表', page: 'agents/SalesChartsPage', menu: { group: '代理与分析', order: 8 } },
  iShopMarketing: {
    path: '/iShopMarketing', title: 'iShop营销', page: 'agents/IShopMarketingPage', menu: { group: '代理与分析', order: 9 },
    list: { endpoint: '/api/agent/IShopPluginPageList', sort: ['expireDate', 'monthOrders', 'monthGmv'], filter: ['plugin'] },
  },
  board: { path: '/backgroundBoard', title: '后台看板', page: 'agents/BoardPage', menu: { group: '代理与分析', order: 10 } },
});
