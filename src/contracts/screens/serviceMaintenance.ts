import { defineScreens } from './screen.ts';

/** Service maintenance (docs/product.md#routes). */
export const serviceMaintenanceScreens = defineScreens({
  serviceMaintenance: {
    path: '/serviceMaintenance', title: '服务维护', page: 'serviceMaintenance/ServiceMaintenancePage', permissionId: 'fwwh', buttons: { all: ['renew', 'addUser', 'upgrade', 'extend', 'status', 'addStore', 'backup', 'export'], child: ['renew', 'backup', 'export'] }, menu: { group: '服务维护', order: 1 },
    list: { endpoint: '/api/serviceMaintenance/ServicePage', sort: ['expireDate', 'remainDays', 'startDate', 'userCount'], filter: ['productType', 'versonName', 'serviceStatus'] },
  },
  dbsInfo: { path: '/dbsInfo', title: '数据库信息', page: 'serviceMaintenance/DbsInfoPage', reachedFrom: ['dbsList', 'serviceMaintenance', 'fzService', 'hostList', 'dbsetAnalysis'], accepts: ['host'], permissionId: 'fwwh', opensWith: 'serviceId' },
  dbsList: {
    path: '/dbsListServiceMaintenance', title: '数据库列表', page: 'serviceMaintenance/DbsListPage', permissionId: 'fwwh', menu: { group: '服务维护', order: 5 },
    list: { endpoint: '/api/BakDbCust/DatabasePage', sort: ['sizeMB', 'usage', 'quotaMB'], filter: ['productType'] },
  },
  ishopService: {
    path: '/ishopServiceMaintenance', title: 'iShop服务维护', page: 'serviceMaintenance/IshopServicePage', permissionId: 'fwwh', menu: { group: '服务维护', order: 2 },
    list: { endpoint: '/api/serviceMaintenance/IshopPage', sort: ['expireDate'], filter: ['shopType', 'mpAuth', 'serviceStatus'] },
  },
  fzService: {
    path: '/newFZServiceMaintenance', title: '服装ERP服务维护', page: 'serviceMaintenance/FzServicePage', permissionId: 'fwwh', menu: { group: '服务维护', order: 3 },
    list: { endpoint: '/api/serviceMaintenance/FzServicePage', sort: ['expireDate', 'remainDays', 'startDate', 'userCount'], filter: ['productType', 'versonName', 'serviceStatus'] },
  },
  dbsetManage: {
    path: '/dbsetManage', title: '账套管理', page: 'serviceMaintenance/DbsetManagePage', accepts: ['addTo'], permissionId: 'ztgl', buttons: { all: ['add', 'edit', 'status', 'backup', 'restore', 'renew', 'del'], child: ['backup'] }, menu: { group: '服务维护', order: 4 },
    list: { endpoint: '/api/dbset/DbsetPage', sort: ['sizeMB', 'createTime', 'expireDate'], filter: ['serviceId', 'productType', 'status'], handlerFilters: ['status'] },
  },
  dbsetMaintenance: { path: '/dbsetMaintenance', title: '账套维护', page: 'serviceMaintenance/DbsetMaintenancePage', reachedFrom: ['dbsetManage', 'serviceMaintenance', 'fzService', 'dbsList'], accepts: ['serviceId'], permissionId: 'ztgl' },
  ishopDbsetMaintenance: { path: '/ishopDBsetMaintenance', title: 'iShop账套维护', page: 'serviceMaintenance/IshopDbsetMaintenancePage', reachedFrom: ['ishopService'], accepts: ['serviceId'], permissionId: 'ztgl' },
  dataRecoveryCart: { path: '/dataRecoveryCart', title: '数据恢复购物车', page: 'serviceMaintenance/DataRecoveryCartPage', reachedFrom: ['dataRecoveryManage'], accepts: ['serviceId', 'dbsetName'], permissionId: 'DataRecovery', buttons: { all: ['apply', 'pay', 'cancel', 'export'], child: ['apply', 'pay'] } },
  dataRecoveryPayment: { path: '/dataRecoveryPayment', title: '数据恢复支付', page: 'serviceMaintenance/DataRecoveryPaymentPage', reachedFrom: ['dataRecoveryManage'], permissionId: 'DataRecovery' },
  dataRecoveryManage: {
    path: '/DataRecoveryManage', title: '数据恢复管理', page: 'serviceMaintenance/DataRecoveryManagePage', permissionId: 'DataRecovery', menu: { group: '服务维护', order: 6 },
    list: { endpoint: '/api/DataRecovery/TaskList', sort: ['createTime', 'finishTime'], filter: ['taskStatus', 'mode'] },
  },
});
