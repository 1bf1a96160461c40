import { Anchor, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { WORK_ORDER_LIMITS, type LinkedFile, type ThreadReply, type WorkOrderFile } from '../../contracts/workOrders.ts';
import { DATE_TIME_FORMAT, formatDate } from '../../rules/dates.ts';
import { message } from '../../ui/message.ts';
import { AttachmentPicker, WORK_ORDER_FILES } from './AttachmentPicker.tsx';

/** Stored files as links that download them under their names. */
export const FileLinks = ({ files, label = '附件' }: { files: readonly LinkedFile[]; label?: string }) =>
  files.length > 0 ? (
    <Group gap={6} wrap="wrap">
      <Text size="xs" c="dimmed">
        {label}：
      </Text>
      {files.map((file) => (
        <Anchor key={file.filePath} href={file.url} download={file.fileName} size="xs">
          {file.fileName}
        </Anchor>
      ))}
    </Group>
  ) : null;

export interface ConversationProps {
  entries: readonly ThreadReply[];
  /** Whether a reply may be sent now (the box is shown). */
  open: boolean;
  /**
   * Stores a reply. Rejects when it was not stored: an Error's message is shown, any other reason was shown
   * already. The typed text and attachments are kept then, and cleared once it is stored.
   */
  send(content: string, files: WorkOrderFile[]): Promise<unknown>;
  /** Another action is running: sending waits. */
  busy?: boolean;
  /** Other actions, beside 发送回复. */
  children?: ReactNode;
}

/** A conversation with the support desk (work orders, Word formats): the messages, then a reply (≤ 2000) with attachments. */
export function Conversation({ entries, open, send, busy = false, children }: ConversationProps) {
  const [reply, setReply] = useState('');
  // The reply's attachments, as the picker last reported them.
  const [attachments, setAttachments] = useState<{ files: WorkOrderFile[]; uploading: boolean }>({ files: [], uploading: false });
  const [picker, setPicker] = useState(0);
  const [sending, setSending] = useState(false);

  const sendReply = () => {
    const content = reply.trim();
    if (!content) return message.warning('请输入回复内容');
    if ([...content].length > WORK_ORDER_LIMITS.content) return message.warning(`回复内容最多${WORK_ORDER_LIMITS.content}个字`);
    if (attachments.uploading) return message.warning('附件正在上传，请稍候');
    setSending(true);
    send(content, attachments.files).then(
      () => {
        setSending(false);
        setReply('');
        setAttachments({ files: [], uploading: false });
        setPicker((key) => key + 1);
      },
      (error: unknown) => {
        setSending(false);
        if (error instanceof Error) message.error(error.message || '发送失败，请重试');
      },
    );
  };

  return (
    <Stack gap="sm">
      {entries.length === 0 && (
        <Text c="dimmed" size="sm">
          暂无回复
        </Text>
      )}
      {entries.map((entry) => (
        <Paper key={entry.id} withBorder p="xs" bg={entry.fromSupport ? 'blue.0' : undefined} aria-label={`${entry.fromSupport ? '客服' : '我'}的回复`}>
          <Group justify="space-between">
            <Text size="sm" fw={500}>
              {entry.author}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDate(entry.createTime, DATE_TIME_FORMAT)}
            </Text>
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {entry.content}
          </Text>
          <FileLinks files={entry.files} />
        </Paper>
      ))}
      {open && (
        <>
          <Textarea
            label="回复"
            autosize
            minRows={3}
            value={reply}
            onChange={(event) => setReply(event.currentTarget.value)}
            description={`${[...reply].length}/${WORK_ORDER_LIMITS.content}`}
            error={[...reply].length > WORK_ORDER_LIMITS.content ? `回复内容最多${WORK_ORDER_LIMITS.content}个字` : null}
          />
          <AttachmentPicker
            key={picker}
            label="回复附件"
            rules={WORK_ORDER_FILES.rules}
            accept={WORK_ORDER_FILES.accept}
            onChange={(files, uploading) => setAttachments({ files, uploading })}
          />
        </>
      )}
      <Group gap="xs">
        {open && (
          <Button size="xs" onClick={sendReply} loading={sending} disabled={busy && !sending}>
            发送回复
          </Button>
        )}
        {children}
      </Group>
    </Stack>
  );
}
