import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { MAX_RETRIES, RECONNECT_FIRST_DELAY_MS, RETRY_DELAY_MS } from '../src/rules/upload.ts';
import { uploadTaskMachine, type CheckResult, type PartEvent, type SendPartsInput, type SenderCommand, type UploadTaskInput } from './uploadTask.machine.ts';
import { UploadFailure } from './uploadTask.failure.ts';
import { connectionRetry, taskControls, taskState, transferRate } from './uploadTask.view.ts';

const PART = 100;
const base: UploadTaskInput = { id: 't1', size: 4 * PART, partSize: PART, partCount: 4, parallel: 2 };
const fresh: CheckResult = { uploadId: 'u-1', partSize: PART, partCount: 4, parts: [] };

interface Sender {
  input: SendPartsInput;
  sendBack: (event: PartEvent) => void;
  /** What the task told it: each failed part to send again, and when. */
  commands: Array<SenderCommand & { at: number }>;
  stopped: boolean;
  at: number;
}

function start(options: { check?: () => Promise<CheckResult>; complete?: () => Promise<unknown>; input?: Partial<UploadTaskInput> } = {}) {
  const senders: Sender[] = [];
  const checkpoints: number[][] = [];
  const aborted: Array<string | null> = [];
  const refresh = vi.fn(async (): Promise<unknown> => true);
  const complete = vi.fn(options.complete ?? (async (): Promise<unknown> => true));
  const machine = uploadTaskMachine.provide({
    actors: {
      check: fromPromise(options.check ?? (async () => fresh)),
      complete: fromPromise(complete),
      refreshCredentials: fromPromise(refresh),
      sendParts: fromCallback<SenderCommand, SendPartsInput>(({ input, sendBack, receive }) => {
        const sender: Sender = { input, sendBack, commands: [], stopped: false, at: Date.now() };
        receive((command) => sender.commands.push({ ...command, at: Date.now() }));
        senders.push(sender);
        return () => void (sender.stopped = true);
      }),
    },
    actions: {
      saveCheckpoint: (_, context) => void checkpoints.push(context.parts.map((part) => part.partNumber)),
      abortRemote: (_, uploadId) => void aborted.push(uploadId),
    },
  });
  const actor = createActor(machine, { input: { ...base, ...options.input } }).start();
  const sender = () => senders.at(-1)!;
  const done = (partNumber: number) =>
    sender().sendBack({ type: 'PART_DONE', uploadId: sender().input.uploadId, part: { partNumber, etag: `"e${partNumber}"`, size: PART } });
  const fail = (partNumber: number, error: UploadFailure) => sender().sendBack({ type: 'PART_FAILED', partNumber, error });
  const state = () => taskState(actor.getSnapshot().value);
  return { actor, senders, sender, checkpoints, aborted, refresh, complete, done, fail, state };
}

const serverError = () => new UploadFailure('服务器繁忙（500）', 'retryable', 500);
const noAnswer = () => new UploadFailure('网络连接中断', 'retryable', 0);

