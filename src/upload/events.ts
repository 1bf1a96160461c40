// What the upload manager tells the user as tasks end: the manager only raises these; the app shows
// them as notifications, so the manager never draws anything.

/** IndexedDB refused a write (quota): the upload goes on from memory, and its file must be picked again after a restart. */
export const STORAGE_FULL = '浏览器存储空间不足，未能保存上传进度：上传继续进行，如中断需重新选择原文件';

export type UploadEvent =
  /** Stored and recorded for its business (also a file recorded after a restart). */
  | { type: 'done'; name: string }
  | { type: 'failed'; name: string; why: string }
  /** Said once per task. */
  | { type: 'storageFull'; name: string };

type Listener = (event: UploadEvent) => void;
const listeners = new Set<Listener>();

export function onUploadEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitUploadEvent(event: UploadEvent): void {
  listeners.forEach((listener) => listener(event));
}
