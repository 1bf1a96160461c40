import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState, type ReactNode } from 'react';
import { searchCustomers, type CustomerOption } from '../../api/uploads.ts';

export interface CustomerFieldProps {
  value?: string | null;
  onChange(value: string | null): void;
  onBlur?(): void;
  error?: ReactNode;
}

/** 客户 (required): the agent's customers found by name, contact, phone or number. */
export function CustomerField({ value = null, onChange, onBlur, error }: CustomerFieldProps) {
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword, 300);
  const [options, setOptions] = useState<CustomerOption[]>([]);
  useEffect(() => {
    let current = true;
    searchCustomers(debounced)
      .then((found) => current && setOptions((known) => [...found, ...known.filter((option) => String(option.id) === value && !found.some((f) => f.id === option.id))]))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [debounced, value]);
  return (
    <Select
      label="客户"
      withAsterisk
      placeholder="输入客户名称、联系人或手机号搜索"
      searchable
      data={options.map((option) => ({ value: String(option.id), label: option.name }))}
      value={value}
      onSearchChange={setKeyword}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
      filter={({ options: shown }) => shown}
      nothingFoundMessage="没有找到客户"
    />
  );
}
