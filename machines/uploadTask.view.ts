import { MAX_RETRIES } from '../src/rules/upload.ts';
import { uploadedBytes, type TaskState, type UploadTaskContext } from './uploadTask.machine.ts';

// What the upload centre reads off a task's snapshot: its state, buttons, speed and the try it is on.

/** The state's top level: what the upload centre shows and what the buttons depend on. */
export function taskState(value: unknown): TaskState {
  return (typeof value === 'string' ? value : Object.keys(value as object)[0]) as TaskState;
}

/** Which buttons are enabled, exactly as the machine allows (docs/product.md#flows): no pause once only the Complete call is left. */
export function taskControls(value: unknown, pausable: boolean) {
  const state = taskState(value);
  const completing = typeof value === 'object' && value !== null && (value as Record<string, unknown>).uploading === 'completing';
  return {
    canPause: pausable && !completing && (state === 'waiting' || state === 'checking' || state === 'uploading'),
    canRestart: state === 'paused' || state === 'error',
    canCancel: state !== 'canceled',
  };
}

/** Average bytes per second since sending (re)started, and the seconds left at that pace. */
export function transferRate(context: UploadTaskContext): { bytesPerSecond: number; secondsLeft: number | null } {
  if (context.sessionStartedAt === null || context.lastPartAt === null) return { bytesPerSecond: 0, secondsLeft: null };
  const seconds = (context.lastPartAt - context.sessionStartedAt) / 1000;
  const sent = uploadedBytes(context) - context.sessionStartBytes;
  if (seconds <= 0 || sent <= 0) return { bytesPerSecond: 0, secondsLeft: null };
  const bytesPerSecond = sent / seconds;
  return { bytesPerSecond, secondsLeft: Math.ceil((context.size - uploadedBytes(context)) / bytesPerSecond) };
}

export const connectionRetryText = (retry: number) => `连接中断，正在重试（第 ${retry} 次）`;

/**
 * While a task is without an answer from the network, the server or its store: the number of the try under
 * way or coming next (the quick retries first, then those the failed task makes by itself); null otherwise.
 */
export function connectionRetry(context: UploadTaskContext, value: unknown): number | null {
  const state = taskState(value);
  if (state === 'error') return context.failedByNetwork ? MAX_RETRIES + context.reconnects + 1 : null;
  if ((state !== 'checking' && state !== 'uploading') || !context.connectionLost) return null;
  return context.reconnects > 0 ? MAX_RETRIES + context.reconnects : Math.max(1, ...Object.values(context.attempts));
}
