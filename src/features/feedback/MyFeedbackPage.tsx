import { Anchor, Badge, Button, Center, Group, Image, Loader, Pagination, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import dayjs from 'dayjs';
import { useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { getMyFeedback } from '../../api/feedback.ts';
import type { MyFeedback, Page } from '../../contracts/feedback.ts';
import { LoadProblem } from '../../ui/resource/LoadProblem.tsx';
import { useLoad } from '../../ui/resource/useLoad.ts';
import { formatCount } from '../../rules/numbers.ts';
import { feedbackScreens } from '../../contracts/screens/feedback.ts';

/** Session user state: page size 15. (docs/product.md#fields) */
export const PAGE_SIZE = 15;

function queryOf(search: string) {
  const params = new URLSearchParams(search);
  return { page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1), keyword: params.get('keyword') ?? '' };
}

/** The user's feedback, newest first, 15 a page; page and search live in the address. */
export default function MyFeedbackPage() {
  useDocumentTitle('我的反馈 - 代理商后台');
  const search = useSearch();
  const [, navigate] = useLocation();
  const { page, keyword } = queryOf(search);
  const [typed, setTyped] = useState(keyword);
  // Loaded again when a kept-alive page is shown again: the list catches up (e.g. with feedback just sent).
  const [loaded, reload] = useLoad((signal) => getMyFeedback({ pageIndex: page, pageSize: PAGE_SIZE, keyword }, signal), search);
  // The last answer stays on show (dimmed) while another page or search loads.
  const [last, setLast] = useState<Page<MyFeedback> | null>(null);
  if (loaded.state === 'ready' && loaded.value !== last) setLast(loaded.value);
  const data = loaded.state === 'ready' ? loaded.value : last;
  const loading = loaded.state === 'loading';

  const go = (query: { page: number; keyword: string }) =>
    navigate(feedbackScreens.myFeedback.href({ keyword: query.keyword || undefined, page: query.page > 1 ? query.page : undefined }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ page: 1, keyword: typed.trim() });
  };

  return (
    <Stack p="md" gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={3}>{feedbackScreens.myFeedback.title}</Title>
        <form onSubmit={submit}>
          <Group gap="xs" align="flex-end">
            <TextInput label="搜索反馈内容" value={typed} onChange={(event) => setTyped(event.currentTarget.value)} w={240} />
            <Button type="submit">查询</Button>
          </Group>
        </form>
      </Group>
      {loaded.state === 'failed' && <LoadProblem problem={loaded.problem} onRetry={reload} />}
      {loaded.state === 'failed' ? null : !data ? (
        <Center mih={200}>
          <Loader role="status" aria-label="加载中" />
        </Center>
      ) : data.list.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          暂无数据
        </Text>
      ) : (
        <Stack gap="sm" aria-busy={loading} aria-label="反馈列表" role="list" style={{ opacity: loading ? 0.6 : 1 }}>
          {data.list.map((item) => (
            <FeedbackCard key={item.id} item={item} />
          ))}
        </Stack>
      )}
      {data && data.total > PAGE_SIZE && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            共 {formatCount(data.total)} 条
          </Text>
          <Pagination
            total={Math.ceil(data.total / PAGE_SIZE)}
            value={page}
            onChange={(next) => go({ page: next, keyword })}
            getControlProps={(control) => ({ 'aria-label': control === 'next' ? '下一页' : control === 'previous' ? '上一页' : control })}
            getItemProps={(item) => ({ 'aria-label': `第${item}页` })}
          />
        </Group>
      )}
    </Stack>
  );
}

function FeedbackCard({ item }: { item: MyFeedback }) {
  const replied = !!item.replyContent;
  return (
    <Paper withBorder p="md" role="listitem">
      <Group justify="space-between" mb={6}>
        <Text size="sm" c="dimmed">
          {dayjs(item.createTime).format('YYYY-MM-DD HH:mm')} · 联系电话：{item.tel || '未填写'}
        </Text>
        <Badge color={replied ? 'brand' : 'highlight'} variant="light">
          {replied ? '已回复' : '待回复'}
        </Badge>
      </Group>
      <Text style={{ whiteSpace: 'pre-wrap' }}>{item.content}</Text>
      {item.fileList.length > 0 && (
        <Group gap="xs" mt="sm">
          {item.fileList.map((file, index) => (
            <Anchor key={file.filePath} href={file.url} target="_blank" rel="noopener noreferrer" aria-label={`查看附件${index + 1}原图`}>
              <Image src={file.url} alt={`附件${index + 1}`} w={72} h={72} fit="cover" radius="sm" />
            </Anchor>
          ))}
        </Group>
      )}
      {replied && (
        <Paper bg="var(--portal-surface-muted)" p="sm" mt="sm">
          <Text size="sm">
            回复：{item.replyContent}
            {item.replyTime && (
              <Text span size="xs" c="dimmed" ml="xs">
                {dayjs(item.replyTime).format('YYYY-MM-DD HH:mm')}
              </Text>
            )}
          </Text>
        </Paper>
      )}
    </Paper>
  );
}
