import { paymentsScreens } from '../../contracts/screens/payments.ts';
import { api } from '../../api/client.ts';
import type { LedgerLine, Recharge } from '../../contracts/orders.ts';
import type {
  AccountSummary,
  LedgerPage,
  RechargeCreated,
  RechargeDetail,
  WltCost,
  WltCostDay,
  WltSummary,
} from '../../contracts/recharges.ts';
import { listResource } from '../../api/resource.ts';
import type { RechargeRequest } from '../../../machines/recharge.machine.ts';

export type { LedgerLine, Recharge, RechargeDetail, WltCost, WltCostDay, WltSummary };

/** The form shows the server's refusal itself. */
const quiet = { silent: true, noDialog: true };

export const rechargeList = listResource<Recharge, typeof paymentsScreens.recharge.list>(paymentsScreens.recharge.list);
export const ledgerList = (onSums: (page: LedgerPage) => void) =>
  listResource<LedgerLine, typeof paymentsScreens.financeDetail.list, LedgerPage>(paymentsScreens.financeDetail.list, { onPage: onSums });

export const accountSummary = (signal?: AbortSignal) => api.get<AccountSummary>('/orderapi/Account/Summary', undefined, { silent: true, signal });
export const getRecharge = (rechargeNo: string) => api.get<RechargeDetail>('/orderapi/Recharge/Get', { rechargeNo }, quiet);

/** The file's bytes as base64 (without the data: prefix). */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(new Error('读取转账凭证失败，请重新选择'));
    reader.readAsDataURL(file);
  });
}

export const createRecharge = ({ amountFen, channel, idempotencyKey }: RechargeRequest) =>
  api.post<RechargeCreated>('/orderapi/Recharge/Create', { amountFen, channel, idempotencyKey }, quiet);

export async function submitTransfer({ amountFen, slip, idempotencyKey }: RechargeRequest): Promise<RechargeCreated> {
  if (!slip) throw new Error('请上传转账凭证');
  const slipBase64 = await base64Of(slip);
  return api.post<RechargeCreated>('/orderapi/Recharge/Transfer', { amountFen, slipFileName: slip.name, slipBase64, idempotencyKey }, quiet);
}


export const wltSummary = (signal?: AbortSignal) => api.get<WltSummary>('/orderapi/Wlt/Summary', undefined, { silent: true, signal });
export const setWltThreshold = (thresholdFen: number) => api.post<WltSummary>('/orderapi/Wlt/SetThreshold', { thresholdFen }, quiet);
export const wltCosts = listResource<WltCost, typeof paymentsScreens.wltUserCost.list>(paymentsScreens.wltUserCost.list);
export const wltCostDetail = (userId: number, month: string, signal?: AbortSignal) =>
  api.post<WltCostDay[]>('/orderapi/Wlt/CostDetail', { userId, month }, { signal });

/** A fresh key for one attempt of a money call. */
export const attemptKey = () => crypto.randomUUID();
