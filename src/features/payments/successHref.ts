import type { OrderType } from '../../contracts/orders.ts';
import { smsScreens } from '../../contracts/screens/sms.ts';
import { serviceMaintenanceScreens } from '../../contracts/screens/serviceMaintenance.ts';
import { paymentsScreens } from '../../contracts/screens/payments.ts';

/** Where a paid order is confirmed: SMS packages on their own page, data recoveries in the task list showing the new tasks, the rest on /paySuccessful. */
export function orderSuccessHref(orderType: OrderType | undefined, orderNo: string): string {
  const no = encodeURIComponent(orderNo);
  if (orderType === 'sms') return smsScreens.paySmsSuccessful.href({ orderNo: no });
  if (orderType === 'dataRecovery') return serviceMaintenanceScreens.dataRecoveryManage.href({ keyword: no });
  return paymentsScreens.paySuccessful.href({ orderNo: no });
}
