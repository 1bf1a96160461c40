import { Group, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { balanceTransferCalls } from '../../api/balanceTransfer.ts';
import { FLOW_TYPES } from '../../contracts/orders.ts';
import type { LedgerPage } from '../../contracts/recharges.ts';
import { DATE_FORMAT, DATE_TIME_FORMAT, formatDate } from '../../rules/dates.ts';
import { formatYuan } from '../../rules/money.ts';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import type { TableColumn } from '../../ui/table/types.ts';
import { BalanceTransferDialog } from '../../ui/widgets/BalanceTransferDialog.tsx';
import { accountSummary, ledgerList, type LedgerLine } from './moneyApi.ts';
import { yuanColumn } from './RechargeColumns.tsx';

const columns: TableColumn<LedgerLine>[] = [
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
  { kind: 'dateRange', label: '时间', defaultDays: 30 },
] as const;

/** /financeDetail {zjmx}: the ledger (P7) with 收入合计/支出合计 over the whole selection, 本月 by default; 划拨给二级代理 (M15). */
export default function FinanceDetailPage() {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const [sums, setSums] = useState<LedgerPage | null>(null);
  const [balanceFen, setBalanceFen] = useState<number | null>(null);
  const [transferring, setTransferring] = useState(false);
  const [refreshKey, setRefreshKey] = useState(0);
  const source = useMemo(() => ledgerList(setSums), []);

  // P7: without a range in the address the list opens on 本月.
  const hasRange = new URLSearchParams(search).has('dateFrom');
  useEffect(() => {
    if (hasRange) return;
    const params = new URLSearchParams(search);
    params.set('dateFrom', dayjs().startOf('month').format(DATE_FORMAT));
    params.set('dateTo', dayjs().endOf('month').format(DATE_FORMAT));
    // `keep`: the tab's router changes the address without re-mounting the page (as the query bar does).
    const keepPage = { replace: true, keep: true };
    navigate(`${path}?${params}`, keepPage);
  }, [hasRange, search, path, navigate]);
  useEffect(() => {
    accountSummary().then((summary) => setBalanceFen(summary.balanceFen), () => setBalanceFen(null));
  }, [refreshKey]);
  const transferred = useCallback(() => setRefreshKey((count) => count + 1), []);

  return (
    <>
      <ListScreen<LedgerLine>
        title="资金明细"
        source={source}
        columns={columns}
        rowKey={(row) => row.flowNo}
        query={query}
        exportName="资金明细"
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
