import { Stack, Text, Title } from '@mantine/core';
import { useSearch } from 'wouter';
import { orderScreenOf } from '../../contracts/orders.ts';
import { LoadedView } from '../../ui/resource/LoadProblem.tsx';
import { OrderPayFlow } from './OrderPayFlow.tsx';
import { getOrder, getPaymentStatus } from './paymentsApi.ts';
import { orderSuccessHref } from './successHref.ts';
import { paymentsScreens } from '../../contracts/screens/payments.ts';

/** The payment and, for an order, its type (which decides the pay permission and where success is shown). */
async function loadPayment(payNo: string) {
  const payment = await getPaymentStatus(payNo);
  if (payment.targetKind !== 'order') return { payment, payScreen: paymentsScreens.recharge, successHref: paymentsScreens.paySuccess.href({ rechargeNo: payment.targetNo }) };
  const { orderType } = await getOrder(payment.targetNo);
  return { payment, payScreen: orderScreenOf(orderType), successHref: orderSuccessHref(orderType, payment.targetNo) };
}

/** /PayQRCode?payNo=: one QR payment on its own (a link or a reload), resumed with its absolute deadline. */
export default function PayQRCodePage() {
  const payNo = new URLSearchParams(useSearch()).get('payNo') ?? '';
  return (
    <Stack p="md" maw={880}>
      <Title order={4}>{paymentsScreens.payQRCode.title}</Title>
      <LoadedView load={() => loadPayment(payNo)} loadKey={payNo}>
        {(loaded) => (
          <OrderPayFlow
            input={{ targetKind: loaded.payment.targetKind, targetNo: loaded.payment.targetNo, payNo }}
            summary={<Text>{loaded.payment.targetKind === 'order' ? '订单号' : '充值单号'}：{loaded.payment.targetNo}</Text>}
            successHref={loaded.successHref}
            payScreen={loaded.payScreen}
          />
        )}
      </LoadedView>
    </Stack>
  );
}
