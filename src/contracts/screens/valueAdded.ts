import type { ValueAddedKind } from '../valueAdded.ts';
import { defineScreens } from './screen.ts';

/** Every kind's maintenance list and record list: one route each, the kind in the query, the same names. */
export const valueAddedLists = {
  services: <const K extends ValueAddedKind>(kind: K) =>
    ({ endpoint: '/api/ValueAdded/PageList', query: { kind }, sort: ['expireAt', 'startAt', 'remaining', 'quota'], filter: ['serviceStatus', 'authStatus'] }) as const,
  records: <const K extends ValueAddedKind>(kind: K) =>
    ({ endpoint: '/api/ValueAdded/RecordPageList', query: { kind }, sort: ['createdAt', 'amountFen', 'quantity'], filter: ['recordType', 'serviceId'] }) as const,
};
export type ValueAddedServiceList = ReturnType<typeof valueAddedLists.services>;
export type ValueAddedRecordList = ReturnType<typeof valueAddedLists.records>;

/** Value-added services (docs/product.md#routes). */
export const valueAddedScreens = defineScreens({
  liveServiceMaintenance: {
    path: '/liveServiceMaintenance', title: '直播服务维护', page: 'valueAdded/ServiceMaintenancePage', permissionId: 'zbfw', buttons: { all: ['open', 'renew', 'buy', 'status'], child: ['renew', 'buy'] }, menu: { group: '增值服务', order: 1 },
    list: valueAddedLists.services('live'),
  },
  liveServiceRecord: { path: '/liveServiceRecord', title: '直播服务记录', page: 'valueAdded/ServiceRecordPage', reachedFrom: ['liveServiceMaintenance'], list: valueAddedLists.records('live') },
  tiktokServiceMaintenance: {
    path: '/tiktokServiceMaintenance', title: '抖店点击宝', page: 'valueAdded/ServiceMaintenancePage', permissionId: 'dddjb', buttons: { all: ['open', 'renew', 'auth', 'unbind', 'status'], child: ['renew', 'auth'] }, menu: { group: '增值服务', order: 2 },
    list: valueAddedLists.services('tiktok'),
  },
  tiktokServiceRecord: { path: '/tiktokServiceRecord', title: '抖店点击宝记录', page: 'valueAdded/ServiceRecordPage', reachedFrom: ['tiktokServiceMaintenance'], list: valueAddedLists.records('tiktok') },
  faceRecognitionService: {
    path: '/faceRecognitionService', title: '人脸识别服务', page: 'valueAdded/ServiceMaintenancePage', permissionId: 'rlsbgl', buttons: { all: ['open', 'buy', 'status'], child: ['buy'] }, menu: { group: '增值服务', order: 3 },
    list: valueAddedLists.services('face'),
  },
  faceRecognitionRecord: { path: '/faceRecognitionRecord', title: '人脸识别记录', page: 'valueAdded/ServiceRecordPage', reachedFrom: ['faceRecognitionService'], list: valueAddedLists.records('face') },
  imageImportService: {
    path: '/imageImportService', title: '图文导入服务', page: 'valueAdded/ServiceMaintenancePage', permissionId: 'twdrgl', buttons: { all: ['open', 'buy', 'status'], child: ['buy'] }, menu: { group: '增值服务', order: 4 },
    list: valueAddedLists.services('image'),
  },
  imageImportRecord: { path: '/imageImportRecord', title: '图文导入记录', page: 'valueAdded/ServiceRecordPage', reachedFrom: ['imageImportService'], list: valueAddedLists.records('image') },
  qqdService: {
    path: '/qqdService', title: '千千店点击宝', page: 'valueAdded/ServiceMaintenancePage', permissionId: 'qqddjb', buttons: { all: ['open', 'renew', 'buy', 'status'], child: ['renew', 'buy'] }, menu: { group: '增值服务', order: 5 },
    list: valueAddedLists.services('qqd'),
  },
  qqdRecord: { path: '/qqdRecord', title: '千千店点击宝记录', page: 'valueAdded/ServiceRecordPage', reachedFrom: ['qqdService'], list: valueAddedLists.records('qqd') },
});

type ValueAddedScreen = (typeof valueAddedScreens)[keyof typeof valueAddedScreens];
/** A kind's maintenance screen: the one declaring the kind's button codes. */
export type ValueAddedMaintenanceScreen = Extract<ValueAddedScreen, { buttons: unknown }>;
/** The maintenance screen of a kind. */
export const maintenanceScreenOf = (kind: ValueAddedKind): ValueAddedMaintenanceScreen =>
  Object.values(valueAddedScreens).find((screen): screen is ValueAddedMaintenanceScreen => 'buttons' in screen && screen.list.query.kind === kind)!;
