import { api } from './client.ts';
import type { ExpiredServiceCount, NoticeSummary } from '../contracts/home.ts';
import { workOrdersScreens } from '../contracts/screens/workOrders.ts';

// Each takes the signal of the page that shows it: leaving the page cancels what it still waits for.
export const getExpiredServiceCount = (signal?: AbortSignal) => api.get<ExpiredServiceCount>('/api/service/ExpiredServiceCount', undefined, { signal });
export const getUnreadNoticeCount = (signal?: AbortSignal) => api.get<number>('/api/notice/UnreadCount', undefined, { signal });
export const getLatestNotices = (number = 5, signal?: AbortSignal) => api.get<NoticeSummary[]>('/api/notice/LatestList', { number }, { signal });
/** 待处理工单: the signed-in agent's work orders in an open status (WORK_ORDER_OPEN_STATUSES). */
export const getOpenWorkOrderCount = (signal?: AbortSignal) => api.get<number>('/api/workorder/OpenCount', undefined, { signal });
/** The list of exactly the work orders getOpenWorkOrderCount counts (进度 未完结). */
export const OPEN_WORK_ORDERS_HREF = workOrdersScreens.myWorkOrder.href({ progress: 'open' });
