import { orderInvoicedItself } from '../../rules/invoiceRule.ts';
import { formatYuan } from '../../rules/money.ts';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { countText, statusColumn, timeColumn } from './smsColumns.tsx';
import { smsOrders, type SmsOrder } from './smsApi.ts';
import { smsScreens } from '../../contracts/screens/sms.ts';
import type { DeclaredColumns } from '../../ui/resource/declaredList.ts';
import { invoicesScreens } from '../../contracts/screens/invoices.ts';

const columns: DeclaredColumns<SmsOrder, typeof smsScreens.rechargeRecordList.list> = [
  { field: 'orderNo', title: '订单号', width: 190 },
  { field: 'target', title: '应用', width: 'auto' },
  { field: 'packageName', title: '套餐', width: 100 },
  { field: 'qty', title: '条数', width: 110, contentAlign: 'right', titleAlign: 'right', formatter: countText },
  { field: 'amountFen', title: '金额', width: 120, orderBy: 'none', contentAlign: 'right', titleAlign: 'right', formatter: (value) => formatYuan(Number(value)) },
  { field: 'payMethod', title: '支付方式', width: 100, formatter: (value) => (value ? String(value) : '') },
  statusColumn('orderStatus', '订单状态', ['待支付', '已完成', '已取消', '已关闭']),
  timeColumn('createdAt', '时间'),
];

/** SMS package orders (P7), ?appId= one app's; an unpaid one is paid from here. */
export default function RechargeRecordListPage() {
  return (
    <ListScreen
      screen={smsScreens.rechargeRecordList}
      source={smsOrders}
      columns={columns}
      rowKey={(row) => row.orderNo}
      scopedBy={['appId']}
      query={[{ kind: 'keyword', placeholder: '订单号/应用' }, { kind: 'dateRange', label: '时间', defaultDays: 30 }]}
      rowActions={[
        { label: '去支付', shown: (row) => row.orderStatus === '待支付', href: (row) => smsScreens.smsPlaceOrder.href({ orderNo: row.orderNo }) },
        { label: '申请发票', shown: (row) => row.orderStatus === '已完成' && orderInvoicedItself(row.payMethod), href: (row) => invoicesScreens.invoiceAsk.href({ orderNo: row.orderNo }) },
      ]}
    />
  );
}
