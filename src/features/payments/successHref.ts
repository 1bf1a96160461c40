import type { OrderType } from '../../contracts/orders.ts';

/** Where a paid order is confirmed: SMS packages on their own page, data recoveries in the task list showing the new tasks, the rest on /paySuccessful. */
export function orderSuccessHref(orderType: OrderType | undefined, orderNo: string): string {
  const no = encodeURIComponent(orderNo);
  if (orderType === 'sms') return `/paySmsSuccessful?orderNo=${no}`;
  if (orderType === 'dataRecovery') return `/DataRecoveryManage?keyword=${no}`;
  return `/paySuccessful?orderNo=${no}`;
}
