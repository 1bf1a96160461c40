import { ActionIcon, Button, ColorInput, Group, Menu, NumberInput, Popover, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconCheck, IconFilter, IconPalette } from '@tabler/icons-react';
import { DEFAULT_FONT_SIZE, type ColumnStyle } from './tableLayout.ts';
import type { SortOrder, TableColumn } from './types.ts';

/** The 全部 choice every column filter starts with (docs/product.md#routes). */
export const ALL_FILTER_LABEL = '全部';
export const MIN_FONT_SIZE = 10;
export const MAX_FONT_SIZE = 32;

const sortLabel: Record<SortOrder | 'none', string> = { none: '未排序', asc: '升序', desc: '降序' };

interface ColumnHeaderProps<T> {
  column: TableColumn<T>;
  sortOrder: SortOrder | null;
  onSort(): void;
  filterValue: string | null;
  onFilter(value: string | null): void;
  style: ColumnStyle;
  onStyle(style: ColumnStyle): void;
  onMove(direction: 'left' | 'right'): void;
  canMoveLeft: boolean;
  canMoveRight: boolean;
}

/** A column title with its sort button, its filter menu and the cell-style pop-up (docs/product.md#routes). */
export function ColumnHeader<T>(props: ColumnHeaderProps<T>) {
  const { column, sortOrder } = props;
  const SortIcon = sortOrder === 'asc' ? IconArrowUp : sortOrder === 'desc' ? IconArrowDown : IconArrowsSort;
  return (
    <Group gap={2} wrap="nowrap">
      <Text fw={600} size="sm" truncate>
        {column.titleComponent ? column.titleComponent() : column.title}
      </Text>
      {column.orderBy && (
        <ActionIcon
          size="xs"
          variant={sortOrder ? 'light' : 'subtle'}
          aria-label={`按${column.title}排序（${sortLabel[sortOrder ?? 'none']}）`}
          onClick={props.onSort}
        >
          <SortIcon size={14} />
        </ActionIcon>
      )}
      {column.filters && <FilterMenu {...props} />}
      <StylePopover {...props} />
    </Group>
  );
}

function FilterMenu<T>({ column, filterValue, onFilter }: ColumnHeaderProps<T>) {
  const choices = [{ label: ALL_FILTER_LABEL, value: null as string | null }, ...(column.filters ?? [])];
  const chosen = choices.find((choice) => choice.value === filterValue) ?? choices[0];
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <ActionIcon size="xs" variant={filterValue === null ? 'subtle' : 'light'} aria-label={`筛选${column.title}（${chosen.label}）`}>
          <IconFilter size={14} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {choices.map((choice) => (
          <Menu.Item
            key={choice.label}
            leftSection={choice === chosen ? <IconCheck size={14} aria-label="已选" /> : <span style={{ width: 14 }} />}
            fw={choice === chosen ? 700 : undefined}
            onClick={() => onFilter(choice.value)}
          >
            {choice.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

function StylePopover<T>({ column, style, onStyle, onMove, canMoveLeft, canMoveRight }: ColumnHeaderProps<T>) {
  return (
    <Popover position="bottom" withinPortal trapFocus shadow="md">
      <Popover.Target>
        <ActionIcon size="xs" variant="subtle" aria-label={`${column.title}列样式`}>
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
