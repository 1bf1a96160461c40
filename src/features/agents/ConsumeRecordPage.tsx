import { Group, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { DATE_TIME_FORMAT, formatDate } from '../../rules/dates.ts';
import { formatYuan } from '../../rules/money.ts';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { agentsScreens } from '../../contracts/screens/agents.ts';
import type { DeclaredColumns } from '../../ui/resource/declaredList.ts';
import { options, yuan } from './agentColumns.tsx';
import { consumeRecords, type ConsumeRecord } from './agentsApi.ts';

const columns: DeclaredColumns<ConsumeRecord, typeof agentsScreens.consumeRecord.list> = [
  { field: 'agentName', title: '代理商', width: 'auto' },
  { field: 'userName', title: '客户名称', width: 160 },
  { field: 'orderNo', title: '订单号', width: 190 },
  { field: 'orderType', title: '订单类型', width: 100 },
  { field: 'productName', title: '产品', width: 120 },
  yuan('amount', '金额（元）', { sortable: true }),
  yuan('discount', '折扣（元）'),
  { field: 'createTime', title: '时间', width: 170, orderBy: 'none', formatter: (value) => formatDate(value as number, DATE_TIME_FORMAT) },
];

/** The sub-agents' consumption with 合计 over the whole selection; `agentNo` narrows it to one. */
export default function ConsumeRecordPage() {
  const [sum, setSum] = useState<number | null>(null);
  const source = useMemo(() => consumeRecords(setSum), []);
  const params = new URLSearchParams(useSearch());
  const agentNo = params.get('agentNo');
  const productName = params.get('productName');
  return (
    <ListScreen
      screen={agentsScreens.consumeRecord}
      source={source}
      columns={columns}
      rowKey={(row) => row.id}
      scopedBy={['agentNo', 'productName']}
      query={[
        { kind: 'keyword', placeholder: '客户名称/订单号/代理商' },
        { kind: 'select', name: 'orderType', label: '订单类型', options: options(['新购', '续费', '增加用户', '升级']) },
        { kind: 'dateRange', label: '时间', defaultDays: 30 },
      ]}
      header={
        <Group gap="xl" aria-label="合计">
          {agentNo && <Text size="sm">代理商编号：{agentNo}</Text>}
          {productName && <Text size="sm">产品：{productName}</Text>}
          <Text size="sm">
            金额合计：<b data-testid="consume-sum">¥{sum === null ? '—' : formatYuan(sum)}</b>
          </Text>
        </Group>
      }
    />
  );
}
