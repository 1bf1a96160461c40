import { Alert, Button, Group } from '@mantine/core';

export const DRAFT_OFFERED = '有上次未保存的内容';

export interface KeptOfferProps {
  onRestore(): void;
  onDiscard(): void;
  /** What 恢复 needs has not loaded yet. */
  waiting?: boolean;
}

/** What was typed before the page went (a reload, the browser closed), offered back: 恢复 or 放弃 (docs/product.md#tabs). */
export function KeptOffer({ onRestore, onDiscard, waiting = false }: KeptOfferProps) {
  return (
    <Alert color="yellow" title={DRAFT_OFFERED}>
      <Group gap="xs" mt="xs">
        <Button size="xs" onClick={onRestore} loading={waiting}>
          恢复未保存的内容
        </Button>
        <Button size="xs" variant="default" onClick={onDiscard}>
          放弃
        </Button>
      </Group>
    </Alert>
  );
}
