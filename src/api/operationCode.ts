import { api } from './client.ts';
import type { OperationPurpose } from '../contracts/operationCode.ts';

/** Sends a code to the signed-in account's own bound phone (its answer's message says so). */
export const sendOperationCode = (purpose: OperationPurpose) => api.post<true>('/api/safety/SendOperationCode', { purpose });
