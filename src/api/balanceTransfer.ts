import type { TransferRequest } from '../../machines/balanceTransfer.machine.ts';
import { api } from './client.ts';
import type { BalanceTransferDone, SubAgentOption } from '../contracts/recharges.ts';
import { sendOperationCode } from './operationCode.ts';

/** The calls of M15 (划拨给二级代理), shared by the finance page and the sub-agent list; the dialog shows refusals itself. */
export const balanceTransferCalls = {
  subAgents: () => api.get<SubAgentOption[]>('/orderapi/Account/SubAgents'),
  transfer: (request: TransferRequest) => api.post<BalanceTransferDone>('/orderapi/Account/TransferToSubAgent', request, { silent: true, noDialog: true }),
  sendCode: () => sendOperationCode('balanceTransfer'),
  attemptKey: () => crypto.randomUUID(),
};
