// The command palette's calls (favourite screens, quick searches), shared by the portal and the stand-in.
import { customersScreens } from './screens/customers.ts';
import { serviceMaintenanceScreens } from './screens/serviceMaintenance.ts';
import { paymentsScreens } from './screens/payments.ts';
import { smsScreens } from './screens/sms.ts';
import { workOrdersScreens } from './screens/workOrders.ts';
import { feedbackScreens } from './screens/feedback.ts';

/** A favourite screen (常用功能): a portal route and its menu name. */
export interface FavouriteScreen {
  url: string;
  title: string;
}

/**
 * Screens suggested before the account has its own: the home page's 常用功能 until it stars one, and the empty
 * search box until it has a favourite or a recent screen. Each is shown only where the account may open it.
 */
export const STARTER_SCREENS: readonly FavouriteScreen[] = [
  { title: '客户信息管理', url: customersScreens.customerList.path },
  { title: '服务维护', url: serviceMaintenanceScreens.serviceMaintenance.path },
  { title: '服务订单', url: paymentsScreens.serviceOrder.path },
  { title: '购买短信', url: smsScreens.buySms.path },
  { title: '我的工单', url: workOrdersScreens.myWorkOrder.path },
  { title: '我的反馈', url: feedbackScreens.myFeedback.path },
];
/** The search box's heading over them. */
export const STARTER_GROUP = '推荐功能';

/** A customer found by name, number or phone. */
export interface CustomerHit {
  id: number;
  customerNo: string;
  name: string;
  phone: string;
}

/** A service order found by its number. */
export interface OrderHit {
  orderNo: string;
  customerName: string;
}
