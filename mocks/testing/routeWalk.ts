import type { DeclaredRoute } from '../http.ts';
import type { ServiceName } from '../standIn.ts';
import type { SeedIds } from './walkIds.ts';
import { customersScreens } from '../../src/contracts/screens/customers.ts';

/**
 * What the security walk sends to each registered route: the bodies the portal sends, naming rows of
 * agent01's agent taken from the seed (so another tenant's, for the accounts that walk). A route is
 * named `METHOD /path` as registered.
 */

export interface WalkedRoute extends DeclaredRoute {
  service: ServiceName;
}

export const routeName = (route: { method: string; path: string }) => `${route.method.toUpperCase()} ${route.path}`;

/** Who walks: their account and agent, for the few fields that must be the caller's own (a transfer's source). */
export interface Walker {
  accountId: number;
  agentId: number;
  /** One of its sub-agents (another owner for a transfer between them). */
  subAgentId: number;
}

/**
 * What a write names, so what the walkers are told: `customer` rows of agent01's customers (every walker is
 * refused), `agent` rows of agent01's agent naming no customer (another agent is refused; agent01's staff may
 * act on them), `own` the caller's own things (answered to anyone).
 */
export type Names = 'customer' | 'agent' | 'own';

export interface Probe {
  query?: Record<string, string>;
  body?: unknown;
  /** Values of the path's `:name` parts. */
  params?: Record<string, string>;
  names?: Names;
}

export const LIST = { pageIndex: 1, pageSize: 20 };
/** The smallest bytes the slip check takes for a png. */
const PNG_BASE64 = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).toString('base64');
const CODE = '123456';
const key = (name: string) => `walk-${name}-0001`;

/** The POST (and PUT) routes that only read: the walk calls them as the owner too and scans their answers. */
export const READ_ONLY_POSTS = new Set([
  'POST /api/user/UserPageList', 'POST /api/service/AgentExpirePage', 'POST /api/service/ExpireLableUseInfo', 'POST /api/service/OptimizePackagePage',
  'POST /api/service/HostPage', 'POST /api/user/BlankUserPage', 'POST /api/service/ClearServicePage', 'POST /api/aiuu/user/List', 'POST /api/aiuu/tiktok/List',
  'POST /api/aiuu/promoter/List', 'POST /api/aiuu/order/List', 'POST /api/aiuu/settlement/List', 'POST /api/role/RolePageList',
  'POST /api/account/ChildAccountPageList', 'POST /api/account/GetAuthChildAccountInfo', 'POST /api/account/GetUnAuthChildAccountInfo',
  'POST /api/account/GetManagedAccounts', 'POST /api/account/GetUnmanagedAccounts', 'POST /api/CustomerTrack/PageList', 'POST /api/user/RenewPageList',
  'POST /api/AppFile/PageList', 'POST /api/user/userAnnualFeeList', 'POST /api/userTransfer/TransferPageList', 'POST /api/userTransfer/TransferLinePageList',
  'POST /api/userTransfer/OwnerCustomers', 'POST /api/userTransfer/Preview', 'POST /api/tiktokImport/BatchPageList', 'POST /api/tiktokImport/LinePageList',
  'POST /api/contract/List', 'POST /api/notice/List', 'POST /api/Invoice/SourcePageList', 'POST /api/Invoice/InvoicePageList', 'POST /api/Invoice/TitleList',
  'POST /api/Invoice/AddressList', 'POST /api/Invoice/RefundPageList', 'POST /api/Invoice/RefundablePageList', 'POST /api/ValueAdded/PageList',
  'POST /api/ValueAdded/RecordPageList', 'POST /api/serviceMaintenance/ServicePage', 'POST /api/serviceMaintenance/FzServicePage',
  'POST /api/serviceMaintenance/IshopPage', 'POST /api/BakDbCust/DatabasePage', 'POST /api/dbset/DbsetPage', 'POST /api/rds/MigrationPage',
  'POST /api/sms/Sign/List', 'POST /api/sms/CloudSign/List', 'POST /api/sms/Template/List', 'POST /api/sms/App/List', 'POST /api/sms/Send/List',
  'POST /api/sms/Ledger/List', 'POST /api/sms/Cloud/List', 'POST /api/sms/Order/List', 'POST /api/agent/SubAgentPageList', 'POST /api/agent/ConsumeRecordPageList',
  'POST /api/agent/SalesChart', 'POST /api/agent/RegistrationPageList', 'POST /api/agent/DonglePageList', 'POST /api/agent/AbnormalPageList',
  'POST /api/agent/UserOrderCountPageList', 'POST /api/agent/UserOrderPageList', 'POST /api/agent/IShopPluginPageList', 'POST /api/agent/DbsetAnalysis',
  'POST /api/workorder/PageList', 'POST /api/WordFormat/PageList', 'POST /api/DataRecovery/TaskList', 'POST /api/Order/Quote', 'POST /api/Order/PageList',
  'POST /api/Order/HardwarePageList', 'POST /api/Order/QqdPageList', 'POST /api/Recharge/PageList', 'POST /api/Ledger/PageList', 'POST /api/Wlt/CostPageList',
  'POST /api/Wlt/CostDetail', 'POST /api/banner/ManageList', 'POST /api/Locality/getlocalitybyproductid', 'POST /api/Service/isexisthost',
  'POST /invite/check', 'POST /buyCardGive/check',
]);

