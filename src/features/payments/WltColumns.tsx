import { WLT_COST_STATUSES } from '../../contracts/recharges.ts';
import { StatusTag } from '../../ui/resource/StatusTag.tsx';
import type { WltCost } from './moneyApi.ts';
import { yuanColumn } from './RechargeColumns.tsx';
import type { FilterName } from '../../contracts/screens/screen.ts';
import { paymentsScreens } from '../../contracts/screens/payments.ts';
import type { DeclaredColumns, ListQueryField } from '../../ui/resource/declaredList.ts';
import { businessToday } from '../../ui/businessClock.ts';

export const wltCostColumns: DeclaredColumns<WltCost, typeof paymentsScreens.wltUserCost.list> = [
  { field: 'customerName', title: '客户名称', width: 'auto' },
  { field: 'item', title: '计费项', width: 120 },
  { field: 'usage', title: '用量', width: 110, orderBy: 'none', titleAlign: 'right', contentAlign: 'right' },
  { field: 'unitFen', title: '单价（元）', width: 110, ...yuanColumn },
  { field: 'amountFen', title: '费用（元）', width: 130, orderBy: 'none', ...yuanColumn },
  { field: 'month', title: '账期', width: 100, orderBy: 'none' },
  {
    field: 'status',
    title: '状态',
    width: 100,
    cellComponent: ({ value }) => <StatusTag status={String(value)} />,
    formatter: (value) => String(value),
  },
];

/** The last six months, newest first (the seeded billing periods). */
function recentMonths(now = businessToday().toDate()): string[] {
  return Array.from({ length: 6 }, (_, back) => {
    const month = new Date(now.getFullYear(), now.getMonth() - back, 1);
    return `${month.getFullYear()}-${String(month.getMonth() + 1).padStart(2, '0')}`;
  });
}

export const wltCostQuery: ListQueryField<FilterName<typeof paymentsScreens.wltUserCost.list>>[] = [
  { kind: 'keyword', placeholder: '客户名称' },
  { kind: 'select', name: 'month', label: '账期', options: recentMonths().map((value) => ({ label: value, value })) },
  { kind: 'select', name: 'status', label: '状态', options: WLT_COST_STATUSES.map((value) => ({ label: value, value })) },
];

export const costDetailHref = (row: WltCost) => paymentsScreens.wltUserCostDetail.href({ userId: row.userId, month: row.month });
