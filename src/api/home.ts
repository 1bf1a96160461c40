import { api } from './client.ts';
import type { ExpiredServiceCount, NoticeSummary } from '../contracts/home.ts';

export const getExpiredServiceCount = () => api.get<ExpiredServiceCount>('/api/service/ExpiredServiceCount');
export const getUnreadNoticeCount = () => api.get<number>('/api/notice/UnreadCount');
export const getLatestNotices = (number = 5) => api.get<NoticeSummary[]>('/api/notice/LatestList', { number });
/** 待处理工单: the signed-in agent's work orders in an open status (WORK_ORDER_OPEN_STATUSES). */
export const getOpenWorkOrderCount = () => api.get<number>('/api/workorder/OpenCount');
/** The list of exactly the work orders getOpenWorkOrderCount counts (进度 未完结). */
export const OPEN_WORK_ORDERS_HREF = '/myWorkOrder?progress=open';
