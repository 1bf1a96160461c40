import { partRange } from '../rules/upload.ts';
import { readFileRecord } from './checkpointSchema.ts';
import { uploadDb, type TaskRecord } from './db.ts';

/** Files up to this size keep their bytes in IndexedDB when no file handle is available. */
export const BLOB_KEEP_LIMIT = 50 * 1_048_576;

export const FILE_MISMATCH = '所选文件与原文件不一致，请选择原来的文件';
/** The picked file looks like the original (name, size, date, first and last parts) but differs in a part the store holds. */
export const PARTS_MISMATCH = '所选文件与已上传的部分不一致，请选择原来的文件';
export const NEEDS_FILE = '浏览器已重新打开，请重新选择原文件后继续上传';
/** Another tab of this browser was uploading the file and closed: this tab cannot read the file it had picked. */
export const NEEDS_FILE_AFTER_TAKEOVER = '原来上传此文件的窗口已关闭，本窗口不能读取该文件，请重新选择原文件后继续上传';
export const NEEDS_PERMISSION = '请授权读取文件后继续上传';

async function sha256Hex(blob: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await blob.arrayBuffer());
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Name, size, last modified and a hash of the first and last parts: enough to tell the same file again. */
export async function fingerprintFile(file: File, partSize: number): Promise<string> {
  const [firstStart, firstEnd] = partRange(1, partSize, file.size);
  const lastNumber = Math.max(1, Math.ceil(file.size / partSize));
  const [lastStart, lastEnd] = partRange(lastNumber, partSize, file.size);
  const hash = await sha256Hex(new Blob([file.slice(firstStart, firstEnd), file.slice(lastStart, lastEnd)]));
  return [file.name, file.size, file.lastModified, hash].join('|');
}

/** Keeps a way back to the bytes across a browser restart, and says which one it kept. */
export async function keepBytes(taskId: string, file: File, handle: FileSystemFileHandle | null): Promise<TaskRecord['source']> {
  if (handle) {
    await uploadDb.files.put({ taskId, handle });
    return 'handle';
  }
  if (file.size <= BLOB_KEEP_LIMIT) {
    await uploadDb.files.put({ taskId, blob: file });
    return 'blob';
  }
  return 'repick';
}

export type RestoredFile = { file: File; from: 'blob' | 'handle' } | { missing: string };

/** The bytes of a task restored after a restart (or taken over from a closed tab), or why they are not available yet. */
export async function restoreBytes(record: TaskRecord, needsFile = NEEDS_FILE): Promise<RestoredFile> {
  const kept = readFileRecord(await uploadDb.files.get(record.id));
  if (kept?.blob) return { file: new File([kept.blob], record.name, { type: record.type, lastModified: record.lastModified }), from: 'blob' };
  if (kept?.handle) {
    const permission = await kept.handle.queryPermission?.({ mode: 'read' });
    if (permission !== 'granted') return { missing: NEEDS_PERMISSION };
    return { file: await kept.handle.getFile(), from: 'handle' };
  }
  return { missing: needsFile };
}

/** Asks again for read access to a kept file handle (must run in a click). */
export async function requestHandleFile(taskId: string): Promise<File | null> {
  const kept = readFileRecord(await uploadDb.files.get(taskId));
  if (!kept?.handle) return null;
  const permission = await kept.handle.requestPermission?.({ mode: 'read' });
  return permission === 'granted' ? kept.handle.getFile() : null;
}

/** Chromium's File System Access picker, when the browser has it. */
export function canPickHandles(): boolean {
  return typeof window !== 'undefined' && 'showOpenFilePicker' in window;
}

/** Asks the browser to keep our IndexedDB data under storage pressure. */
export function persistStorage(): void {
  void navigator.storage?.persist?.().catch(() => false);
}
