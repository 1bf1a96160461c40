import { useState } from 'react';
import { useLocation } from 'wouter';
import { HARDWARE_STATUSES, type HardwareOrder } from '../../contracts/orderEntry.ts';
import { formatDate } from '../../rules/dates.ts';
import { formatYuan } from '../../rules/money.ts';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { StatusTag } from '../../ui/resource/StatusTag.tsx';
import { message } from '../../ui/message.ts';
import { cancelOrderAction, ownersOnly } from './ServiceOrderColumns.tsx';
import { HardwareOrderBuyDrawer } from './HardwareOrderBuyDrawer.tsx';
import { confirmReceipt, hardwareOrders } from './orderEntryApi.ts';
import { ShippingSteps } from './ShippingSteps.tsx';
import { SideDrawer } from '../../ui/widgets/SideDrawer.tsx';
import { paymentsScreens } from '../../contracts/screens/payments.ts';
import type { DeclaredColumns } from '../../ui/resource/declaredList.ts';

const columns: DeclaredColumns<HardwareOrder, typeof paymentsScreens.hardwareOrder.list> = [
  { field: 'orderNo', title: '订单号', width: 190, isFrozen: true },
  { field: 'goods', title: '商品', width: 'auto' },
  { field: 'qty', title: '数量', width: 80, titleAlign: 'right', contentAlign: 'right' },
  { field: 'amountFen', title: '金额（元）', width: 120, orderBy: 'none', titleAlign: 'right', contentAlign: 'right', formatter: (value) => formatYuan(value as number) },
  { field: 'receiver', title: '收货人', width: 100 },
  { field: 'expressNo', title: '物流单号', width: 150, formatter: (value) => (value ? String(value) : '—') },
  { field: 'status', title: '状态', width: 100, cellComponent: ({ value }) => <StatusTag status={String(value)} />, formatter: (value) => String(value) },
  { field: 'createdAt', title: '下单时间', width: 150, orderBy: 'desc', formatter: (value) => formatDate(value as number, 'YYYY-MM-DD HH:mm') },
];

/** /hardwareOrder {yjdd}: devices bought by the agent, from purchase to receipt, and its sub-agents' (read-only). */
export default function HardwareOrderPage() {
  const [buying, setBuying] = useState(false);
  const [tracking, setTracking] = useState<HardwareOrder | null>(null);
  const [, navigate] = useLocation();
  return (
    <>
      <ListScreen
        screen={paymentsScreens.hardwareOrder}
        source={hardwareOrders}
        columns={columns}
        rowKey={(row) => row.orderNo}
        query={[
          { kind: 'keyword', placeholder: '订单号/收货人/物流单号' },
          { kind: 'select', name: 'status', label: '状态', options: HARDWARE_STATUSES.map((value) => ({ label: value, value })) },
          { kind: 'dateRange', label: '下单时间' },
        ]}
        toolbar={[{ label: '购买', action: 'add', run: () => setBuying(true) }]}
        rowActions={[
          { label: '去支付', action: 'pay', shown: ownersOnly((row) => row.status === '待支付'), href: (row) => paymentsScreens.pay.href({ orderNo: row.orderNo }) },
          { label: '物流', shown: (row) => row.expressNo !== null, run: (row) => setTracking(row) },
          {
            label: '确认收货',
            shown: ownersOnly((row) => row.status === '已发货'),
            confirm: (row) => `确认已收到 ${row.goods} × ${row.qty} 吗？`,
            run: async (row, context) => {
              await confirmReceipt(row.orderNo);
              message.success('已确认收货');
              context.reload();
            },
          },
          cancelOrderAction<HardwareOrder>(ownersOnly((row) => row.status === '待支付')),
        ]}
      />
      <SideDrawer opened={tracking !== null} onClose={() => setTracking(null)} position="right" size={640} title={`物流 ${tracking?.orderNo ?? ''}`}>
        {tracking && <ShippingSteps order={tracking} />}
      </SideDrawer>
      <HardwareOrderBuyDrawer opened={buying} onClose={() => setBuying(false)} onOrdered={(orderNo) => navigate(paymentsScreens.pay.href({ orderNo: orderNo }))} />
    </>
  );
}
