import { Select } from '@mantine/core';
import { useEffect, useState } from 'react';
import { searchCustomers } from './orderEntryApi.ts';

/** An existing customer, found by name/contact/phone (the first 20 matches). */
export function BuyProductCustomerPicker({ value, error, onChange }: { value: number | null; error?: string; onChange(userId: number | null): void }) {
  const [search, setSearch] = useState('');
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  useEffect(() => {
    // Picking an option writes its label into the search: that is no new search.
    if (options.some((option) => option.label === search)) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      searchCustomers(search).then((found) => current && setOptions(found.map((customer) => ({ value: String(customer.id), label: `${customer.name}（${customer.customerNo}）` }))), () => undefined);
    }, 300);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);
  return (
    <Select
      label="选择客户"
      withAsterisk
      searchable
      placeholder="输入客户名称/联系人/手机号"
      data={options}
      value={value === null ? null : String(value)}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      error={error}
      onChange={(picked) => onChange(picked ? Number(picked) : null)}
    />
  );
}
