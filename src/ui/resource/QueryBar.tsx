import { Button, Group, Select, TextInput } from '@mantine/core';
import type { DatesRangeValue } from '@mantine/dates';
import { IconChevronDown, IconChevronUp, IconSearch } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useRef, useState } from 'react';
import type { ListCriteria } from '../../../machines/tableQuery.machine.ts';
import { DATE_FORMAT } from '../../rules/dates.ts';
import { RESET_TEXT } from '../chineseDefaults.ts';
import { useHotkeys } from '../hotkeys/hotkeys.ts';
import { DateRangeField } from '../widgets/DateRangeField.tsx';
import { message } from '../message.ts';
import { rangeProblem, type QueryField } from './criteria.ts';

/** Fields shown before 展开. */
const SHOWN_FOLDED = 3;
export const ALL_OPTION = '全部';

interface QueryBarProps {
  fields: readonly QueryField[];
  /** What the list was last searched with (from its address). */
  criteria: ListCriteria;
  onSearch(criteria: ListCriteria): void;
}

function toRange(criteria: ListCriteria): DatesRangeValue {
  return criteria.dateFrom && criteria.dateTo ? [dayjs(criteria.dateFrom).toDate(), dayjs(criteria.dateTo).toDate()] : [null, null];
}

/**
 * Query bar: keyword, status and extra selects with 全部, a date range with presets;
 * 查询 (Enter, Alt+S) and 重置 (Alt+X); 展开 beyond three fields. What is typed stays until searched.
 * See docs/product.md#screen-patterns.
 */
export function QueryBar({ fields, criteria, onSearch }: QueryBarProps) {
  const [keyword, setKeyword] = useState(criteria.keyword ?? '');
  const [selects, setSelects] = useState<Record<string, string>>(criteria.filters ?? {});
  const [range, setRange] = useState<DatesRangeValue>(toRange(criteria));
  const [expanded, setExpanded] = useState(false);
  const keywordInput = useRef<HTMLInputElement>(null);

  const search = () => {
    const chosen = Object.fromEntries(
      fields.flatMap((field) => (field.kind === 'select' && selects[field.name] ? [[field.name, selects[field.name]]] : [])),
    );
    const [start, end] = range;
    const dates = start && end ? { dateFrom: dayjs(start).format(DATE_FORMAT), dateTo: dayjs(end).format(DATE_FORMAT) } : null;
    const tooLong = dates && fields.map((field) => rangeProblem(field, dates.dateFrom, dates.dateTo)).find(Boolean);
    if (tooLong) {
      message.error(tooLong);
      return;
    }
    onSearch({
      keyword: keyword.trim() || undefined,
      filters: Object.keys(chosen).length > 0 ? chosen : undefined,
      ...dates,
    });
  };
  const reset = () => {
    setKeyword('');
    setSelects({});
    setRange([null, null]);
    onSearch({});
  };
  useHotkeys({ 'alt+s': search, 'alt+x': reset, 'alt+f': () => keywordInput.current?.focus() });

  const shown = expanded ? fields : fields.slice(0, SHOWN_FOLDED);
  return (
    <Group gap="xs" align="flex-end" wrap="wrap" role="search" aria-label="查询条件">
      {shown.map((field) => {
        if (field.kind === 'keyword') {
          return (
            <TextInput
              key="keyword"
              ref={keywordInput}
              size="xs"
              w={240}
              label={field.label ?? '关键字'}
              placeholder={field.placeholder}
              value={keyword}
              onChange={(event) => setKeyword(event.currentTarget.value)}
              onKeyDown={(event) => event.key === 'Enter' && search()}
            />
          );
        }
        if (field.kind === 'dateRange') return <DateRangeField key="dateRange" label={field.label} value={range} onChange={setRange} size="xs" />;
        return (
          <Select
            key={field.name}
            size="xs"
            w={150}
            label={field.label}
            data={[{ label: ALL_OPTION, value: '' }, ...field.options]}
            value={selects[field.name] ?? ''}
            onChange={(value) => setSelects((previous) => ({ ...previous, [field.name]: value ?? '' }))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        );
      })}
      <Button size="xs" leftSection={<IconSearch size={14} />} onClick={search} title="Alt+S">
        查询
      </Button>
      <Button size="xs" variant="default" onClick={reset} title="Alt+X">
        {RESET_TEXT}
      </Button>
      {fields.length > SHOWN_FOLDED && (
        <Button
          size="xs"
          variant="subtle"
          rightSection={expanded ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? '收起' : '展开'}
        </Button>
      )}
    </Group>
  );
}
