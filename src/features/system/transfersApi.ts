import { systemScreens } from '../../contracts/screens/system.ts';
import { api } from '../../api/client.ts';
import type { PagedAnswer } from '../../contracts/list.ts';
import type { OwnerCustomer, TransferBatch, TransferChoice, TransferLine, TransferOwner, TransferPreview, TransferRequest } from '../../contracts/transfers.ts';
import { TRANSFER_PURPOSE } from '../../contracts/transfers.ts';
import { sendOperationCode } from '../../api/operationCode.ts';
import { listResource } from '../../api/resource.ts';

export type { OwnerCustomer, TransferBatch, TransferLine, TransferOwner, TransferPreview };

/** The agent's transfer batches, newest first. */
export const transfers = listResource<TransferBatch, typeof systemScreens.userTransfer.list>(systemScreens.userTransfer.list);

/** One batch's customers (the list is scoped by the `id` in the address). */
export const transferLines = listResource<TransferLine, typeof systemScreens.userTransferDetail.list>(systemScreens.userTransferDetail.list);

export const getTransfer = (id: string, signal?: AbortSignal) => api.get<TransferBatch>('/api/userTransfer/GetTransfer', { id }, { signal });

export const transferOwners = (signal?: AbortSignal) => api.get<TransferOwner[]>('/api/userTransfer/Owners', undefined, { silent: true, noDialog: true, signal });

/** One page of an owner's customers, searched by name or phone. */
export const ownerCustomers = (owner: string, keyword: string, pageIndex: number, pageSize: number, signal?: AbortSignal) =>
  api.post<PagedAnswer<OwnerCustomer>>(
    '/api/userTransfer/OwnerCustomers',
    { owner, keyword: keyword.trim() || undefined, pageIndex, pageSize },
    { silent: true, noDialog: true, signal },
  );

/** Which of `customerIds` the owner still has (a kept choice checked again): its customers narrowed to them, every page. */
export async function stillOwnedCustomers(owner: string, customerIds: readonly number[]): Promise<number[]> {
  const owned: number[] = [];
  for (let pageIndex = 1; ; pageIndex += 1) {
    const page = await api.post<PagedAnswer<OwnerCustomer>>('/api/userTransfer/OwnerCustomers', { owner, customerIds, pageIndex, pageSize: 100 }, { silent: true, noDialog: true });
    owned.push(...page.list.map((customer) => customer.id));
    if (page.list.length === 0 || owned.length >= page.total) return owned;
  }
}

// The wizard shows these failures itself.
export const previewTransfer = (choice: TransferChoice) => api.post<TransferPreview>('/api/userTransfer/Preview', choice, { silent: true, noDialog: true });
export const runTransfer = (request: TransferRequest) => api.post<TransferBatch>('/api/userTransfer/Transfer', request, { silent: true, noDialog: true });
export const sendTransferCode = () => sendOperationCode(TRANSFER_PURPOSE);

export const retryFailedTransfers = (id: number) => api.post<TransferBatch>('/api/userTransfer/RetryFailed', { id });
