import { Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { DATE_TIME_FORMAT, formatDate } from '../../rules/dates.ts';
import { orderInvoicedItself } from '../../rules/invoiceRule.ts';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { customersScreens } from '../../contracts/screens/customers.ts';
import type { DeclaredColumns } from '../../ui/resource/declaredList.ts';
import { renewals, type RenewalRecord } from './customerRecordsApi.ts';
import { formatYuanAmount } from '../../rules/money.ts';
import { invoicesScreens } from '../../contracts/screens/invoices.ts';

const money = (value: unknown) => formatYuanAmount(Number(value));

const columns: DeclaredColumns<RenewalRecord, typeof customersScreens.renewList.list> = [
  { field: 'orderNo', title: '订单号', width: 190 },
  { field: 'productName', title: '产品', width: 140 },
  { field: 'versionName', title: '版本', width: 100 },
  { field: 'months', title: '续费时长', width: 100, formatter: (value) => `${Number(value)}个月` },
  { field: 'oldExpire', title: '原到期', width: 120, formatter: (value) => formatDate(value as number) },
  { field: 'newExpire', title: '新到期', width: 120, orderBy: 'none', formatter: (value) => formatDate(value as number) },
  { field: 'amount', title: '金额（元）', width: 130, orderBy: 'none', titleAlign: 'right', contentAlign: 'right', formatter: money },
  { field: 'payMethod', title: '支付方式', width: 100 },
  { field: 'operator', title: '操作人', width: 100 },
  { field: 'createTime', title: '时间', width: 170, orderBy: 'desc', formatter: (value) => formatDate(value as number, DATE_TIME_FORMAT) },
];

/** /customerInformationManage/renewListDetail?userId=: a customer's renewals with the sum of 金额. */
export default function RenewListPage() {
  const [sum, setSum] = useState<number | null>(null);
  const source = useMemo(() => renewals(setSum), []);

  return (
    <ListScreen
      screen={customersScreens.renewList}
      source={source}
      columns={columns}
      rowKey={(row) => row.id}
      scopedBy={['userId']}
      query={[
        { kind: 'keyword', placeholder: '订单号' },
        // P7 opens on a recent period; renewals come once a year, so the last year is shown unless the address names another period.
        { kind: 'dateRange', label: '续费时间', defaultPeriod: 'year' },
      ]}
      header={
        <Text size="sm" aria-label="金额合计">
          合计 <b>¥{formatYuanAmount(sum ?? 0)}</b>
        </Text>
      }
      rowActions={[{ label: '申请发票', shown: (row) => orderInvoicedItself(row.payMethod), href: (row) => invoicesScreens.invoiceAsk.href({ orderNo: row.orderNo }) }]}
    />
  );
}
