import { ActionIcon, Checkbox, Paper, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { CLEAR_SEARCH_HINT, EMPTY_DATA_TEXT, FILTER_PLACEHOLDER, SELECT_ALL_TEXT } from '../chineseDefaults.ts';
import { allChecked, filterTransferItems, toggleAll, transfer, type TransferChange, type TransferItem } from './transfer.ts';
import classes from './transfer.module.css';

/** Rows of a panel's list before it scrolls (about ten). */
const PANEL_HEIGHT = 300;

export interface TransferProps {
  items: readonly TransferItem[];
  /** Keys on the right-hand side. */
  targetKeys: readonly string[];
  onChange(change: TransferChange): void;
  titles?: [string, string];
}

interface PanelProps {
  title: string;
  items: readonly TransferItem[];
  checked: string[];
  onChecked(checked: string[]): void;
}

function Panel({ title, items, checked, onChecked }: PanelProps) {
  const [query, setQuery] = useState('');
  const shown = filterTransferItems(items, query);
  const everything = allChecked(shown, checked);
  const some = shown.some((item) => checked.includes(item.key));
  return (
    <Paper withBorder p="xs" role="group" aria-label={title}>
      <Text size="sm" fw={600} mb="xs" truncate>
        {title}
      </Text>
      <Checkbox
        mb="xs"
        label={`${SELECT_ALL_TEXT}（${checked.length}/${items.length}）`}
        checked={everything}
        indeterminate={some && !everything}
        onChange={() => onChecked(toggleAll(shown, checked, !everything))}
      />
      <TextInput
        size="xs"
        aria-label={`${title}${FILTER_PLACEHOLDER}`}
        placeholder={FILTER_PLACEHOLDER}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
      />
      <ScrollArea h={PANEL_HEIGHT} mt="xs">
        <Stack gap={6}>
          {shown.length === 0 && (
            <Text c="dimmed" size="sm">
              {items.length === 0 ? EMPTY_DATA_TEXT : CLEAR_SEARCH_HINT}
            </Text>
          )}
          {shown.map((item) => (
            <Checkbox
              key={item.key}
              label={item.label ?? item.key}
              disabled={item.disabled}
              checked={checked.includes(item.key)}
              onChange={() =>
                onChecked(checked.includes(item.key) ? checked.filter((key) => key !== item.key) : [...checked, item.key])
              }
            />
          ))}
        </Stack>
      </ScrollArea>
    </Paper>
  );
}

/** Two lists with items moved between them (docs/product.md#flows): select-all skips disabled items, change reports what moved. */
export function Transfer({ items, targetKeys, onChange, titles = ['列表1', '列表2'] }: TransferProps) {
  // Which boxes are ticked on each side: pure view state, cleared by each move.
  const [leftChecked, setLeftChecked] = useState<string[]>([]);
  const [rightChecked, setRightChecked] = useState<string[]>([]);
  const left = items.filter((item) => !targetKeys.includes(item.key));
  const right = targetKeys.map((key) => items.find((item) => item.key === key)).filter((item): item is TransferItem => !!item);
  const move = (direction: 'left' | 'right') => {
    const change = transfer(items, targetKeys, direction === 'right' ? leftChecked : rightChecked, direction);
    if (change.movedKeys.length === 0) return;
    (direction === 'right' ? setLeftChecked : setRightChecked)([]);
    onChange(change);
  };
  return (
    <div className={classes.root}>
      <Panel title={titles[0]} items={left} checked={leftChecked} onChecked={setLeftChecked} />
      <div className={classes.moves}>
        <ActionIcon aria-label={`移到${titles[1]}`} disabled={leftChecked.length === 0} onClick={() => move('right')}>
          <IconChevronRight size={16} />
        </ActionIcon>
        <ActionIcon aria-label={`移到${titles[0]}`} disabled={rightChecked.length === 0} onClick={() => move('left')}>
          <IconChevronLeft size={16} />
        </ActionIcon>
      </div>
      <Panel title={titles[1]} items={right} checked={rightChecked} onChecked={setRightChecked} />
    </div>
  );
}
