import { api } from '../../api/client.ts';
import type { PagedAnswer } from '../../contracts/list.ts';
import type { AuthLink, ValueAddedCandidate, ValueAddedKind, ValueAddedRecord, ValueAddedService } from '../../contracts/valueAdded.ts';
import { listResource } from '../../api/resource.ts';
import { valueAddedLists, type ValueAddedRecordList, type ValueAddedServiceList } from '../../contracts/screens/valueAdded.ts';

export type { ValueAddedCandidate, ValueAddedKind, ValueAddedRecord, ValueAddedService };

const quiet = { silent: true, noDialog: true };

export const serviceList = (kind: ValueAddedKind) => listResource<ValueAddedService, ValueAddedServiceList>(valueAddedLists.services(kind));
export { getValueAddedService as getService } from '../../api/valueAdded.ts';
export const candidates = (kind: ValueAddedKind, keyword: string) => api.get<ValueAddedCandidate[]>('/api/ValueAdded/Candidates', { kind, keyword: keyword.trim() }, quiet);
export const setStopped = (id: number, stopped: boolean) => api.post<ValueAddedService>('/api/ValueAdded/SetStatus', { id, stopped });
export const authLink = (id: number) => api.post<AuthLink>('/api/ValueAdded/AuthLink', { id });
export const unbind = (id: number) => api.post<ValueAddedService>('/api/ValueAdded/Unbind', { id });

/** A kind's record lines; each page also reports the sum of 金额 over every matching line. */
export const recordList = (kind: ValueAddedKind, onSum: (sumFen: number) => void) =>
  listResource<ValueAddedRecord, ValueAddedRecordList, PagedAnswer<ValueAddedRecord> & { sum: number }>(valueAddedLists.records(kind), { onPage: (page) => onSum(page.sum) });
