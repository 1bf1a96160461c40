// A customer's records (follow-ups, renewals, app files, annual fee, contact details), shared by the portal and the stand-in.
import type { Customer } from './customers.ts';
import type { PagedAnswer } from './list.ts';

export const TRACK_WAYS = ['电话', '微信', '上门', '其他'] as const;
export type TrackWay = (typeof TRACK_WAYS)[number];

/** The contact details beyond the customer list's columns (all optional, '' when unknown). */
export interface CustomerContactInfo {
  landline: string;
  email: string;
  qq: string;
  address: string;
}

/** One customer as its detail page shows it: the list row, the extra contacts, its agent and its service's figures. */
export interface CustomerDetail extends Customer, CustomerContactInfo {
  agentNo: string;
  agentName: string;
  dbSizeMB: number;
  /** 元. */
  annualFee: number;
}

/** POST /api/user/UpdateUserInfo. */
export interface CustomerInfoUpdate extends CustomerContactInfo {
  userId: number;
  name: string;
  contact: string;
  phone: string;
}

export interface CustomerTrack {
  id: number;
  userId: number;
  userName: string;
  contact: string;
  trackWay: TrackWay;
  content: string;
  /** Milliseconds since the epoch. */
  trackTime: number;
  /** YYYY-MM-DD, or null when no next follow-up is planned. */
  nextTime: string | null;
  staffName: string;
  /** Written by the caller (only its author may edit it). */
  mine: boolean;
}

/** POST /api/CustomerTrack/Add (no id) and /api/CustomerTrack/Update (with id). */
export interface CustomerTrackInput {
  id?: number;
  userId: number;
  trackWay: string;
  content: string;
  nextTime?: string | null;
}

/** GET /api/CustomerTrack/Thread?id=: every follow-up of the track's customer, newest first. */
export interface CustomerTrackThread {
  customer: { id: number; name: string; contact: string; phone: string };
  tracks: CustomerTrack[];
}

export interface RenewalRecord {
  id: number;
  orderNo: string;
  userId: number;
  customerName: string;
  productName: string;
  versionName: string;
  /** 用户数 of the service when it was renewed. */
  userCount: number;
  /** 续费时长 in months. */
  months: number;
  oldExpire: number;
  newExpire: number;
  /** 元, two decimals. */
  amount: number;
  payMethod: string;
  operator: string;
  createTime: number;
}

/** The renewal list answers the page and the sum of 金额 over every matching row. */
export type RenewalPage = PagedAnswer<RenewalRecord> & { sum: number };

export interface AppFile {
  id: number;
  userId: number;
  fileName: string;
  fileVersion: string;
  /** Bytes. */
  size: number;
  uploadTime: number;
  remark: string;
}

/** POST /api/AppFile/Save: a stored object recorded as one of the customer's app files. */
export interface AppFileSave {
  userId: number;
  fileName: string;
  fileVersion: string;
  remark: string;
  size: number;
  path: string;
  objectStorageId: number;
}

export interface AnnualFee {
  /** The customer's id (one service per customer). */
  id: number;
  userName: string;
  productType: string;
  productName: string;
  versionName: string;
  userCount: number;
  /** 元. */
  annualFee: number;
  expireDate: number;
  modifier: string | null;
  modifyTime: number | null;
}

/** POST /api/user/modifyUserAnnualFee. */
export interface AnnualFeeChange {
  userId: number;
  annualFee: number;
}
