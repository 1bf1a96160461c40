import { Paper, Stack, Text } from '@mantine/core';
import { ORDER_TYPES } from '../../contracts/orders.ts';
import { DATE_TIME_FORMAT, formatDate } from '../../rules/dates.ts';
import { fenToYuanText, formatYuan, moneyToChinese } from '../../rules/money.ts';
import { useNow } from '../../ui/useNow.ts';
import { countdownText } from './PayQrStep.tsx';
import type { Order, Recharge } from './paymentsApi.ts';
import { QuoteLines } from './QuoteLines.tsx';

function Amount({ fen }: { fen: number }) {
  return (
    <Stack gap={0}>
      <Text size="xl" fw={700} c="orange">
        应付金额：¥{formatYuan(fen)}
      </Text>
      <Text size="sm" c="dimmed">
        大写：{moneyToChinese(fenToYuanText(fen))}
      </Text>
    </Stack>
  );
}

/** 收银台 header: the order, its lines, the amount with 大写 and the time left to pay. */
export function OrderSummary({ order }: { order: Order }) {
  const now = useNow();
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Text>
          订单号：{order.orderNo}（{ORDER_TYPES[order.orderType]} · {order.customerName}）
        </Text>
        <QuoteLines lines={order.lines} />
        {order.discountFen > 0 && <Text size="sm">优惠：-¥{formatYuan(order.discountFen)}</Text>}
        <Amount fen={order.amountFen} />
        {order.orderStatus === '待支付' && (
          <Text size="sm">
            请在 {formatDate(order.expireAt, DATE_TIME_FORMAT)} 前完成支付，剩余 <span aria-label="订单剩余支付时间">{countdownText(order.expireAt, now)}</span>
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

export function RechargeSummary({ recharge }: { recharge: Recharge }) {
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Text>充值单号：{recharge.rechargeNo}</Text>
        <Amount fen={recharge.amountFen} />
      </Stack>
    </Paper>
  );
}
