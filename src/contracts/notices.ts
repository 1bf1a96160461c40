// Provider notices (/noticeList, /noticeDetail, the home page), shared by the portal and the stand-in.

export const NOTICE_TYPES = ['系统公告', '产品更新', '活动', '政策'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

export interface NoticeRow {
  id: number;
  title: string;
  noticeType: NoticeType;
  /** Epoch milliseconds. */
  publishTime: number;
  read: boolean;
  top: boolean;
}

export interface NoticeAttachment {
  name: string;
  url: string;
}

export interface NoticeDetail extends NoticeRow {
  /** Plain text; paragraphs separated by blank lines. */
  body: string;
  attachments: NoticeAttachment[];
  /** Neighbours by publish time (上一条 is the newer one); null at either end. */
  previousId: number | null;
  nextId: number | null;
}
