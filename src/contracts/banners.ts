// Login carousel banners (/loginBannerManage and the login page), shared by the portal and the stand-in.

export type BannerStatus = '上架' | '下架';

export interface Banner {
  id: number;
  /** Where the picture is served (an uploaded image or a drawn one). */
  picUrl: string;
  /** The uploaded image's id; null for the drawn seed pictures. */
  imageId: string | null;
  url: string;
  sort: number;
  status: BannerStatus;
  /** Epoch milliseconds. */
  updatedAt: number;
}

/** 新增 (no id) or 编辑 (id): the image is required when adding. */
export interface BannerSave {
  id?: number;
  imageId?: string;
  url: string;
  sort: number;
}

export type BannerMove = { id: number; direction: 'up' | 'down' };

/** An image stored by the stand-in's image endpoint. */
export interface StoredImage {
  imageId: string;
  url: string;
}

/** At most this many banners are 上架 (the login page shows five). */
export const MAX_LISTED_BANNERS = 5;
