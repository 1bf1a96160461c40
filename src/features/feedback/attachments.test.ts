import { describe, expect, it } from 'vitest';
import { attachmentsReducer, isUploading, noAttachments, storedFiles, type AttachmentsAction } from './attachments.ts';

const run = (...actions: AttachmentsAction[]) => actions.reduce(attachmentsReducer, noAttachments);
const stored = (id: string) => ({ filePath: `consultation/${id}.png`, objectStorageId: id });

describe('feedback attachments', () => {
  it('is uploading until every picked file is stored or failed', () => {
    const state = run(
      { type: 'added', key: 'a', name: 'a.png', preview: 'blob:a' },
      { type: 'added', key: 'b', name: 'b.png', preview: 'blob:b' },
      { type: 'stored', key: 'a', stored: stored('1') },
    );
    expect(isUploading(state)).toBe(true);
    const done = attachmentsReducer(state, { type: 'failed', key: 'b', error: '文件上传失败' });
    expect(isUploading(done)).toBe(false);
    expect(storedFiles(done)).toEqual([stored('1')]);
  });

  it('queues a removed stored file for deletion, and forgets the queue once sent', () => {
    const state = run(
      { type: 'added', key: 'a', name: 'a.png', preview: 'blob:a' },
      { type: 'stored', key: 'a', stored: stored('1') },
      { type: 'removed', key: 'a' },
    );
    expect(state.items).toEqual([]);
    expect(state.removed).toEqual([stored('1')]);
    expect(attachmentsReducer(state, { type: 'deletionsSent' }).removed).toEqual([]);
  });

  it('deletes a file that finishes uploading after it was removed', () => {
    const state = run(
      { type: 'added', key: 'a', name: 'a.png', preview: 'blob:a' },
      { type: 'removed', key: 'a' },
      { type: 'stored', key: 'a', stored: stored('1') },
    );
    expect(state.items).toEqual([]);
    expect(state.removed).toEqual([stored('1')]);
  });

  it('removes a failed file without queueing anything', () => {
    const state = run(
      { type: 'added', key: 'a', name: 'a.png', preview: 'blob:a' },
      { type: 'failed', key: 'a', error: '文件上传失败' },
      { type: 'removed', key: 'a' },
    );
    expect(state).toEqual(noAttachments);
  });
});
