import { ActionIcon, Button, Group, Stack, TextInput } from '@mantine/core';
import { IconCheck, IconPencil, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { formatYuan, moneyProblem, yuanToFen } from '../../rules/money.ts';
import { message } from '../../ui/message.ts';
import { Can } from '../../ui/permissions/Can.tsx';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { useLoad } from '../../ui/resource/useLoad.ts';
import { FinanceCards } from './FinanceCards.tsx';
import { setWltThreshold, wltCosts, wltSummary, type WltSummary } from './moneyApi.ts';
import { costDetailHref, wltCostColumns, wltCostQuery } from './WltColumns.tsx';
import { paymentsScreens } from '../../contracts/screens/payments.ts';

/** 预警阈值 with its in-place editor (R-money). */
function ThresholdEditor({ summary, onSaved }: { summary: WltSummary; onSaved(next: WltSummary): void }) {
  const [text, setText] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (text === null) {
    return (
      <Can screen={paymentsScreens.wltAccount} action="threshold">
        <ActionIcon variant="subtle" aria-label="修改预警阈值" onClick={() => setText(String(summary.warnThresholdFen / 100))}>
          <IconPencil size={16} />
        </ActionIcon>
      </Can>
    );
  }
  const save = async () => {
    const found = moneyProblem(text, 0.01, 1_000_000);
    setProblem(found);
    if (found) return;
    try {
      onSaved(await setWltThreshold(yuanToFen(text)!));
      message.success('保存成功');
      setText(null);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : '保存失败');
    }
  };
  return (
    <Group gap={4} wrap="nowrap" align="flex-start">
      <TextInput size="xs" w={120} aria-label="预警阈值（元）" value={text} onChange={(event) => setText(event.currentTarget.value)} error={problem} />
      <ActionIcon aria-label="保存预警阈值" onClick={save}>
        <IconCheck size={16} />
      </ActionIcon>
      <ActionIcon variant="default" aria-label="取消" onClick={() => setText(null)}>
        <IconX size={16} />
      </ActionIcon>
    </Group>
  );
}

/** /wltAccount {wlt}: the metered account's cards (余额, 本月消耗, 可用天数, 预警阈值), 充值, and what its customers consumed. */
export default function WltAccountPage() {
  const [, navigate] = useLocation();
  const [loaded] = useLoad((signal) => wltSummary(signal), 'summary');
  const shown = loaded.state === 'ready' ? loaded.value : null;
  // A saved 预警阈值 answers with the whole summary: it replaces the loaded one until the next load.
  const [saved, setSaved] = useState<{ over: WltSummary | null; summary: WltSummary } | null>(null);
  const summary = saved && saved.over === shown ? saved.summary : shown;
  const yuan = (fen: number | undefined) => (fen === undefined ? '—' : `¥${formatYuan(fen)}`);
  const low = summary !== null && summary.balanceFen < summary.warnThresholdFen;

  return (
    <ListScreen
      screen={paymentsScreens.wltAccount}
      source={wltCosts}
      columns={wltCostColumns}
      rowKey={(row) => row.id}
      query={wltCostQuery}
      rowActions={[{ label: '明细', href: costDetailHref }]}
      toolbar={[{ label: '客户费用', href: paymentsScreens.wltUserCost.path }]}
      header={
        <Stack gap="sm">
          <FinanceCards
            cards={[
              { label: '余额', value: <span style={{ color: low ? 'var(--mantine-color-red-text)' : undefined }}>{yuan(summary?.balanceFen)}</span> },
              { label: '本月消耗', value: yuan(summary?.monthConsumedFen) },
              { label: '可用天数', value: summary?.daysLeft == null ? '—' : `${summary.daysLeft}天` },
              {
                label: '预警阈值',
                value: yuan(summary?.warnThresholdFen),
                extra: summary && <ThresholdEditor summary={summary} onSaved={(next) => setSaved({ over: shown, summary: next })} />,
              },
            ]}
          />
          <Can screen={paymentsScreens.wltAccount} action="recharge">
            <Group>
              <Button size="xs" onClick={() => navigate(paymentsScreens.recharge.path)}>
                充值
              </Button>
            </Group>
          </Can>
        </Stack>
      }
    />
  );
}
