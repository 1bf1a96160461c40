import { Group, Text } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { balanceTransferCalls } from '../../api/balanceTransfer.ts';
import { FLOW_TYPES } from '../../contracts/orders.ts';
import type { LedgerPage } from '../../contracts/recharges.ts';
import { DATE_TIME_FORMAT, formatDate } from '../../rules/dates.ts';
import { formatYuan } from '../../rules/money.ts';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { useLoad } from '../../ui/resource/useLoad.ts';
import { paymentsScreens } from '../../contracts/screens/payments.ts';
import type { DeclaredColumns } from '../../ui/resource/declaredList.ts';
import { BalanceTransferDialog } from '../../ui/widgets/BalanceTransferDialog.tsx';
import { accountSummary, ledgerList, type LedgerLine } from './moneyApi.ts';
import { yuanColumn } from './RechargeColumns.tsx';

const columns: DeclaredColumns<LedgerLine, typeof paymentsScreens.financeDetail.list> = [
  { field: 'flowNo', title: '流水号', width: 190 },
  { field: 'time', title: '时间', width: 180, orderBy: 'none', formatter: (value) => formatDate(value as number, DATE_TIME_FORMAT) },
  { field: 'flowType', title: '类型', width: 100 },
  { field: 'incomeFen', title: '收入（元）', width: 130, ...yuanColumn, formatter: (value) => (value ? formatYuan(Number(value)) : '') },
  { field: 'expenseFen', title: '支出（元）', width: 130, ...yuanColumn, formatter: (value) => (value ? formatYuan(Number(value)) : '') },
  { field: 'balanceFen', title: '余额（元）', width: 140, ...yuanColumn },
  { field: 'refNo', title: '关联单号', width: 190 },
  { field: 'remark', title: '备注', width: 'auto' },
];

const query = [
  { kind: 'keyword', placeholder: '流水号/关联单号/备注' },
  { kind: 'select', name: 'flowType', label: '类型', options: FLOW_TYPES.map((value) => ({ label: value, value })) },
  // P7: without a range in the address the list opens on 本月.
  { kind: 'dateRange', label: '时间', defaultPeriod: 'month' },
] as const;

/** /financeDetail {zjmx}: the ledger (P7) with 收入合计/支出合计 over the whole selection, 本月 by default; 划拨给二级代理 (M15). */
export default function FinanceDetailPage() {
  const [sums, setSums] = useState<LedgerPage | null>(null);
  const [transferring, setTransferring] = useState(false);
  const [refreshKey, setRefreshKey] = useState(0);
  const source = useMemo(() => ledgerList(setSums), []);
  const [summary, reloadSummary] = useLoad((signal) => accountSummary(signal), 'summary');
  const balanceFen = summary.state === 'ready' ? summary.value.balanceFen : null;
  const transferred = useCallback(() => {
    setRefreshKey((count) => count + 1);
    reloadSummary();
  }, [reloadSummary]);

  return (
    <>
      <ListScreen
        screen={paymentsScreens.financeDetail}
        source={source}
        columns={columns}
        rowKey={(row) => row.flowNo}
        query={query}
        refreshKey={refreshKey}
        toolbar={[{ label: '划拨给二级代理', action: 'transfer', run: () => setTransferring(true) }]}
        header={
          <Group gap="xl" aria-label="合计">
            <Text size="sm">
              收入合计：<b>¥{sums ? formatYuan(sums.incomeSumFen) : '—'}</b>
            </Text>
            <Text size="sm">
              支出合计：<b>¥{sums ? formatYuan(sums.expenseSumFen) : '—'}</b>
            </Text>
            {balanceFen !== null && <Text size="sm">当前余额：<b>¥{formatYuan(balanceFen)}</b></Text>}
          </Group>
        }
      />
      {transferring && <BalanceTransferDialog calls={balanceTransferCalls} balanceFen={balanceFen} onClose={() => setTransferring(false)} onDone={transferred} />}
    </>
  );
}
