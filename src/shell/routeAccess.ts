import type { MenuEntry } from '../contracts/menu.ts';
import type { RouteAccess } from '../ui/permissions/routeAccessContext.ts';
import { findRoute, routePath } from './routeRegistry.ts';
import { customersScreens } from '../contracts/screens/customers.ts';
import { agentsScreens } from '../contracts/screens/agents.ts';
import { serviceMaintenanceScreens } from '../contracts/screens/serviceMaintenance.ts';
import { systemScreens } from '../contracts/screens/system.ts';
import { invoicesScreens } from '../contracts/screens/invoices.ts';
import { workOrdersScreens } from '../contracts/screens/workOrders.ts';
import { paymentsScreens } from '../contracts/screens/payments.ts';
import { aiVideoScreens } from '../contracts/screens/aiVideo.ts';
import { valueAddedScreens } from '../contracts/screens/valueAdded.ts';
import { smsScreens } from '../contracts/screens/sms.ts';
import { homeScreens } from '../contracts/screens/home.ts';

/**
 * Access to screens follows the menu (docs/product.md, 权限): a screen the menu lists opens only for an
 * account whose menu holds it, and a screen reached from one (a detail, a step, a record list) opens
 * when any screen it is reached from does. Screens of neither kind (home, the cashier and its result
 * pages, order forms) open for every signed-in account; the server still checks every call.
 */
const REACHED_FROM: Record<string, readonly string[]> = {
  [customersScreens.customerDetail.path]: [customersScreens.customerList.path, customersScreens.hostList.path],
  [customersScreens.customerTrackDetail.path]: [customersScreens.customerList.path],
  [customersScreens.customerTrack.path]: [customersScreens.customerList.path, customersScreens.blankUsers.path, agentsScreens.registerInfo.path],
  [customersScreens.renewList.path]: [customersScreens.customerList.path],
  [customersScreens.appFileList.path]: [customersScreens.customerList.path],
  [customersScreens.dbFiles.path]: [customersScreens.customerList.path, serviceMaintenanceScreens.dbsList.path],
  [customersScreens.annualFee.path]: [customersScreens.customerList.path],
  [customersScreens.expireInfo.path]: [customersScreens.customerList.path, serviceMaintenanceScreens.serviceMaintenance.path, agentsScreens.board.path],
  [systemScreens.addAccount.path]: [systemScreens.accountManage.path],
  [systemScreens.accountDetail.path]: [systemScreens.accountManage.path],
  [systemScreens.userInfoAuth.path]: [systemScreens.accountManage.path],
  [systemScreens.authManager.path]: [systemScreens.accountManage.path],
  [systemScreens.userTransferDetail.path]: [systemScreens.userTransfer.path],
  [systemScreens.tiktokImportDetail.path]: [systemScreens.tiktokImport.path],
  [invoicesScreens.invoiceDetail.path]: [invoicesScreens.invoiceList.path, invoicesScreens.invoiceRefund.path],
  [invoicesScreens.invoiceAskAddr.path]: [invoicesScreens.invoiceAsk.path],
  [invoicesScreens.invoiceTitleEdit.path]: [invoicesScreens.invoiceTitle.path],
  [workOrdersScreens.msWordFormatDetail.path]: [workOrdersScreens.msWordFormat.path],
  [workOrdersScreens.msWordFormatCreate.path]: [workOrdersScreens.msWordFormat.path],
  [workOrdersScreens.workOrderDetail.path]: [workOrdersScreens.myWorkOrder.path],
  [paymentsScreens.orderDetail.path]: [paymentsScreens.serviceOrder.path],
  [paymentsScreens.rechargeDetail.path]: [paymentsScreens.recharge.path, paymentsScreens.financeDetail.path, paymentsScreens.payCenter.path],
  [paymentsScreens.wltUserCost.path]: [paymentsScreens.wltAccount.path],
  [paymentsScreens.wltUserCostDetail.path]: [paymentsScreens.wltAccount.path],
  [agentsScreens.userCountAbnormalDetail.path]: [agentsScreens.userCountAbnormal.path],
  [agentsScreens.userOrderDetail.path]: [agentsScreens.userOrderCount.path],
  [aiVideoScreens.aiuuUserDetail.path]: [aiVideoScreens.aiuuUsers.path],
  [aiVideoScreens.settlementDetail.path]: [aiVideoScreens.settlements.path, aiVideoScreens.applySettlement.path],
  [serviceMaintenanceScreens.dbsInfo.path]: [serviceMaintenanceScreens.dbsList.path, serviceMaintenanceScreens.serviceMaintenance.path, serviceMaintenanceScreens.fzService.path, customersScreens.hostList.path, agentsScreens.dbsetAnalysis.path],
  [serviceMaintenanceScreens.dbsetMaintenance.path]: [serviceMaintenanceScreens.dbsetManage.path, serviceMaintenanceScreens.serviceMaintenance.path, serviceMaintenanceScreens.fzService.path, serviceMaintenanceScreens.dbsList.path],
  [serviceMaintenanceScreens.ishopDbsetMaintenance.path]: [serviceMaintenanceScreens.ishopService.path],
  [serviceMaintenanceScreens.dataRecoveryCart.path]: [serviceMaintenanceScreens.dataRecoveryManage.path],
  [serviceMaintenanceScreens.dataRecoveryPayment.path]: [serviceMaintenanceScreens.dataRecoveryManage.path],
  [valueAddedScreens.liveServiceRecord.path]: [valueAddedScreens.liveServiceMaintenance.path],
  [valueAddedScreens.faceRecognitionRecord.path]: [valueAddedScreens.faceRecognitionService.path],
  [valueAddedScreens.imageImportRecord.path]: [valueAddedScreens.imageImportService.path],
  [valueAddedScreens.qqdRecord.path]: [valueAddedScreens.qqdService.path],
  [valueAddedScreens.tiktokServiceRecord.path]: [valueAddedScreens.tiktokServiceMaintenance.path],
  [smsScreens.autograph.path]: [smsScreens.cloudSms.path, smsScreens.appList.path],
  [smsScreens.cloudSmsDetails.path]: [smsScreens.cloudSms.path, smsScreens.sendSms.path],
  [smsScreens.smsPlaceOrder.path]: [smsScreens.buySms.path, smsScreens.rechargeRecordList.path],
  [paymentsScreens.upYun.path]: [agentsScreens.dogNumber.path],
};

/** Screens every signed-in account may open (notices are for every account, whichever menu lists them). */
export const OPEN_SCREENS: readonly string[] = [
  systemScreens.noticeList.path,
  homeScreens.home.path,
  homeScreens.homePage.path,
  paymentsScreens.pay.path,
  paymentsScreens.payQRCode.path,
  paymentsScreens.paySuccess.path,
  paymentsScreens.paySuccessful.path,
  smsScreens.paySmsSuccessful.path,
  paymentsScreens.placeOrder.path,
  paymentsScreens.buySubProduct.path,
  systemScreens.noticeDetail.path,
  smsScreens.smsRecord.path,
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
