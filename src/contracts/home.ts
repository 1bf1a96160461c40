// The home page's counts (docs/product.md#routes), shared by the portal and the stand-in.

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
