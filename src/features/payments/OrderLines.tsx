import { Stack, Text } from '@mantine/core';
import { ORDER_TYPES, type Order } from '../../contracts/orders.ts';
import { formatYuan } from '../../rules/money.ts';
import { DescriptionGrid } from '../../ui/resource/DetailScreen.tsx';
import { QuoteLines } from './QuoteLines.tsx';

/** A service order's facts, lines and amounts (the list's 详情 drawer and the order's own page). */
export function OrderLines({ order }: { order: Order }) {
  return (
    <Stack gap="sm">
      <DescriptionGrid
        item={order}
        facts={[
          { label: '客户名称', value: (item) => item.customerName || '—' },
          { label: '订单类型', value: (item) => ORDER_TYPES[item.orderType] },
          { label: '订单状态', value: (item) => item.orderStatus },
          { label: '支付方式', value: (item) => item.payMethod ?? '—' },
          { label: '开票状态', value: (item) => item.billingState },
          { label: '备注', value: (item) => item.remark || '—', span: 3 },
        ]}
      />
      <QuoteLines lines={order.lines} />
      <Text ta="right" size="sm">优惠 -{formatYuan(order.discountFen)} 元</Text>
      <Text ta="right" fw={700}>实付 {formatYuan(order.amountFen)} 元</Text>
    </Stack>
  );
}
