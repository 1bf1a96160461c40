import { systemScreens } from '../../contracts/screens/system.ts';
import { api } from '../../api/client.ts';
import type { NoticeDetail, NoticeRow } from '../../contracts/notices.ts';
import { announceNoticesRead } from '../../api/noticeReads.ts';
import { listResource } from '../../api/resource.ts';

export type { NoticeDetail, NoticeRow };
export { NOTICE_TYPES } from '../../contracts/notices.ts';

export const notices = listResource<NoticeRow, typeof systemScreens.noticeList.list>(systemScreens.noticeList.list);

/** Opening a notice marks it read (the home page's count follows). */
export async function openNotice(id: number): Promise<NoticeDetail> {
  const notice = await api.get<NoticeDetail>('/api/notice/Detail', { id }, { silent: true });
  announceNoticesRead();
  return notice;
}

export async function readAllNotices(): Promise<void> {
  await api.post<true>('/api/notice/ReadAll');
  announceNoticesRead();
}
