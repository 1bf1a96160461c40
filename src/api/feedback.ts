import { api } from './client.ts';

/** SPEC §3 upload parameters: where the file goes, its stored path and its object id. */
export interface UploadParam {
  path: string;
  relativePath: string;
  objectStorageId: string;
}

export interface FeedbackFile {
  filePath: string;
  objectStorageId: string;
}

export interface FeedbackForm {
  content: string;
  tel: string;
  fileList: FeedbackFile[];
}

export interface MyFeedback {
  id: number;
  content: string;
  tel: string;
  createTime: string;
  replyContent: string | null;
  replyTime: string | null;
  fileList: Array<FeedbackFile & { url: string }>;
}

export interface Page<T> {
  total: number;
  list: T[];
}

export const UPLOAD_FAILED = '文件上传失败，请检查网络后重试';
/** SPEC §3 delete-file payload: objStorUseTo 2 is the feedback attachments' store. */
const FEEDBACK_STORE_USE = 2;

export const getUploadParam = (fileName: string, id: number) =>
  api.post<UploadParam>('/api/Consultation/GetCloudUploadParam', { fileName, id });

/** A plain single-request upload of the file to the address the upload parameters gave. */
export async function putFile(path: string, file: File): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, { method: 'PUT', body: file, headers: { 'Content-Type': file.type || 'application/octet-stream' } });
  } catch {
    throw new Error(UPLOAD_FAILED);
  }
  if (response.ok) return;
  const body = (await response.json().catch(() => ({}))) as { msg?: string };
  throw new Error(body.msg || UPLOAD_FAILED);
}

export const deleteFiles = (files: FeedbackFile[]) =>
  api.post<boolean>(
    '/api/Promotion/DeleteFileByObjStoreageId',
    { objStorUseTo: FEEDBACK_STORE_USE, param: files.map((file) => ({ filePath: file.filePath, objStoreageId: file.objectStorageId })) },
    { silent: true },
  );

export const createFeedback = (form: FeedbackForm) => api.post<number>('/api/Consultation/create', form, { loading: true });

export const getMyFeedback = (query: { pageIndex: number; pageSize: number; keyword: string }) =>
  api.get<Page<MyFeedback>>('/api/Consultation/MyList', query);
