import type { RouteEntry } from '../../ui/screen.ts';

/** Value-added services (SPEC §2). */
export const valueAddedRoutes: RouteEntry[] = [
  { path: '/liveServiceMaintenance', title: '直播服务维护', permissionId: 'zbfw' },
  { path: '/liveServiceRecord', title: '直播服务记录' },
  { path: '/tiktokServiceMaintenance', title: '抖店点击宝', permissionId: 'dddjb' },
  { path: '/tiktokServiceRecord', title: '抖店点击宝记录' },
  { path: '/faceRecognitionService', title: '人脸识别服务', permissionId: 'rlsbgl' },
  { path: '/faceRecognitionRecord', title: '人脸识别记录' },
  { path: '/imageImportService', title: '图文导入服务', permissionId: 'twdrgl' },
  { path: '/imageImportRecord', title: '图文导入记录' },
  { path: '/qqdService', title: '千千店点击宝', permissionId: 'qqddjb' },
  { path: '/qqdRecord', title: '千千店点击宝记录' },
];
