import { customersScreens } from '../../contracts/screens/customers.ts';
import { api, download } from '../../api/client.ts';
import type {
  AnnualFee,
  AnnualFeeChange,
  AppFile,
  CustomerDetail,
  CustomerInfoUpdate,
  CustomerTrack,
  CustomerTrackInput,
  CustomerTrackThread,
  RenewalPage,
  RenewalRecord,
} from '../../contracts/customerRecords.ts';
import type { PagedAnswer } from '../../contracts/list.ts';
import { listResource } from '../../api/resource.ts';

export type { AnnualFee, AppFile, CustomerDetail, CustomerTrack, CustomerTrackThread, RenewalRecord };

/** Drawer and modal calls show their refusal themselves (inside the form). */
const quiet = { silent: true, noDialog: true };

export const getCustomerDetail = (userId: number) => api.get<CustomerDetail>('/api/user/GetDetail', { userId });
export const updateCustomerInfo = (update: CustomerInfoUpdate) => api.post<CustomerDetail>('/api/user/UpdateUserInfo', update, quiet);

export const customerTracks = listResource<CustomerTrack, typeof customersScreens.customerTrack.list>(customersScreens.customerTrack.list);
export const getTrackThread = (id: number) => api.get<CustomerTrackThread>('/api/CustomerTrack/Thread', { id });
export const saveTrack = (input: CustomerTrackInput) =>
  api.post<CustomerTrack>(input.id ? '/api/CustomerTrack/Update' : '/api/CustomerTrack/Add', input, quiet);
export const deleteTrack = (id: number) => api.post<boolean>('/api/CustomerTrack/Delete', { id });

/** The newest rows of a customer's list, for a detail's related list. */
async function latest<T>(endpoint: string, userId: number): Promise<PagedAnswer<T>> {
  return api.post<PagedAnswer<T>>(endpoint, { pageIndex: 1, pageSize: 10, filters: { userId: String(userId) } });
}
export const latestTracks = (userId: number) => latest<CustomerTrack>('/api/CustomerTrack/PageList', userId);
export const latestRenewals = (userId: number) => latest<RenewalRecord>('/api/user/RenewPageList', userId);
export const latestAppFiles = (userId: number) => latest<AppFile>('/api/AppFile/PageList', userId);

/** The renewal list; each page also reports the sum of 金额 over every matching row. */
export const renewals = (onSum: (sum: number) => void) =>
  listResource<RenewalRecord, typeof customersScreens.renewList.list, RenewalPage>(customersScreens.renewList.list, { onPage: (page) => onSum(page.sum) });

export const appFiles = listResource<AppFile, typeof customersScreens.appFileList.list>(customersScreens.appFileList.list);
export const downloadAppFile = (file: AppFile) => download('/api/AppFile/Download', { id: String(file.id) }, file.fileName);
export const deleteAppFile = (id: number) => api.post<boolean>('/api/AppFile/Delete', { id });

export const annualFees = listResource<AnnualFee, typeof customersScreens.annualFee.list>(customersScreens.annualFee.list);
export const modifyAnnualFee = (change: AnnualFeeChange) => api.post<AnnualFee>('/api/user/modifyUserAnnualFee', change, quiet);
