import { Badge } from '@mantine/core';
import { statusColour } from '../../rules/statuses.ts';

/** A status as a coloured tag (one colour per word everywhere; docs/product.md#statuses). */
export function StatusTag({ status }: { status: string }) {
  return (
    <Badge variant="light" color={statusColour(status)} radius="sm">
      {status}
    </Badge>
  );
}
