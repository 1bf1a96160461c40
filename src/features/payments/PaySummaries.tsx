import { Paper, Stack, Table, Text } from '@mantine/core';
import { ORDER_TYPES } from '../../api/contracts/orders.ts';
import { DATE_TIME_FORMAT, formatDate } from '../../rules/dates.ts';
import { fenToYuanText, formatYuan, moneyToChinese } from '../../rules/money.ts';
import { countdownText, useNow } from './PayQrStep.tsx';
import type { Order, Recharge } from './paymentsApi.ts';

function Amount({ fen }: { fen: number }) {
  return (
    <Stack gap={0}>
      <Text size="xl" fw={700} c="orange.7">
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
        <Table withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>商品</Table.Th>
              <Table.Th>规格</Table.Th>
              <Table.Th>数量</Table.Th>
              <Table.Th>单价</Table.Th>
              <Table.Th>小计</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.lines.map((line, index) => (
              <Table.Tr key={index}>
                <Table.Td>{line.itemName}</Table.Td>
                <Table.Td>{line.spec}</Table.Td>
                <Table.Td>{line.quantity}</Table.Td>
                <Table.Td>¥{formatYuan(line.unitFen)}</Table.Td>
                <Table.Td>¥{formatYuan(line.subtotalFen)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
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
