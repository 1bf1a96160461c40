import { Stack, Text, Title } from '@mantine/core';
import { useSearch } from 'wouter';
import { OrderPayFlow } from './OrderPayFlow.tsx';
import { useLoaded } from './PaySummaries.tsx';
import { getPaymentStatus } from './paymentsApi.ts';

const successHref = (targetKind: string, targetNo: string) =>
  targetKind === 'order' ? `/paySuccessful?orderNo=${encodeURIComponent(targetNo)}` : `/paySuccess?rechargeNo=${encodeURIComponent(targetNo)}`;

/** /PayQRCode?payNo=: one QR payment on its own (a link or a reload), resumed with its absolute deadline. */
export default function PayQRCodePage() {
  const payNo = new URLSearchParams(useSearch()).get('payNo') ?? '';
  const payment = useLoaded(() => getPaymentStatus(payNo), payNo);
  return (
    <Stack p="md" maw={880}>
      <Title order={4}>扫码支付</Title>
      {payment ? (
        <OrderPayFlow
          input={{ targetKind: payment.targetKind, targetNo: payment.targetNo, payNo }}
          summary={<Text>{payment.targetKind === 'order' ? '订单号' : '充值单号'}：{payment.targetNo}</Text>}
          successHref={successHref(payment.targetKind, payment.targetNo)}
        />
      ) : (
        <Text c="dimmed">加载中…</Text>
      )}
    </Stack>
  );
}
