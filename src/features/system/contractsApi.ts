import { systemScreens } from '../../contracts/screens/system.ts';
import { api } from '../../api/client.ts';
import { CONTRACT_SIGN_PURPOSE, type Contract, type ContractSign, type ContractText } from '../../contracts/contracts.ts';
import { listResource } from '../../api/resource.ts';
import { sendOperationCode } from '../../api/operationCode.ts';

export type { Contract, ContractText };
export { CONTRACT_TYPES, SIGN_STATUSES } from '../../contracts/contracts.ts';

/** The agent's own contracts with the provider. */
export const contracts = listResource<Contract, typeof systemScreens.contractManage.list>(systemScreens.contractManage.list);

export const getContractText = (id: number, signal?: AbortSignal) => api.get<ContractText>('/api/contract/Text', { id }, { silent: true, signal });
/** The phone code that confirms a signature, sent to the caller's own phone. */
export const sendSignCode = () => sendOperationCode(CONTRACT_SIGN_PURPOSE);
/** Refusals (wrong code…) show inside the dialog. */
export const signContract = (id: number, code: string) =>
  api.post<Contract>('/api/contract/Sign', { id, agreed: true, code } satisfies ContractSign, { silent: true, noDialog: true });
export const renewContract = (id: number) => api.post<Contract>('/api/contract/Renew', { id });
