// Tiktok-store order imports (抖店订单导入, M10), shared by the portal and the stand-in (types only).
// The row comes from the template's rules, the upload call's shapes from the import machine.
import type { ImportRowOutcome } from '../../machines/tiktokImport.machine.ts';
import type { TiktokOrderRow } from '../rules/tiktokOrderRow.ts';
import type { TaskStatus } from './transfers.ts';

export type { ImportResult, ImportRowOutcome, ImportRowsAnswer, ImportRowsRequest } from '../../machines/tiktokImport.machine.ts';
export type { TiktokOrderRow };

export interface TiktokBatch {
  id: number;
  batchNo: string;
  fileName: string;
  total: number;
  okCount: number;
  failCount: number;
  taskStatus: TaskStatus;
  operator: string;
  createTime: number;
}

export interface TiktokImportLine extends TiktokOrderRow, ImportRowOutcome {
  id: number;
}
