import { Alert, Button, Group, Loader, Progress, Stack, Text, Timeline } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { dataRecoveryMachine } from '../../../machines/dataRecovery.machine.ts';
import { DATE_TIME_FORMAT, formatDate } from '../../rules/dates.ts';
import { formatYuan } from '../../rules/money.ts';
import { confirmed } from '../../ui/confirm.tsx';
import { Can } from '../../ui/permissions/Can.tsx';
import { DescriptionGrid, type DetailFact } from '../../ui/resource/DetailScreen.tsx';
import { LoadProblem } from '../../ui/resource/LoadProblem.tsx';
import { useLoad } from '../../ui/resource/useLoad.ts';
import { StatusTag } from '../../ui/resource/StatusTag.tsx';
import { SideDrawer } from '../../ui/widgets/SideDrawer.tsx';
import { cancelTask, getTask, taskLogs, type RecoveryTask } from './dataRecoveryApi.ts';
import { paymentsScreens } from '../../contracts/screens/payments.ts';
import { workOrdersScreens } from '../../contracts/screens/workOrders.ts';
import { serviceMaintenanceScreens } from '../../contracts/screens/serviceMaintenance.ts';

export const recoveryTime = (value: unknown) => (value ? formatDate(value as number, DATE_TIME_FORMAT) : '—');

/** The prefilled work order about a failed recovery. */
export const reportHref = (task: RecoveryTask) =>
  workOrdersScreens.myWorkOrder.href({
    new: '1',
    woType: '数据处理',
    userId: task.userId,
    title: `数据恢复失败：${task.taskNo}`,
    content: `客户：${task.userName}\n账套：${task.dbsetName}\n恢复时间点：${recoveryTime(task.restorePoint)}\n方式：${task.mode}\n失败原因：${task.failReason}\n订单号：${task.orderNo}（${task.refundedFen > 0 ? `已退款 ¥${formatYuan(task.refundedFen)}` : '退款处理中'}）`,
  });

/** What became of a failed task's payment: refunded to the balance, or still on its way back. */
export const refundText = (task: RecoveryTask) =>
  task.refundedFen > 0 ? `已退款 ¥${formatYuan(task.refundedFen)} 至账户余额，可提交工单说明情况` : '退款处理中，完成后退回账户余额';

export const cancelText = (task: RecoveryTask) =>
  task.taskStatus === '待支付' ? '取消后该订单的全部恢复任务都将取消，确定取消吗？' : '取消后费用将退回账户余额，确定取消吗？';

const FACTS: DetailFact<RecoveryTask>[] = [
  { label: '客户名称', value: (task) => task.userName },
  { label: '账套名称', value: (task) => task.dbsetName },
  { label: '恢复时间点', value: (task) => recoveryTime(task.restorePoint) },
  { label: '恢复方式', value: (task) => task.mode },
  { label: '订单号', value: (task) => task.orderNo },
  { label: '价格', value: (task) => `¥${formatYuan(task.priceFen)}` },
  { label: '完成时间', value: (task) => recoveryTime(task.finishTime) },
];

/** One task followed (M8 from where the task is): polled every 10 s while queued or restoring, cancelled, reported. */
function TaskFollow({ row, onChanged }: { row: RecoveryTask; onChanged(): void }) {
  const [, navigate] = useLocation();
  const [task, setTask] = useState(row);
  // The log is read with the task and again after each poll.
  const [logs, reloadLogs] = useLoad((signal) => taskLogs(row.taskNo, signal), row.taskNo);
  const actor = useActorRef(
    dataRecoveryMachine.provide({
      actors: {
        fetchStatus: fromPromise(async () => {
          const next = await getTask(row.taskNo);
          setTask(next);
          reloadLogs();
          return next.taskStatus;
        }),
        // A cancelled task changes the list behind the drawer.
        cancelTask: fromPromise<unknown>(async () => {
          const done = await cancelTask(row.taskNo, true);
          onChanged();
          return done;
        }),
      },
    }),
    { input: { itemCount: 0, taskStatus: row.taskStatus } },
  );
  const state = useSelector(actor, (snapshot) => snapshot);
  const status = state.context.taskStatus ?? task.taskStatus;
  const report = () => {
    actor.send({ type: 'REPORT' });
    navigate(reportHref(task));
  };

  const cancel = async () => {
    if (await confirmed(cancelText({ ...task, taskStatus: status }), true)) actor.send({ type: 'CANCEL' });
  };
  const canCancel = state.matches('handedOver') || state.matches('queued') || state.matches('cancelling');

  return (
    <Stack>
      <Group gap="xs">
        <StatusTag status={status} />
        {state.matches('polling') && <Text size="xs" c="dimmed">正在刷新…</Text>}
      </Group>
      {status === '进行中' && <Progress value={task.progress} aria-label="恢复进度" />}
      {state.context.error && <Alert color="red" role="alert">{state.context.error}</Alert>}
      {status === '失败' && (
        <Alert color="orange" title="恢复失败">
          <Stack gap={4}>
            {task.failReason && <Text size="sm">失败原因：{task.failReason}</Text>}
            <Text size="sm">{refundText(task)}</Text>
          </Stack>
        </Alert>
      )}
      <DescriptionGrid oneColumn item={task} facts={FACTS} />
      <Group>
        {state.matches('handedOver') && (
          <Can screen={serviceMaintenanceScreens.dataRecoveryManage} action="pay">
            <Button onClick={() => navigate(paymentsScreens.pay.href({ orderNo: task.orderNo }))}>去支付</Button>
          </Can>
        )}
        {canCancel && (
          <Can screen={serviceMaintenanceScreens.dataRecoveryManage} action="cancel">
            <Button color="red" variant="light" loading={state.matches('cancelling')} onClick={() => void cancel()}>取消任务</Button>
          </Can>
        )}
        {state.matches('failed') && <Button onClick={report}>提交工单</Button>}
      </Group>
      <Text fw={500} size="sm">任务日志</Text>
      {logs.state === 'loading' && <Loader size="sm" role="status" aria-label="任务日志加载中" />}
      {logs.state === 'failed' && <LoadProblem problem={logs.problem} onRetry={reloadLogs} />}
      {logs.state === 'ready' && (
        <Timeline bulletSize={12} lineWidth={2}>
          {logs.value.map((line, index) => (
            <Timeline.Item key={index} title={line.text}>
              <Text size="xs" c="dimmed">{recoveryTime(line.time)}</Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Stack>
  );
}

/** 恢复任务 drawer of /DataRecoveryManage: the task's state, its log, and what can be done with it now. */
export function RecoveryTaskDrawer({ task, onClose, onChanged }: { task: RecoveryTask | null; onClose(): void; onChanged(): void }) {
  return (
    <SideDrawer opened={task !== null} onClose={onClose} title={`恢复任务 ${task?.taskNo ?? ''}`} size={480} position="right">
      {task && <TaskFollow key={task.taskNo} row={task} onChanged={onChanged} />}
    </SideDrawer>
  );
}
