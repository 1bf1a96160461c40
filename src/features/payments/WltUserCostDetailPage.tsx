import { Alert, Button, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useSearch } from 'wouter';
import { formatYuan } from '../../rules/money.ts';
import { usePageContext } from '../../ui/pageContext.ts';
import { useLoad } from '../../ui/resource/useLoad.ts';
import { wltCostDetail, type WltCostDay } from './moneyApi.ts';
import { paymentsScreens } from '../../contracts/screens/payments.ts';

/** /wltUserCostDetail?userId=&month= : one customer-month by day. */
export default function WltUserCostDetailPage() {
  const params = new URLSearchParams(useSearch());
  const userId = Number(params.get('userId'));
  const month = params.get('month') ?? '';
  const page = usePageContext();
  const [loaded, reload] = useLoad<WltCostDay[]>((signal) => wltCostDetail(userId, month, signal), `${userId}/${month}`);

  const total = loaded.state === 'ready' ? loaded.value.reduce((sum, day) => sum + day.amountFen, 0) : 0;
  return (
    <Stack p="md" gap="sm">
      <Group justify="space-between">
        <Title order={3}>{paymentsScreens.wltUserCostDetail.title} {month}</Title>
        {page.canGoBack && (
          <Button variant="default" size="xs" onClick={() => page.back()}>
            返回
          </Button>
        )}
      </Group>
      {loaded.state === 'loading' && <Loader size="sm" />}
      {loaded.state === 'failed' && (
        <Alert color="red" title={loaded.problem}>
          <Button size="xs" onClick={reload}>
            重试
          </Button>
        </Alert>
      )}
      {loaded.state === 'ready' && (
        <Card withBorder padding="xs">
          <Text size="sm" mb="xs">
            合计费用：<b>¥{formatYuan(total)}</b>
          </Text>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>日期</Table.Th>
                <Table.Th>计费项</Table.Th>
                <Table.Th ta="right">用量</Table.Th>
                <Table.Th ta="right">费用（元）</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {loaded.value.map((day) => (
                <Table.Tr key={`${day.day}-${day.item}`}>
                  <Table.Td>{day.day}</Table.Td>
                  <Table.Td>{day.item}</Table.Td>
                  <Table.Td ta="right">{day.usage}</Table.Td>
                  <Table.Td ta="right">{formatYuan(day.amountFen)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {loaded.value.length === 0 && (
            <Text size="sm" c="dimmed" ta="center" py="md">
              暂无数据
            </Text>
          )}
        </Card>
      )}
    </Stack>
  );
}
