// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { UploadFailure } from '../../machines/uploadTask.failure.ts';
import { uploadTaskMachine, type CheckResult, type SendPartsInput, type SenderCommand } from '../../machines/uploadTask.machine.ts';
import { taskState } from '../../machines/uploadTask.view.ts';
import { renderUi } from '../ui/testing/renderUi.tsx';
import type { UploadTaskView } from './manager.ts';
import { PAUSED_OFFLINE, RETRYING_BADGE, TaskRow } from './TaskRow.tsx';

// What a task's row says while the connection is gone, when it paused for the network, and how far it shows.

const PART = 1000;
const noAnswer = () => new UploadFailure('网络连接中断', 'retryable', 0);

function taskOf() {
  let sendBack: (event: never) => void = () => undefined;
  const actor = createActor(
    uploadTaskMachine.provide({
      actors: {
        check: fromPromise(async (): Promise<CheckResult> => ({ uploadId: 'u', partSize: PART, partCount: 4, parts: [] })),
        sendParts: fromCallback<SenderCommand, SendPartsInput>(({ sendBack: send }) => void (sendBack = send as typeof sendBack)),
      },
    }),
    { input: { id: 't', size: 4 * PART, partSize: PART, partCount: 4, parallel: 3 } },
  ).start();
  const view = (): UploadTaskView => ({
    id: 't',
    name: '客户备份.bak',
    size: 4 * PART,
    provider: 'oss',
    actor,
    state: taskState(actor.getSnapshot().value),
    target: { kind: 'dbfile', customerId: 1, customerName: '华东贸易' },
    finished: false,
    needs: null,
  });
  const report = (event: object) => act(() => sendBack(event as never));
  return { actor, view, report };
}

describe('an upload task’s row', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-22T09:00:00+08:00'), toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('says the connection is gone and which try it is on, instead of a 上传中 with a frozen speed', async () => {
    const task = taskOf();
    task.actor.send({ type: 'START' });
    await act(() => Promise.resolve());
    task.report({ type: 'PART_DONE', uploadId: 'u', part: { partNumber: 1, etag: '"e1"', size: PART } });
    vi.setSystemTime(Date.now() + 2000);
    task.report({ type: 'PART_DONE', uploadId: 'u', part: { partNumber: 2, etag: '"e2"', size: PART } });
    renderUi(<TaskRow task={task.view()} />);
    const row = screen.getByRole('group', { name: '客户备份.bak' });
    expect(within(row).getByText('上传中')).toBeInTheDocument();
    expect(within(row).getByText(/\/s · 剩余/)).toBeInTheDocument();
    task.report({ type: 'PART_FAILED', partNumber: 3, error: noAnswer() });
    task.report({ type: 'PART_FAILED', partNumber: 3, error: noAnswer() });
    expect(within(row).getByText(RETRYING_BADGE)).toBeInTheDocument();
    expect(within(row).getByText('连接中断，正在重试（第 2 次）')).toBeInTheDocument();
    expect(within(row).queryByText(/\/s · 剩余/)).toBeNull();
    expect(within(row).queryByText('上传中')).toBeNull();
  });

  it('paused for the network, says why; its figure is what the store holds', async () => {
    const task = taskOf();
    task.actor.send({ type: 'START' });
    await act(() => Promise.resolve());
    task.report({ type: 'PART_DONE', uploadId: 'u', part: { partNumber: 1, etag: '"e1"', size: PART } });
    task.report({ type: 'PART_PROGRESS', partNumber: 2, loaded: PART / 2 });
    act(() => void task.actor.send({ type: 'OFFLINE' }));
    // A part under way when the network went lands all the same.
    act(() => void task.actor.send({ type: 'PART_DONE', uploadId: 'u', part: { partNumber: 2, etag: '"e2"', size: PART } }));
    renderUi(<TaskRow task={task.view()} />);
    const row = screen.getByRole('group', { name: '客户备份.bak' });
    expect(within(row).getByText('已暂停')).toBeInTheDocument();
    expect(within(row).getByText(PAUSED_OFFLINE)).toBeInTheDocument();
    expect(within(row).getByText('50%')).toBeInTheDocument();
  });
});
