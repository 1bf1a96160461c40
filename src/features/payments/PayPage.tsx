import { Stack, Title } from '@mantine/core';
import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import { OrderPayFlow } from './OrderPayFlow.tsx';
import { LoadedView } from '../../ui/resource/LoadProblem.tsx';
import { OrderSummary } from './PaySummaries.tsx';
import { getOrder } from './paymentsApi.ts';
import { orderScreenOf } from '../../contracts/orders.ts';
import { orderSuccessHref } from './successHref.ts';
import { paymentsScreens } from '../../contracts/screens/payments.ts';

/**
 * /pay?orderNo= 收银台 (P5): where every screen that creates an order hands it over. A QR code being
 * shown is kept in the address (&payNo=), so a reload resumes its countdown.
 */
export default function PayPage() {
  const params = new URLSearchParams(useSearch());
  const orderNo = params.get('orderNo') ?? '';
  const payNo = params.get('payNo') ?? undefined;
  const [, navigate] = useLocation();
  const keepPayNo = useCallback(
    (shown: string | null) => {
      const next = paymentsScreens.pay.href({ orderNo, payNo: shown ?? undefined });
      // The address follows the flow; the page (and what it tells, such as 支付已取消) stays (the tab's router reads keep).
      const keepPage = { replace: true, keep: true };
      if (next.slice(next.indexOf('?') + 1) !== new URLSearchParams(window.location.search).toString()) navigate(next, keepPage);
    },
    [orderNo, navigate],
  );
  return (
    <Stack p="md" maw={880}>
      <Title order={4}>{paymentsScreens.pay.title}</Title>
      <LoadedView load={() => getOrder(orderNo)} loadKey={orderNo}>
        {(order) => (
          <OrderPayFlow
            input={{ targetKind: 'order', targetNo: orderNo, payNo }}
            summary={<OrderSummary order={order} />}
            successHref={orderSuccessHref(order.orderType, orderNo)}
            onPaymentShown={keepPayNo}
            payScreen={orderScreenOf(order.orderType)}
          />
        )}
      </LoadedView>
    </Stack>
  );
}
