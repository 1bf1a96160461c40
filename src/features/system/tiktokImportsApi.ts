import { systemScreens } from '../../contracts/screens/system.ts';
import { api } from '../../api/client.ts';
import type { ImportRowsAnswer, ImportRowsRequest, TiktokBatch, TiktokImportLine } from '../../contracts/tiktokImports.ts';
import { listResource } from '../../api/resource.ts';

export type { TiktokBatch, TiktokImportLine };

/** The agent's import batches, newest first. */
export const importBatches = listResource<TiktokBatch, typeof systemScreens.tiktokImport.list>(systemScreens.tiktokImport.list);

/** One batch row by row (scoped by the `batchNo` in the address). */
export const importLines = listResource<TiktokImportLine, typeof systemScreens.tiktokImportDetail.list>(systemScreens.tiktokImportDetail.list);

export const getImportBatch = (batchNo: string, signal?: AbortSignal) =>
  api.get<TiktokBatch>('/api/tiktokImport/GetBatch', { batchNo }, { signal });

/** Every row of a batch that did not import (失败 and 重复), for the error sheet. */
export const failedImportLines = (batchNo: string) => api.get<TiktokImportLine[]>('/api/tiktokImport/FailedLines', { batchNo });

/** One call of at most 200 rows; the import flow shows the failure itself and offers 重试. */
export const importRows = (request: ImportRowsRequest) =>
  api.post<ImportRowsAnswer>('/api/tiktokImport/ImportRows', request, { silent: true, noDialog: true });

export const cancelImport = (batchNo: string) => api.post<TiktokBatch>('/api/tiktokImport/CancelImport', { batchNo }, { silent: true, noDialog: true });
