import { Badge, Button, Checkbox, Group, Loader, Pagination, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { LoadProblem } from '../../ui/resource/LoadProblem.tsx';
import { useLoad } from '../../ui/resource/useLoad.ts';
import { ownerCustomers, type OwnerCustomer } from './transfersApi.ts';

const PAGE_SIZE = 10;

export interface TransferCustomerPickerProps {
  owner: string;
  selected: readonly number[];
  onChange(ids: number[]): void;
}

/** The source's customers, searched and paged by the server; the choice is kept across pages and searches. */
export function TransferCustomerPicker({ owner, selected, onChange }: TransferCustomerPickerProps) {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  // The page count stays while the next page loads.
  const [total, setTotal] = useState(0);
  const [loaded, reload] = useLoad(
    (signal) =>
      ownerCustomers(owner, keyword, page, PAGE_SIZE, signal).then((answer) => {
        setTotal(answer.total);
        return answer.list;
      }),
    JSON.stringify([owner, keyword, page]),
  );
  const rows: OwnerCustomer[] = loaded.state === 'ready' ? loaded.value : [];
  const chosen = new Set(selected);
  const toggle = (id: number) => onChange(chosen.has(id) ? selected.filter((other) => other !== id) : [...selected, id]);
  const allOnPage = rows.length > 0 && rows.every((row) => chosen.has(row.id));
  const togglePage = () =>
    onChange(allOnPage ? selected.filter((id) => !rows.some((row) => row.id === id)) : [...selected, ...rows.filter((row) => !chosen.has(row.id)).map((row) => row.id)]);
  const search = () => {
    setKeyword(typed);
    setPage(1);
  };
  return (
    <Stack gap="xs">
      <Group>
        <TextInput
          placeholder="客户名称/手机号"
          aria-label="搜索客户"
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          onKeyDown={(event) => event.key === 'Enter' && search()}
        />
        <Button variant="default" onClick={search}>查询</Button>
        <Text size="sm">已选 {selected.length} 个客户</Text>
      </Group>
      {loaded.state === 'failed' && <LoadProblem problem={loaded.problem} onRetry={reload} />}
      <Table withTableBorder fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox aria-label="全选本页" checked={allOnPage} onChange={togglePage} />
            </Table.Th>
            <Table.Th>客户名称</Table.Th>
            <Table.Th>手机</Table.Th>
            <Table.Th>产品</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                <Checkbox aria-label={`选择 ${row.name}`} checked={chosen.has(row.id)} onChange={() => toggle(row.id)} />
              </Table.Td>
              <Table.Td>
                {row.name} {row.pendingOrders > 0 && <Badge color="orange" variant="light">有待支付订单</Badge>}
              </Table.Td>
              <Table.Td>{row.phone}</Table.Td>
              <Table.Td>{row.productName}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {loaded.state === 'loading' && <Loader size="sm" mx="auto" role="status" aria-label="客户加载中" />}
      {loaded.state === 'ready' && rows.length === 0 && <Text size="sm" c="dimmed" ta="center">暂无客户</Text>}
      <Pagination total={Math.max(1, Math.ceil(total / PAGE_SIZE))} value={page} onChange={setPage} size="sm" />
    </Stack>
  );
}
