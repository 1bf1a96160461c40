import { Badge, Button, FileButton, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { TASK_STATE_TEXT, storedBytes, uploadedBytes, type TaskState } from '../../machines/uploadTask.machine.ts';
import { connectionRetry, connectionRetryText, taskControls, transferRate } from '../../machines/uploadTask.view.ts';
import { formatBytes } from '../rules/upload.ts';
import { message } from '../ui/message.ts';
import { DAMAGED_TEXT, type DamagedTaskView } from './damagedTasks.ts';
import { NEEDS_FILE, requestHandleFile } from './fileSource.ts';
import { uploadManager, type UploadTaskView } from './manager.ts';
import type { UploadTarget } from './db.ts';
import type { RemoteTaskView } from './otherTabs.ts';
import { PROVIDER_SETTINGS } from './providers.ts';

// Progress in the theme's own colour; red, yellow and grey say something is wrong or waiting.
const STATE_COLOURS: Record<TaskState, string> = {
  waiting: 'gray',
  checking: 'brand',
  uploading: 'brand',
  success: 'brand',
  error: 'red',
  paused: 'yellow',
  canceled: 'gray',
};

function formatDuration(seconds: number): string {
  if (seconds < 60) return `${seconds}秒`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)}分${seconds % 60}秒`;
  return `${Math.floor(seconds / 3600)}小时${Math.floor((seconds % 3600) / 60)}分`;
}

// This tab's session storage outlives a reload but not the browser: it tells which of the two
// took the picked file away.
const TAB_MARK = 'portal.upload.tabSeen';
const reloaded = (() => {
  try {
    const seen = sessionStorage.getItem(TAB_MARK) !== null;
    sessionStorage.setItem(TAB_MARK, '1');
    return seen;
  } catch {
    return false;
  }
})();
export const NEEDS_FILE_AFTER_RELOAD = '页面已重新加载，网页不能再读取之前选择的文件，请重新选择原文件后继续上传';
export const PAUSED_OFFLINE = '网络已断开，恢复网络后将自动继续';
/** Shown as the badge while a task has no answer and tries again (instead of a 上传中 that does not move). */
export const RETRYING_BADGE = '重试中';

/** The task's message, saying what actually happened when the file must be picked again. */
const shownError = (error: string) => (error === NEEDS_FILE && reloaded ? NEEDS_FILE_AFTER_RELOAD : error);

/** What an upload is for, as the person who started it would name it. */
export function belongsTo(target: UploadTarget | undefined): string | null {
  if (!target) return null;
  if (target.kind === 'dbfile') return `客户「${target.customerName}」的数据库备份`;
  if (target.kind === 'appfile') return `客户「${target.customerName}」的应用文件`;
  if (target.kind === 'consultation') return '意见反馈的图片';
  return '工单附件';
}

/** Name with the state badge, what it is for, size and provider, and the progress bar: what every task row shows. */
function TaskSummary({ name, size, provider, state, percent, target, where = '', retrying = false }: { name: string; size: number; provider: UploadTaskView['provider']; state: TaskState; percent: number; target?: UploadTarget; where?: string; retrying?: boolean }) {
  const purpose = belongsTo(target);
  const colour = retrying ? 'yellow' : STATE_COLOURS[state];
  return (
    <>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={500} truncate title={name}>
          {name}
        </Text>
        <Badge color={colour} variant="light">
          {retrying ? RETRYING_BADGE : TASK_STATE_TEXT[state]}
        </Badge>
      </Group>
      {purpose && <Text size="xs">{purpose}</Text>}
      <Text size="xs" c="dimmed">
        {formatBytes(size)} · {PROVIDER_SETTINGS[provider].label}
        {where}
      </Text>
      {/* No width transition: parts land several times a second, so the bar would be animating (a layout of the
          page every frame) for the whole upload; it steps instead (docs/architecture.md#data-flow-of-an-upload). */}
      <Progress value={percent} aria-label={`${name} 上传进度`} color={colour} transitionDuration={0} />
    </>
  );
}

async function attach(task: UploadTaskView, file: File | null) {
  if (!file) return;
  try {
    await uploadManager.attachFile(task.id, file);
  } catch (error) {
    message.error((error as Error).message);
  }
}

async function grant(task: UploadTaskView) {
  const file = await requestHandleFile(task.id);
  if (file) await attach(task, file);
  else message.warning('未获得读取文件的授权');
}

/** One upload in the upload centre: name, size, provider, progress, speed, time left, state and its buttons. */
export function TaskRow({ task }: { task: UploadTaskView }) {
  const { context, value } = useSelector(task.actor, (snapshot) => snapshot);
  const { state } = task;
  // A paused or failed task shows what the store holds; a failed one keeps how far it had got (its store-side
  // upload may have been dropped).
  const sent = state === 'success' ? task.size : state === 'error' ? Math.max(storedBytes(context), context.reachedBytes) : state === 'paused' ? storedBytes(context) : uploadedBytes(context);
  const percent = task.size === 0 ? 100 : Math.min(100, Math.floor((sent / task.size) * 100));
  const rate = transferRate(context);
  const controls = taskControls(value, context.pausable);
  const retry = connectionRetry(context, value);
  const note = retry !== null ? connectionRetryText(retry) : state === 'paused' && context.pausedBy === 'network' ? PAUSED_OFFLINE : null;

  return (
    <Paper withBorder p="sm" role="group" aria-label={task.name}>
      <Stack gap={6}>
        <TaskSummary name={task.name} size={task.size} provider={task.provider} state={state} percent={percent} target={task.target} retrying={retry !== null && state !== 'error'} />
        <Group justify="space-between">
          <Text size="xs">{state === 'error' ? `失败时已上传 ${percent}%` : `${percent}%`}</Text>
          {state === 'uploading' && retry === null && rate.bytesPerSecond > 0 && (
            <Text size="xs" c="dimmed">
              {formatBytes(rate.bytesPerSecond)}/s · 剩余{formatDuration(rate.secondsLeft ?? 0)}
            </Text>
          )}
        </Group>
        {note && (
          <Text size="xs" c="orange">
            {note}
          </Text>
        )}
        {context.error && retry === null && state !== 'success' && (
          <Text size="xs" c="red">
            {shownError(context.error)}
          </Text>
        )}
        <Group gap="xs">
          {task.needs === 'file' && (
            <FileButton onChange={(file) => void attach(task, file)}>
              {(props) => (
                <Button size="xs" variant="light" {...props}>
                  重新选择文件
                </Button>
              )}
            </FileButton>
          )}
          {task.needs === 'permission' && (
            <Button size="xs" variant="light" onClick={() => void grant(task)}>
              授权读取文件
            </Button>
          )}
          {task.needs === null && (
            <Button size="xs" variant="light" disabled={!controls.canRestart} onClick={() => uploadManager.restart(task.id)}>
              {state === 'error' ? '重试' : '继续'}
            </Button>
          )}
          <Button size="xs" variant="light" disabled={!controls.canPause} onClick={() => uploadManager.pause(task.id)}>
            暂停
          </Button>
          <Button size="xs" variant="light" color="red" disabled={!controls.canCancel} onClick={() => uploadManager.cancel(task.id)}>
            取消
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** A task another tab of this browser drives: what it announces, without buttons. */
export function RemoteTaskRow({ task }: { task: RemoteTaskView }) {
  return (
    <Paper withBorder p="sm" role="group" aria-label={task.name}>
      <Stack gap={6}>
        <TaskSummary {...task} where=" · 在其他窗口上传" />
        <Text size="xs">{task.percent}%</Text>
      </Stack>
    </Paper>
  );
}

/** A checkpoint that could not be read back: says so, and 清除 removes it (its store upload was aborted). */
export function DamagedTaskRow({ task }: { task: DamagedTaskView }) {
  return (
    <Paper withBorder p="sm" role="group" aria-label={task.name}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={500} truncate title={task.name}>
            {task.name}
          </Text>
          <Badge color="red" variant="light">
            {TASK_STATE_TEXT.error}
          </Badge>
        </Group>
        <Text size="xs" c="red">
          {DAMAGED_TEXT}
        </Text>
        <Group gap="xs">
          <Button size="xs" variant="light" color="red" onClick={() => void uploadManager.clearDamaged(task.id)}>
            清除
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
