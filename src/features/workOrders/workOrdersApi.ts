import { workOrdersScreens } from '../../contracts/screens/workOrders.ts';
import { api } from '../../api/client.ts';
import type { NewWordFormat, NewWorkOrder, WordFormatDetail, WordFormatRow, WorkOrderDetail, WorkOrderFile, WorkOrderRow } from '../../contracts/workOrders.ts';
import { listResource } from '../../api/resource.ts';

export type { WordFormatDetail, WordFormatRow, WorkOrderDetail, WorkOrderRow };

const quiet = { silent: true, noDialog: true } as const;

export const workOrders = listResource<WorkOrderRow, typeof workOrdersScreens.myWorkOrder.list>(workOrdersScreens.myWorkOrder.list);
export const getWorkOrder = (woNo: string) => api.get<WorkOrderDetail>('/api/workorder/Detail', { woNo });
export const createWorkOrder = (order: NewWorkOrder) => api.post<{ woNo: string }>('/api/workorder/Create', order, quiet);
export const replyWorkOrder = (woNo: string, content: string, files: WorkOrderFile[]) => api.post<WorkOrderDetail>('/api/workorder/Reply', { woNo, content, files }, quiet);
export const urgeWorkOrder = (woNo: string) => api.post<boolean>('/api/workorder/Urge', { woNo }, quiet);
export const closeWorkOrder = (woNo: string) => api.post<WorkOrderDetail>('/api/workorder/Close', { woNo }, quiet);
/** 确认解决, with the rating given in the same prompt (none for an account that may not rate). */
export const confirmWorkOrder = (woNo: string, rating?: number) => api.post<WorkOrderDetail>('/api/workorder/Confirm', { woNo, rating }, quiet);
export const reopenWorkOrder = (woNo: string) => api.post<WorkOrderDetail>('/api/workorder/Reopen', { woNo }, quiet);
export const rateWorkOrder = (woNo: string, rating: number) => api.post<WorkOrderDetail>('/api/workorder/Rate', { woNo, rating }, quiet);

export const wordFormats = listResource<WordFormatRow, typeof workOrdersScreens.msWordFormat.list>(workOrdersScreens.msWordFormat.list);
export const getWordFormat = (reqNo: string) => api.get<WordFormatDetail>('/api/WordFormat/Detail', { reqNo });
export const createWordFormat = (request: NewWordFormat) => api.post<{ reqNo: string }>('/api/WordFormat/Create', request, quiet);
export const revokeWordFormat = (reqNo: string) => api.post<boolean>('/api/WordFormat/Revoke', { reqNo });
export const payWordFormat = (reqNo: string) => api.post<{ orderNo: string }>('/api/WordFormat/Pay', { reqNo });
export const replyWordFormat = (reqNo: string, content: string, files: WorkOrderFile[]) =>
  api.post<WordFormatDetail>('/api/WordFormat/Reply', { reqNo, content, files }, quiet);
export const confirmWordFormat = (reqNo: string) => api.post<boolean>('/api/WordFormat/Confirm', { reqNo });
export const downloadWordFormat = (reqNo: string) => api.get<{ fileName: string; text: string }>('/api/WordFormat/Download', { reqNo });
