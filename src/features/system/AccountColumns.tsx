import { formatDate } from '../../rules/dates.ts';
import { StatusTag } from '../../ui/resource/StatusTag.tsx';
import type { BuiltColumn } from '../../ui/resource/declaredList.ts';
import type { ColumnFilterOption } from '../../ui/table/types.ts';

/** 启用/停用 as a coloured tag with a header filter (roles and accounts alike). */
export function enabledStatusColumn<T extends { status: string }>(): BuiltColumn<T, { field: 'status'; filters: ColumnFilterOption[] }> {
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
