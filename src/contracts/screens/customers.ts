import { defineScreens } from './screen.ts';

/** Customers (docs/product.md#routes). */
export const customersScreens = defineScreens({
  customerList: {
    path: '/customerInformationManage', title: '客户信息管理', page: 'customers/CustomerListPage', permissionId: 'khxx', buttons: { all: ['edit', 'renew', 'addUser', 'upgrade', 'export'], child: ['export'] }, layoutKey: 'customerInformationManage', menu: { group: '客户管理', order: 1 },
    list: { endpoint: '/api/user/UserPageList', sort: ['customerNo', 'name', 'contact', 'userCount', 'createdAt', 'expireAt'], filter: ['status', 'productType', 'region', 'source'] },
  },
  customerDetail: { path: '/customerInformationManage/customerDetail', title: '客户详情', page: 'customers/CustomerDetailPage', reachedFrom: ['customerList', 'hostList'], permissionId: 'khxx', opensWith: 'id' },
  customerTrackDetail: { path: '/customerInformationManage/customerTrackDetail', title: '跟进详情', page: 'customers/CustomerTrackDetailPage', reachedFrom: ['customerList'], permissionId: 'khgz', buttons: { all: ['add', 'del', 'export'], child: ['add', 'export'] }, opensWith: 'id' },
  renewList: {
    path: '/customerInformationManage/renewListDetail', title: '续费明细', page: 'customers/RenewListPage', reachedFrom: ['customerList'],
    list: { endpoint: '/api/user/RenewPageList', sort: ['createTime', 'amount', 'newExpire'], filter: ['userId', 'payMethod'] },
  },
  appFileList: {
    path: '/customerInformationManage/appFileList', title: '应用文件', page: 'customers/AppFileListPage', reachedFrom: ['customerList'], permissionId: 'yywj', buttons: { all: ['upload', 'download', 'del'], child: ['download'] },
    list: { endpoint: '/api/AppFile/PageList', sort: ['uploadTime', 'size', 'fileName'], filter: ['userId'] },
  },
  dbFiles: { path: '/customerInformationManage/dbFileList', title: '数据库文件', page: 'customers/DbFilesPage', reachedFrom: ['customerList', 'dbsList'], accepts: ['userId'], permissionId: 'khxx' },
  annualFee: {
    path: '/customerInformationManage/customerAnnualFee', title: '客户年费', page: 'customers/AnnualFeePage', reachedFrom: ['customerList'], permissionId: 'khnf', buttons: { all: ['edit', 'export'], child: ['export'] },
    list: { endpoint: '/api/user/userAnnualFeeList', sort: ['annualFee', 'expireDate', 'modifyTime', 'userCount'], filter: ['productType'] },
  },
  customerTrack: {
    path: '/customerInformationManage/customerTrack', title: '客户跟进', page: 'customers/CustomerTrackPage', reachedFrom: ['customerList', 'blankUsers', 'registerInfo'], permissionId: 'khgz',
    list: { endpoint: '/api/CustomerTrack/PageList', sort: ['trackTime', 'nextTime'], filter: ['userId', 'trackWay', 'pending'], handlerFilters: ['pending'] },
  },
  expireInfo: {
    path: '/customerInformationManage/customerExpireInfo', title: '到期信息', page: 'customers/ExpireInfoPage', reachedFrom: ['customerList', 'serviceMaintenance', 'board'], permissionId: 'dqkh', buttons: { all: ['renew', 'reason', 'export'], child: ['renew', 'export'] },
    list: { endpoint: '/api/service/AgentExpirePage', sort: ['expireDate', 'remainDays', 'userName'], filter: ['productType', 'label', 'range'], handlerFilters: ['range'] },
  },
  optimizePackage: {
    path: '/optimizePackage', title: '优化套餐', page: 'customers/OptimizePackagePage', permissionId: 'yhtc', buttons: { all: ['quote'], child: [] }, menu: { group: '客户管理', order: 2 },
    list: { endpoint: '/api/service/OptimizePackagePage', sort: ['userCount', 'activeUsers', 'dbUsage'], filter: ['productType'] },
  },
  hostList: {
    path: '/hostManage/hostList', title: '主机管理', page: 'customers/HostListPage', permissionId: 'zjgl', buttons: { all: ['editHost'], child: [] }, menu: { group: '客户管理', order: 3 },
    list: { endpoint: '/api/service/HostPage', sort: ['host', 'expireDate', 'sizeMB'], filter: ['productType', 'localityName'] },
  },
  blankUsers: {
    path: '/userBlankManage', title: '空白用户管理', page: 'customers/BlankUsersPage', permissionId: 'khkh', buttons: { all: ['close', 'export'], child: ['export'] }, menu: { group: '客户管理', order: 4 },
    list: { endpoint: '/api/user/BlankUserPage', sort: ['createTime', 'lastLogin'], filter: ['productType'] },
  },
  clearService: {
    path: '/clearService', title: '清理服务', page: 'customers/ClearServicePage', permissionId: 'qcfw', buttons: { all: ['clear'], child: [] }, menu: { group: '客户管理', order: 5, childHidden: true },
    list: { endpoint: '/api/service/ClearServicePage', sort: ['createTime'], filter: ['scope'] },
  },
});
