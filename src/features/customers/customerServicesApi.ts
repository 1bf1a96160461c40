import { customersScreens } from '../../contracts/screens/customers.ts';
import { api } from '../../api/client.ts';
import type {
  BlankRow,
  ClearRecord,
  ClearServiceRequest,
  ClearableService,
  CloseAccountRequest,
  ExpireCounts,
  ExpireRow,
  HostChangeRequest,
  HostRow,
  LabelUse,
  NoRenewReasonRequest,
  PackageRow,
} from '../../contracts/customerServices.ts';
import { sendOperationCode } from '../../api/operationCode.ts';
import { listResource } from '../../api/resource.ts';

export type { BlankRow, ClearRecord, ClearableService, ExpireRow, HostRow, PackageRow };

// Form calls answer their refusal inside the form that made them (silent, no dialog).
const inForm = { silent: true, noDialog: true };

/** 到期客户: the renewal queue, its chip counts and the labels used on it. */
export const expiringServices = listResource<ExpireRow, typeof customersScreens.expireInfo.list>(customersScreens.expireInfo.list);
/** The chip counts under the query bar's keyword, product and label. */
export const expireCounts = (filters: Record<string, string>, signal?: AbortSignal) => api.get<ExpireCounts>('/api/service/ExpireRangeCount', filters, { silent: true, signal });
export const expireLabels = (signal?: AbortSignal) => api.post<LabelUse[]>('/api/service/ExpireLableUseInfo', {}, { silent: true, signal });
export const createNoRenewReason = (request: NoRenewReasonRequest) => api.put<boolean>('/api/service/CreateNoRenewReason', request, inForm);

/** 套餐优化. */
export const packageSuggestions = listResource<PackageRow, typeof customersScreens.optimizePackage.list>(customersScreens.optimizePackage.list);

/** 主机管理. */
export const hosts = listResource<HostRow, typeof customersScreens.hostList.list>(customersScreens.hostList.list);
export const changeHost = (request: HostChangeRequest) => api.post<boolean>('/api/service/UpdateHost', request, inForm);

/** 空户管理. */
export const blankUsers = listResource<BlankRow, typeof customersScreens.blankUsers.list>(customersScreens.blankUsers.list);
export const closeBlankUser = (request: CloseAccountRequest) => api.post<boolean>('/api/user/CloseBlankUser', request, inForm);

/** 清除服务: the services that may be cleared, the clearing and its history. */
export const clearableServices = (keyword: string, signal?: AbortSignal) =>
  api.get<ClearableService[]>('/api/service/ClearableServices', { keyword }, { silent: true, signal });
export const clearService = (request: ClearServiceRequest) => api.post<ClearRecord>('/api/service/ClearService', request, inForm);
export const clearHistory = listResource<ClearRecord, typeof customersScreens.clearService.list>(customersScreens.clearService.list);

/** The phone code that confirms a dangerous operation. */
export const sendDangerousOpCode = () => sendOperationCode('dangerousOp');
