import { ActionIcon, Button, Group, NativeSelect, Text, TextInput } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { PAGE_SIZES, clampPage, lastPage, visiblePages } from './paging.ts';
import { formatCount } from '../../rules/numbers.ts';

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** No page has come yet: the total is not known, so it is not said to be 0. */
  counting?: boolean;
  onPage(page: number): void;
  onPageSize(pageSize: number): void;
}

/** Pager: total, sizes 10/20/30, five page numbers, previous/next and a jumper clamped to 1..last. (docs/product.md#limits) */
export function Pager({ page, pageSize, total, counting, onPage, onPageSize }: PagerProps) {
  const last = lastPage(total, pageSize);
  // What is being typed into the jumper; it only becomes a page on Enter or 跳转.
  const [jumpTo, setJumpTo] = useState('');
  const jump = () => {
    if (jumpTo.trim() === '') return;
    onPage(clampPage(Number(jumpTo), last));
    setJumpTo('');
  };
  const onJumperKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') jump();
  };
  return (
    // On a phone it wraps onto two lines and shows "page / last" instead of the five numbers.
    <Group gap="xs" justify="flex-end" wrap="wrap" role="navigation" aria-label="分页">
      <Text size="sm">{counting ? '共 … 条' : `共 ${formatCount(total)} 条`}</Text>
      <NativeSelect
        aria-label="每页条数"
        size="xs"
        w={96}
        value={String(pageSize)}
        data={PAGE_SIZES.map((size) => ({ value: String(size), label: `${size} 条/页` }))}
        onChange={(event) => onPageSize(Number(event.currentTarget.value))}
      />
      <ActionIcon variant="default" aria-label="上一页" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <IconChevronLeft size={16} />
      </ActionIcon>
      <Text size="sm" hiddenFrom="xs" aria-label={`第${page}页，共${last}页`}>
        {page} / {last}
      </Text>
      {visiblePages(page, last).map((number) => (
        <Button
          key={number}
          visibleFrom="xs"
          size="compact-sm"
          variant={number === page ? 'filled' : 'default'}
          aria-label={`第${number}页`}
          aria-current={number === page ? 'page' : undefined}
          onClick={() => number !== page && onPage(number)}
        >
          {number}
        </Button>
      ))}
      <ActionIcon variant="default" aria-label="下一页" disabled={page >= last} onClick={() => onPage(page + 1)}>
        <IconChevronRight size={16} />
      </ActionIcon>
      <Group gap="xs" wrap="nowrap">
        <Text size="sm">前往</Text>
        <TextInput
          aria-label="跳转页码"
          size="xs"
          w={60}
          inputMode="numeric"
          value={jumpTo}
          onChange={(event) => setJumpTo(event.currentTarget.value.replace(/\D/g, ''))}
          onKeyDown={onJumperKey}
        />
        <Text size="sm">页</Text>
        <Button size="compact-sm" variant="default" onClick={jump}>
          跳转
        </Button>
      </Group>
    </Group>
  );
}
