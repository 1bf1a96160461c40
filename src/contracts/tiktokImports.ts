// Tiktok-store order imports (抖店订单导入, M10), shared by the portal and the stand-in (types only).
import type { TaskStatus } from './tasks.ts';

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

export interface OrderRowCells {
  storeOrderNo: string;
  goods: string;
  buyerPhone: string;
  paid: string;
  /** As typed in the sheet: YYYY-MM-DD HH:mm[:ss] or YYYY-MM-DD. */
  orderTime: string;
}

/** One row of the template as read from the sheet (cells as text). */
export interface TiktokOrderRow extends OrderRowCells {
  /** 1-based row of the data (the header is not counted). */
  rowNo: number;
  /** The row's number in the Excel sheet it was read from (the header is row 1; blank rows are counted). */
  sheetRow?: number;
}

export type ImportResult = '成功' | '失败' | '重复';

export interface ImportRowsRequest {
  /** Absent on the first call, which opens the batch. */
  batchNo?: string;
  fileName: string;
  /** Rows of the whole file. */
  total: number;
  rows: TiktokOrderRow[];
}

export interface ImportRowOutcome {
  rowNo: number;
  result: ImportResult;
  reason: string;
}

export interface ImportRowsAnswer {
  batchNo: string;
  outcomes: ImportRowOutcome[];
}
