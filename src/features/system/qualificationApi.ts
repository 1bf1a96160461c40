import { api } from '../../api/client.ts';
import type { Qualification, QualificationData } from '../../contracts/qualification.ts';

export type { Qualification, QualificationData };

export const getQualification = (signal?: AbortSignal) => api.get<Qualification>('/api/qualification/Get', undefined, { silent: true, signal });
/** Refusals show on the page (under the form). */
export const submitQualification = (data: QualificationData) =>
  api.post<Qualification>('/api/qualification/Submit', { data }, { silent: true, noDialog: true });
export const withdrawQualification = () => api.post<Qualification>('/api/qualification/Withdraw', {}, { silent: true, noDialog: true });
