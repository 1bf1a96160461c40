import { Text } from '@mantine/core';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { PRODUCT_OPTIONS, serviceColumn } from './ExpireColumns.tsx';
import { packageSuggestions, type PackageRow } from './customerServicesApi.ts';
import { customersScreens } from '../../contracts/screens/customers.ts';
import type { DeclaredColumns } from '../../ui/resource/declaredList.ts';
import { formatYuanAmount } from '../../rules/money.ts';
import { paymentsScreens } from '../../contracts/screens/payments.ts';

const yuan = (value: number) => `${value > 0 ? '+' : ''}${formatYuanAmount(value)}`;

const columns: DeclaredColumns<PackageRow, typeof customersScreens.optimizePackage.list> = [
  serviceColumn('userName'),
  serviceColumn('productName'),
  serviceColumn('versonName'),
  serviceColumn('userCount', { orderBy: 'none' }),
  { field: 'activeUsers', title: '活跃用户数', width: 110, orderBy: 'none', contentAlign: 'right', titleAlign: 'right' },
  { field: 'dbUsage', title: '空间使用率', width: 110, orderBy: 'none', contentAlign: 'right', titleAlign: 'right', formatter: (value) => `${String(value)}%` },
  { field: 'suggestion', title: '建议方案', width: 180 },
  {
    field: 'priceDiff',
    title: '预计差价 (元)',
    width: 130,
    contentAlign: 'right',
    titleAlign: 'right',
    formatter: (value) => yuan(value as number),
    cellComponent: ({ value }) => (
      <Text size="sm" c={(value as number) < 0 ? 'green' : 'orange'}>
        {yuan(value as number)}
      </Text>
    ),
  },
];

/** Packages that fit what each customer really uses (套餐优化, yhtc). */
export default function OptimizePackagePage() {
  return (
    <ListScreen
      screen={customersScreens.optimizePackage}
      source={packageSuggestions}
      columns={columns}
      rowKey={(row) => row.id}
      query={[
        { kind: 'keyword', placeholder: '客户名称/手机号' },
        { kind: 'select', name: 'productType', label: '产品', options: PRODUCT_OPTIONS },
      ]}
      rowActions={[
        {
          label: '生成方案',
          action: 'quote',
          href: (row) => paymentsScreens.placeOrder.href({ orderType: 'upgrade', userId: row.id, suggestion: row.suggestion }),
        },
      ]}
    />
  );
}
