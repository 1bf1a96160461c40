import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useSearch } from 'wouter';
import { DATE_TIME_FORMAT, formatDate } from '../../rules/dates.ts';
import { DetailScreen } from '../../ui/resource/DetailScreen.tsx';
import { openNotice, type NoticeDetail } from './noticesApi.ts';
import { systemScreens } from '../../contracts/screens/system.ts';

/** The body as plain text paragraphs: whatever it holds is shown as written, never as markup. */
function NoticeBody({ body }: { body: string }) {
  return (
    <Stack gap="sm">
      {body.split(/\n{2,}/).map((paragraph, index) => (
        <Text key={index} size="sm" style={{ whiteSpace: 'pre-wrap', lineHeight: 1.8 }}>
          {paragraph}
        </Text>
      ))}
    </Stack>
  );
}

/** /noticeDetail?id=: one notice (opening it marks it read), its attachments, 上一条/下一条 by publish time. */
export default function NoticeDetailPage() {
  const id = Number(new URLSearchParams(useSearch()).get('id'));
  return (
    <DetailScreen<NoticeDetail>
      load={() => openNotice(id)}
      loadKey={String(id)}
      title={(notice) => notice.title}
      facts={[
        { label: '类型', value: (notice) => <Badge variant="light" radius="sm">{notice.noticeType}</Badge> },
        { label: '发布时间', value: (notice) => formatDate(notice.publishTime, DATE_TIME_FORMAT) },
        { label: '置顶', value: (notice) => (notice.top ? '是' : '否') },
      ]}
      actions={(notice, context) => (
        <Group gap="xs">
          <Button size="xs" variant="default" disabled={notice.previousId === null} onClick={() => context.navigate(systemScreens.noticeDetail.href({ id: notice.previousId ?? '' }))}>
            上一条
          </Button>
          <Button size="xs" variant="default" disabled={notice.nextId === null} onClick={() => context.navigate(systemScreens.noticeDetail.href({ id: notice.nextId ?? '' }))}>
            下一条
          </Button>
        </Group>
      )}
      sections={[
        { title: '正文', render: (notice) => <NoticeBody body={notice.body} /> },
        {
          title: '附件',
          render: (notice) =>
            notice.attachments.length === 0 ? (
              <Text size="sm" c="dimmed">
                无附件
              </Text>
            ) : (
              <Stack gap={4}>
                {notice.attachments.map((file) => (
                  <Group key={file.url} gap={4}>
                    <IconPaperclip size={14} aria-hidden />
                    <Anchor href={file.url} download={file.name} size="sm">
                      {file.name}
                    </Anchor>
                  </Group>
                ))}
              </Stack>
            ),
        },
      ]}
    />
  );
}
