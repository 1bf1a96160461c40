import { Card, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { MRT_RowData } from 'mantine-react-table';
import { use, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { balanceTransferCalls } from '../../api/balanceTransfer.ts';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { usePageContext } from '../../ui/pageContext.ts';
import { LoadProblem } from '../../ui/resource/LoadProblem.tsx';
import { useLoad, type Loaded } from '../../ui/resource/useLoad.ts';
import { DataTable } from '../../ui/table/DataTable.tsx';
import type { TableColumn } from '../../ui/table/types.ts';

export interface Kpi {
  label: string;
  value: string;
  /** The filtered list behind the number (P8). */
  href: string;
}

/** KPI cards (P8), each opening the list its number counts. */
export function KpiCards({ kpis }: { kpis: readonly Kpi[] }) {
  const navigate = useLocation()[1];
  return (
    <SimpleGrid cols={{ base: 2, md: Math.min(kpis.length, 6) }} spacing="sm">
      {kpis.map((kpi) => (
        <UnstyledButton key={kpi.label} onClick={() => navigate(kpi.href)} aria-label={`${kpi.label} ${kpi.value}`}>
          <Card withBorder padding="sm">
            <Text size="xs" c="dimmed">
              {kpi.label}
            </Text>
            <Text size="xl" fw={700} data-kpi={kpi.label}>
              {kpi.value}
            </Text>
          </Card>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}

/** A chart's figures as a table with 导出 (P8: every chart has its table). */
export function ChartTable<T extends MRT_RowData>({ title, name, columns, rows, rowId }: { title: string; name: string; columns: readonly TableColumn<T>[]; rows: readonly T[]; rowId(row: T): string }) {
  const page = usePageContext();
  const account = use(page.account);
  return (
    <Stack gap="xs">
      <Title order={5}>{title}</Title>
      <DataTable<T> layoutKey={`${page.layoutKey}:${name}`} account={account} columns={columns} getRowId={rowId} data={rows} exportName={title} />
    </Stack>
  );
}

/** A titled card around one chart. */
export function ChartCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card withBorder padding="sm">
      <Text fw={600} size="sm" mb="xs">
        {title}
      </Text>
      {children}
    </Card>
  );
}

/** The sub-agents to filter a chart by (none offered when they cannot be read: the chart shows all). */
export function useSubAgentOptions(): Array<{ value: string; label: string }> {
  const [loaded] = useLoad(() => balanceTransferCalls.subAgents(), 'subAgents');
  return loaded.state === 'ready' ? loaded.value.map((agent) => ({ value: agent.agentNo, label: agent.name })) : [];
}

/** A chart's figures: the loader while they come, what went wrong with 重试, then the charts. */
export function ChartsLoaded<T>({ loaded, reload, children }: { loaded: Loaded<T>; reload(): void; children(value: T): ReactNode }) {
  if (loaded.state === 'loading') return <PageLoader />;
  if (loaded.state === 'failed') return <LoadProblem problem={loaded.problem} onRetry={reload} />;
  return children(loaded.value);
}
