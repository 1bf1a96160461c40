import { formatYuan } from '../../rules/money.ts';
import { DATE_TIME_FORMAT, formatDate } from '../../rules/dates.ts';
import { StatusTag } from '../../ui/resource/StatusTag.tsx';
import type { paymentsScreens } from '../../contracts/screens/payments.ts';
import type { FilterName } from '../../contracts/screens/screen.ts';
import type { DeclaredColumns, ListQueryField } from '../../ui/resource/declaredList.ts';
import { RECHARGE_CHANNELS, RECHARGE_STATUSES } from '../../contracts/orders.ts';
import type { Recharge } from './moneyApi.ts';

const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }));
const dateTime = (value: unknown) => (value ? formatDate(value as number, DATE_TIME_FORMAT) : '—');
/** Money columns: 元 with two decimals, right-aligned (P1). */
export const yuanColumn = { titleAlign: 'right', contentAlign: 'right', formatter: (value: unknown) => formatYuan(Number(value)) } as const;

type RechargeList = typeof paymentsScreens.recharge.list;

export const rechargeColumns: DeclaredColumns<Recharge, RechargeList> = [
  { field: 'rechargeNo', title: '充值单号', width: 190 },
  { field: 'amountFen', title: '金额（元）', width: 140, orderBy: 'none', ...yuanColumn },
  { field: 'channel', title: '方式', width: 110 },
  {
    field: 'status',
    title: '状态',
    width: 110,
    cellComponent: ({ value }) => <StatusTag status={String(value)} />,
    formatter: (value) => String(value),
  },
  { field: 'createdAt', title: '创建时间', width: 180, orderBy: 'none', formatter: dateTime },
  { field: 'creditedAt', title: '到账时间', width: 180, orderBy: 'none', formatter: dateTime },
];

export const rechargeQuery: ListQueryField<FilterName<RechargeList>>[] = [
  { kind: 'keyword', placeholder: '充值单号' },
  { kind: 'select', name: 'status', label: '状态', options: options(RECHARGE_STATUSES) },
  { kind: 'select', name: 'channel', label: '方式', options: options(RECHARGE_CHANNELS) },
  { kind: 'dateRange', label: '创建时间' },
];
