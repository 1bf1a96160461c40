import { useSearch } from 'wouter';
import type { Order } from '../../contracts/orders.ts';
import { DetailScreen } from '../../ui/resource/DetailScreen.tsx';
import { OrderLines } from './OrderLines.tsx';
import { getOrder } from './paymentsApi.ts';

/** /serviceOrder/orderDetail?orderNo= : one service order, as the list's 详情 shows it (opened from the search box). */
export default function OrderDetailPage() {
  const orderNo = new URLSearchParams(useSearch()).get('orderNo') ?? '';
  return (
    <DetailScreen<Order>
      load={() => getOrder(orderNo)}
      loadKey={orderNo}
      title={(item) => `订单详情 ${item.orderNo}`}
      status={(item) => item.orderStatus}
      printable
      sections={[{ title: '订单内容', render: (item) => <OrderLines order={item} /> }]}
    />
  );
}
