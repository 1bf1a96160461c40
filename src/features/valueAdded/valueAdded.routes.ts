import { screen, type RouteEntry } from '../../ui/screen.ts';

// One pair of screens serves every kind: each reads its kind from the route (kinds.tsx).
const maintenance = screen(() => import('./ServiceMaintenancePage.tsx'));
const records = screen(() => import('./ServiceRecordPage.tsx'));

/** Value-added services (docs/product.md#routes). */
export const valueAddedRoutes: RouteEntry[] = [
  { path: '/liveServiceMaintenance', title: '直播服务维护', permissionId: 'zbfw', page: maintenance },
  { path: '/liveServiceRecord', title: '直播服务记录', page: records },
  { path: '/tiktokServiceMaintenance', title: '抖店点击宝', permissionId: 'dddjb', page: maintenance },
  { path: '/tiktokServiceRecord', title: '抖店点击宝记录', page: records },
  { path: '/faceRecognitionService', title: '人脸识别服务', permissionId: 'rlsbgl', page: maintenance },
  { path: '/faceRecognitionRecord', title: '人脸识别记录', page: records },
  { path: '/imageImportService', title: '图文导入服务', permissionId: 'twdrgl', page: maintenance },
  { path: '/imageImportRecord', title: '图文导入记录', page: records },
  { path: '/qqdService', title: '千千店点击宝', permissionId: 'qqddjb', page: maintenance },
  { path: '/qqdRecord', title: '千千店点击宝记录', page: records },
];
