import { api } from './client.ts';

/** The renewal queue's chip counts (已到期, 7天内, 30天内) the home page and the dashboard show and open. */
export interface ExpiredServiceCount {
  /** Expired and still in the queue (neither stopped nor cleared). */
  expired: number;
  within7Days: number;
  within30Days: number;
}

export interface NoticeSummary {
  id: number;
  title: string;
  isTop: boolean;
  isRead: boolean;
  publishTime: string;
}

export const getExpiredServiceCount = () => api.get<ExpiredServiceCount>('/api/service/ExpiredServiceCount');
export const getUnreadNoticeCount = () => api.get<number>('/api/notice/UnreadCount');
export const getLatestNotices = (number = 5) => api.get<NoticeSummary[]>('/api/notice/LatestList', { number });
/** 待处理工单: the signed-in agent's work orders in an open status (WORK_ORDER_OPEN_STATUSES). */
export const getOpenWorkOrderCount = () => api.get<number>('/api/workorder/OpenCount');
/** The list of exactly the work orders getOpenWorkOrderCount counts (进度 未完结). */
export const OPEN_WORK_ORDERS_HREF = '/myWorkOrder?progress=open';
