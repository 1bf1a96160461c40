import { Text } from '@mantine/core';
import type { ExpireRow, ServiceRow } from '../../contracts/customerServices.ts';
import { formatDate } from '../../rules/dates.ts';
import type { customersScreens } from '../../contracts/screens/customers.ts';
import type { BuiltColumn, DeclaredColumns } from '../../ui/resource/declaredList.ts';
import { StatusTag } from '../../ui/resource/StatusTag.tsx';
import type { TableColumn } from '../../ui/table/types.ts';

/** 剩余天数 turns red from 7 days left. (docs/product.md#routes) */
export const URGENT_DAYS = 7;

export const PRODUCT_OPTIONS = [
  { label: '云启CRM', value: 'CRM' },
  { label: '云启服装ERP', value: 'FZERP' },
  { label: '千方零售', value: 'QianFang' },
];

// The service columns every customers' service list shows (default fields; docs/product.md#screen-patterns).
const service = {
  userName: { field: 'userName', title: '客户名称', width: 'auto' },
  tel: { field: 'tel', title: '手机', width: 130 },
  productName: { field: 'productName', title: '产品', width: 130 },
  versonName: { field: 'versonName', title: '版本', width: 100 },
  host: { field: 'host', title: '域名', width: 120, formatter: (value) => (value ? String(value) : '—') },
  localityName: { field: 'localityName', title: '服务器区域', width: 170 },
  userCount: { field: 'userCount', title: '用户数', width: 90, contentAlign: 'right', titleAlign: 'right' },
  expireDate: { field: 'expireDate', title: '到期日期', width: 120, formatter: (value) => formatDate(value as number) },
  remainDays: {
    field: 'remainDays',
    title: '剩余天数',
    width: 100,
    contentAlign: 'right',
    titleAlign: 'right',
    cellComponent: ({ value }) => (
      <Text size="sm" c={(value as number) <= URGENT_DAYS ? 'red' : undefined} fw={(value as number) <= URGENT_DAYS ? 600 : undefined}>
        {String(value)}
      </Text>
    ),
  },
  serviceStatus: {
    field: 'serviceStatus',
    title: '服务状态',
    width: 110,
    contentAlign: 'center',
    titleAlign: 'center',
    formatter: (value) => String(value),
    cellComponent: ({ value }) => <StatusTag status={String(value)} />,
  },
} satisfies Record<string, TableColumn<ServiceRow>>;

/** One of the shared service columns, for a list whose rows are services. */
export function serviceColumn<T extends ServiceRow, const F extends keyof typeof service, const E extends Partial<TableColumn<T>> = object>(
  field: F,
  extra?: E,
): BuiltColumn<T, Omit<(typeof service)[F], keyof E> & E> {
  return { ...(service[field] as unknown as TableColumn<T>), ...extra } as unknown as BuiltColumn<T, Omit<(typeof service)[F], keyof E> & E>;
}

export const expireColumns: DeclaredColumns<ExpireRow, typeof customersScreens.expireInfo.list> = [
  serviceColumn('userName'),
  serviceColumn('productName'),
  serviceColumn('versonName'),
  serviceColumn('host'),
  serviceColumn('expireDate', { orderBy: 'none' }),
  serviceColumn('remainDays'),
  serviceColumn('serviceStatus'),
  { field: 'labels', title: '标签', width: 120, formatter: (value) => (value as string[]).join('、') },
  { field: 'noRenewReason', title: '不续费原因', width: 200, formatter: (value) => (value as string | null) ?? '' },
  { field: 'staffName', title: '跟踪人', width: 90 },
];
