import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { fenToYuanText, formatYuan, moneyToChinese } from '../../rules/money.ts';
import { smsPackage } from '../../rules/sms.ts';
import { countText } from './smsColumns.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { LoadProblem } from '../../ui/resource/LoadProblem.tsx';
import { useLoad } from '../../ui/resource/useLoad.ts';
import { createSmsOrder, getSmsOrder } from './smsApi.ts';
import { paymentsScreens } from '../../contracts/screens/payments.ts';
import { smsScreens } from '../../contracts/screens/sms.ts';

const positive = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

/**
 * /smsPlaceOrder: the order summary, then the cashier (/pay?orderNo=, which ends on /paySmsSuccessful).
 * From /buySms it carries the package; from 充值记录 an unpaid ?orderNo=.
 */
export default function SmsPlaceOrderPage() {
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const orderNo = params.get('orderNo');
  const [busy, setBusy] = useState(false);
  const key = useMemo(() => crypto.randomUUID(), []);
  const packageId = positive(params.get('packageId')) ?? 0;
  const customQty = positive(params.get('customQty')) ?? 0;
  const picked = orderNo ? null : smsPackage(packageId, customQty);
  // From 充值记录: the unpaid order the address names.
  const [loaded, reload] = useLoad((signal) => (orderNo ? getSmsOrder(orderNo, signal) : Promise.resolve(null)), orderNo ?? '');
  if (orderNo && loaded.state === 'loading') return <PageLoader />;
  if (loaded.state === 'failed') return <LoadProblem problem={loaded.problem} onRetry={reload} />;
  const order = orderNo && loaded.state === 'ready' ? loaded.value : null;
  const summary = order ? { name: order.packageName, qty: order.qty, amountFen: order.amountFen } : picked && typeof picked !== 'string' ? { ...picked, amountFen: picked.qty * picked.unitFen } : null;
  const submit = async () => {
    if (order) return navigate(paymentsScreens.pay.href({ orderNo: order.orderNo }));
    setBusy(true);
    try {
      const created = await createSmsOrder({ packageId, customQty, appId: positive(params.get('appId')), userId: positive(params.get('userId')), idempotencyKey: key });
      navigate(paymentsScreens.pay.href({ orderNo: created.orderNo }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack p="md" maw={640} gap="md">
      <Title order={3}>{smsScreens.smsPlaceOrder.title} · 购买短信</Title>
      {typeof picked === 'string' && <Alert color="red">{picked}</Alert>}
      {summary && (
        <Card withBorder>
          {order && <Text>订单号：{order.orderNo}</Text>}
          {order && <Text>充值对象：{order.target}</Text>}
          <Text>套餐：{summary.name}</Text>
          <Text>条数：{countText(summary.qty)} 条</Text>
          <Text aria-label="应付金额">应付金额：¥{formatYuan(summary.amountFen)}</Text>
          <Text size="sm" c="dimmed">大写：{moneyToChinese(fenToYuanText(summary.amountFen))}</Text>
        </Card>
      )}
      {order && order.orderStatus !== '待支付' && <Alert color="gray">该订单{order.orderStatus}，无需支付</Alert>}
      <Group>
        <Button onClick={() => void submit()} loading={busy} disabled={!summary || (order !== null && order.orderStatus !== '待支付')}>
          {order ? '去支付' : '提交订单'}
        </Button>
      </Group>
    </Stack>
  );
}
