import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useLocation, useSearch } from 'wouter';
import { ORDER_TYPES } from '../../contracts/orders.ts';
import { DATE_TIME_FORMAT, formatDate } from '../../rules/dates.ts';
import { formatYuan } from '../../rules/money.ts';
import { LoadedView } from '../../ui/resource/LoadProblem.tsx';
import { getOrder } from './paymentsApi.ts';
import { RenewalOutcome } from './RenewalOutcome.tsx';
import { serviceMaintenanceScreens } from '../../contracts/screens/serviceMaintenance.ts';
import { invoicesScreens } from '../../contracts/screens/invoices.ts';
import { paymentsScreens } from '../../contracts/screens/payments.ts';

/** /paySuccessful?orderNo=: what the payment changed, and where to go next (a paid 增加账套: 新增账套 for its service). */
export default function PaySuccessfulPage() {
  const orderNo = new URLSearchParams(useSearch()).get('orderNo') ?? '';
  const [, navigate] = useLocation();
  return (
    <LoadedView load={() => getOrder(orderNo)} loadKey={orderNo}>
      {(order) => (
        <Stack p="md" maw={640}>
          <Title order={4} c={order.orderStatus === '待支付' ? undefined : 'green.8'}>
            {order.orderStatus === '待支付' ? '订单尚未支付' : '支付成功'}
          </Title>
          <Text>订单号：{order.orderNo}</Text>
          <Text>订单类型：{ORDER_TYPES[order.orderType]}</Text>
          <Text>客户：{order.customerName}</Text>
          <Text>产品：{order.productName}</Text>
          <Text>支付金额：¥{formatYuan(order.amountFen)}</Text>
          <Text>支付方式：{order.payMethod ?? '—'}</Text>
          <Text>支付时间：{formatDate(order.paidAt, DATE_TIME_FORMAT) || '—'}</Text>
          {order.orderType === 'renew' && order.orderStatus !== '待支付' && <RenewalOutcome orderNo={order.orderNo} />}
          <Group>
            {order.orderType === 'addDbset' && order.userId !== null && order.orderStatus !== '待支付' && (
              <Button onClick={() => navigate(serviceMaintenanceScreens.dbsetManage.href({ addTo: order.userId }))}>新增账套</Button>
            )}
            <Button variant={order.orderType === 'addDbset' ? 'light' : 'filled'} onClick={() => navigate(paymentsScreens.serviceOrder.path)}>
              查看订单
            </Button>
            {order.billingState === '未开票' && (
              <Button variant="light" onClick={() => navigate(invoicesScreens.invoiceAsk.href({ orderNo: order.orderNo }))}>
                申请发票
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </LoadedView>
  );
}
