// Feedback (意见反馈) and its attachments (docs/product.md#routes), shared by the portal and the stand-in.

/** An attachment as saved: its object's path and the storage configuration it is in (docs/product.md#fields). */
export interface FeedbackFile {
  filePath: string;
  objectStorageId: number;
}

export interface FeedbackForm {
  content: string;
  tel: string;
  fileList: FeedbackFile[];
}

export interface MyFeedback {
  id: number;
  content: string;
  tel: string;
  createTime: string;
  replyContent: string | null;
  replyTime: string | null;
  fileList: Array<FeedbackFile & { url: string }>;
}

export interface Page<T> {
  total: number;
  list: T[];
}
