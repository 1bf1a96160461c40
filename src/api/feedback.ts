import { api } from './client.ts';
import type { UploadDescriptor } from '../contracts/uploads.ts';
import type { FeedbackFile, FeedbackForm, MyFeedback, Page } from '../contracts/feedback.ts';

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

export const getMyFeedback = (query: { pageIndex: number; pageSize: number; keyword: string }, signal?: AbortSignal) =>
  api.get<Page<MyFeedback>>('/api/Consultation/MyList', query, { signal });
