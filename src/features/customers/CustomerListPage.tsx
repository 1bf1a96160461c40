import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { use, useRef, useState } from 'react';
import { RESET_TEXT, SEARCH_TEXT } from '../../ui/chineseDefaults.ts';
import { useHotkeys } from '../../ui/hotkeys/hotkeys.ts';
import { DataTable } from '../../ui/table/DataTable.tsx';
import { customerColumns } from './customerColumns.tsx';
import { fetchCustomers, signedInAccount, updateCustomerField, type Customer } from './customersApi.ts';

/** /customerInformationManage: the agent's customers, paged, sorted and filtered by the server. */
export default function CustomerListPage() {
  const { account } = use(signedInAccount());
  // What is typed, and what was last searched for (the table loads with the latter).
  const [keyword, setKeyword] = useState('');
  const [searched, setSearched] = useState('');
  const keywordInput = useRef<HTMLInputElement>(null);
  const search = () => setSearched(keyword.trim());
  const clear = () => {
    setKeyword('');
    setSearched('');
  };
  useHotkeys({ 'alt+s': search, 'alt+x': clear, 'alt+f': () => keywordInput.current?.focus() });

  return (
    <Stack p="md" gap="sm">
      <Title order={3}>客户信息管理</Title>
      <DataTable<Customer>
        tableId="customerInformationManage"
        account={account}
        columns={customerColumns}
        getRowId={(row) => String(row.id)}
        fetchRows={(query) => fetchCustomers(query, searched)}
        reloadKey={searched}
        onCellEdit={(row, field, value) => updateCustomerField(row.id, field, value)}
        exportName="客户信息"
        toolbar={
          <Group gap="xs" wrap="nowrap">
            <TextInput
              ref={keywordInput}
              size="xs"
              w={240}
              aria-label="关键字"
              placeholder="客户名称/联系人/手机号/客户编号"
              value={keyword}
              onChange={(event) => setKeyword(event.currentTarget.value)}
              onKeyDown={(event) => event.key === 'Enter' && search()}
            />
            <Button size="xs" leftSection={<IconSearch size={14} />} onClick={search} title="Alt+S">
              {SEARCH_TEXT}
            </Button>
            <Button size="xs" variant="default" onClick={clear} title="Alt+X">
              {RESET_TEXT}
            </Button>
          </Group>
        }
      />
    </Stack>
  );
}
