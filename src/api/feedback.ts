import { api } from './client.ts';
import type { UploadDescriptor } from './uploads.ts';

/** An attachment as saved: its object's path and the storage configuration it is in (docs/product.md#fields). */
export interface FeedbackFile {
  filePath: string;
  objectStorageId: number;
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

/** Delete-file payload: objStorUseTo 2 is the feedback attachments' store. (docs/product.md#fields) */
const FEEDBACK_STORE_USE = 2;

/** The object-store descriptor (docs/product.md#uploads) for the attachment at `position`. */
export const getUploadParam = (fileName: string, position: number) =>
  api.post<UploadDescriptor>('/api/Consultation/GetCloudUploadParam', { fileName, id: position }, { silent: true });

export const deleteFiles = (files: FeedbackFile[]) =>
  api.post<boolean>(
    '/api/Promotion/DeleteFileByObjStoreageId',
    { objStorUseTo: FEEDBACK_STORE_USE, param: files.map((file) => ({ filePath: file.filePath, objStoreageId: file.objectStorageId })) },
    { silent: true },
  );

export const createFeedback = (form: FeedbackForm) => api.post<number>('/api/Consultation/create', form, { loading: true });

export const getMyFeedback = (query: { pageIndex: number; pageSize: number; keyword: string }) =>
  api.get<Page<MyFeedback>>('/api/Consultation/MyList', query);
