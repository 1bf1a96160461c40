import { useState } from 'react';
import type { Order } from '../../contracts/orders.ts';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { SideDrawer } from '../../ui/widgets/SideDrawer.tsx';
import { serviceOrders } from './orderEntryApi.ts';
import { OrderLines } from './OrderLines.tsx';
import { cancelOrderAction, ownersOnly, serviceOrderColumns, serviceOrderQuery } from './ServiceOrderColumns.tsx';
import { paymentsScreens } from '../../contracts/screens/payments.ts';
import { invoicesScreens } from '../../contracts/screens/invoices.ts';

/** /serviceOrder {fwdd}: the agent's and its sub-agents' service orders; pay, cancel or ask for the invoice of an own one, open any. */
export default function ServiceOrderPage() {
  const [shown, setShown] = useState<Order | null>(null);
  return (
    <>
      <ListScreen
        screen={paymentsScreens.serviceOrder}
        source={serviceOrders}
        columns={serviceOrderColumns}
        rowKey={(row) => row.orderNo}
        query={serviceOrderQuery}
        rowActions={[
          { label: '详情', run: (row) => setShown(row) },
          { label: '去支付', action: 'pay', shown: ownersOnly((row) => row.orderStatus === '待支付'), href: (row) => paymentsScreens.pay.href({ orderNo: row.orderNo }) },
          cancelOrderAction<Order>(ownersOnly((row) => row.orderStatus === '待支付')),
          {
            label: '申请发票',
            action: 'invoice',
            shown: ownersOnly((row) => row.orderStatus === '已完成' && row.billingState === '未开票'),
            href: (row) => invoicesScreens.invoiceAsk.href({ orderNo: row.orderNo }),
          },
        ]}
      />
      <SideDrawer opened={shown !== null} onClose={() => setShown(null)} position="right" size={560} title={`订单详情 ${shown?.orderNo ?? ''}`}>
        {shown && <OrderLines order={shown} />}
      </SideDrawer>
    </>
  );
}
