// Customer transfers (用户转移, M9), shared by the portal and the stand-in (types only).

// The wizard's call shapes are the transfer machine's; they are passed on from here.
export type { TaskStatus, TransferBatch, TransferChoice, TransferConflict, TransferPreview, TransferRequest } from '../../machines/userTransfer.machine.ts';

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
