import { Text } from '@mantine/core';
import { MAINTAINED_STATUSES, type MaintenanceRow } from '../../contracts/serviceMaintenance.ts';
import { formatDate } from '../../rules/dates.ts';
import { StatusTag } from '../../ui/resource/StatusTag.tsx';
import type { TableColumn } from '../../ui/table/types.ts';
import type { BuiltColumn, ListQueryField } from '../../ui/resource/declaredList.ts';
import { formatCount } from '../../rules/numbers.ts';

/** 数据库 usage is orange from 80 %, red from 95 %. (docs/product.md#routes) */
export const USAGE_WARN = 80;
export const USAGE_ALERT = 95;
const URGENT_DAYS = 7;

export const usageColour = (usage: number) => (usage >= USAGE_ALERT ? 'red' : usage >= USAGE_WARN ? 'orange' : undefined);

export const dateText = (value: unknown) => (value ? formatDate(value as number) : '—');
export const statusCell = ({ value }: { value: unknown }) => <StatusTag status={String(value)} />;
export const mbText = (value: unknown) => `${formatCount(Number(value))} MB`;

export const VERSION_OPTIONS = ['标准版', '专业版', '旗舰版', '单店版', '多店版', '基础版', '连锁版'].map((name) => ({ label: name, value: name }));

/** P1's status filter of the service lists: 服务状态 with 全部. */
export const statusFilter: ListQueryField<'serviceStatus'> = { kind: 'select', name: 'serviceStatus', label: '服务状态', options: MAINTAINED_STATUSES.map((name) => ({ label: name, value: name })) };

/** The service columns of this area's lists (default fields; docs/product.md#screen-patterns). */
export const col = {
  userName: { field: 'userName', title: '客户名称', width: 'auto' },
  productName: { field: 'productName', title: '产品', width: 120 },
  versonName: { field: 'versonName', title: '版本', width: 90 },
  userCount: { field: 'userCount', title: '用户数', width: 90, orderBy: 'none', contentAlign: 'right', titleAlign: 'right' },
  host: { field: 'host', title: '域名', width: 110, formatter: (value) => (value ? String(value) : '—') },
  localityName: { field: 'localityName', title: '服务器区域', width: 160 },
  startDate: { field: 'startDate', title: '开通日期', width: 110, orderBy: 'none', formatter: dateText },
  expireDate: { field: 'expireDate', title: '到期日期', width: 110, orderBy: 'none', formatter: dateText },
  remainDays: {
    field: 'remainDays',
    title: '剩余天数',
    width: 100,
    contentAlign: 'right',
    titleAlign: 'right',
    cellComponent: ({ value }) => (
      <Text size="sm" c={(value as number) <= URGENT_DAYS ? 'red' : undefined}>
        {String(value)}
      </Text>
    ),
  },
  serviceStatus: { field: 'serviceStatus', title: '服务状态', width: 100, contentAlign: 'center', titleAlign: 'center', formatter: String, cellComponent: statusCell },
} satisfies Record<string, TableColumn<MaintenanceRow>>;

/** The service columns, typed for a list whose rows carry their fields: `serviceCol<FzServiceRow>()('host')`. */
export const serviceCol =
  <T extends object>() =>
  <K extends keyof typeof col>(field: K) =>
    col[field] as unknown as BuiltColumn<T & MaintenanceRow, (typeof col)[K]>;
