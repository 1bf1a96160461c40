import { Button, Group, Modal, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { workOrderMachine, type WorkOrderRequest, type WorkOrderView } from '../../../machines/workOrder.machine.ts';
import { WORK_ORDER_LIMITS, type WorkOrderFile } from '../../api/contracts/workOrders.ts';
import { DATE_TIME_FORMAT, formatDate } from '../../rules/dates.ts';
import { message } from '../../ui/message.ts';
import { Can } from '../../ui/permissions/Can.tsx';
import { Rate } from '../../ui/widgets/Rate.tsx';
import { AttachmentPicker, WORK_ORDER_FILES } from './AttachmentPicker.tsx';
import { closeWorkOrder, confirmWorkOrder, getWorkOrder, rateWorkOrder, reopenWorkOrder, replyWorkOrder, urgeWorkOrder, type WorkOrderDetail } from './workOrdersApi.ts';

async function perform(woNo: string, request: WorkOrderRequest): Promise<WorkOrderDetail> {
  switch (request.action) {
    case 'reply':
      return replyWorkOrder(woNo, request.content, [...request.files]);
    case 'urge':
      await urgeWorkOrder(woNo);
      message.success('已催办');
      return getWorkOrder(woNo);
    case 'close':
      return closeWorkOrder(woNo);
    case 'confirm':
      return confirmWorkOrder(woNo);
    case 'reopen':
      return reopenWorkOrder(woNo);
    case 'rate':
      return rateWorkOrder(woNo, request.rating);
  }
}

export const FileNames = ({ files }: { files: WorkOrderFile[] }) =>
  files.length > 0 ? (
    <Text size="xs" c="dimmed">
      附件：{files.map((file) => file.fileName).join('、')}
    </Text>
  ) : null;

/** The conversation and what the status allows (M12): reply ≤ 2000, 催办, 关闭, 确认解决, 重新打开 (7 days), 评价. */
export function WorkOrderConversation({ item, onChanged }: { item: WorkOrderDetail; onChanged(): void }) {
  // The reply's attachments, as the picker last reported them.
  const [attachments, setAttachments] = useState<{ files: WorkOrderFile[]; uploading: boolean }>({ files: [], uploading: false });
  const [picker, setPicker] = useState(0);
  const actor = useActorRef(
    workOrderMachine.provide({ actors: { act: fromPromise<WorkOrderView, WorkOrderRequest>(({ input }) => perform(item.woNo, input)) } }),
    { input: { view: item } },
  );
  const state = useSelector(actor, (snapshot) => snapshot);
  const [reply, setReply] = useState('');
  const [stars, setStars] = useState(0);
  const [rating, setRating] = useState(false);
  const busy = state.matches('acting');

  useEffect(() => actor.send({ type: 'LOADED', view: item }), [actor, item]);
  useEffect(() => {
    if (state.context.error) message.error(state.context.error);
  }, [state.context.error]);
  // A finished action changed the order: the page reloads it (status, steps, conversation).
  const view = state.context.view;
  useEffect(() => {
    if (view && view !== item) onChanged();
  }, [view, item, onChanged]);

  const sendReply = () => {
    const content = reply.trim();
    if (!content) return message.warning('请输入回复内容');
    if ([...content].length > WORK_ORDER_LIMITS.content) return message.warning(`回复内容最多${WORK_ORDER_LIMITS.content}个字`);
    if (attachments.uploading) return message.warning('附件正在上传，请稍候');
    actor.send({ type: 'REPLY', content, files: attachments.files });
    setReply('');
    setAttachments({ files: [], uploading: false });
    setPicker((key) => key + 1);
  };
  const can = (event: Parameters<typeof state.can>[0]) => !busy && state.can(event);

  return (
    <Stack gap="sm">
      {item.replies.length === 0 && <Text c="dimmed" size="sm">暂无回复</Text>}
      {item.replies.map((entry) => (
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
          <FileNames files={entry.files} />
        </Paper>
      ))}
      {(state.matches({ open: 'processing' }) || state.matches({ open: 'needInfo' })) && (
        <Textarea
          label="回复"
          autosize
          minRows={3}
          value={reply}
          onChange={(event) => setReply(event.currentTarget.value)}
          description={`${[...reply].length}/${WORK_ORDER_LIMITS.content}`}
          error={[...reply].length > WORK_ORDER_LIMITS.content ? `回复内容最多${WORK_ORDER_LIMITS.content}个字` : null}
        />
      )}
      {(state.matches({ open: 'processing' }) || state.matches({ open: 'needInfo' })) && (
        <AttachmentPicker
          key={picker}
          label="回复附件"
          rules={WORK_ORDER_FILES.rules}
          accept={WORK_ORDER_FILES.accept}
          onChange={(files, uploading) => setAttachments({ files, uploading })}
        />
      )}
      <Group gap="xs">
        {can({ type: 'REPLY', content: 'x', files: [] }) && (
          <Button size="xs" onClick={sendReply} loading={busy}>
            发送回复
          </Button>
        )}
        {can({ type: 'CONFIRM' }) && (
          <Button size="xs" color="green" onClick={() => actor.send({ type: 'CONFIRM' })}>
            确认解决
          </Button>
        )}
        {(state.matches({ open: 'resolved' }) || state.matches({ open: 'closed' })) && (
          <Button size="xs" variant="default" disabled={busy} onClick={() => actor.send({ type: 'REOPEN', now: Date.now() })}>
            重新打开
          </Button>
        )}
        {can({ type: 'RATE', rating: 5 }) && (
          <Can action="rate">
            <Button size="xs" variant="light" onClick={() => setRating(true)}>
              评价
            </Button>
          </Can>
        )}
        {can({ type: 'URGE' }) && (
          <Can action="urge">
            <Button size="xs" variant="light" onClick={() => actor.send({ type: 'URGE' })}>
              催办
            </Button>
          </Can>
        )}
        {can({ type: 'CLOSE' }) && (
          <Can action="close">
            <Button size="xs" variant="default" color="red" onClick={() => actor.send({ type: 'CLOSE' })}>
              关闭工单
            </Button>
          </Can>
        )}
      </Group>
      <Modal opened={rating} onClose={() => setRating(false)} title="评价工单" centered>
        <Stack>
          <Rate label="服务评分" value={stars} onChange={setStars} />
          <Button
            onClick={() => {
              if (stars < 1) return message.warning('请选择评分');
              actor.send({ type: 'RATE', rating: stars });
              setRating(false);
            }}
          >
            提交评价
          </Button>
        </Stack>
      </Modal>
    </Stack>
  );
}
