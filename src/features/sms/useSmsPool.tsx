import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadProblem } from '../../ui/resource/LoadProblem.tsx';
import { useLoad } from '../../ui/resource/useLoad.ts';
import { countText } from './smsColumns.tsx';
import { smsOverview } from './smsApi.ts';

/**
 * What the agent's SMS pool holds: `pool` once read (null before), `line` to show it (nothing while it
 * loads, the reason with 重试 when it cannot be read) and `reload` after a change that moved counts.
 */
export function useSmsPool(): { pool: number | null; line: ReactNode; reload(): void } {
  const [loaded, reload] = useLoad((signal) => smsOverview(signal), 'smsPool');
  if (loaded.state === 'failed') return { pool: null, line: <LoadProblem problem={loaded.problem} onRetry={reload} />, reload };
  if (loaded.state === 'loading') return { pool: null, line: null, reload };
  const pool = loaded.value.remaining;
  return { pool, line: <Text size="sm" aria-label="短信池剩余">代理商短信池剩余：{countText(pool)} 条</Text>, reload };
}
