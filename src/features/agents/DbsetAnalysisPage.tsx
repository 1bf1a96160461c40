import { Group, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import type { DatesRangeValue } from '@mantine/dates';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { DATE_FORMAT } from '../../rules/dates.ts';
import { Chart } from '../../ui/charts/Chart.tsx';
import type { TableColumn } from '../../ui/table/types.ts';
import { DateRangeField } from '../../ui/widgets/DateRangeField.tsx';
import { count } from './agentColumns.tsx';
import { dbsetAnalysis, type DbsetAnalysis } from './agentsApi.ts';
import { useLoad } from '../../ui/resource/useLoad.ts';
import { ChartCard, ChartTable, ChartsLoaded, KpiCards, useSubAgentOptions } from './ChartParts.tsx';
import { pieOption, seriesOption } from './chartOptions.ts';
import { listHref, periodRange } from './periods.ts';
import { businessToday } from '../../ui/businessClock.ts';
import { customersScreens } from '../../contracts/screens/customers.ts';
import { serviceMaintenanceScreens } from '../../contracts/screens/serviceMaintenance.ts';
import { agentsScreens } from '../../contracts/screens/agents.ts';

type TopRow = DbsetAnalysis['top'][number];
type Point = DbsetAnalysis['perMonth'][number];

const PRODUCTS = ['云启CRM', '云启服装ERP', '千方零售'];
const CUSTOMERS = customersScreens.customerList.path;
const topColumns: TableColumn<TopRow>[] = [
  { field: 'userName', title: '客户名称', width: 'auto' },
  { field: 'productName', title: '产品', width: 120 },
  { field: 'host', title: '域名', width: 100, formatter: (value) => String(value ?? '') },
  count('sizeMB', '大小（MB）', { width: 110 }),
  count('quotaMB', '额度（MB）', { width: 110 }),
];
const pointColumns = (title: string): TableColumn<Point>[] => [{ field: 'period', title, width: 'auto' }, count('value', '账套数', { width: 110 })];
const dbsHref = (row: { host: string | null }) => (row.host ? listHref(serviceMaintenanceScreens.dbsInfo.path, { host: row.host }) : serviceMaintenanceScreens.dbsInfo.path);

/** Product, sub-agent and period → KPIs, new per month, size buckets, by product, top 20 → /dbsInfo. */
export default function DbsetAnalysisPage() {
  const navigate = useLocation()[1];
  const [productName, setProductName] = useState<string | null>(null);
  const [agentNo, setAgentNo] = useState<string | null>(null);
  const [range, setRange] = useState<DatesRangeValue>([null, null]);
  const agents = useSubAgentOptions();
  const [from, to] = range;
  const dates = useMemo(() => (from && to ? { dateFrom: dayjs(from).format(DATE_FORMAT), dateTo: dayjs(to).format(DATE_FORMAT) } : null), [from, to]);
  const filters = { productName: productName ?? undefined, agentNo: agentNo ?? undefined, ...dates };
  const [loaded, reload] = useLoad((signal) => dbsetAnalysis(filters, signal), JSON.stringify(filters));
  const month = periodRange(businessToday().format('YYYY-MM'));

  return (
    <Stack p="md" gap="md">
      <Title order={3}>{agentsScreens.dbsetAnalysis.title}</Title>
      <Group align="flex-end">
        <Select label="产品" placeholder="全部" clearable data={PRODUCTS} value={productName} onChange={setProductName} w={160} />
        <Select label="二级代理" placeholder="全部" clearable searchable data={agents} value={agentNo} onChange={setAgentNo} w={220} />
        <DateRangeField label="开通时间" value={range} onChange={setRange} />
      </Group>
      <ChartsLoaded loaded={loaded} reload={reload}>
        {(data) => (
        <>
          <KpiCards
            kpis={[
              { label: '账套总数', value: String(data.kpis.total), href: dates ? listHref(CUSTOMERS, dates) : CUSTOMERS },
              { label: '本月新增', value: String(data.kpis.newThisMonth), href: listHref(CUSTOMERS, month) },
              { label: '平均大小', value: `${data.kpis.averageMB} MB`, href: serviceMaintenanceScreens.dbsInfo.path },
              { label: '即将超限', value: String(data.kpis.nearQuota), href: serviceMaintenanceScreens.dbsInfo.path },
            ]}
          />
          <SimpleGrid cols={{ base: 1, lg: 3 }}>
            <ChartCard title="每月新增">
              <Chart label="每月新增" option={seriesOption(data.perMonth, 'line', '新增账套')} onItemClick={({ name }) => navigate(listHref(CUSTOMERS, periodRange(name)))} />
            </ChartCard>
            <ChartCard title="大小分布">
              <Chart label="大小分布" option={seriesOption(data.sizeBuckets, 'bar', '账套数')} onItemClick={() => navigate(serviceMaintenanceScreens.dbsInfo.path)} />
            </ChartCard>
            <ChartCard title="按产品">
              <Chart label="按产品" option={pieOption(data.byProduct)} onItemClick={() => navigate(CUSTOMERS)} />
            </ChartCard>
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, lg: 3 }}>
            <ChartTable title="每月新增账套" name="perMonth" columns={pointColumns('月份')} rows={data.perMonth} rowId={(row) => row.period} />
            <ChartTable title="账套大小分布" name="sizes" columns={pointColumns('大小')} rows={data.sizeBuckets} rowId={(row) => row.period} />
            <ChartTable title="各产品账套" name="products" columns={pointColumns('产品')} rows={data.byProduct} rowId={(row) => row.period} />
          </SimpleGrid>
          <ChartTable title="最大的20个账套" name="top" columns={[...topColumns, { field: 'userId', title: '数据库', width: 90, export: false, cellComponent: ({ row }) => <a href={dbsHref(row)} onClick={(event) => { event.preventDefault(); navigate(dbsHref(row)); }}>查看</a> }]} rows={data.top} rowId={(row) => String(row.userId)} />
        </>
        )}
      </ChartsLoaded>
    </Stack>
  );
}
