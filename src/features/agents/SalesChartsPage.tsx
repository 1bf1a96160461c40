import { Button, Group, SegmentedControl, SimpleGrid, Stack, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import type { SalesChart, SalesPeriod } from '../../contracts/agents.ts';
import { Chart } from '../../ui/charts/Chart.tsx';
import type { TableColumn } from '../../ui/table/types.ts';
import { MultiSelectPopup } from '../../ui/widgets/MultiSelectPopup.tsx';
import { yuan } from './agentColumns.tsx';
import { useLoad } from '../../ui/resource/useLoad.ts';
import { ChartCard, ChartTable, ChartsLoaded, useSubAgentOptions } from './ChartParts.tsx';
import { salesBarOption, salesLineOption, salesPieOption } from './chartOptions.ts';
import { salesChart } from './agentsApi.ts';
import { listHref, periodRange } from './periods.ts';
import { agentsScreens } from '../../contracts/screens/agents.ts';

const RECORDS = agentsScreens.consumeRecord.path;

type TotalRow = SalesChart['totals'][number];
type AgentRow = SalesChart['rows'][number];

const percent = (value: unknown) => (value === null || value === undefined ? '—' : `${Number(value) > 0 ? '+' : ''}${Number(value).toFixed(1)}%`);
const totalColumns: TableColumn<TotalRow>[] = [
  { field: 'period', title: '周期', width: 120 },
  yuan('amount', '销售额（元）', { width: 160 }),
  { field: 'yoy', title: '同比', width: 110, contentAlign: 'right', titleAlign: 'right', formatter: percent },
  { field: 'mom', title: '环比', width: 110, contentAlign: 'right', titleAlign: 'right', formatter: percent },
];
const agentColumns: TableColumn<AgentRow>[] = [
  { field: 'agentNo', title: '编号', width: 110 },
  { field: 'agentName', title: '代理商', width: 'auto' },
  yuan('total', '销售额（元）', { width: 160 }),
];
const PERIODS = [
  { label: '月', value: 'month' },
  { label: '季', value: 'quarter' },
  { label: '年', value: 'year' },
];

/** 月/季/年 and the chosen sub-agents → sales by sub-agent, trend, share, 同比/环比. */
export default function SalesChartsPage() {
  const [period, setPeriod] = useState<SalesPeriod>('month');
  const [agentNos, setAgentNos] = useState<string[]>([]);
  const [choosing, setChoosing] = useState(false);
  const agents = useSubAgentOptions();
  const [loaded, reload] = useLoad((signal) => salesChart({ period, agentNos }, signal), `${period}:${agentNos.join(',')}`);
  const chart = loaded.state === 'ready' ? loaded.value : null;
  const navigate = useLocation()[1];
  const options = useMemo(() => (chart ? { bar: salesBarOption(chart), line: salesLineOption(chart), pie: salesPieOption(chart) } : null), [chart]);
  const openAgent = ({ dataIndex }: { dataIndex: number }) => chart && navigate(listHref(RECORDS, { agentNo: chart.rows[dataIndex].agentNo }));
  const openPeriod = ({ name }: { name: string }) => navigate(listHref(RECORDS, periodRange(name)));

  return (
    <Stack p="md" gap="md">
      <Title order={3}>{agentsScreens.salesCharts.title}</Title>
      <Group>
        <SegmentedControl aria-label="统计周期" data={PERIODS} value={period} onChange={(value) => setPeriod(value as SalesPeriod)} />
        <Button variant="default" onClick={() => setChoosing(true)}>
          {agentNos.length ? `已选代理商（${agentNos.length}）` : '全部代理商'}
        </Button>
      </Group>
      <MultiSelectPopup opened={choosing} title="选择代理商" options={agents} selected={agentNos} onClose={() => setChoosing(false)} onSave={(ids) => { setAgentNos(ids); setChoosing(false); }} />
      <ChartsLoaded loaded={loaded} reload={reload}>
        {(chart) => options && (
        <>
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            <ChartCard title="各代理商销售额">
              <Chart label="各代理商销售额" option={options.bar} onItemClick={openAgent} />
            </ChartCard>
            <ChartCard title="销售占比">
              <Chart label="销售占比" option={options.pie} onItemClick={openAgent} />
            </ChartCard>
          </SimpleGrid>
          <ChartCard title="销售趋势">
            <Chart label="销售趋势" option={options.line} onItemClick={openPeriod} />
          </ChartCard>
          <ChartTable title="同比环比" name="totals" columns={totalColumns} rows={chart.totals} rowId={(row) => row.period} />
          <ChartTable title="代理商销售额" name="agents" columns={agentColumns} rows={chart.rows} rowId={(row) => row.agentNo} />
        </>
        )}
      </ChartsLoaded>
    </Stack>
  );
}
