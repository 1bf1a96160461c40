import { Stack, Text, Title } from '@mantine/core';
import { useSearch } from 'wouter';
import { orderPageOf } from '../../api/contracts/orders.ts';
import { OrderPayFlow } from './OrderPayFlow.tsx';
import { useLoaded } from './PaySummaries.tsx';
import { getOrder, getPaymentStatus } from './paymentsApi.ts';

const successHref = (targetKind: string, targetNo: string) =>
  targetKind === 'order' ? `/paySuccessful?orderNo=${encodeURIComponent(targetNo)}` : `/paySuccess?rechargeNo=${encodeURIComponent(targetNo)}`;

/** The payment and, for an order, its type (which decides the pay permission). */
async function loadPayment(payNo: string) {
  const payment = await getPaymentStatus(payNo);
  const payPermission = payment.targetKind === 'order' ? orderPageOf((await getOrder(payment.targetNo)).orderType) : 'zhcz';
  return { payment, payPermission };
}

/** /PayQRCode?payNo=: one QR payment on its own (a link or a reload), resumed with its absolute deadline. */
export default function PayQRCodePage() {
  const payNo = new URLSearchParams(useSearch()).get('payNo') ?? '';
  const loaded = useLoaded(() => loadPayment(payNo), payNo);
  return (
    <Stack p="md" maw={880}>
      <Title order={4}>扫码支付</Title>
      {loaded ? (
        <OrderPayFlow
          input={{ targetKind: loaded.payment.targetKind, targetNo: loaded.payment.targetNo, payNo }}
          summary={<Text>{loaded.payment.targetKind === 'order' ? '订单号' : '充值单号'}：{loaded.payment.targetNo}</Text>}
          successHref={successHref(loaded.payment.targetKind, loaded.payment.targetNo)}
          payPermission={loaded.payPermission}
        />
      ) : (
        <Text c="dimmed">加载中…</Text>
      )}
    </Stack>
  );
}
