import type { MenuEntry } from '../contracts/menu.ts';
import type { RouteAccess } from '../ui/permissions/routeAccessContext.ts';
import { findRoute, routePath } from './routeRegistry.ts';

/**
 * Access to screens follows the menu (docs/product.md, 权限): a screen the menu lists opens only for an
 * account whose menu holds it, and a screen reached from one (a detail, a step, a record list) opens
 * when any screen it is reached from does. Screens of neither kind (home, the cashier and its result
 * pages, order forms) open for every signed-in account; the server still checks every call.
 */
const REACHED_FROM: Record<string, readonly string[]> = {
  '/customerInformationManage/customerDetail': ['/customerInformationManage', '/hostManage/hostList'],
  '/customerInformationManage/customerTrackDetail': ['/customerInformationManage'],
  '/customerInformationManage/customerTrack': ['/customerInformationManage', '/userBlankManage', '/registerInfoManage'],
  '/customerInformationManage/renewListDetail': ['/customerInformationManage'],
  '/customerInformationManage/appFileList': ['/customerInformationManage'],
  '/customerInformationManage/dbFileList': ['/customerInformationManage', '/dbsListServiceMaintenance'],
  '/customerInformationManage/customerAnnualFee': ['/customerInformationManage'],
  '/customerInformationManage/customerExpireInfo': ['/customerInformationManage', '/serviceMaintenance', '/backgroundBoard'],
  '/systemAccountManage/addAccountInfo': ['/systemAccountManage'],
  '/systemAccountManage/accountDetail': ['/systemAccountManage'],
  '/systemAccountManage/userInfoAuth': ['/systemAccountManage'],
  '/systemAccountManage/authManagerAuth': ['/systemAccountManage'],
  '/userTransferDetail': ['/userTransfer'],
  '/tiktokStoreOrdersIntoManaDetail': ['/tiktokStoreOrdersIntoMana'],
  '/invoiceDetail': ['/invoiceList', '/invoiceRefund'],
  '/invoiceAsk/addrInfo': ['/invoiceAsk'],
  '/invoiceInfoManageEdit': ['/invoiceInfoManage'],
  '/msWordFormatDetail': ['/msWordFormat'],
  '/mswordformatCreate': ['/msWordFormat'],
  '/workOrderDetail': ['/myWorkOrder'],
  '/serviceOrder/orderDetail': ['/serviceOrder'],
  '/rechargeDetail': ['/accountRecharge', '/financeDetail', '/payCenter'],
  '/wltUserCost': ['/wltAccount'],
  '/wltUserCostDetail': ['/wltAccount'],
  '/userCountAbnormalDetail': ['/userCountAbnormal'],
  '/userOrderCountdetail': ['/userOrderCountManage'],
  '/aiUUUserDetail': ['/aiUUUserManagement'],
  '/aiuuSettlementDetailManagement': ['/aiuuSettlementManagement', '/aiuuApplySettlementManagement'],
  '/dbsInfo': ['/dbsListServiceMaintenance', '/serviceMaintenance', '/newFZServiceMaintenance', '/hostManage/hostList', '/dbsetAnalysis'],
  '/dbsetMaintenance': ['/dbsetManage', '/serviceMaintenance', '/newFZServiceMaintenance', '/dbsListServiceMaintenance'],
  '/ishopDBsetMaintenance': ['/ishopServiceMaintenance'],
  '/dataRecoveryCart': ['/DataRecoveryManage'],
  '/dataRecoveryPayment': ['/DataRecoveryManage'],
  '/liveServiceRecord': ['/liveServiceMaintenance'],
  '/faceRecognitionRecord': ['/faceRecognitionService'],
  '/imageImportRecord': ['/imageImportService'],
  '/qqdRecord': ['/qqdService'],
  '/tiktokServiceRecord': ['/tiktokServiceMaintenance'],
  '/autograph': ['/cloudSms', '/AppList'],
  '/cloudSmsDetails': ['/cloudSms', '/sendSms'],
  '/smsPlaceOrder': ['/buySms', '/RechargeRecordList'],
  '/upYun': ['/dogNumberManagement'],
};

/** Screens every signed-in account may open (notices are for every account, whichever menu lists them). */
export const OPEN_SCREENS: readonly string[] = [
  '/noticeList',
  '/home',
  '/homePage',
  '/pay',
  '/PayQRCode',
  '/paySuccess',
  '/paySuccessful',
  '/paySmsSuccessful',
  '/placeOrder',
  '/buySubProduct',
  '/noticeDetail',
  '/smsRecord',
];

const lowerCased = new Map(Object.entries(REACHED_FROM).map(([screen, from]) => [screen.toLowerCase(), from]));

export const reachedFrom = (path: string): readonly string[] | undefined => lowerCased.get(path.toLowerCase());

const pathOf = (url: string) => routePath(url).toLowerCase();

/** The portal screens an account's menu lists (lower-case paths). */
export function menuScreens(menu: readonly MenuEntry[]): Set<string> {
  const screens = new Set<string>();
  const visit = (entries: readonly MenuEntry[]) =>
    entries.forEach((entry) => {
      if (entry.manageUrl) screens.add(pathOf(entry.manageUrl));
      visit(entry.child ?? []);
    });
  visit(menu);
  return screens;
}

const open = new Set(OPEN_SCREENS.map((path) => path.toLowerCase()));

/**
 * Whether the account may open a URL: `granted` lists its menu's screens (null while the menu loads).
 * An address that is no screen at all is 'open' here: the tab shows 页面不存在 for it.
 */
export function routeAccess(url: string, granted: ReadonlySet<string> | null): RouteAccess {
  const path = pathOf(url);
  if (open.has(path) || !findRoute(path)) return 'open';
  if (granted === null) return 'pending';
  if (granted.has(path)) return 'open';
  const from = reachedFrom(path);
  return from?.some((screen) => granted.has(screen.toLowerCase())) ? 'open' : 'denied';
}
