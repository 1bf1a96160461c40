import { Card, Group, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface MoneyCard {
  label: string;
  value: ReactNode;
  /** A button or note under the value (e.g. 修改). */
  extra?: ReactNode;
}

/** The figure cards over the money screens (余额, 冻结金额, 本月消耗…). */
export function FinanceCards({ cards }: { cards: readonly MoneyCard[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: cards.length }} spacing="sm">
      {cards.map((card) => (
        <Card key={card.label} withBorder padding="sm" aria-label={card.label}>
          <Text size="sm" c="dimmed">
            {card.label}
          </Text>
          <Group justify="space-between" align="flex-end" wrap="nowrap">
            <Text fz={22} fw={600}>
              {card.value}
            </Text>
            {card.extra}
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
