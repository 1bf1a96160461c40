import { Badge } from '@mantine/core';
import { statusColour } from '../../rules/statuses.ts';

/** A status as a coloured tag (SCREENS §4: one colour per word everywhere). */
export function StatusTag({ status }: { status: string }) {
  return (
    <Badge variant="light" color={statusColour(status)} radius="sm">
      {status}
    </Badge>
  );
}
