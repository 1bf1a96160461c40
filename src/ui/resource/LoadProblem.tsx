import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PageLoader } from '../PageLoader.tsx';
import { usePageContext } from '../pageContext.ts';
import { useLoad } from './useLoad.ts';

/** 返回 to the tab's previous page, when it has one. */
export function BackButton() {
  const page = usePageContext();
  if (!page.canGoBack) return null;
  return (
    <Button variant="subtle" size="xs" leftSection={<IconArrowLeft size={14} />} onClick={page.back}>
      返回
    </Button>
  );
}

/**
 * Why a page has nothing to show (a link without its id, an id the server does not know, the network),
 * with 重试 (when trying again can help) and, when the tab came from somewhere, 返回.
 */
export function LoadProblem({ problem, onRetry }: { problem: string; onRetry?(): void }) {
  const page = usePageContext();
  return (
    <Stack p="md" gap="sm">
      {page.canGoBack && (
        <Group>
          <BackButton />
        </Group>
      )}
      <Alert color="red" role="alert" title="加载失败">
        <Group justify="space-between">
          <Text size="sm">{problem}</Text>
          {onRetry && (
            <Button size="xs" variant="light" onClick={onRetry}>
              重试
            </Button>
          )}
        </Group>
      </Alert>
    </Stack>
  );
}

/** What a detail or step page opened without the query its list hands it says (the route's `opensWith`). */
export const linkIncomplete = (name: string) => `链接不完整（缺少 ${name}），请从列表重新打开此页面`;

/** A page's record loaded by what its address names: the loader, then the record or what went wrong. */
export function LoadedView<T>({ load, loadKey, children }: { load(signal: AbortSignal): Promise<T>; loadKey: string; children(value: T, reload: () => void): ReactNode }) {
  const [loaded, reload] = useLoad(load, loadKey);
  if (loaded.state === 'loading') return <PageLoader />;
  if (loaded.state === 'failed') return <LoadProblem problem={loaded.problem} onRetry={reload} />;
  return children(loaded.value, reload);
}
