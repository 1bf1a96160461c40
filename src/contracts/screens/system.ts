import { defineScreens } from './screen.ts';

/** System (docs/product.md#routes). */
export const systemScreens = defineScreens({
  roleManage: {
    path: '/roleManage', title: '角色管理', page: 'system/RoleManagePage', permissionId: 'jsgl', buttons: { all: ['add', 'edit', 'status', 'del'], child: [] }, menu: { group: '系统管理', order: 1 },
    list: { endpoint: '/api/role/RolePageList', sort: ['roleName', 'createdAt'], filter: ['status'] },
  },
  accountManage: {
    path: '/systemAccountManage', title: '系统账号管理', page: 'system/AccountManagePage', permissionId: 'zhgl', buttons: { all: ['add', 'edit', 'status', 'resetPwd', 'auth', 'authManager', 'del', 'export'], child: ['export'] }, menu: { group: '系统管理', order: 2 },
    list: { endpoint: '/api/account/ChildAccountPageList', sort: ['accountName', 'name', 'lastLogin', 'authCount'], filter: ['status', 'roleId'] },
  },
  addAccount: { path: '/systemAccountManage/addAccountInfo', title: '新增账号', page: 'system/AddAccountPage', reachedFrom: ['accountManage'], permissionId: 'zhgl' },
  accountDetail: { path: '/systemAccountManage/accountDetail', title: '账号详情', page: 'system/AccountDetailPage', reachedFrom: ['accountManage'], permissionId: 'zhgl', opensWith: 'id' },
  userInfoAuth: { path: '/systemAccountManage/userInfoAuth', title: '客户授权', page: 'system/UserInfoAuthPage', reachedFrom: ['accountManage'], permissionId: 'zhgl', opensWith: 'id' },
  authManager: { path: '/systemAccountManage/authManagerAuth', title: '经理授权', page: 'system/AuthManagerPage', reachedFrom: ['accountManage'], permissionId: 'zhgl', opensWith: 'id' },
  userTransfer: {
    path: '/userTransfer', title: '用户转移', page: 'system/UserTransferPage', permissionId: 'yhzy', buttons: { all: ['add', 'retry', 'export'], child: ['export'] }, menu: { group: '系统管理', order: 3 },
    list: { endpoint: '/api/userTransfer/TransferPageList', sort: ['createTime'], filter: ['taskStatus'] },
  },
  userTransferDetail: {
    path: '/userTransferDetail', title: '用户转移详情', page: 'system/UserTransferDetailPage', reachedFrom: ['userTransfer'], permissionId: 'yhzy', opensWith: 'id',
    list: { endpoint: '/api/userTransfer/TransferLinePageList', sort: [], filter: ['id', 'result'], handlerFilters: ['id'] },
  },
  tiktokImport: {
    path: '/tiktokStoreOrdersIntoMana', title: '抖店订单导入', page: 'system/TiktokImportPage', permissionId: 'ddrd', buttons: { all: ['import', 'export'], child: ['export'] }, menu: { group: '系统管理', order: 4 },
    list: { endpoint: '/api/tiktokImport/BatchPageList', sort: ['createTime', 'total'], filter: ['taskStatus'] },
  },
  tiktokImportDetail: {
    path: '/tiktokStoreOrdersIntoManaDetail', title: '抖店订单导入详情', page: 'system/TiktokImportDetailPage', reachedFrom: ['tiktokImport'], permissionId: 'ddrd', opensWith: 'batchNo',
    list: { endpoint: '/api/tiktokImport/LinePageList', sort: ['rowNo'], filter: ['batchNo', 'result'], handlerFilters: ['batchNo'] },
  },
  bannerManage: {
    path: '/loginBannerManage', title: '登录页轮播管理', page: 'system/BannerManagePage', permissionId: 'dlbn', buttons: { all: ['add', 'edit', 'sort', 'status', 'del'], child: [] }, menu: { group: '系统管理', order: 5 },
    list: { endpoint: '/api/banner/ManageList', sort: ['sort', 'updatedAt'], filter: ['status'] },
  },
  contractManage: {
    path: '/contractManage', title: '经销商合同管理', page: 'system/ContractManagePage', permissionId: 'jxshtqd', buttons: { all: ['view', 'sign', 'renew', 'export'], child: ['view', 'export'] }, menu: { group: '系统管理', order: 6 },
    list: { endpoint: '/api/contract/List', sort: ['contractNo', 'signTime', 'period'], filter: ['signStatus', 'contractType'] },
  },
  quality: { path: '/agentQuality', title: '代理商资质', page: 'system/QualityPage', permissionId: 'dlzz', buttons: { all: ['submit', 'withdraw'], child: [] }, menu: { group: '系统管理', order: 7 } },
  permissionAssignment: { path: '/permissionAssignment', title: '权限配置', page: 'system/PermissionAssignmentPage', accepts: ['roleId'], permissionId: 'qxpz', buttons: { all: ['edit', 'save'], child: [] }, menu: { group: '系统管理', order: 8 } },
  noticeList: {
    path: '/noticeList', title: '公告列表', page: 'system/NoticeListPage', openToEveryone: true, permissionId: 'ggtz', buttons: { all: ['export'], child: ['export'] }, menu: { group: '系统管理', order: 9 },
    list: { endpoint: '/api/notice/List', sort: ['publishTime'], filter: ['noticeType'] },
  },
  noticeDetail: { path: '/noticeDetail', title: '公告详情', page: 'system/NoticeDetailPage', openToEveryone: true, permissionId: 'ggtz', opensWith: 'id' },
});
