import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';

export interface SearchOption {
  value: string;
  label: string;
}

export interface SearchSelectProps<T extends SearchOption = SearchOption>
  extends Omit<SelectProps, 'data' | 'searchable' | 'onSearchChange' | 'searchValue' | 'filter' | 'onChange' | 'value' | 'defaultValue'> {
  /** The chosen option's value, or null. */
  value?: string | null;
  /** The options matching what was typed (the server searches); a refusal is shown as `搜索失败：…`. The signal aborts when a newer keyword replaces it. */
  load(keyword: string, signal: AbortSignal): Promise<T[]>;
  /** The option of a value set from outside (an address, a saved record), so that its label shows. */
  lookup?(value: string, signal: AbortSignal): Promise<T>;
  /** The chosen value with its whole option (null when cleared). */
  onChange(value: string | null, option: T | null): void;
}

export const SEARCH_DELAY_MS = 300;
export const searchFailure = (error: unknown) => `搜索失败：${error instanceof Error && error.message ? error.message : '请稍后重试'}`;

/** A select whose options the server finds as the user types (customer and service pickers). */
export function SearchSelect<T extends SearchOption = SearchOption>({ value = null, load, lookup, onChange, nothingFoundMessage = '没有匹配的客户', ...props }: SearchSelectProps<T>) {
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search, SEARCH_DELAY_MS);
  const [options, setOptions] = useState<T[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  // The chosen option stays known while other searches run, so its label keeps showing.
  const [picked, setPicked] = useState<T | null>(null);
  const known = (wanted: string | null) => (picked?.value === wanted ? picked : options.find((option) => option.value === wanted)) ?? null;

  useEffect(() => {
    // Choosing an option writes its label into the box: that is no new search.
    if (picked && keyword === picked.label) return undefined;
    // A newer keyword cancels the search under way; its answer, should it come, is not shown.
    const search = new AbortController();
    load(keyword, search.signal).then(
      (found) => !search.signal.aborted && (setOptions(found), setProblem(null)),
      (error: unknown) => !search.signal.aborted && (setOptions([]), setProblem(searchFailure(error))),
    );
    return () => search.abort();
    // `load` is a new function on each render of the caller; the keyword decides when to search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keyword]);

  const unknown = value !== null && known(value) === null ? value : null;
  useEffect(() => {
    if (unknown === null || !lookup) return undefined;
    const looking = new AbortController();
    lookup(unknown, looking.signal).then(
      (found) => !looking.signal.aborted && setPicked(found),
      () => undefined,
    );
    return () => looking.abort();
    // As `load`: the value decides when to look up.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unknown]);

  const chosen = value === null ? null : known(value);
  const data = chosen && !options.some((option) => option.value === chosen.value) ? [chosen, ...options] : options;
  return (
    <Select
      {...props}
      searchable
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has filtered; after a failed search nothing is offered, only the reason.
      filter={({ options: all }) => (problem ? [] : all)}
      data={data}
      onChange={(next) => {
        const option = known(next);
        setPicked(option);
        onChange(next, option);
      }}
      nothingFoundMessage={problem ?? nothingFoundMessage}
    />
  );
}
