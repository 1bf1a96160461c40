import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useLocation, useSearch } from 'wouter';
import { orderInvoicedItself } from '../../rules/invoiceRule.ts';
import { formatYuan } from '../../rules/money.ts';
import { countText } from './smsColumns.tsx';
import { LoadedView } from '../../ui/resource/LoadProblem.tsx';
import { getSmsOrder } from './smsApi.ts';
import { invoicesScreens } from '../../contracts/screens/invoices.ts';
import { smsScreens } from '../../contracts/screens/sms.ts';

/** /paySmsSuccessful?orderNo=: what an SMS order credited, and where to go next. */
export default function PaySmsSuccessfulPage() {
  const orderNo = new URLSearchParams(useSearch()).get('orderNo') ?? '';
  const [, navigate] = useLocation();
  return (
    <LoadedView load={() => getSmsOrder(orderNo)} loadKey={orderNo}>
      {(order) => {
        const paid = order.orderStatus === '已完成';
        return (
          <Stack p="md" maw={640}>
            <Title order={4} c={paid ? 'green.8' : undefined}>{paid ? '支付成功' : '订单尚未支付'}</Title>
            <Text>订单号：{order.orderNo}</Text>
            <Text>充值对象：{order.target}</Text>
            <Text aria-label="到账条数">到账条数：{paid ? `${countText(order.qty)} 条` : '—'}</Text>
            <Text>支付金额：¥{formatYuan(order.amountFen)}</Text>
            <Group>
              <Button onClick={() => navigate(smsScreens.rechargeRecordList.path)}>充值记录</Button>
              <Button variant="light" onClick={() => navigate(smsScreens.buySms.path)}>继续购买</Button>
              {paid && orderInvoicedItself(order.payMethod) && (
                <Button variant="light" onClick={() => navigate(invoicesScreens.invoiceAsk.href({ orderNo: order.orderNo }))}>申请发票</Button>
              )}
            </Group>
          </Stack>
        );
      }}
    </LoadedView>
  );
}
