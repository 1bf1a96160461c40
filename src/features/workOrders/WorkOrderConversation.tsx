import { Button, Text } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { workOrderMachine, type WorkOrderRequest, type WorkOrderView } from '../../../machines/workOrder.machine.ts';
import { isOpenWorkOrder, type WorkOrderFile } from '../../contracts/workOrders.ts';
import { canStillReopen, REOPEN_TOO_LATE } from '../../rules/workOrders.ts';
import { message } from '../../ui/message.ts';
import { Can } from '../../ui/permissions/Can.tsx';
import { usePermission } from '../../ui/permissions/usePermission.ts';
import { Conversation } from './Conversation.tsx';
import { RateDialog } from './RateDialog.tsx';
import { closeWorkOrder, confirmWorkOrder, getWorkOrder, rateWorkOrder, reopenWorkOrder, replyWorkOrder, urgeWorkOrder, type WorkOrderDetail } from './workOrdersApi.ts';
import { workOrdersScreens } from '../../contracts/screens/workOrders.ts';

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
      return confirmWorkOrder(woNo, request.rating);
    case 'reopen':
      return reopenWorkOrder(woNo);
    case 'rate':
      return rateWorkOrder(woNo, request.rating);
  }
}

/** The conversation and what the status allows (M12): reply ≤ 2000, 催办, 关闭, 确认解决, 重新打开 (7 days), 评价. */
export function WorkOrderConversation({ item, onChanged }: { item: WorkOrderDetail; onChanged(): void }) {
  const actor = useActorRef(
    workOrderMachine.provide({
      actors: {
        // A finished action changed the order: the page reloads it (status, steps, conversation).
        act: fromPromise<WorkOrderView, WorkOrderRequest>(async ({ input }) => {
          const view = await perform(item.woNo, input);
          onChanged();
          return view;
        }),
      },
    }),
    { input: { view: item } },
  );
  const state = useSelector(actor, (snapshot) => snapshot);
  // The rating prompt: opened by 评价, or by 确认解决 (which then confirms with the rating given).
  const [rating, setRating] = useState<'rate' | 'confirm' | null>(null);
  const mayRate = usePermission(workOrdersScreens.workOrderDetail).can('rate');
  // When the page was shown: 重新打开 is offered by it (pressed later than 7 days, the machine refuses it with the reason).
  const [shownAt] = useState(Date.now);
  const busy = state.matches('acting');

  const view = state.context.view;
  // The order as the page last loaded it is the machine's view (after an action, on the page's own 刷新).
  useEffect(() => actor.send({ type: 'LOADED', view: item }), [actor, item]);
  useEffect(() => {
    const refused = actor.on('refused', ({ text }) => message.error(text));
    return () => refused.unsubscribe();
  }, [actor]);

  // A reply is one of the machine's actions: settled when it leaves 'acting' (a failure is shown above).
  const sendReply = (content: string, files: WorkOrderFile[]) => {
    const event = { type: 'REPLY', content, files } as const;
    if (!actor.getSnapshot().can(event)) return Promise.reject(new Error('当前状态不能回复'));
    return new Promise<void>((resolve, reject) => {
      const subscription = actor.subscribe((snapshot) => {
        if (snapshot.matches('acting')) return;
        subscription.unsubscribe();
        if (snapshot.context.error) reject(null);
        else resolve();
      });
      actor.send(event);
    });
  };
  const can = (event: Parameters<typeof state.can>[0]) => !busy && state.can(event);
  const replying = view !== null && isOpenWorkOrder(view.status);
  const solved = state.matches({ open: 'resolved' }) || state.matches({ open: 'closed' });
  const reopenable = solved && view !== null && canStillReopen(view, shownAt);

  return (
    <>
      <Conversation entries={item.replies} open={replying} send={sendReply} busy={busy}>
        {can({ type: 'CONFIRM' }) && (
          <Button size="xs" color="green" onClick={() => (mayRate && view?.rating === null ? setRating('confirm') : actor.send({ type: 'CONFIRM' }))}>
            确认解决
          </Button>
        )}
        {reopenable && (
          <Button size="xs" variant="default" disabled={busy} onClick={() => actor.send({ type: 'REOPEN', now: Date.now() })}>
            重新打开
          </Button>
        )}
        {solved && !reopenable && <ReopenTooLate item={item} />}
        {can({ type: 'RATE', rating: 5 }) && (
          <Can screen={workOrdersScreens.workOrderDetail} action="rate">
            <Button size="xs" variant="light" onClick={() => setRating('rate')}>
              评价
            </Button>
          </Can>
        )}
        {can({ type: 'URGE' }) && (
          <Can screen={workOrdersScreens.workOrderDetail} action="urge">
            <Button size="xs" variant="light" onClick={() => actor.send({ type: 'URGE' })}>
              催办
            </Button>
          </Can>
        )}
        {can({ type: 'CLOSE' }) && (
          <Can screen={workOrdersScreens.workOrderDetail} action="close">
            <Button size="xs" variant="default" color="red" onClick={() => actor.send({ type: 'CLOSE' })}>
              关闭工单
            </Button>
          </Can>
        )}
      </Conversation>
      <RateDialog
        opened={rating !== null}
        note={rating === 'confirm' ? '确认问题已解决，请为本次服务评价；取消则工单保持已解决，可稍后评价。' : undefined}
        onCancel={() => setRating(null)}
        onSubmit={(stars) => {
          actor.send(rating === 'confirm' ? { type: 'CONFIRM', rating: stars } : { type: 'RATE', rating: stars });
          setRating(null);
        }}
      />
    </>
  );
}

/** Past the 7 days: why 重新打开 is gone, and a new work order for the same customer instead. */
function ReopenTooLate({ item }: { item: WorkOrderDetail }) {
  const [, navigate] = useLocation();
  const newOrder = workOrdersScreens.myWorkOrder.href({ new: '1', woType: item.woType, userId: item.userId, title: item.title, content: `关联工单 ${item.woNo}：` });
  return (
    <>
      <Text size="sm" c="dimmed">
        {REOPEN_TOO_LATE}
      </Text>
      <Button size="xs" variant="light" onClick={() => navigate(newOrder)}>
        提交新工单
      </Button>
    </>
  );
}
