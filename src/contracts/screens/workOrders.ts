import { defineScreens } from './screen.ts';

/** Work orders and Word formats (docs/product.md#routes). */
export const workOrdersScreens = defineScreens({
  myWorkOrder: {
    path: '/myWorkOrder', title: '我的工单', page: 'workOrders/MyWorkOrderPage', accepts: ['new', 'userId', 'title', 'content'], permissionId: 'wdgd', buttons: { all: ['add', 'urge', 'close', 'rate', 'export'], child: ['add', 'urge', 'rate'] }, menu: { group: '工单', order: 1 },
    list: { endpoint: '/api/workorder/PageList', sort: ['createTime', 'lastReply'], filter: ['status', 'woType', 'progress'] },
  },
  workOrderDetail: { path: '/workOrderDetail', title: '工单详情', page: 'workOrders/WorkOrderDetailPage', reachedFrom: ['myWorkOrder'], permissionId: 'wdgd', opensWith: 'woNo' },
  msWordFormatCreate: { path: '/mswordformatCreate', title: '新建Word格式', page: 'workOrders/MsWordFormatCreatePage', reachedFrom: ['msWordFormat'], permissionId: 'mswordformat', buttons: { all: ['add', 'revoke', 'pay', 'confirm', 'download', 'export'], child: ['add', 'download'] } },
  msWordFormat: {
    path: '/msWordFormat', title: 'Word格式', page: 'workOrders/MsWordFormatPage', permissionId: 'mswordformat', menu: { group: '工单', order: 2 },
    list: { endpoint: '/api/WordFormat/PageList', sort: ['createTime', 'amountFen'], filter: ['status', 'docType'] },
  },
  msWordFormatDetail: { path: '/msWordFormatDetail', title: 'Word格式详情', page: 'workOrders/MsWordFormatDetailPage', reachedFrom: ['msWordFormat'], permissionId: 'mswordformat', opensWith: 'reqNo' },
  rdsMoveUser: {
    path: '/rdsMoveUser', title: '数据库迁移', page: 'workOrders/RdsMoveUserPage', permissionId: 'rdsqy', buttons: { all: ['add', 'cancel', 'retry'], child: [] }, menu: { group: '工单', order: 4 },
    list: { endpoint: '/api/rds/MigrationPage', sort: ['planTime', 'createTime', 'sizeMB'], filter: ['toInstance', 'taskStatus'] },
  },
});