/** The walk's request to each route by name; a route not listed is sent no query (GET) or a first page (a read). */
export function probes(ids: SeedIds, walker: Walker): Record<string, Probe> {
  const c = ids.customer;
  const service = { serviceId: c };
  const upload = { fileName: 'a.png', size: 10, path: `dbfile/${c}/a.png`, objectStorageId: 1 };
  return {
    // Customers and their records.
    'GET /api/user/GetUserBasicInfo': { query: { userId: String(c) } },
    'GET /api/user/GetDetail': { query: { userId: String(c) } },
    'POST /api/user/UpdateUserField': { body: { id: c, field: 'contact', value: '王五' } },
    'POST /api/user/UpdateUserInfo': { body: { userId: c, name: ids.customerName, contact: '王五', phone: '13900000001' } },
    'GET /api/CustomerTrack/Thread': { query: { id: String(ids.track) } },
    'POST /api/CustomerTrack/Add': { body: { userId: c, trackWay: '电话', content: '回访' } },
    'POST /api/CustomerTrack/Update': { body: { id: ids.track, userId: c, trackWay: '电话', content: '回访' } },
    'POST /api/CustomerTrack/Delete': { body: { id: ids.track } },
    'GET /api/user/RenewListOfOrder': { query: { orderNo: ids.renewalOrder } },
    'POST /api/AppFile/GetCloudUploadParam': { body: { userId: c, fileName: 'setup.exe' } },
    'POST /api/AppFile/Save': { body: { userId: c, fileName: 'setup.exe', fileVersion: '1.0', remark: '', size: 10, path: `appfile/${c}/setup.exe`, objectStorageId: 1 } },
    'GET /api/AppFile/Download': { query: { id: String(ids.appFile) } },
    'POST /api/AppFile/Delete': { body: { id: ids.appFile } },
    'POST /api/user/modifyUserAnnualFee': { body: { userId: c, annualFee: 123 } },
    'GET /api/service/ExpireRangeCount': { query: {} },
    'PUT /api/service/CreateNoRenewReason': { body: { userId: c, reasonType: '价格原因', note: '贵' } },
    'POST /api/service/UpdateHost': { body: { userId: c, host: 'walkhost' } },
    'GET /api/service/ClearableServices': { query: { keyword: '' } },
    'POST /api/service/ClearService': { body: { userId: ids.blankCustomer, scope: '业务数据', reason: '清理', confirmName: ids.customerName, code: CODE } },
    'POST /api/user/CloseBlankUser': { body: { userId: ids.blankCustomer, confirmName: ids.customerName, code: CODE } },
    'GET /api/search/Customers': { query: { keyword: ids.customerName.slice(0, 4) } },
    // Service maintenance, databases, 账套, migrations, recovery.
    'POST /api/serviceMaintenance/ExtendTrial': { body: { serviceId: ids.blankCustomer } },
    'POST /api/serviceMaintenance/StopService': { body: service },
    'POST /api/serviceMaintenance/AddStoreOrder': { body: { serviceId: ids.fzCustomer, count: 1, idempotencyKey: key('store') } },
    'GET /api/BakDbCust/GetDbSizeInfoByServiceId': { query: { serviceId: String(c) } },
    'POST /api/BakDbCust/Backup': { body: service },
    'GET /api/BakDbCust/BackupJob': { query: { jobId: String(ids.backupJob) } },
    'POST /api/BakDbCust/GetCloudUploadParam': { body: { customerId: c, fileName: 'a.bak' } },
    'POST /api/BakDbCust/SaveDbFile': { body: { customerId: c, ...upload } },
    'GET /api/BakDbCust/DbFileList': { query: { customerId: String(c) } },
    'GET /api/dbset/Services': { query: { keyword: '' } },
    'GET /api/dbset/Quota': { query: { serviceId: String(c) } },
    'POST /api/dbset/AddDbset': { body: { serviceId: c, name: '新账套' } },
    'POST /api/dbset/RenameDbset': { body: { dbsetId: ids.dbset, name: '改名账套' } },
    'POST /api/dbset/StopDbset': { body: { dbsetId: ids.dbset } },
    'POST /api/dbset/DeleteDbset': { body: { dbsetId: ids.dbset, confirmName: ids.dbsetName, code: CODE } },
    'POST /api/dbset/BackupDbset': { body: { dbsetId: ids.dbset } },
    'GET /api/rds/Services': { query: { keyword: '' } },
    'GET /api/rds/Migration': { query: { id: String(ids.migration) } },
    'GET /api/rds/MigrationLog': { query: { id: String(ids.migration) } },
    'POST /api/rds/CreateMigration': { body: { serviceId: c, toInstance: 'rds-hz-01', planTime: ids.tomorrow } },
    'POST /api/rds/CancelMigration': { body: { id: ids.migration } },
    'POST /api/rds/RetryMigration': { body: { id: ids.migration, planTime: ids.tomorrow } },
    'GET /api/DataRecovery/Options': { query: { userId: String(c) } },
    'POST /api/DataRecovery/CartAdd': { body: { userId: c, dbsetName: ids.dbsetName, restorePoint: 0, mode: '覆盖' } },
    'POST /api/DataRecovery/CartRemove': { body: { id: 1 }, names: 'own' },
    'POST /api/DataRecovery/Checkout': { body: { idempotencyKey: key('recovery') }, names: 'own' },
    'GET /api/DataRecovery/Task': { query: { taskNo: ids.recoveryTask } },
    'POST /api/DataRecovery/Cancel': { body: { taskNo: ids.recoveryTask } },
    'GET /api/DataRecovery/Logs': { query: { taskNo: ids.recoveryTask } },
    'POST /api/ValueAdded/PageList': { query: { kind: 'live' }, body: LIST },
    'POST /api/ValueAdded/RecordPageList': { query: { kind: 'live' }, body: LIST },
    'GET /api/ValueAdded/Get': { query: { id: String(ids.valueAdded) } },
    'GET /api/ValueAdded/Candidates': { query: { kind: 'live', keyword: '' } },
    'POST /api/ValueAdded/SetStatus': { body: { id: ids.valueAdded, stopped: true } },
    'POST /api/ValueAdded/AuthLink': { body: { id: ids.valueAdded } },
    'POST /api/ValueAdded/Unbind': { body: { id: ids.valueAdded } },
    // Orders and payments.
    'POST /api/Order/Quote': { body: { orderType: 'renew', userId: c, years: 1 } },
    'POST /api/Order/Create': { body: { orderType: 'upgrade', userId: c, versionName: '旗舰版', idempotencyKey: key('order') } },
    'POST /api/Order/Cancel': { body: { orderNo: ids.pendingOrder } },
    'POST /api/Order/ConfirmReceipt': { body: { orderNo: ids.hardwareOrder }, names: 'agent' },
    'GET /api/Order/Search': { query: { keyword: ids.paidOrder.slice(0, 10) } },
    'GET /api/Order/Get': { query: { orderNo: ids.paidOrder } },
    'POST /api/Pay/Balance': { body: { orderNo: ids.pendingOrder, code: CODE, idempotencyKey: key('balance') } },
    'POST /api/Pay/CreateQr': { body: { targetKind: 'order', targetNo: ids.pendingOrder, channel: '微信', idempotencyKey: key('qr') } },
    'GET /api/Pay/Status': { query: { payNo: ids.payment } },
    'GET /api/pay-phone/:payNo': { params: { payNo: ids.payment } },
    // The payer's phone: whoever holds the code pays or cancels (the QR code is the key).
    'POST /api/pay-phone/:payNo/confirm': { params: { payNo: ids.payment }, body: { action: 'cancel' }, names: 'own' },
    'POST /api/Recharge/Create': { body: { amountFen: 100, channel: '微信', idempotencyKey: key('recharge') }, names: 'own' },
    'POST /api/Recharge/Transfer': { body: { amountFen: 100, slipFileName: 'a.png', slipBase64: PNG_BASE64, idempotencyKey: key('slip') }, names: 'own' },
    'GET /api/Recharge/Get': { query: { rechargeNo: ids.recharge } },
    'POST /api/Account/TransferToSubAgent': { body: { subAgentNo: 'A10002', amountFen: 100, code: CODE, idempotencyKey: key('transfer') }, names: 'agent' },
    'POST /api/Wlt/SetThreshold': { body: { thresholdFen: 100 }, names: 'own' },
    'POST /api/Wlt/CostDetail': { body: { userId: ids.wltCustomer, month: ids.wltMonth } },
    'GET /api/Order/Dongles': { query: {} },
    // Invoices.
    'GET /api/Invoice/Detail': { query: { applyNo: ids.invoice } },
    'GET /api/Invoice/Download': { query: { applyNo: ids.invoice } },
    'POST /api/Invoice/Submit': { body: { idempotencyKey: key('invoice'), titleId: ids.invoiceTitle, invoiceType: '普票', medium: '电子', email: 'a@b.cn', phone: '13900000001', orderNos: [ids.paidOrder] } },
    'POST /api/Invoice/Revoke': { body: { applyNo: ids.pendingInvoice } },
    'POST /api/Invoice/TitleSave': { body: { id: ids.invoiceTitle, titleType: '个人', titleName: '张三', taxNo: '', bank: '', account: '', regAddress: '', regTel: '' }, names: 'agent' },
    'POST /api/Invoice/TitleDelete': { body: { id: ids.invoiceTitle }, names: 'agent' },
    'POST /api/Invoice/TitleSetDefault': { body: { id: ids.invoiceTitle }, names: 'agent' },
    'POST /api/Invoice/AddressSave': { body: { id: ids.invoiceAddress, receiver: '张三', phone: '13900000001', landline: '', region: '浙江省/杭州市/西湖区', address: '文三路1号', postcode: '310012' }, names: 'agent' },
    'POST /api/Invoice/AddressDelete': { body: { id: ids.invoiceAddress }, names: 'agent' },
    'POST /api/Invoice/AddressSetDefault': { body: { id: ids.invoiceAddress }, names: 'agent' },
    'POST /api/Invoice/Refund': { body: { idempotencyKey: key('refund'), applyNo: ids.invoice, reason: '抬头错误' }, names: 'agent' },
    // SMS.
    'GET /api/sms/Sign/Get': { query: { id: String(ids.smsSign) } },
    'POST /api/sms/Sign/Add': { body: { signName: '走查签名', scene: '通用', source: '企事业单位' }, names: 'own' },
    'POST /api/sms/Sign/Update': { body: { id: ids.smsSign, signName: '走查签名', scene: '通用', source: '企事业单位' }, names: 'agent' },
    'POST /api/sms/Sign/Withdraw': { body: { id: ids.smsSign }, names: 'agent' },
    'POST /api/sms/Sign/Delete': { body: { id: ids.smsSign }, names: 'agent' },
    'GET /api/sms/CloudSign/Get': { query: { id: String(ids.cloudSign) } },
    'GET /api/sms/CloudSign/Approved': { query: { userId: String(ids.cloudCustomer) } },
    'POST /api/sms/CloudSign/Add': { body: { signName: '走查签名', scene: '通用', source: '企事业单位', userId: ids.cloudCustomer } },
    'POST /api/sms/CloudSign/Update': { body: { id: ids.cloudSign, signName: '走查签名', scene: '通用', source: '企事业单位', userId: ids.cloudCustomer } },
    'POST /api/sms/CloudSign/Withdraw': { body: { id: ids.cloudSign } },
    'POST /api/sms/CloudSign/Delete': { body: { id: ids.cloudSign } },
    'GET /api/sms/Template/Get': { query: { id: String(ids.smsTemplate) } },
    'POST /api/sms/Template/Add': { body: { tplName: '走查模板', kind: '通知', signId: ids.smsSign, content: '您好' }, names: 'agent' },
    'POST /api/sms/Template/Update': { body: { id: ids.smsTemplate, tplName: '走查模板', kind: '通知', signId: ids.smsSign, content: '您好' }, names: 'agent' },
    'POST /api/sms/Template/Withdraw': { body: { id: ids.smsTemplate }, names: 'agent' },
    'POST /api/sms/Template/Delete': { body: { id: ids.smsTemplate }, names: 'agent' },
    'GET /api/sms/App/Get': { query: { id: String(ids.smsApp) } },
    'POST /api/sms/App/Add': { body: { appName: '走查应用', userId: c } },
    'POST /api/sms/App/Update': { body: { id: ids.smsApp, appName: '走查应用' } },
    'POST /api/sms/App/Status': { body: { id: ids.smsApp, enabled: false } },
    'POST /api/sms/Send': { body: { signId: ids.cloudSign, content: '您好', tels: ['13900000001'], userId: ids.cloudCustomer } },
    // The seeded batches mix the agent's own numbers with a cloud customer's: the agent's part is its staff's too.
    'POST /api/sms/Send/Cancel': { body: { batchNo: ids.smsBatch }, names: 'agent' },
    'POST /api/sms/Cloud/Move': { body: { userId: ids.cloudCustomer, qty: 1, direction: 'allot' } },
    'POST /api/sms/Order/Create': { body: { packageId: 1, userId: ids.cloudCustomer, idempotencyKey: key('sms') } },
    'GET /api/sms/Order/Get': { query: { orderNo: ids.paidOrder } },
    // Agents and their records.
    'POST /api/agent/AddSubAgent': { body: { agentName: '走查代理', contact: '王五', tel: '13900000001', email: 'a@b.cn', region: '浙江', loginAccount: 'walk01', discountRate: 90 }, names: 'own' },
    'POST /api/agent/EditSubAgent': { body: { id: ids.subAgent, agentName: '走查代理', contact: '王五', tel: '13900000001', email: 'a@b.cn', region: '浙江', loginAccount: 'walk01', discountRate: 90 }, names: 'agent' },
    'POST /api/agent/SetSubAgentStatus': { body: { id: ids.subAgent, frozen: true }, names: 'agent' },
    'POST /api/agent/ResetSubAgentPassword': { body: { id: ids.subAgent }, names: 'agent' },
    'POST /api/agent/SalesChart': { body: { period: 'month', agentNos: ['A10002'] } },
    'POST /api/agent/FollowRegistration': { body: { userId: ids.trialCustomer } },
    'POST /api/agent/ExtendTrial': { body: { userId: ids.trialCustomer, days: 7 } },
    'POST /api/agent/AbandonRegistration': { body: { userId: ids.trialCustomer } },
    'POST /api/agent/BindDongle': { body: { dogNo: ids.stockDongle, userId: ids.fzCustomer } },
    'POST /api/agent/UnbindDongle': { body: { dogNo: ids.dongle, confirmName: ids.dongle, code: CODE } },
    'POST /api/agent/ReportDongleLost': { body: { dogNo: ids.dongle } },
    'GET /api/agent/AbnormalDetail': { query: { id: String(ids.abnormal) } },
    'POST /api/agent/IgnoreAbnormal': { body: { id: ids.abnormal, reason: '正常' } },
    'POST /api/agent/NotifyAbnormal': { body: { id: ids.abnormal } },
    'POST /api/agent/DbsetAnalysis': { body: {} },
    // Work orders and Word formats.
    'GET /api/workorder/Detail': { query: { woNo: ids.workOrder } },
    'POST /api/workorder/Create': { body: { woType: '咨询', userId: c, title: '走查', content: '走查' } },
    'POST /api/workorder/Reply': { body: { woNo: ids.workOrder, content: '补充' } },
    'POST /api/workorder/Urge': { body: { woNo: ids.workOrder } },
    'POST /api/workorder/Close': { body: { woNo: ids.workOrder } },
    'POST /api/workorder/Confirm': { body: { woNo: ids.resolvedWorkOrder } },
    'POST /api/workorder/Reopen': { body: { woNo: ids.resolvedWorkOrder } },
    'POST /api/workorder/Rate': { body: { woNo: ids.resolvedWorkOrder, rating: 5 } },
    'GET /api/WordFormat/Detail': { query: { reqNo: ids.wordFormat } },
    'POST /api/WordFormat/Reply': { body: { reqNo: ids.wordFormat, content: '补充' } },
    'POST /api/WordFormat/Create': { body: { userId: c, formatName: '走查', docType: '销售单', requirement: '走查', expectDate: '2099-01-01', samples: [] } },
    'POST /api/WordFormat/Revoke': { body: { reqNo: ids.wordFormat } },
    'POST /api/WordFormat/Pay': { body: { reqNo: ids.wordFormat } },
    'POST /api/WordFormat/Confirm': { body: { reqNo: ids.checkingWordFormat } },
    'GET /api/WordFormat/Download': { query: { reqNo: ids.doneWordFormat } },
    // The agent's own settings, staff and records (no customer in them).
    'POST /api/role/SaveRole': { body: { id: ids.role, roleName: '走查角色' }, names: 'agent' },
    'POST /api/role/SetRoleStatus': { body: { id: ids.role, status: '停用' }, names: 'agent' },
    'POST /api/role/DeleteRole': { body: { id: ids.role }, names: 'agent' },
    'GET /api/role/GetRoleGrants': { query: { roleId: String(ids.role) } },
    'POST /api/role/SaveRoleGrants': { body: { roleId: ids.role, keys: [] }, names: 'agent' },
    'POST /api/account/AddChildAccount': { body: { accountName: 'walk0001', name: '王五', phone: '13900000001', roleId: ids.role, password: 'Walk@2026abc', confirmPassword: 'Walk@2026abc', status: '启用' }, names: 'agent' },
    'GET /api/account/ChildAccountDetail': { query: { id: String(ids.staff) } },
    'POST /api/account/UpdateChildAccount': { body: { id: ids.staff, name: '李娜', phone: '13800000002', roleId: ids.role }, names: 'agent' },
    'POST /api/account/SetChildAccountStatus': { body: { id: ids.staff, status: '停用' }, names: 'agent' },
    'POST /api/account/ResetChildAccountPassword': { body: { id: ids.staff }, names: 'agent' },
    'POST /api/account/DeleteChildAccount': { body: { id: ids.staff } },
    'POST /api/account/GetAuthChildAccountInfo': { body: { accountId: ids.staff } },
    'POST /api/account/GetUnAuthChildAccountInfo': { body: { accountId: ids.staff } },
    'POST /api/account/SaveUserInfoAuth': { body: { accountId: ids.staff, add: [c], remove: [] } },
    'POST /api/account/GetManagedAccounts': { body: { accountId: ids.staff } },
    'POST /api/account/GetUnmanagedAccounts': { body: { accountId: ids.staff } },
    'POST /api/account/SaveAuthManager': { body: { accountId: ids.staff, add: [], remove: [] }, names: 'agent' },
    'GET /api/userTransfer/GetTransfer': { query: { id: String(ids.transfer) } },
    'POST /api/userTransfer/TransferLinePageList': { body: { ...LIST, filters: { id: ids.transfer } } },
    'POST /api/userTransfer/OwnerCustomers': { body: { ...LIST, owner: `agent:${walker.agentId}` } },
    'POST /api/userTransfer/Preview': { body: { from: `agent:${walker.agentId}`, to: `agent:${walker.subAgentId}`, customerIds: [c] } },
    'POST /api/userTransfer/Transfer': { body: { from: `agent:${walker.agentId}`, to: `agent:${walker.subAgentId}`, customerIds: [c], code: CODE } },
    'POST /api/userTransfer/RetryFailed': { body: { id: ids.transfer } },
    'GET /api/tiktokImport/GetBatch': { query: { batchNo: ids.tiktokBatch } },
    'POST /api/tiktokImport/LinePageList': { body: { ...LIST, filters: { batchNo: ids.tiktokBatch } } },
    'GET /api/tiktokImport/FailedLines': { query: { batchNo: ids.tiktokBatch } },
    'POST /api/tiktokImport/ImportRows': { body: { batchNo: ids.tiktokBatch, fileName: 'a.xlsx', total: 3, rows: [{ rowNo: 3, storeOrderNo: 'DY1', goods: '会员卡', buyerPhone: '13900000001', paid: '9.90', orderTime: '2026-11-01 10:00' }] }, names: 'agent' },
    'POST /api/tiktokImport/CancelImport': { body: { batchNo: ids.tiktokBatch }, names: 'agent' },
    'GET /api/contract/Text': { query: { id: String(ids.contract) } },
    'POST /api/contract/Sign': { body: { id: ids.contract, agreed: true, code: CODE }, names: 'agent' },
    'POST /api/contract/Renew': { body: { id: ids.contract }, names: 'agent' },
    'POST /api/qualification/Submit': { body: { data: {} }, names: 'own' },
    'POST /api/qualification/Withdraw': { body: {}, names: 'own' },
    'GET /api/notice/Detail': { query: { id: '1' } },
    'GET /api/notice/Attachment': { query: { id: '1', index: '0' } },
    'POST /api/notice/ReadAll': { body: {}, names: 'own' },
    'GET /api/aiuu/user/Detail': { query: { mobile: ids.aiuuMember } },
    'POST /api/aiuu/user/GiftMember': { body: { mobile: ids.aiuuMember, memberType: 'MONTH_CARD' }, names: 'agent' },
    'POST /api/aiuu/tiktok/Unbind': { body: { id: ids.aiuuBinding }, names: 'agent' },
    'POST /api/aiuu/promoter/Add': { body: { name: '王五', tel: '13900000001' }, names: 'own' },
    'POST /api/aiuu/promoter/SetStatus': { body: { code: ids.promoter, status: '停用' }, names: 'agent' },
    'POST /api/aiuu/promoter/MakeLink': { body: { code: ids.promoter, type: 1 }, names: 'agent' },
    'GET /api/aiuu/settlement/Detail': { query: { settleNo: ids.settlement } },
    'POST /api/aiuu/settlement/Apply': { body: { period: '2026-10', orderNos: [], payeeName: '王五', bankName: '招商银行', accountNo: '6225880000000000', invoiceFileName: 'a.pdf', invoiceBase64: '', idempotencyKey: key('settle') }, names: 'own' },
    'POST /api/aiuu/settlement/Revoke': { body: { settleNo: ids.settlement }, names: 'agent' },
    'GET /api/aiuu/settlement/Voucher': { query: { settleNo: ids.settlement } },
    // The signed-in account's own things.
    'POST /api/account/updateLoginPassword': { body: { oldPassword: 'x', password: 'Walk@2026abc', agPassWord: 'Walk@2026abc' }, names: 'own' },
    'POST /api/Auth/Logout': { body: {}, names: 'own' },
    'POST /api/auth/IgnoreSamplePwd': { body: {}, names: 'own' },
    'POST /api/image/Upload': { body: {}, names: 'own' },
    'POST /api/Consultation/GetCloudUploadParam': { body: { fileName: 'a.png' }, names: 'own' },
    'POST /api/Promotion/DeleteFileByObjStoreageId': { body: { objStorUseTo: 2, param: [] }, names: 'own' },
    'POST /api/Consultation/create': { body: { content: '走查反馈' }, names: 'own' },
    'GET /api/Consultation/MyList': { query: {} },
    'POST /api/favourite/Add': { body: { url: customersScreens.customerList.path }, names: 'own' },
    'POST /api/favourite/Remove': { body: { url: customersScreens.customerList.path }, names: 'own' },
    'POST /api/favourite/Sort': { body: { urls: [] }, names: 'own' },
    'POST /api/preference/Save': { body: { preferences: { colourScheme: 'dark', primaryColour: 'blue', density: 'compact', fontSize: 'large', menuFolded: true, tabStyle: 'card', breadcrumbs: true, autoLockMinutes: 5 } }, names: 'own' },
    'POST /api/preference/Reset': { body: {}, names: 'own' },
    'POST /api/preference/PinnedTabs': { body: { pinnedTabs: [{ url: customersScreens.customerList.path, title: '客户信息管理' }] }, names: 'own' },
    'POST /api/preference/Watermark': { body: { shown: true, staff: false }, names: 'own' },
    'POST /api/auth/Unlock': { body: { password: 'x' }, names: 'own' },
    'POST /api/safety/SendOperationCode': { body: { purpose: 'dangerousOp' }, names: 'own' },
    'POST /api/workorder/GetCloudUploadParam': { body: { fileName: 'a.png' }, names: 'own' },
    'POST /api/upload/RefreshCloudUploadParam': { body: { path: `dbfile/${c}/a.png`, bucketName: 'x' }, names: 'own' },
    'POST /api/upload/direct/Initiate': { body: { path: `dbfile/${c}/a.bak` }, names: 'own' },
    'PUT /api/upload/direct/Part': { query: { uploadId: 'x', path: `dbfile/${c}/a.bak`, partNumber: '1' }, names: 'own' },
    'GET /api/upload/direct/Parts': { query: { uploadId: 'x', path: `dbfile/${c}/a.bak` } },
    'POST /api/upload/direct/Complete': { body: { uploadId: 'x', path: `dbfile/${c}/a.bak`, parts: [] }, names: 'own' },
    'GET /api/upload/direct/Object': { query: { path: `dbfile/${c}/a.bak` } },
    'POST /api/upload/direct/Abort': { body: { uploadId: 'x', path: `dbfile/${c}/a.bak` }, names: 'own' },
    'POST /api/banner/Save': { body: { url: '', sort: 1 }, names: 'agent' },
    'POST /api/banner/Move': { body: { id: 1, direction: 'up' }, names: 'agent' },
    'POST /api/banner/SetStatus': { body: { id: 1, status: '下架' }, names: 'agent' },
    'POST /api/banner/Delete': { body: { id: 1 }, names: 'agent' },
    // Public pages and calls (registration, sign-in, gifts, the payer's phone): nothing of a tenant to name.
    'POST /api/account/GeneralCustomerValidCode': { body: { userName: 'agent01' }, names: 'own' },
    'POST /api/Auth/Login': { body: { Username: 'agent01', password: 'x', accountType: 2, authorCode: CODE }, names: 'own' },
    'POST /api/account/GeneralRegisterValidCode': { body: { userName: '13900000001', captcha: 'x' }, names: 'own' },
    'POST /api/user/UserRegisterTry': {
      body: { userName: '走查试用', password: 'Walk@2026abc', productId: 1, versonId: 1, userCount: 10, agentNo: 'A10001', localityId: 1, host: 'walkhost', source: 1, imgCode: 'x', telCode: CODE, tel: '13900000001', pwd: 'Walk@2026abc', isCheck: true },
      names: 'own',
    },
    'POST /api/agentAiUUMarketing/getvalidcode': { body: { tel: '13900000001' }, names: 'own' },
    'POST /api/agentAiUUMarketing/registeraccount': { body: { tel: '13900000001', code: CODE, agentNo: 'A10001', promoter: ids.promoter }, names: 'own' },
    'POST /api/agentAiUUMarketing/visit': { body: { giftType: 1, agentNumber: 'A10001', promoter: ids.promoter }, names: 'own' },
    'POST /api/hosted/captcha/session': { body: {}, names: 'own' },
    'POST /api/hosted/captcha/verify': { body: { sessionId: 'x', track: [] }, names: 'own' },
    'POST /api/account/ForgetPasswordValidCode': { body: { userName: 'agent01' }, names: 'own' },
    'POST /api/account/CheckForgetPasswordCode': { body: { userName: 'agent01', code: CODE }, names: 'own' },
    'POST /api/account/ResetPassword': { body: { ticket: 'x', password: 'Walk@2026abc', agPassWord: 'Walk@2026abc' }, names: 'own' },
    'POST /api/hosted/wechat/confirm': { body: { uuid: 'x', identity: 'wx-new' }, names: 'own' },
    'POST /api/auth/LoginWechat': { body: { code: 'x', state: 'x' }, names: 'own' },
    'POST /api/auth/LoginWechatAndBind': { body: { Username: 'agent01', password: 'x', accountType: 2, authorCode: CODE, unionId: 'x' }, names: 'own' },
    'POST /legacy/login': { body: { account: 'agent01', password: 'x' }, names: 'own' },
    'POST /tiktok-store/authorize/:token/confirm': { params: { token: 'x' }, body: { action: 'agree' }, names: 'own' },
    'POST /api/Locality/getlocalitybyproductid': { body: { id: 1, pVersonId: 1 } },
    'POST /api/Service/isexisthost': { body: { host: 'walkhost' } },
    'POST /app/account/login/sendLoginSms': { body: { mobile: '13900000001' }, names: 'own' },
    'POST /app/account/login/login': { body: { mobile: '13900000001', authCode: CODE }, names: 'own' },
    'POST /invite/check': { query: { inviteId: 'x' }, body: {} },
    'POST /buyCardGive/check': { query: { buyId: 'x' }, body: {} },
  };
}
