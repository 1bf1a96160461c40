import { Stack, Title } from '@mantine/core';
import { useSearch } from 'wouter';
import { OrderPayFlow } from './OrderPayFlow.tsx';
import { PendingRecharges } from './PendingRecharges.tsx';
import { LoadedView } from '../../ui/resource/LoadProblem.tsx';
import { RechargeSummary } from './PaySummaries.tsx';
import { getRecharge } from './moneyApi.ts';
import { paymentsScreens } from '../../contracts/screens/payments.ts';

/** /payCenter?rechargeNo= 支付中心: the QR step of M1 for a recharge, in the channel chosen on 账户充值; from the menu (no recharge), the recharges to pay. */
export default function PayCenterPage() {
  const rechargeNo = new URLSearchParams(useSearch()).get('rechargeNo') ?? '';
  if (!rechargeNo) return <PendingRecharges />;
  return (
    <Stack p="md" maw={880}>
      <Title order={4}>{paymentsScreens.payCenter.title}</Title>
      <LoadedView load={() => getRecharge(rechargeNo)} loadKey={rechargeNo}>
        {(recharge) => (
          <OrderPayFlow
            input={{ targetKind: 'recharge', targetNo: rechargeNo, chosenChannel: recharge.channel === '对公转账' ? undefined : recharge.channel }}
            summary={<RechargeSummary recharge={recharge} />}
            successHref={paymentsScreens.paySuccess.href({ rechargeNo: rechargeNo })}
            payScreen={paymentsScreens.recharge}
          />
        )}
      </LoadedView>
    </Stack>
  );
}
