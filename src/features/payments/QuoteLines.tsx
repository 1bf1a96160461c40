import { Table, Text } from '@mantine/core';
import type { OrderLine } from '../../contracts/orders.ts';
import { formatYuan } from '../../rules/money.ts';
import { prorationText } from '../../rules/proration.ts';

/**
 * The lines of a quote or an order: item, spec, unit price, quantity, subtotal (元); a pro-rated line says for
 * how many days. Cells keep to one line: on a phone the table scrolls sideways in its own box rather than
 * squeezing a column to a character a line.
 */
export function QuoteLines({ lines }: { lines: readonly OrderLine[] }) {
  return (
    <Table.ScrollContainer minWidth={0} type="native">
      <Table withTableBorder style={{ whiteSpace: 'nowrap' }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>商品</Table.Th>
            <Table.Th>规格</Table.Th>
            <Table.Th ta="right">单价（元）</Table.Th>
            <Table.Th ta="right">数量</Table.Th>
            <Table.Th ta="right">小计（元）</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, index) => (
            <Table.Tr key={index}>
              <Table.Td>{line.itemName}</Table.Td>
              <Table.Td>
                {line.spec}
                {line.prorateDays !== undefined && (
                  <Text size="xs" c="dimmed">
                    {prorationText(line.prorateDays)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{formatYuan(line.unitFen)}</Table.Td>
              <Table.Td ta="right">{line.quantity}</Table.Td>
              <Table.Td ta="right">{formatYuan(line.subtotalFen)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
