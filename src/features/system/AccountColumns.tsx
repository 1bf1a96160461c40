import { formatDate } from '../../rules/dates.ts';
import { StatusTag } from '../../ui/resource/StatusTag.tsx';
import type { TableColumn } from '../../ui/table/types.ts';

/** 启用/停用 as a coloured tag with a header filter (roles and accounts alike). */
export function enabledStatusColumn<T extends { status: string }>(): TableColumn<T> {
  return {
    field: 'status',
    title: '状态',
    width: 100,
    contentAlign: 'center',
    filters: [
      { label: '启用', value: '启用' },
      { label: '停用', value: '停用' },
    ],
    cellComponent: ({ value }) => <StatusTag status={String(value)} />,
    formatter: (value) => String(value),
  };
}

export const minuteText = (value: unknown) => formatDate(Number(value), 'YYYY-MM-DD HH:mm');
