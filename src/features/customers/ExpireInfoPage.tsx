import { Chip, Group } from '@mantine/core';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { EXPIRE_RANGES, type ExpireCounts, type ExpireRange } from '../../contracts/customerServices.ts';
import { message } from '../../ui/message.ts';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { useLoad } from '../../ui/resource/useLoad.ts';
import { PRODUCT_OPTIONS, expireColumns } from './ExpireColumns.tsx';
import { ExpireReasonDrawer } from './ExpireReasonDrawer.tsx';
import { expireCounts, expireLabels, expiringServices, type ExpireRow } from './customerServicesApi.ts';
import { formatCount } from '../../rules/numbers.ts';
import { customersScreens } from '../../contracts/screens/customers.ts';
import { paymentsScreens } from '../../contracts/screens/payments.ts';

const RANGE_LABELS: Record<ExpireRange, string> = { expired: '已到期', '7': '7天内', '30': '30天内', '90': '90天内' };
const COUNTED_BY = ['keyword', 'productType', 'label'];

/** The expiry chips: each with its count, one chosen at a time (kept in the address as `range`). */
function RangeChips({ counts }: { counts: ExpireCounts | null }) {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const range = new URLSearchParams(search).get('range') ?? '';
  const choose = (value: string) => {
    const params = new URLSearchParams(search);
    if (value) params.set('range', value);
    else params.delete('range');
    const next = params.toString();
    const keepPage = { replace: true, keep: true };
    navigate(next ? `${path}?${next}` : path, keepPage);
  };
  return (
    <Group gap="xs" role="group" aria-label="到期范围">
      {EXPIRE_RANGES.map((value) => (
        <Chip key={value} variant="outline" checked={range === value} onChange={() => choose(range === value ? '' : value)}>
          {RANGE_LABELS[value]}（{counts ? formatCount(counts[value]) : '…'}）
        </Chip>
      ))}
    </Group>
  );
}

/** The renewal queue (到期客户, dqkh). */
export default function ExpireInfoPage() {
  const [reasonFor, setReasonFor] = useState<ExpireRow | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  // The counts follow the query bar (not the chip itself, which each count stands for).
  const params = new URLSearchParams(useSearch());
  const countFilters = JSON.stringify(Object.fromEntries(COUNTED_BY.map((name) => [name, params.get(name) ?? ''])));
  const [countsLoaded, reloadCounts] = useLoad((signal) => expireCounts(JSON.parse(countFilters) as Record<string, string>, signal), countFilters);
  const counts = countsLoaded.state === 'ready' ? countsLoaded.value : null;
  const [labelsLoaded] = useLoad((signal) => expireLabels(signal), 'labels');
  const labels = labelsLoaded.state === 'ready' ? labelsLoaded.value.map((use) => ({ label: `${use.name}（${formatCount(use.count)}）`, value: use.name })) : [];
  const saved = () => {
    setRefreshKey((key) => key + 1);
    reloadCounts();
  };

  return (
    <>
      <ListScreen
        screen={customersScreens.expireInfo}
        source={expiringServices}
        columns={expireColumns}
        rowKey={(row) => row.id}
        selectable
        header={<RangeChips counts={counts} />}
        scopedBy={['range']}
        refreshKey={refreshKey}
        query={[
          { kind: 'keyword', placeholder: '客户名称/手机号/域名' },
          { kind: 'select', name: 'productType', label: '产品', options: PRODUCT_OPTIONS },
          { kind: 'select', name: 'label', label: '标签', options: labels },
        ]}
        toolbar={[
          {
            label: '批量续费',
            action: 'renew',
            run: ({ selectedKeys, navigate }) =>
              selectedKeys.length === 0 ? message.warning('请先勾选要续费的客户') : navigate(paymentsScreens.placeOrder.href({ orderType: 'renew', userIds: selectedKeys.join(',') })),
          },
        ]}
        rowActions={[
          { label: '续费', action: 'renew', href: (row) => paymentsScreens.placeOrder.href({ orderType: 'renew', userId: row.id }) },
          { label: '不续费原因', action: 'reason', run: (row) => setReasonFor(row) },
          { label: '跟踪', href: (row) => customersScreens.customerTrack.href({ userId: row.id }) },
        ]}
      />
      <ExpireReasonDrawer row={reasonFor} onClose={() => setReasonFor(null)} onSaved={saved} />
    </>
  );
}
