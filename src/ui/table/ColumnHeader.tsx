import { ActionIcon, Button, ColorInput, Group, Menu, NumberInput, Popover, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconCheck, IconFilter, IconPalette } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { memo, useLayoutEffect, useRef } from 'react';
import { DEFAULT_FONT_SIZE, type ColumnStyle } from './tableLayout.ts';
import type { SortOrder, TableColumn } from './types.ts';
import type { TableQueryActor } from './useTableQuery.ts';

/** The 全部 choice every column filter starts with (docs/product.md#routes). */
export const ALL_FILTER_LABEL = '全部';
export const MIN_FONT_SIZE = 10;
export const MAX_FONT_SIZE = 32;

const sortLabel: Record<SortOrder | 'none', string> = { none: '未排序', asc: '升序', desc: '降序' };

/** What a column's title does, by field: one object for the table's life, so a title renders only when it changes. */
export interface ColumnHeaderActions {
  sort(field: string): void;
  filter(field: string, value: string | null): void;
  style(field: string, style: ColumnStyle): void;
  move(field: string, direction: 'left' | 'right'): void;
}

interface ColumnHeaderProps<T> {
  column: TableColumn<T>;
  /** The table's query: the title reads its own sort and filter from it. */
  query: TableQueryActor;
  style: ColumnStyle;
  canMoveLeft: boolean;
  canMoveRight: boolean;
  actions: ColumnHeaderActions;
}

/** Each of a header's icon buttons is a 24 px target (WCAG 2.5.8), its icon 14 px; they sit 2 px apart after the title (the column's fit counts them). */
export const HEADER_BUTTON = 24;
export const HEADER_BUTTON_GAP = 2;

type HeaderProps<T> = ColumnHeaderProps<T> & { filterValue: string | null };

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A column title with its sort button, its filter menu and the cell-style pop-up (docs/product.md#routes). It
 * reads its sort and filter from the table's query itself: a sort or a filter renders the titles it changes, not
 * the table. For the same reason the title cell's `aria-sort` is set from here.
 */
export const ColumnHeader = memo(Header) as typeof Header;

function Header<T>(props: ColumnHeaderProps<T>) {
  const { column, query, actions } = props;
  const sortOrder = useSelector(query, (snapshot) => (snapshot.context.query.sort?.field === column.field ? snapshot.context.query.sort.order : null));
  const filterValue = useSelector(query, (snapshot) => snapshot.context.query.filters[column.field] ?? null);
  const title = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const cell = title.current?.closest('th');
    if (!cell) return;
    if (column.orderBy) cell.setAttribute('aria-sort', sortOrder ? ariaSort[sortOrder] : 'none');
    else cell.removeAttribute('aria-sort');
  }, [column.orderBy, sortOrder]);
  const SortIcon = sortOrder === 'asc' ? IconArrowUp : sortOrder === 'desc' ? IconArrowDown : IconArrowsSort;
  return (
    <Group gap={HEADER_BUTTON_GAP} wrap="nowrap" ref={title}>
      <Text fw={600} size="sm" truncate>
        {column.titleComponent ? column.titleComponent() : column.title}
      </Text>
      {column.orderBy && (
        <ActionIcon
          size={HEADER_BUTTON}
          variant={sortOrder ? 'light' : 'subtle'}
          aria-label={`按${column.title}排序（${sortLabel[sortOrder ?? 'none']}）`}
          onClick={() => actions.sort(column.field)}
        >
          <SortIcon size={14} />
        </ActionIcon>
      )}
      {column.filters && <FilterMenu {...props} filterValue={filterValue} />}
      <StylePopover {...props} />
    </Group>
  );
}

function FilterMenu<T>({ column, filterValue, actions }: HeaderProps<T>) {
  const choices = [{ label: ALL_FILTER_LABEL, value: null as string | null }, ...(column.filters ?? [])];
  const chosen = choices.find((choice) => choice.value === filterValue) ?? choices[0];
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <ActionIcon size={HEADER_BUTTON} variant={filterValue === null ? 'subtle' : 'light'} aria-label={`筛选${column.title}（${chosen.label}）`}>
          <IconFilter size={14} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {choices.map((choice) => (
          <Menu.Item
            key={choice.label}
            leftSection={choice === chosen ? <IconCheck size={14} aria-label="已选" /> : <span style={{ width: 14 }} />}
            fw={choice === chosen ? 700 : undefined}
            onClick={() => actions.filter(column.field, choice.value)}
          >
            {choice.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

function StylePopover<T>({ column, style, actions, canMoveLeft, canMoveRight }: ColumnHeaderProps<T>) {
  const onStyle = (next: ColumnStyle) => actions.style(column.field, next);
  const onMove = (direction: 'left' | 'right') => actions.move(column.field, direction);
  return (
    <Popover position="bottom" withinPortal trapFocus shadow="md">
      <Popover.Target>
        <ActionIcon size={HEADER_BUTTON} variant="subtle" aria-label={`${column.title}列样式`}>
          <IconPalette size={14} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={220} aria-label={`${column.title}列样式设置`} role="group">
          <NumberInput
            label="字号"
            min={MIN_FONT_SIZE}
            max={MAX_FONT_SIZE}
            allowDecimal={false}
            value={style.fontSize}
            onChange={(value) => onStyle({ ...style, fontSize: typeof value === 'number' ? value : DEFAULT_FONT_SIZE })}
          />
          <Group grow>
            <Button size="xs" variant="default" disabled={!canMoveLeft} onClick={() => onMove('left')}>
              左移
            </Button>
            <Button size="xs" variant="default" disabled={!canMoveRight} onClick={() => onMove('right')}>
              右移
            </Button>
          </Group>
          <ColorInput label="字体颜色" value={style.color} onChange={(color) => onStyle({ ...style, color })} />
          <ColorInput label="背景颜色" value={style.background} onChange={(background) => onStyle({ ...style, background })} />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
