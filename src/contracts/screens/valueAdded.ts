import { defineScreens } from './screen.ts';

/** Value-added services (docs/product.md#routes). */
export const valueAddedScreens = defineScreens({
  liveServiceMaintenance: { path: '/liveServiceMaintenance', title: '直播服务维护', page: 'valueAdded/ServiceMaintenancePage', permissionId: 'zbfw', buttons: { all: ['open', 'renew', 'buy', 'status'], child: ['renew', 'buy'] }, menu: { group: '增值服务', order: 1 } },
  liveServiceRecord: { path: '/liveServiceRecord', title: '直播服务记录', page: 'valueAdded/ServiceRecordPage' },
  tiktokServiceMaintenance: { path: '/tiktokServiceMaintenance', title: '抖店点击宝', page: 'valueAdded/ServiceMaintenancePage', permissionId: 'dddjb', buttons: { all: ['open', 'renew', 'auth', 'unbind', 'status'], child: ['renew', 'auth'] }, menu: { group: '增值服务', order: 2 } },
  tiktokServiceRecord: { path: '/tiktokServiceRecord', title: '抖店点击宝记录', page: 'valueAdded/ServiceRecordPage' },
  faceRecognitionService: { path: '/faceRecognitionService', title: '人脸识别服务', page: 'valueAdded/ServiceMaintenancePage', permissionId: 'rlsbgl', buttons: { all: ['open', 'buy', 'status'], child: ['buy'] }, menu: { group: '增值服务', order: 3 } },
  faceRecognitionRecord: { path: '/faceRecognitionRecord', title: '人脸识别记录', page: 'valueAdded/ServiceRecordPage' },
  imageImportService: { path: '/imageImportService', title: '图文导入服务', page: 'valueAdded/ServiceMaintenancePage', permissionId: 'twdrgl', buttons: { all: ['open', 'buy', 'status'], child: ['buy'] }, menu: { group: '增值服务', order: 4 } },
  imageImportRecord: { path: '/imageImportRecord', title: '图文导入记录', page: 'valueAdded/ServiceRecordPage' },
  qqdService: { path: '/qqdService', title: '千千店点击宝', page: 'valueAdded/ServiceMaintenancePage', permissionId: 'qqddjb', buttons: { all: ['open', 'renew', 'buy', 'status'], child: ['renew', 'buy'] }, menu: { group: '增值服务', order: 5 } },
  qqdRecord: { path: '/qqdRecord', title: '千千店点击宝记录', page: 'valueAdded/ServiceRecordPage' },
});
