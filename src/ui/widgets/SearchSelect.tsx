import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';

export interface SearchOption {
  value: string;
  label: string;
}

export interface SearchSelectProps extends Omit<SelectProps, 'data' | 'searchable' | 'onSearchChange' | 'filter' | 'onChange'> {
  /** The options matching what was typed (the server searches; a failure shows none). */
  load(keyword: string): Promise<SearchOption[]>;
  onChange(value: string | null): void;
}

/** A select whose options the server finds as the user types (customer and service pickers). */
export function SearchSelect({ load, onChange, ...props }: SearchSelectProps) {
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search, 300);
  const [options, setOptions] = useState<SearchOption[]>([]);
  const [picked, setPicked] = useState<SearchOption | null>(null);
  useEffect(() => {
    let current = true;
    load(keyword).then(
      (found) => current && setOptions(found),
      () => current && setOptions([]),
    );
    return () => {
      current = false;
    };
    // `load` is a new function on each render of the caller; the keyword decides when to search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keyword]);
  // The picked option stays listed while another search runs, so its label keeps showing.
  const data = picked && !options.some((option) => option.value === picked.value) ? [picked, ...options] : options;
  return (
    <Select
      {...props}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      data={data}
      onChange={(value, option) => {
        setPicked(value ? option : null);
        onChange(value);
      }}
      nothingFoundMessage="没有匹配的客户"
    />
  );
}
