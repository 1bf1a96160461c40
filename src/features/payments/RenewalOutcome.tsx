import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { formatDate } from '../../rules/dates.ts';
import { useLoad } from '../../ui/resource/useLoad.ts';
import { renewalsOfOrder } from './paymentsApi.ts';

/** What a paid renewal changed, per customer: the new expiry (from the old one), its users and version. */
export function RenewalOutcome({ orderNo }: { orderNo: string }) {
  const [loaded, reload] = useLoad((signal) => renewalsOfOrder(orderNo, signal), orderNo);
  if (loaded.state === 'loading') return <Text size="sm">正在读取续费结果…</Text>;
  if (loaded.state === 'failed') {
    return (
      <Group gap="xs">
        <Text size="sm" c="red">
          续费结果读取失败：{loaded.problem}
        </Text>
        <Button size="xs" variant="light" onClick={reload}>
          重试
        </Button>
      </Group>
    );
  }
  const lines = loaded.value;
  if (lines.length === 0) return <Text size="sm">续费结果稍后可在客户的续费记录中查看。</Text>;
  return (
    <Stack gap={4}>
      <Text fw={600}>续费结果</Text>
      <Table withTableBorder aria-label="续费结果">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>客户</Table.Th>
            <Table.Th>版本</Table.Th>
            <Table.Th>用户数</Table.Th>
            <Table.Th>原到期</Table.Th>
            <Table.Th>新到期</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td>{line.customerName}</Table.Td>
              <Table.Td>{line.versionName}</Table.Td>
              <Table.Td>{line.userCount}</Table.Td>
              <Table.Td>{formatDate(line.oldExpire)}</Table.Td>
              <Table.Td>{formatDate(line.newExpire)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
