import type { CustomerStatus, StoredCustomerStatus } from '../contracts/customers.ts';

/**
 * A customer's 状态 where it is read: 已停用 when stopped, 已到期 once its expiry has passed, else the 试用 or 正式
 * its record keeps. 已到期 is never stored, so it is right whenever it is read (docs/product.md#statuses).
 */
export function customerStatusAt(stored: StoredCustomerStatus, expireAt: number, now: number): CustomerStatus {
  if (stored === '已停用') return '已停用';
  return expireAt < now ? '已到期' : stored;
}
