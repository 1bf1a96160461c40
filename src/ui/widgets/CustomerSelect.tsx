import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState, type ReactNode } from 'react';

export interface CustomerChoice {
  id: number;
  name: string;
}

export interface CustomerSelectProps {
  /** Finds the agent's customers by name, contact, phone or number (the page passes its api call). */
  search(keyword: string): Promise<CustomerChoice[]>;
  value?: string | null;
  onChange(value: string | null): void;
  onBlur?(): void;
  error?: ReactNode;
}

/** 客户 (required), searched on the server as the user types; the chosen one stays listed. */
export function CustomerSelect({ search, value = null, onChange, onBlur, error }: CustomerSelectProps) {
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword, 300);
  const [options, setOptions] = useState<CustomerChoice[]>([]);
  useEffect(() => {
    let current = true;
    search(debounced)
      .then((found) => current && setOptions((known) => [...found, ...known.filter((option) => String(option.id) === value && !found.some((f) => f.id === option.id))]))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [search, debounced, value]);
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
