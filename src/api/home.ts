import { api } from './client.ts';

export interface ExpiredServiceCount {
  /** Expired within the last 30 days. */
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
export const getOpenWorkOrderCount = () => api.get<number>('/api/workorder/OpenCount');
