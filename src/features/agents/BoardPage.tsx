import { Anchor, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'wouter';
import { getExpiredServiceCount, getLatestNotices, getOpenWorkOrderCount, OPEN_WORK_ORDERS_HREF } from '../../api/home.ts';
import { type NoticeSummary } from '../../contracts/home.ts';
import { formatDate } from '../../rules/dates.ts';
import { formatYuan } from '../../rules/money.ts';
import { Chart } from '../../ui/charts/Chart.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { LoadProblem } from '../../ui/resource/LoadProblem.tsx';
import { useLoad } from '../../ui/resource/useLoad.ts';
import type { TableColumn } from '../../ui/table/types.ts';
import { day, yuan } from './agentColumns.tsx';
import { board, invoicesInReview, type BoardData } from './agentsApi.ts';
import { ChartCard, ChartTable, KpiCards, type Kpi } from './ChartParts.tsx';
import { pieOption, seriesOption } from './chartOptions.ts';
import { listHref, periodRange } from './periods.ts';
import { formatCount } from '../../rules/numbers.ts';
import { systemScreens } from '../../contracts/screens/system.ts';
import { agentsScreens } from '../../contracts/screens/agents.ts';
import { paymentsScreens } from '../../contracts/screens/payments.ts';
import { customersScreens } from '../../contracts/screens/customers.ts';
import { invoicesScreens } from '../../contracts/screens/invoices.ts';

type Point = BoardData['salesByMonth'][number];
type Expiring = BoardData['expiring'][number];
interface Others {
  expiring: number;
  workOrders: number;
  invoices: number;
}

const RECORDS = agentsScreens.consumeRecord.path;
const pointColumns = (title: string): TableColumn<Point>[] => [{ field: 'period', title, width: 'auto' }, yuan('value', '销售额（元）', { width: 160 })];
const expiringColumns: TableColumn<Expiring>[] = [
  { field: 'userName', title: '客户名称', width: 'auto' },
  { field: 'productName', title: '产品', width: 120 },
  day('expireDate', '到期日期'),
];

/** The days the 12-month charts cover. */
const twelveMonths = (data: BoardData) => ({ dateFrom: periodRange(data.salesByMonth[0]?.period ?? data.monthFrom.slice(0, 7)).dateFrom, dateTo: data.monthTo });

function kpisOf(data: BoardData, others: Others | null): Kpi[] {
  const month = { dateFrom: data.monthFrom, dateTo: data.monthTo };
  return [
    { label: '余额', value: `¥${formatYuan(data.balance)}`, href: paymentsScreens.financeDetail.path },
    { label: '二级代理本月销售额', value: `¥${formatYuan(data.monthSales)}`, href: listHref(RECORDS, month) },
    { label: '新增客户', value: formatCount(data.monthCustomers), href: listHref(customersScreens.customerList.path, month) },
    { label: '30天内到期', value: others ? formatCount(others.expiring) : '—', href: listHref(customersScreens.expireInfo.path, { range: '30' }) },
    { label: '待处理工单', value: others ? formatCount(others.workOrders) : '—', href: OPEN_WORK_ORDERS_HREF },
    { label: '审核中发票', value: others ? formatCount(others.invoices) : '—', href: listHref(invoicesScreens.invoiceList.path, { status: '待审核' }) },
    { label: '二级代理', value: formatCount(data.subAgentCount), href: agentsScreens.secondaryAgent.path },
    { label: '本月注册', value: formatCount(data.monthRegistrations), href: listHref(agentsScreens.registerInfo.path, month) },
    { label: '用户数异常', value: formatCount(data.openAbnormal), href: listHref(agentsScreens.userCountAbnormal.path, { handleStatus: '未处理' }) },
  ];
}

/**
 * /backgroundBoard: KPI cards opening their filtered lists; the sub-agents' sales (二级代理消费记录: this month, 12 months,
 * product mix), notices, top 10 expiring. The board's own figures come with the other areas' counts and the notices when
 * those answer (a dash or no notice otherwise).
 */
async function loadBoard(signal: AbortSignal) {
  const others: Promise<Others | null> = Promise.all([getExpiredServiceCount(), getOpenWorkOrderCount(), invoicesInReview()]).then(
    ([expired, workOrders, invoices]) => ({ expiring: expired.within30Days, workOrders, invoices }),
    () => null,
  );
  const notices = getLatestNotices(5).catch((): NoticeSummary[] => []);
  const [data, counts, latest] = await Promise.all([board(signal), others, notices]);
  return { data, others: counts, notices: latest };
}

export default function BoardPage() {
  const navigate = useLocation()[1];
  const [loaded, reload] = useLoad(loadBoard, 'board');
  if (loaded.state === 'loading') return <PageLoader />;
  if (loaded.state === 'failed') return <LoadProblem problem={loaded.problem} onRetry={reload} />;
  const { data, others, notices } = loaded.value;

  return (
    <Stack p="md" gap="md">
      <Title order={3}>{agentsScreens.board.title}</Title>
      <KpiCards kpis={kpisOf(data, others)} />
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <ChartCard title="二级代理近12个月销售额">
          <Chart label="二级代理近12个月销售额" option={seriesOption(data.salesByMonth, 'bar', '销售额', true)} onItemClick={({ name }) => navigate(listHref(RECORDS, periodRange(name)))} />
        </ChartCard>
        <ChartCard title="二级代理产品构成">
          <Chart label="二级代理产品构成" option={pieOption(data.productMix, true)} onItemClick={({ name }) => navigate(listHref(RECORDS, { productName: name, ...twelveMonths(data) }))} />
        </ChartCard>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <ChartTable title="二级代理近12个月销售额" name="sales" columns={pointColumns('月份')} rows={data.salesByMonth} rowId={(row) => row.period} />
        <ChartTable title="二级代理产品构成" name="mix" columns={pointColumns('产品')} rows={data.productMix} rowId={(row) => row.period} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <ChartCard title="最新公告">
          <Stack gap={6}>
            {notices.length === 0 && <Text size="sm" c="dimmed">暂无公告</Text>}
            {notices.map((notice) => (
              <Anchor key={notice.id} component={Link} href={systemScreens.noticeDetail.href({ id: notice.id })} size="sm">
                {notice.title}（{formatDate(notice.publishTime)}）
              </Anchor>
            ))}
          </Stack>
        </ChartCard>
        <ChartTable title="即将到期客户（前10）" name="expiring" columns={expiringColumns} rows={data.expiring} rowId={(row) => String(row.userId)} />
      </SimpleGrid>
    </Stack>
  );
}
