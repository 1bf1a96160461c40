/** Work orders (/myWorkOrder, M12; docs/product.md#routes) and Word print formats (/msWordFormat). */

export const WORK_ORDER_TYPES = ['故障', '咨询', '需求', '数据处理', '其他'] as const;
export type WorkOrderType = (typeof WORK_ORDER_TYPES)[number];
export const WORK_ORDER_STATUSES = ['待受理', '处理中', '待补充', '已解决', '已关闭'] as const;
export type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number];
/** 未完结: still with the support desk or the agent. 待处理工单 counts these; the rest (已解决, 已关闭) are 已完结. */
export const WORK_ORDER_OPEN_STATUSES = ['待受理', '处理中', '待补充'] as const satisfies readonly WorkOrderStatus[];
export const isOpenWorkOrder = (status: string) => (WORK_ORDER_OPEN_STATUSES as readonly string[]).includes(status);
/** /myWorkOrder's 进度 filter (`?progress=open|done`). */
export const WORK_ORDER_PROGRESS = [
  { value: 'open', label: '未完结' },
  { value: 'done', label: '已完结' },
] as const;
export const PRIORITIES = ['普通', '紧急'] as const;


export const WORK_ORDER_LIMITS = { title: 50, content: 2000, files: 5, fileMb: 10, urgeMs: 2 * 3_600_000, reopenMs: 7 * 86_400_000 } as const;

/** A stored attachment (object-store key from /api/workorder/GetCloudUploadParam). */
export interface WorkOrderFile {
  fileName: string;
  filePath: string;
  objectStorageId: number;
  size: number;
}

/** A stored attachment as a detail answers it: with a signed link that downloads it (valid 15 minutes). */
export interface LinkedFile extends WorkOrderFile {
  url: string;
}

export interface WorkOrderRow {
  woNo: string;
  title: string;
  woType: WorkOrderType;
  userId: number;
  userName: string;
  productName: string;
  priority: string;
  status: WorkOrderStatus;
  createTime: number;
  lastReply: number | null;
  lastUrgedAt: number | null;
  resolvedAt: number | null;
  rating: number | null;
}

/** One message of a conversation (a work order's, a Word format's): the agent's or the support desk's. */
export interface ThreadReply {
  id: number;
  author: string;
  fromSupport: boolean;
  content: string;
  files: LinkedFile[];
  createTime: number;
}
export type WorkOrderReply = ThreadReply;

export interface WorkOrderDetail extends WorkOrderRow {
  content: string;
  tel: string;
  files: LinkedFile[];
  replies: WorkOrderReply[];
  acceptedAt: number | null;
  closedAt: number | null;
}

export interface NewWorkOrder {
  woType: string;
  userId: number;
  productName: string;
  title: string;
  content: string;
  tel: string;
  files: WorkOrderFile[];
}

export const WORD_FORMAT_STATUSES = ['待受理', '待支付', '制作中', '待确认', '已完成', '已驳回', '已撤回'] as const;
export type WordFormatStatus = (typeof WORD_FORMAT_STATUSES)[number];
/** A request in these states is over: the agent can no longer write to the desk about it. */
export const WORD_FORMAT_CLOSED: readonly WordFormatStatus[] = ['已完成', '已驳回', '已撤回'];
export const DOC_TYPES = ['销售单', '合同', '报价单', '出库单', '对账单'] as const;
export const WORD_FORMAT_LIMITS = { formatName: 30, requirement: 1000, files: 3, fileMb: 10, leadDays: 3 } as const;

export interface WordFormatRow {
  reqNo: string;
  userId: number;
  userName: string;
  productName: string;
  formatName: string;
  docType: string;
  amountFen: number | null;
  status: WordFormatStatus;
  orderNo: string | null;
  createTime: number;
  finishTime: number | null;
}

export interface WordFormatDetail extends WordFormatRow {
  requirement: string;
  expectDate: string;
  rejectReason: string;
  samples: LinkedFile[];
  /** What the desk delivered, oldest first: each 完成 or revision adds one. */
  versions: WordFormatVersion[];
  /** The conversation with the desk, oldest first. */
  messages: ThreadReply[];
  quotedAt: number | null;
}

export interface WordFormatVersion {
  versionNo: number;
  fileName: string;
  note: string;
  createTime: number;
  /** A signed link that downloads the file (valid 15 minutes). */
  url: string;
}

export interface NewWordFormat {
  userId: number;
  productName: string;
  formatName: string;
  docType: string;
  requirement: string;
  /** YYYY-MM-DD, at least three days ahead. */
  expectDate: string;
  files: WorkOrderFile[];
}
