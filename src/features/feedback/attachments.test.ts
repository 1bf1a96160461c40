import { describe, expect, it } from 'vitest';
import type { TaskState } from '../../../machines/uploadTask.machine.ts';
import type { TaskActor } from '../../upload/manager.ts';
import {
  attachmentStatus,
  attachmentsReducer,
  isUploading,
  noAttachments,
  storedFiles,
  type AttachmentUpload,
  type AttachmentsAction,
} from './attachments.ts';

const run = (...actions: AttachmentsAction[]) => actions.reduce(attachmentsReducer, noAttachments);
const added = (key: string): AttachmentsAction => ({ type: 'added', key, name: `${key}.png`, preview: `blob:${key}` });
const upload = (key: string): AttachmentUpload => ({
  id: `task-${key}`,
  actor: {} as TaskActor,
  file: { filePath: `consultation/1/1/${key}.png`, objectStorageId: 1 },
});
const started = (key: string): AttachmentsAction => ({ type: 'started', key, upload: upload(key) });
const tasks = (states: Record<string, TaskState>) => new Map(Object.entries(states).map(([key, state]) => [`task-${key}`, state]));

describe('feedback attachments', () => {
  it('is uploading while a descriptor is asked for or a task is waiting, running or paused', () => {
    const state = run(added('a'), added('b'), started('a'));
    expect(attachmentStatus(state.items[1], tasks({}))).toBe('preparing');
    expect(isUploading(state, tasks({ a: 'success' }))).toBe(true);

    const both = attachmentsReducer(state, started('b'));
    for (const running of ['waiting', 'checking', 'uploading', 'paused'] as const) {
      expect(isUploading(both, tasks({ a: 'success', b: running }))).toBe(true);
    }
    expect(isUploading(both, tasks({ a: 'success', b: 'error' }))).toBe(false);
    expect(storedFiles(both, tasks({ a: 'success', b: 'error' }))).toEqual([upload('a').file]);
  });

  it('reads a task the manager no longer lists as canceled: neither uploading nor saved', () => {
    const state = run(added('a'), started('a'));
    expect(attachmentStatus(state.items[0], tasks({}))).toBe('canceled');
    expect(isUploading(state, tasks({}))).toBe(false);
    expect(storedFiles(state, tasks({}))).toEqual([]);
  });

  it('queues the file of a removed attachment for deletion', () => {
    const state = run(added('a'), started('a'), { type: 'removed', key: 'a' });
    expect(state.items).toEqual([]);
    expect(state.removed).toEqual([upload('a').file]);
  });

  it('queues nothing for an attachment removed before its upload started, and ignores the late start', () => {
    const state = run(added('a'), { type: 'removed', key: 'a' }, started('a'));
    expect(state).toEqual(noAttachments);
  });

  it('keeps why an upload could not start, and does not wait for it', () => {
    const state = run(added('a'), { type: 'notStarted', key: 'a', error: '网络连接中断' });
    expect(state.items[0].startError).toBe('网络连接中断');
    expect(attachmentStatus(state.items[0], tasks({}))).toBe('notStarted');
    expect(isUploading(state, tasks({}))).toBe(false);
    expect(attachmentsReducer(state, { type: 'removed', key: 'a' })).toEqual(noAttachments);
  });
});
