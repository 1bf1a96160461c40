import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PagedAnswer } from '../../contracts/list.ts';
import { DATE_TIME_FORMAT, formatDate } from '../../rules/dates.ts';
import { formatBytes } from '../../rules/upload.ts';
import { DescriptionGrid, RelatedList, type DetailContext, type DetailSection } from '../../ui/resource/DetailScreen.tsx';
import { LoadProblem } from '../../ui/resource/LoadProblem.tsx';
import { StatusTag } from '../../ui/resource/StatusTag.tsx';
import { useLoad } from '../../ui/resource/useLoad.ts';
import { formatYuanAmount } from '../../rules/money.ts';
import {
  latestAppFiles,
  latestRenewals,
  latestTracks,
  type AppFile,
  type CustomerDetail,
  type CustomerTrack,
  type RenewalRecord,
} from './customerRecordsApi.ts';
import { customersScreens } from '../../contracts/screens/customers.ts';

const BASE = customersScreens.customerList.path;
const yuan = (amount: number) => `¥${formatYuanAmount(amount)}`;

/** The newest rows of one of the customer's lists, loaded when its tab opens (the tab panel mounts anew). */
function Latest<R>({ load, children }: { load(): Promise<PagedAnswer<R>>; children(rows: R[], total: number): ReactNode }) {
  const [page, reload] = useLoad(() => load(), 'latest');
  if (page.state === 'failed') return <LoadProblem problem={page.problem} onRetry={reload} />;
  return page.state === 'ready' ? children(page.value.list, page.value.total) : <Text size="sm" c="dimmed">加载中…</Text>;
}

function serviceTab(customer: CustomerDetail) {
  return (
    <DescriptionGrid
      item={customer}
      facts={[
        { label: '产品', value: (c) => c.productName },
        { label: '版本', value: (c) => c.versionName },
        { label: '用户数', value: (c) => c.userCount },
        { label: '域名', value: (c) => c.host ?? '—' },
        { label: '服务器区域', value: (c) => c.region },
        { label: '服务状态', value: (c) => <StatusTag status={c.status} /> },
        { label: '开通日期', value: (c) => formatDate(c.createdAt) },
        { label: '到期日期', value: (c) => formatDate(c.expireAt) },
        { label: '数据库大小', value: (c) => `${c.dbSizeMB} MB` },
      ]}
    />
  );
}

const more = (total: number, href: string) => (total > 0 ? href : undefined);

export const customerDetailTabs: DetailSection<CustomerDetail>[] = [
  { title: '服务', render: serviceTab },
  {
    title: '续费记录',
    render: (customer) => (
      <Latest<RenewalRecord> load={() => latestRenewals(customer.id)}>
        {(rows, total) => (
          <RelatedList
            rows={rows}
            moreHref={more(total, `${BASE}/renewListDetail?userId=${customer.id}`)}
            empty="暂无续费记录"
            columns={[
              { title: '订单号', render: (row) => row.orderNo },
              { title: '续费时长', render: (row) => `${row.months}个月` },
              { title: '新到期', render: (row) => formatDate(row.newExpire) },
              { title: '金额', render: (row) => yuan(row.amount) },
              { title: '时间', render: (row) => formatDate(row.createTime, DATE_TIME_FORMAT) },
            ]}
          />
        )}
      </Latest>
    ),
  },
  {
    title: '应用文件',
    render: (customer) => (
      <Latest<AppFile> load={() => latestAppFiles(customer.id)}>
        {(rows) => (
          <RelatedList
            rows={rows}
            moreHref={`${BASE}/appFileList?userId=${customer.id}`}
            empty="暂无应用文件"
            columns={[
              { title: '文件名', render: (row) => row.fileName },
              { title: '版本', render: (row) => row.fileVersion },
              { title: '大小', render: (row) => formatBytes(row.size) },
              { title: '上传时间', render: (row) => formatDate(row.uploadTime, DATE_TIME_FORMAT) },
            ]}
          />
        )}
      </Latest>
    ),
  },
  {
    title: '年费',
    render: (customer, context: DetailContext) => (
      <Group justify="space-between">
        <Stack gap={2}>
          <Text size="sm">当前年费：{yuan(customer.annualFee)}</Text>
          <Text size="xs" c="dimmed">
            按年收取，随服务到期日 {formatDate(customer.expireAt)} 续费
          </Text>
        </Stack>
        <Button size="xs" variant="light" onClick={() => context.navigate(`${BASE}/customerAnnualFee?keyword=${encodeURIComponent(customer.phone)}`)}>
          查看客户年费
        </Button>
      </Group>
    ),
  },
  {
    title: '跟进记录',
    render: (customer) => (
      <Latest<CustomerTrack> load={() => latestTracks(customer.id)}>
        {(rows) => (
          <RelatedList
            rows={rows}
            moreHref={`${BASE}/customerTrack?userId=${customer.id}`}
            empty="暂无跟进记录"
            columns={[
              { title: '跟踪时间', render: (row) => formatDate(row.trackTime, DATE_TIME_FORMAT) },
              { title: '跟踪方式', render: (row) => row.trackWay },
              { title: '内容', render: (row) => row.content },
              { title: '跟踪人', render: (row) => row.staffName },
            ]}
          />
        )}
      </Latest>
    ),
  },
];
