import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { searchCustomers, type CustomerOption } from '../../api/uploads.ts';
import { getCustomer } from './customersApi.ts';

type PickerProps = Pick<SelectProps, 'label' | 'withAsterisk' | 'clearable' | 'w' | 'error' | 'onBlur'> & {
  /** The chosen customer's id, as a string (form values), or null. */
  value?: string | null;
  onChange(value: string | null, customer: CustomerOption | null): void;
};

/** The agent's customers found by name, contact, phone or number on the server, with the chosen one always listed. */
export function CustomerPicker({ value = null, onChange, ...selectProps }: PickerProps) {
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword, 300);
  const [options, setOptions] = useState<CustomerOption[]>([]);
  const [chosen, setChosen] = useState<CustomerOption | null>(null);

  useEffect(() => {
    let current = true;
    searchCustomers(debounced)
      .then((found) => current && setOptions(found))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [debounced]);
  // A value set from outside (an address parameter, a saved record) is looked up to show its name.
  useEffect(() => {
    if (!value || chosen?.id === Number(value)) return;
    let current = true;
    getCustomer(Number(value))
      .then(({ id, customerNo, name }) => current && setChosen({ id, customerNo, name }))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [value, chosen]);

  const all = [...options, ...(chosen && !options.some((option) => option.id === chosen.id) ? [chosen] : [])];
  return (
    <Select
      placeholder="输入客户名称、联系人或手机号搜索"
      searchable
      data={all.map((option) => ({ value: String(option.id), label: `${option.name}（${option.customerNo}）` }))}
      value={value}
      onSearchChange={setKeyword}
      onChange={(next) => {
        const customer = all.find((option) => String(option.id) === next) ?? null;
        setChosen(customer);
        onChange(next, customer);
      }}
      filter={({ options: shown }) => shown}
      nothingFoundMessage="没有找到客户"
      {...selectProps}
    />
  );
}
