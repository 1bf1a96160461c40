import type { ValueAddedKind, ValueAddedService } from '../../contracts/valueAdded.ts';
import { StatusTag } from '../../ui/resource/StatusTag.tsx';
import type { SortName } from '../../contracts/screens/screen.ts';
import type { ValueAddedServiceList } from '../../contracts/screens/valueAdded.ts';
import type { DeclaredColumns } from '../../ui/resource/declaredList.ts';
import { formatCount } from '../../rules/numbers.ts';
import { valueAddedScreens } from '../../contracts/screens/valueAdded.ts';
import { paymentsScreens } from '../../contracts/screens/payments.ts';

/** What sets one value-added service's pair of screens apart (docs/product.md#screen-patterns); the screens themselves are shared. */
export interface KindScreens {
  kind: ValueAddedKind;
  /** The kind's maintenance list. */
  maintenance: MaintenanceScreen;
  /** The kind's record list. */
  record: RecordScreen;
  /** The columns between 客户名称 and 开通日期. */
  columns: ServiceColumn[];
  /** The top-up button (code `buy`), when the kind has one. */
  topUp?: string;
  /** The shop bound in the tiktok store: 重新授权 and 解绑. */
  store?: true;
  /** A link to the kind's orders. */
  ordersHref?: string;
}

type Declared = (typeof valueAddedScreens)[keyof typeof valueAddedScreens];
/** A kind's maintenance screen (the one declaring its button codes). */
export type MaintenanceScreen = Extract<Declared, { buttons: unknown }>;
/** A kind's record screen. */
export type RecordScreen = Exclude<Declared, MaintenanceScreen>;

/** A column of a kind's maintenance list (its sort and filter names are the declared ones). */
export type ServiceColumn = DeclaredColumns<ValueAddedService, ValueAddedServiceList>[number];

const numeric = { width: 110, titleAlign: 'right', contentAlign: 'right', formatter: (value: unknown) => formatCount(Number(value)) } as const;
/** A count the list sorts by. */
const sortedNumber = (field: SortName<ValueAddedServiceList> & keyof ValueAddedService, title: string): ServiceColumn => ({ field, title, orderBy: 'none', ...numeric });
const number = (field: keyof ValueAddedService & string, title: string): ServiceColumn => ({ field, title, ...numeric });

export const KIND_SCREENS: KindScreens[] = [
  {
    kind: 'live',
    maintenance: valueAddedScreens.liveServiceMaintenance,
    record: valueAddedScreens.liveServiceRecord,
    columns: [sortedNumber('quota', '直播间数'), sortedNumber('remaining', '剩余时长（小时）')],
    topUp: '增加直播间',
  },
  {
    kind: 'tiktok',
    maintenance: valueAddedScreens.tiktokServiceMaintenance,
    record: valueAddedScreens.tiktokServiceRecord,
    columns: [
      { field: 'shopName', title: '店铺名称', width: 180, formatter: (value) => String(value || '—') },
      { field: 'shopId', title: '店铺ID', width: 120, formatter: (value) => String(value || '—') },
      { field: 'authStatus', title: '授权状态', width: 100, formatter: (value) => String(value), cellComponent: ({ value }) => <StatusTag status={String(value)} /> },
    ],
    store: true,
  },
  {
    kind: 'face',
    maintenance: valueAddedScreens.faceRecognitionService,
    record: valueAddedScreens.faceRecognitionRecord,
    columns: [sortedNumber('quota', '设备数'), sortedNumber('remaining', '剩余次数'), number('used', '已使用')],
    topUp: '充值次数',
  },
  {
    kind: 'image',
    maintenance: valueAddedScreens.imageImportService,
    record: valueAddedScreens.imageImportRecord,
    columns: [sortedNumber('remaining', '剩余张数'), number('used', '已导入')],
    topUp: '购买张数',
  },
  {
    kind: 'qqd',
    maintenance: valueAddedScreens.qqdService,
    record: valueAddedScreens.qqdRecord,
    columns: [{ field: 'channels', title: '渠道', width: 180, formatter: (value) => String(value || '—') }, sortedNumber('quota', '店铺数')],
    topUp: '增加店铺',
    ordersHref: paymentsScreens.qqdOrder.path,
  },
];

/** The declaration whose maintenance or record route the tab shows. */
export function kindScreensOf(path: string): KindScreens | undefined {
  const lower = path.toLowerCase();
  return KIND_SCREENS.find((screens) => screens.maintenance.path.toLowerCase() === lower || screens.record.path.toLowerCase() === lower);
}