describe('upload task', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-22T09:00:00+08:00') }));
  afterEach(() => vi.useRealTimers());

  it('waits for the queue, checks, sends every part with a checkpoint after each, and completes', async () => {
    const task = start();
    expect(task.state()).toBe('waiting');
    task.actor.send({ type: 'START' });
    expect(task.state()).toBe('checking');
    await vi.advanceTimersByTimeAsync(0);
    expect(task.state()).toBe('uploading');
    expect(task.sender().input).toEqual({ uploadId: 'u-1', partSize: PART, parallel: 2, pending: [1, 2, 3, 4] });
    [2, 1, 4, 3].forEach(task.done);
    expect(task.checkpoints).toEqual([[2], [1, 2], [1, 2, 4], [1, 2, 3, 4]]);
    expect(task.complete).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(task.state()).toBe('success');
  });

  it('reports the average speed since sending started and the time left at that pace', async () => {
    const task = start();
    task.actor.send({ type: 'START' });
    await vi.advanceTimersByTimeAsync(0);
    expect(transferRate(task.actor.getSnapshot().context)).toEqual({ bytesPerSecond: 0, secondsLeft: null });
    await vi.advanceTimersByTimeAsync(2000);
    task.done(1);
    expect(transferRate(task.actor.getSnapshot().context)).toEqual({ bytesPerSecond: 50, secondsLeft: 6 });
  });

  it('skips the parts the store already has', async () => {
    const task = start({ check: async () => ({ ...fresh, parts: [1, 3].map((n) => ({ partNumber: n, etag: 'x', size: PART })) }) });
    task.actor.send({ type: 'START' });
    await vi.advanceTimersByTimeAsync(0);
    expect(task.sender().input.pending).toEqual([2, 4]);
  });

  it('counts in-flight bytes towards progress and drops them when the part lands', async () => {
    const task = start();
    task.actor.send({ type: 'START' });
    await vi.advanceTimersByTimeAsync(0);
    task.sender().sendBack({ type: 'PART_PROGRESS', partNumber: 1, loaded: 40 });
    expect(task.actor.getSnapshot().context.inFlight).toEqual({ 1: 40 });
    task.done(1);
    expect(task.actor.getSnapshot().context.inFlight).toEqual({});
  });

  it(`hands a part failing with 5xx back to its sender for ${MAX_RETRIES} retries ${RETRY_DELAY_MS / 1000} s apart, the other parts going on, then fails`, async () => {
    const task = start();
    task.actor.send({ type: 'START' });
    await vi.advanceTimersByTimeAsync(0);
    for (let retry = 1; retry <= MAX_RETRIES; retry += 1) {
      task.fail(2, serverError());
      expect(task.state()).toBe('uploading');
      expect(task.sender().commands.at(-1)).toMatchObject({ type: 'RETRY', partNumber: 2, delayMs: RETRY_DELAY_MS });
    }
    // One sender all along: the parts in flight were never cut, and they land meanwhile.
    expect(task.senders).toHaveLength(1);
    expect(task.sender().stopped).toBe(false);
    [1, 3].forEach(task.done);
    expect(task.actor.getSnapshot().context.parts.map((part) => part.partNumber)).toEqual([1, 3]);
    task.fail(2, serverError());
    expect(task.state()).toBe('error');
    expect(task.sender().commands).toHaveLength(MAX_RETRIES);
    expect(task.actor.getSnapshot().context).toMatchObject({ error: '服务器繁忙（500）', reachedBytes: 2 * PART, failedByNetwork: false });
    expect(task.aborted).toEqual([]);
    // A store that answers is not waited for: only 重试 sends again.
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(task.state()).toBe('error');
  });

  it('without an answer, says which try it is on, fails after the retries and then tries again by itself, less and less often', async () => {
    let checks = 0;
    const task = start({ check: async () => (checks++ === 0 ? fresh : Promise.reject(noAnswer())) });
    task.actor.send({ type: 'START' });
    await vi.advanceTimersByTimeAsync(0);
    task.done(1);
    for (let retry = 1; retry <= MAX_RETRIES; retry += 1) {
      task.fail(2, noAnswer());
      const snapshot = task.actor.getSnapshot();
      expect(connectionRetry(snapshot.context, snapshot.value)).toBe(retry);
    }
    task.fail(2, noAnswer());
    expect(task.state()).toBe('error');
    const failed = task.actor.getSnapshot();
    expect(connectionRetry(failed.context, failed.value)).toBe(MAX_RETRIES + 1);
    // The queue starts each try; the server is still away for the first two.
    const startEachTry = task.actor.subscribe((snapshot) => snapshot.value === 'waiting' && task.actor.send({ type: 'START' }));
    for (const [round, wait] of [RECONNECT_FIRST_DELAY_MS, 2 * RECONNECT_FIRST_DELAY_MS].entries()) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(checks).toBe(1 + round);
      await vi.advanceTimersByTimeAsync(1);
      expect(checks).toBe(2 + round);
      // One check per try, not five: straight back to waiting for the next.
      expect(task.state()).toBe('error');
    }
    const away = task.actor.getSnapshot();
    expect(connectionRetry(away.context, away.value)).toBe(MAX_RETRIES + 3);
    // Back: the next try gets through and sends what is left, with the stored part kept.
    checks = 0;
    await vi.advanceTimersByTimeAsync(4 * RECONNECT_FIRST_DELAY_MS);
    expect(task.state()).toBe('uploading');
    expect(task.actor.getSnapshot().context).toMatchObject({ reconnects: 0, connectionLost: false });
    startEachTry.unsubscribe();
  });

  it('records a part that lands after a pause, and stops sending when only the Complete call is left', async () => {
    // The store lists what it holds when the task checks again.
    const task = start({ check: async () => ({ ...fresh, parts: task.actor.getSnapshot().context.parts }) });
    task.actor.send({ type: 'START' });
    await vi.advanceTimersByTimeAsync(0);
    task.done(1);
    const sender = task.sender();
    task.actor.send({ type: 'PAUSE' });
    expect(task.state()).toBe('paused');
    // The requests under way finish: what lands is the store's, so the progress and checkpoint say so.
    task.actor.send({ type: 'PART_DONE', uploadId: 'u-1', part: { partNumber: 2, etag: '"e2"', size: PART } });
    task.actor.send({ type: 'PART_DONE', uploadId: 'another', part: { partNumber: 3, etag: '"e3"', size: PART } });
    expect(task.actor.getSnapshot().context.parts.map((part) => part.partNumber)).toEqual([1, 2]);
    expect(task.checkpoints.at(-1)).toEqual([1, 2]);
    expect(sender.stopped).toBe(true);
    task.actor.send({ type: 'RESTART' });
    task.actor.send({ type: 'START' });
    await vi.advanceTimersByTimeAsync(0);
    [3, 4].forEach(task.done);
    expect(task.actor.getSnapshot().value).toEqual({ uploading: 'completing' });
    expect(taskControls(task.actor.getSnapshot().value, true).canPause).toBe(false);
    task.actor.send({ type: 'PAUSE' });
    expect(task.actor.getSnapshot().value).toEqual({ uploading: 'completing' });
  });

  it('starts counting again for a part once it succeeds', async () => {
    const task = start();
    task.actor.send({ type: 'START' });
    await vi.advanceTimersByTimeAsync(0);
    for (let i = 0; i < MAX_RETRIES; i += 1) {
      task.fail(1, serverError());
      await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    }
    task.done(1);
    task.fail(2, serverError());
    expect(task.state()).toBe('uploading');
  });

  it('aborts the multipart upload without retrying on a 4xx part', async () => {
    const task = start();
    task.actor.send({ type: 'START' });
    await vi.advanceTimersByTimeAsync(0);
    task.done(1);
    task.fail(2, new UploadFailure('AccessDenied（403）', 'fatal', 403));
    expect(task.state()).toBe('error');
    expect(task.aborted).toEqual(['u-1']);
    // The store's upload is gone, but the task remembers how far it had got, to show it.
    expect(task.actor.getSnapshot().context).toMatchObject({ error: 'AccessDenied（403）', uploadId: null, parts: [], reachedBytes: PART });
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS * 2);
    expect(task.senders).toHaveLength(1);
  });

  it('fetches a new credential when it expired and carries on without counting a failure', async () => {
    const task = start();
    task.actor.send({ type: 'START' });
    await vi.advanceTimersByTimeAsync(0);
    task.fail(3, new UploadFailure('临时凭证已过期', 'expired', 403));
    expect(task.refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(task.senders).toHaveLength(2);
    expect(task.actor.getSnapshot().context.attempts).toEqual({});
  });

  it('retries a completion that failed with 5xx and aborts on a 4xx completion', async () => {
    const answers = [serverError(), new UploadFailure('InvalidPart（400）', 'fatal', 400)];
    const task = start({ complete: async () => Promise.reject(answers.shift()) });
    task.actor.send({ type: 'START' });
    await vi.advanceTimersByTimeAsync(0);
    [1, 2, 3, 4].forEach(task.done);
    await vi.advanceTimersByTimeAsync(0);
    expect(task.state()).toBe('uploading');
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    expect(task.complete).toHaveBeenCalledTimes(2);
    expect(task.state()).toBe('error');
    expect(task.aborted).toEqual(['u-1']);
  });

  it('retries a check that failed on the network', async () => {
    let failures = 1;
    const task = start({ check: async () => (failures-- > 0 ? Promise.reject(new Error('Failed to fetch')) : fresh) });
    task.actor.send({ type: 'START' });
    await vi.advanceTimersByTimeAsync(0);
    expect(task.state()).toBe('checking');
    expect(task.actor.getSnapshot().context.error).toBe('Failed to fetch');
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    expect(task.state()).toBe('uploading');
  });

  it('pauses and stops sending; restart goes back to waiting', async () => {
    const task = start();
    task.actor.send({ type: 'START' });
    await vi.advanceTimersByTimeAsync(0);
    task.actor.send({ type: 'PAUSE' });
    expect(task.state()).toBe('paused');
    expect(task.sender().stopped).toBe(true);
    task.actor.send({ type: 'ONLINE' });
    expect(task.state()).toBe('paused');
    task.actor.send({ type: 'RESTART' });
    expect(task.state()).toBe('waiting');
  });

  it('pauses when the browser goes offline and returns to the queue when it is back', async () => {
    const task = start();
    task.actor.send({ type: 'START' });
    await vi.advanceTimersByTimeAsync(0);
    task.actor.send({ type: 'OFFLINE' });
    expect(task.state()).toBe('paused');
    task.actor.send({ type: 'ONLINE' });
    expect(task.state()).toBe('waiting');
  });

  it('cannot pause a stream body', async () => {
    const task = start({ input: { pausable: false } });
    task.actor.send({ type: 'PAUSE' });
    expect(task.state()).toBe('waiting');
    expect(taskControls('waiting', false).canPause).toBe(false);
  });

  it('cancels from any state but canceled, aborting the upload', async () => {
    const task = start();
    task.actor.send({ type: 'START' });
    await vi.advanceTimersByTimeAsync(0);
    task.actor.send({ type: 'CANCEL' });
    expect(task.state()).toBe('canceled');
    expect(task.aborted).toEqual(['u-1']);
    expect(taskControls('canceled', true)).toEqual({ canPause: false, canRestart: false, canCancel: false });
  });

  it('restores a paused or failed task to where it was', () => {
    expect(start({ input: { restoredAs: 'paused' } }).state()).toBe('paused');
    const failed = start({ input: { restoredAs: 'error', error: '上传失败', reachedBytes: 3 * PART } });
    expect(failed.state()).toBe('error');
    // The progress it had reached comes back with it, not 0%.
    expect(failed.actor.getSnapshot().context).toMatchObject({ error: '上传失败', reachedBytes: 3 * PART });
    failed.actor.send({ type: 'RESTART' });
    expect(failed.state()).toBe('waiting');
  });
});
