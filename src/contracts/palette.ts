// The command palette's calls (favourite screens, quick searches), shared by the portal and the stand-in.

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
  { title: '客户信息管理', url: '/customerInformationManage' },
  { title: '服务维护', url: '/serviceMaintenance' },
  { title: '服务订单', url: '/serviceOrder' },
  { title: '购买短信', url: '/buySms' },
  { title: '我的工单', url: '/myWorkOrder' },
  { title: '我的反馈', url: '/myConsultation' },
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
