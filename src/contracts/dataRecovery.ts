/** Data recovery (/dataRecoveryCart, /dataRecoveryPayment, /DataRecoveryManage; M8; docs/product.md#routes). */

export const RECOVERY_MODES = ['覆盖原账套', '恢复为新账套'] as const;
export type RecoveryMode = (typeof RECOVERY_MODES)[number];
/** Price of one recovery by mode, in fen. */
export const RECOVERY_PRICES: Record<RecoveryMode, number> = { 覆盖原账套: 20_000, 恢复为新账套: 30_000 };

export const RECOVERY_TASK_STATUSES = ['待支付', '排队中', '进行中', '已完成', '失败', '已取消'] as const;
export type RecoveryTaskStatus = (typeof RECOVERY_TASK_STATUSES)[number];
/** A paid task waits this long in the queue, then restores for RESTORE_MS (stand-in clock). */
export const QUEUE_MS = 30_000;
export const RESTORE_MS = 120_000;

/** Where a restore point comes from: the nightly backup, a manual backup of the 账套 or of the whole database, a file uploaded for the customer. */
export const RESTORE_POINT_KINDS = ['每日备份', '手动备份', '整库备份', '上传的备份文件'] as const;
export type RestorePointKind = (typeof RESTORE_POINT_KINDS)[number];

export interface RestorePoint {
  /** The time the backup holds the 账套 at (epoch ms). */
  time: number;
  kind: RestorePointKind;
}

/** A 账套 of the customer's service and the backups it may go back to, newest first. */
export interface RecoveryDbset {
  dbsetName: string;
  restorePoints: RestorePoint[];
}

export interface RecoveryOptions {
  dbsets: RecoveryDbset[];
}

/** One recovery: which customer's 账套 goes back to which backup, how, for how much. */
export interface RecoveryItem {
  userId: number;
  userName: string;
  dbsetName: string;
  restorePoint: number;
  mode: RecoveryMode;
  priceFen: number;
}

export interface CartItem extends RecoveryItem {
  id: number;
}

export interface CartAdd {
  userId: number;
  dbsetName: string;
  restorePoint: number;
  mode: string;
}

export interface RecoveryTask extends RecoveryItem {
  taskNo: string;
  orderNo: string;
  orderStatus: string;
  taskStatus: RecoveryTaskStatus;
  /** 0–100 while restoring. */
  progress: number;
  failReason: string;
  /** What came back to the agent's balance for this task (cancelled while queued, or failed), in fen; 0 when nothing. */
  refundedFen: number;
  createTime: number;
  finishTime: number | null;
}

export interface RecoveryLog {
  time: number;
  text: string;
}
