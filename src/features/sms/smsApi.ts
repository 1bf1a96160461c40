import { smsScreens } from '../../contracts/screens/sms.ts';
import { api } from '../../api/client.ts';
import type {
  CloudSmsCustomer, SendAnswer, SendCancelAnswer, SendRequest, SignInput, SmsApp, SmsLedgerLine, SmsOrder, SmsOrderRequest, SmsOverview, SmsSendRecord, SmsSign,
  SmsTemplate, TemplateInput,
} from '../../contracts/sms.ts';
import { listResource } from '../../api/resource.ts';

export type { CloudSmsCustomer, SendAnswer, SignInput, SmsApp, SmsLedgerLine, SmsOrder, SmsSendRecord, SmsSign, SmsTemplate, TemplateInput };

// Forms keep what was typed on a refusal: their calls are silent and show the message themselves.
const quiet = { silent: true, noDialog: true };

export const smsApps = listResource<SmsApp, typeof smsScreens.appList.list>(smsScreens.appList.list);
export const getSmsApp = (id: number, signal?: AbortSignal) => api.get<SmsApp>('/api/sms/App/Get', { id }, { ...quiet, signal });
export const addApp = (appName: string, userId: number) => api.post<{ id: number }>('/api/sms/App/Add', { appName, userId }, quiet);
export const renameApp = (id: number, appName: string) => api.post('/api/sms/App/Update', { id, appName }, quiet);
export const setAppEnabled = (id: number, enabled: boolean) => api.post('/api/sms/App/Status', { id, enabled });

/** The signature lists of /SignList and /autograph: the same sort and filter names. */
export type SignList = typeof smsScreens.signList.list | typeof smsScreens.autograph.list;

/** The agent's signatures (/SignList) or its cloud customers' (/autograph). */
export function signCalls(perCustomer: boolean) {
  const prefix = perCustomer ? '/api/sms/CloudSign' : '/api/sms/Sign';
  return {
    list: listResource<SmsSign, SignList>(perCustomer ? smsScreens.autograph.list : smsScreens.signList.list),
    get: (id: number) => api.get<SmsSign>(`${prefix}/Get`, { id }, quiet),
    add: (input: SignInput) => api.post<SmsSign>(`${prefix}/Add`, input, quiet),
    update: (id: number, input: SignInput) => api.post<SmsSign>(`${prefix}/Update`, { ...input, id }, quiet),
    withdraw: (id: number) => api.post<SmsSign>(`${prefix}/Withdraw`, { id }),
    remove: (id: number) => api.post(`${prefix}/Delete`, { id }),
  };
}
export type SignCalls = ReturnType<typeof signCalls>;

export const templates = listResource<SmsTemplate, typeof smsScreens.templateList.list>(smsScreens.templateList.list);
export const addTemplate = (input: TemplateInput) => api.post<SmsTemplate>('/api/sms/Template/Add', input, quiet);
export const updateTemplate = (id: number, input: TemplateInput) => api.post<SmsTemplate>('/api/sms/Template/Update', { ...input, id }, quiet);
export const withdrawTemplate = (id: number) => api.post<SmsTemplate>('/api/sms/Template/Withdraw', { id });
export const removeTemplate = (id: number) => api.post('/api/sms/Template/Delete', { id });

export const getTemplate = (id: number) => api.get<SmsTemplate>('/api/sms/Template/Get', { id }, quiet);

/** Every approved signature to pick from: the agent's own, or one cloud customer's (/autograph, 群发 for it). */
export const approvedSigns = (userId: number | null = null) =>
  userId === null ? api.get<SmsSign[]>('/api/sms/Sign/Approved', undefined, quiet) : api.get<SmsSign[]>('/api/sms/CloudSign/Approved', { userId }, quiet);
/** Every approved template to send with. */
export const approvedTemplates = () => api.get<SmsTemplate[]>('/api/sms/Template/Approved', undefined, quiet);

export const sendRecords = listResource<SmsSendRecord, typeof smsScreens.smsList.list>(smsScreens.smsList.list);
export const sendSms = (request: SendRequest) => api.post<SendAnswer>('/api/sms/Send', request, quiet);
/** Cancels a 定时发送 still 待发送 (the whole batch); a refusal is shown as the server words it. */
export const cancelSend = (batchNo: string) => api.post<SendCancelAnswer>('/api/sms/Send/Cancel', { batchNo });
export const smsOverview = (signal?: AbortSignal) => api.get<SmsOverview>('/api/sms/Overview', undefined, { ...quiet, signal });

export const ledger = listResource<SmsLedgerLine, typeof smsScreens.smsRecord.list>(smsScreens.smsRecord.list);
export const cloudCustomers = listResource<CloudSmsCustomer, typeof smsScreens.cloudSms.list>(smsScreens.cloudSms.list);

/** One cloud customer of the agent's, by its customer id (the list filtered by it). */
export async function cloudCustomer(userId: number, signal?: AbortSignal): Promise<CloudSmsCustomer> {
  const row = (await cloudCustomers.fetchPage({ page: 1, pageSize: 1, sort: null, filters: { userId: String(userId) } }, undefined, signal)).rows[0];
  if (!row) throw new Error('云短信客户不存在');
  return row;
}

/** What a send is charged to: the agent's pool (customer null), or a cloud customer's count (群发 on /cloudSms). */
export async function sendCount(userId: number | null): Promise<{ customer: string | null; remaining: number }> {
  if (userId === null) return { customer: null, remaining: (await smsOverview()).remaining };
  const row = await cloudCustomer(userId);
  return { customer: row.customerName, remaining: row.remaining };
}
export const moveCounts = (userId: number, qty: number, direction: 'allot' | 'reclaim') =>
  api.post<{ pool: number; remaining: number }>('/api/sms/Cloud/Move', { userId, qty, direction }, quiet);

export const smsOrders = listResource<SmsOrder, typeof smsScreens.rechargeRecordList.list>(smsScreens.rechargeRecordList.list);
export const createSmsOrder = (request: Partial<SmsOrderRequest>) => api.post<{ orderNo: string }>('/api/sms/Order/Create', request);
export const getSmsOrder = (orderNo: string, signal?: AbortSignal) => api.get<SmsOrder>('/api/sms/Order/Get', { orderNo }, { signal });
