import { agentsScreens } from '../../contracts/screens/agents.ts';
import { api } from '../../api/client.ts';
import type {
  BoardData,
  ConsumeRecord,
  DbsetAnalysis,
  Dongle,
  IShopPlugin,
  Registration,
  SalesChart,
  SalesChartRequest,
  SubAgent,
  SubAgentValues,
  UserCountAbnormal,
  UserCountAbnormalDetail,
  UserOrder,
  UserOrderCount,
} from '../../contracts/agents.ts';
import type { PagedAnswer } from '../../contracts/list.ts';
import { sendOperationCode } from '../../api/operationCode.ts';
import { listResource } from '../../api/resource.ts';

export type { BoardData, ConsumeRecord, DbsetAnalysis, Dongle, IShopPlugin, Registration, SalesChart, SubAgent, SubAgentValues, UserCountAbnormal, UserCountAbnormalDetail, UserOrder, UserOrderCount };

/** Forms and dialogs show the server's refusal themselves. */
const quiet = { silent: true, noDialog: true };

export const subAgents = listResource<SubAgent, typeof agentsScreens.secondaryAgent.list>(agentsScreens.secondaryAgent.list);
export const addSubAgent = (form: SubAgentValues) => api.post<SubAgent>('/api/agent/AddSubAgent', form, quiet);
export const editSubAgent = (id: number, form: SubAgentValues) => api.post<SubAgent>('/api/agent/EditSubAgent', { id, ...form }, quiet);
export const setSubAgentFrozen = (id: number, frozen: boolean) => api.post<SubAgent>('/api/agent/SetSubAgentStatus', { id, frozen });
export const resetSubAgentPassword = (id: number) => api.post<{ loginAccount: string; password: string }>('/api/agent/ResetSubAgentPassword', { id });

/** The sub-agents' consumption; each page also reports the sum of 金额 over every matching row. */
export const consumeRecords = (onSum: (sum: number) => void) =>
  listResource<ConsumeRecord, typeof agentsScreens.consumeRecord.list, PagedAnswer<ConsumeRecord> & { sum: number }>(agentsScreens.consumeRecord.list, { onPage: (page) => onSum(page.sum) });
export const salesChart = (request: SalesChartRequest, signal?: AbortSignal) => api.post<SalesChart>('/api/agent/SalesChart', request, { signal });

export const registrations = listResource<Registration, typeof agentsScreens.registerInfo.list>(agentsScreens.registerInfo.list);
export const followRegistration = (userId: number) => api.post<Registration>('/api/agent/FollowRegistration', { userId });
export const extendTrial = (userId: number, days: number) => api.post<Registration>('/api/agent/ExtendTrial', { userId, days }, quiet);
export const abandonRegistration = (userId: number) => api.post<Registration>('/api/agent/AbandonRegistration', { userId });

export const dongles = listResource<Dongle, typeof agentsScreens.dogNumber.list>(agentsScreens.dogNumber.list);
export const bindDongle = (dogNo: string, userId: number) => api.post<Dongle>('/api/agent/BindDongle', { dogNo, userId }, quiet);
export const unbindDongle = (dogNo: string, confirmName: string, code: string) => api.post<Dongle>('/api/agent/UnbindDongle', { dogNo, confirmName, code }, quiet);
export const reportDongleLost = (dogNo: string) => api.post<Dongle>('/api/agent/ReportDongleLost', { dogNo });
export const sendDangerousOpCode = () => sendOperationCode('dangerousOp');

export const abnormalList = listResource<UserCountAbnormal, typeof agentsScreens.userCountAbnormal.list>(agentsScreens.userCountAbnormal.list);
export const abnormalDetail = (id: number) => api.get<UserCountAbnormalDetail>('/api/agent/AbnormalDetail', { id });
export const ignoreAbnormal = (id: number, reason: string) => api.post<UserCountAbnormal>('/api/agent/IgnoreAbnormal', { id, reason }, quiet);
export const notifyAbnormal = (id: number) => api.post<UserCountAbnormal>('/api/agent/NotifyAbnormal', { id });

export const userOrderCounts = listResource<UserOrderCount, typeof agentsScreens.userOrderCount.list>(agentsScreens.userOrderCount.list);
export const userOrders = listResource<UserOrder, typeof agentsScreens.userOrderDetail.list>(agentsScreens.userOrderDetail.list);
export const iShopPlugins = listResource<IShopPlugin, typeof agentsScreens.iShopMarketing.list>(agentsScreens.iShopMarketing.list);

export const board = (signal?: AbortSignal) => api.get<BoardData>('/api/agent/Board', undefined, { signal });
export const dbsetAnalysis = (filters: { productName?: string; agentNo?: string; dateFrom?: string; dateTo?: string }, signal?: AbortSignal) =>
  api.post<DbsetAnalysis>('/api/agent/DbsetAnalysis', filters, { signal });
/** Figures of other areas the dashboard shows (each from the call its own screen uses). */
export const invoicesInReview = async () =>
  (await api.post<PagedAnswer<unknown>>('/api/Invoice/InvoicePageList', { pageIndex: 1, pageSize: 1, filters: { status: '待审核' } }, quiet)).total;
