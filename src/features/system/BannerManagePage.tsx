import { Image, Text } from '@mantine/core';
import { useState } from 'react';
import { DATE_TIME_FORMAT, formatDate } from '../../rules/dates.ts';
import { message } from '../../ui/message.ts';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { StatusTag } from '../../ui/resource/StatusTag.tsx';
import type { ActionContext } from '../../ui/resource/actions.ts';
import { BannerDrawer } from './BannerDrawer.tsx';
import { MAX_LISTED_BANNERS, banners, deleteBanner, moveBanner, setBannerStatus, type Banner } from './bannersApi.ts';
import { systemScreens } from '../../contracts/screens/system.ts';
import type { DeclaredColumns } from '../../ui/resource/declaredList.ts';

const columns: DeclaredColumns<Banner, typeof systemScreens.bannerManage.list> = [
  {
    field: 'picUrl',
    title: '预览',
    width: 150,
    export: false,
    cellComponent: ({ row }) => <Image src={row.picUrl} alt={`轮播图${row.id}`} h={50} w={120} fit="cover" radius="sm" />,
  },
  { field: 'url', title: '跳转链接', width: 'auto', formatter: (value) => String(value || '—') },
  { field: 'sort', title: '排序', width: 90, orderBy: 'none', contentAlign: 'right' },
  {
    field: 'status',
    title: '状态',
    width: 100,
    contentAlign: 'center',
    filters: [
      { label: '上架', value: '上架' },
      { label: '下架', value: '下架' },
    ],
    cellComponent: ({ value }) => <StatusTag status={String(value)} />,
  },
  { field: 'updatedAt', title: '更新时间', width: 170, orderBy: 'none', formatter: (value) => formatDate(value as number, DATE_TIME_FORMAT) },
];

/** After a change made from a row: say so and load the page again. */
const changed = (text: string, context: ActionContext) => () => {
  message.success(text);
  context.reload();
};

/** The pictures of the login page's carousel (at most five 上架, in sort order). */
export default function BannerManagePage() {
  const [target, setTarget] = useState<Banner | 'new' | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  const refresh = () => setRefreshKey((key) => key + 1);
  return (
    <>
      <ListScreen
        screen={systemScreens.bannerManage}
        source={banners}
        columns={columns}
        rowKey={(row) => row.id}
        refreshKey={refreshKey}
        header={
          <Text size="sm" c="dimmed">
            登录页按排序显示上架的图片，最多上架{MAX_LISTED_BANNERS}张；新增的图片默认下架。
          </Text>
        }
        toolbar={[{ label: '新增', action: 'add', run: () => setTarget('new') }]}
        rowActions={[
          { label: '编辑', action: 'edit', run: (row) => setTarget(row) },
          { label: '上移', action: 'sort', run: (row, context) => moveBanner(row.id, 'up').then(context.reload) },
          { label: '下移', action: 'sort', run: (row, context) => moveBanner(row.id, 'down').then(context.reload) },
          {
            label: '上架',
            action: 'status',
            shown: (row) => row.status === '下架',
            run: (row, context) => setBannerStatus(row.id, '上架').then(changed('已上架', context)),
          },
          {
            label: '下架',
            action: 'status',
            shown: (row) => row.status === '上架',
            confirm: () => '下架后登录页将不再显示这张图片，确定下架吗？',
            run: (row, context) => setBannerStatus(row.id, '下架').then(changed('已下架', context)),
          },
          {
            label: '删除',
            action: 'del',
            danger: true,
            confirm: (row) => `确定删除排序为 ${row.sort} 的轮播图吗？删除后不可恢复。`,
            run: (row, context) => deleteBanner(row.id).then(changed('删除成功', context)),
          },
        ]}
      />
      <BannerDrawer target={target} onClose={() => setTarget(null)} onSaved={refresh} />
    </>
  );
}
