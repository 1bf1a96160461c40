// A customer as the customer calls answer it, shared by the portal and the stand-in.

export const CUSTOMER_STATUSES = ['试用', '正式', '已到期', '已停用'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];
/** What a customer's record keeps: 已到期 is read from the expiry and the clock, never stored. */
export type StoredCustomerStatus = Exclude<CustomerStatus, '已到期'>;

/** 1 self-service trial registration, 2 entered by the agent, 3 imported. */
export type CustomerSource = 1 | 2 | 3;

export interface Customer {
  id: number;
  customerNo: string;
  name: string;
  contact: string;
  phone: string;
  productType: string;
  productName: string;
  versionName: string;
  host: string | null;
  userCount: number;
  region: string;
  status: CustomerStatus;
  source: CustomerSource;
  /** Milliseconds since the epoch. */
  createdAt: number;
  expireAt: number;
}
