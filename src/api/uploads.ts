import { api } from './client.ts';
import type { AppFileSave } from '../contracts/customerRecords.ts';
import type { DbFile, UploadDescriptor } from '../contracts/uploads.ts';

/** The default upload parameter call (work-order attachments). */
export const getWorkOrderUploadParam = (fileName: string) =>
  api.post<UploadDescriptor>('/api/workorder/GetCloudUploadParam', { fileName }, { silent: true });

/** Upload parameters for a customer's database backup. */
export const getDbFileUploadParam = (customerId: number, fileName: string) =>
  api.post<UploadDescriptor>('/api/BakDbCust/GetCloudUploadParam', { customerId, fileName }, { silent: true });

export const saveDbFile = (file: { customerId: number; fileName: string; size: number; path: string; objectStorageId: number }) =>
  api.post<number>('/api/BakDbCust/SaveDbFile', file, { silent: true });

/** Upload parameters for one of a customer's app files (installers, patches…). */
export const getAppFileUploadParam = (userId: number, fileName: string) =>
  api.post<UploadDescriptor>('/api/AppFile/GetCloudUploadParam', { userId, fileName }, { silent: true });

export const saveAppFile = (file: AppFileSave) => api.post<number>('/api/AppFile/Save', file, { silent: true });

export const listDbFiles = (customerId: number, signal?: AbortSignal) => api.get<DbFile[]>('/api/BakDbCust/DbFileList', { customerId }, { signal });
