import { Badge, Group, Text } from '@mantine/core';
import { IconPinned } from '@tabler/icons-react';
import { useState } from 'react';
import { DATE_TIME_FORMAT, formatDate } from '../../rules/dates.ts';
import { message } from '../../ui/message.ts';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { NOTICE_TYPES, notices, readAllNotices, type NoticeRow } from './noticesApi.ts';
import { systemScreens } from '../../contracts/screens/system.ts';
import type { DeclaredColumns } from '../../ui/resource/declaredList.ts';

const columns: DeclaredColumns<NoticeRow, typeof systemScreens.noticeList.list> = [
  {
    field: 'title',
    title: '标题',
    width: 'auto',
    cellComponent: ({ row }) => (
      <Text size="sm" fw={row.read ? 400 : 600} truncate>
        {row.title}
      </Text>
    ),
  },
  { field: 'noticeType', title: '类型', width: 110 },
  { field: 'publishTime', title: '发布时间', width: 170, orderBy: 'none', formatter: (value) => formatDate(value as number, DATE_TIME_FORMAT) },
  {
    field: 'read',
    title: '已读',
    width: 90,
    contentAlign: 'center',
    formatter: (value) => (value ? '已读' : '未读'),
    cellComponent: ({ row }) => (
      <Badge variant="light" radius="sm" color={row.read ? 'gray' : 'orange'}>
        {row.read ? '已读' : '未读'}
      </Badge>
    ),
  },
  {
    field: 'top',
    title: '置顶',
    width: 80,
    contentAlign: 'center',
    formatter: (value) => (value ? '置顶' : ''),
    cellComponent: ({ row }) =>
      row.top ? (
        <Group justify="center" gap={2} c="orange">
          <IconPinned size={14} aria-hidden />
          <Text size="xs">置顶</Text>
        </Group>
      ) : null,
  },
];

/** The provider's notices, read state per account; 全部已读 clears the home page's count. */
export default function NoticeListPage() {
  const [refreshKey, setRefreshKey] = useState(0);
  return (
    <ListScreen
      screen={systemScreens.noticeList}
      source={notices}
      columns={columns}
      rowKey={(row) => row.id}
      refreshKey={refreshKey}
      query={[
        { kind: 'keyword', placeholder: '标题' },
        { kind: 'select', name: 'noticeType', label: '类型', options: NOTICE_TYPES.map((type) => ({ label: type, value: type })) },
        { kind: 'dateRange', label: '发布时间' },
      ]}
      toolbar={[
        {
          label: '全部已读',
          run: () =>
            void readAllNotices().then(() => {
              message.success('已全部标记为已读');
              setRefreshKey((key) => key + 1);
            }),
        },
      ]}
      rowActions={[{ label: '查看', href: (row) => systemScreens.noticeDetail.href({ id: row.id }) }]}
    />
  );
}
