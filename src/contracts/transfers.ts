// Customer transfers (用户转移, M9), shared by the portal and the stand-in (types only).
import type { TaskStatus } from './tasks.ts';

/**
 * Who customers belong to: `agent:<id>` (the caller's agent or one of its sub-agents, customers
 * assigned to no staff account) or `account:<id>` (a staff account of the caller's agent).
 */
export interface TransferOwner {
  key: string;
  name: string;
  kind: 'agent' | 'account';
  customerCount: number;
}

/** A customer of one owner, as the wizard lists them (server-paged, searchable). */
export interface OwnerCustomer {
  id: number;
  name: string;
  phone: string;
  productName: string;
  /** 待支付 orders: while any is open the customer cannot move. */
  pendingOrders: number;
}

export interface TransferLine {
  id: number;
  customerId: number;
  userName: string;
  productName: string;
  result: '成功' | '失败';
  reason: string;
}

export const TRANSFER_MAX_CUSTOMERS = 200;
export const TRANSFER_PURPOSE = 'userTransfer';

export interface TransferChoice {
  from: string;
  to: string;
  customerIds: number[];
}

export interface TransferConflict {
  customerId: number;
  customerName: string;
  reason: string;
}

export interface TransferPreview {
  /** Customers that will move. */
  movable: number;
  /** Customers that cannot move now, with the reason. */
  conflicts: TransferConflict[];
}

/** The transfer itself: the choice plus the phone code sent for purpose 'userTransfer'. */
export interface TransferRequest extends TransferChoice {
  code: string;
}

export interface TransferBatch {
  id: number;
  transferNo: string;
  fromOwner: string;
  toOwner: string;
  count: number;
  okCount: number;
  failCount: number;
  operator: string;
  taskStatus: TaskStatus;
  /** Milliseconds since the epoch. */
  createTime: number;
}
