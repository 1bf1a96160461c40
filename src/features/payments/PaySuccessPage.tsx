import { Button, Stack, Text, Title } from '@mantine/core';
import { useLocation, useSearch } from 'wouter';
import { formatYuan } from '../../rules/money.ts';
import { LoadedView } from '../../ui/resource/LoadProblem.tsx';
import { getRecharge } from './moneyApi.ts';
import { getBalance } from './paymentsApi.ts';
import { paymentsScreens } from '../../contracts/screens/payments.ts';

/** /paySuccess?rechargeNo=: the recharge that arrived and the balance now. */
export default function PaySuccessPage() {
  const rechargeNo = new URLSearchParams(useSearch()).get('rechargeNo') ?? '';
  const [, navigate] = useLocation();
  return (
    <LoadedView load={() => Promise.all([getRecharge(rechargeNo), getBalance()])} loadKey={rechargeNo}>
      {([recharge, balanceFen]) => (
        <Stack p="md" maw={640}>
          <Title order={4} c={recharge.status === '已到账' ? 'green.8' : undefined}>
            {recharge.status === '已到账' ? '充值成功' : `充值单${recharge.status}`}
          </Title>
          <Text>充值单号：{recharge.rechargeNo}</Text>
          <Text>充值金额：¥{formatYuan(recharge.amountFen)}</Text>
          <Text>当前余额：¥{formatYuan(balanceFen)}</Text>
          <Button w="fit-content" onClick={() => navigate(paymentsScreens.financeDetail.path)}>
            查看明细
          </Button>
        </Stack>
      )}
    </LoadedView>
  );
}
