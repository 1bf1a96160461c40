import { Stack } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { formatYuan } from '../../rules/money.ts';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { useLoad } from '../../ui/resource/useLoad.ts';
import { FinanceCards } from './FinanceCards.tsx';
import { accountSummary, rechargeList } from './moneyApi.ts';
import { rechargeColumns, rechargeQuery } from './RechargeColumns.tsx';
import { RechargeForm } from './RechargeForm.tsx';
import { paymentsScreens } from '../../contracts/screens/payments.ts';
import { invoicesScreens } from '../../contracts/screens/invoices.ts';

/** /accountRecharge [zhcz]: the balance cards, the recharge form (M2) and the recharge records. */
export default function RechargePage() {
  const [, navigate] = useLocation();
  const [refreshKey, setRefreshKey] = useState(0);
  // The balance cards show — while they load or when they cannot; a submitted transfer loads them again.
  const [summary, reloadSummary] = useLoad((signal) => accountSummary(signal), 'summary');
  const cards = summary.state === 'ready' ? summary.value : null;
  const onPay = useCallback((rechargeNo: string) => navigate(paymentsScreens.payCenter.href({ rechargeNo: rechargeNo })), [navigate]);
  const onSubmitted = useCallback(() => {
    setRefreshKey((count) => count + 1);
    reloadSummary();
  }, [reloadSummary]);
  const yuan = (fen: number | undefined) => (fen === undefined ? '—' : `¥${formatYuan(fen)}`);

  return (
    <ListScreen
      screen={paymentsScreens.recharge}
      source={rechargeList}
      columns={rechargeColumns}
      rowKey={(row) => row.rechargeNo}
      query={rechargeQuery}
      detailHref={(row) => paymentsScreens.rechargeDetail.href({ rechargeNo: row.rechargeNo })}
      rowActions={[
        { label: '去支付', action: 'pay', shown: (row) => row.status === '待支付', href: (row) => paymentsScreens.payCenter.href({ rechargeNo: row.rechargeNo }) },
        {
          label: '申请发票',
          action: 'invoice',
          shown: (row) => row.status === '已到账' && row.billingState === '未开票',
          href: (row) => invoicesScreens.invoiceAsk.href({ rechargeNo: row.rechargeNo }),
        },
      ]}
      refreshKey={refreshKey}
      header={
        <Stack gap="sm">
          <FinanceCards
            cards={[
              { label: '账户余额', value: yuan(cards?.balanceFen) },
              { label: '冻结金额', value: yuan(cards?.frozenFen) },
            ]}
          />
          <RechargeForm onPay={onPay} onSubmitted={onSubmitted} />
        </Stack>
      }
    />
  );
}
