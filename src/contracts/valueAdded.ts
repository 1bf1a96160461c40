import type { AddOn } from './orderEntry.ts';

/**
 * Value-added services (docs/product.md#screen-patterns): one subscription per customer and kind, bought through the
 * quote (orderType valueAdded, `addOn` below) and changed when its order is paid.
 */
export const VALUE_ADDED_KINDS = ['live', 'tiktok', 'face', 'image', 'qqd'] as const;
export type ValueAddedKind = (typeof VALUE_ADDED_KINDS)[number];

/** A kind's rules; its button codes' table id is its maintenance screen's (`maintenanceScreenOf`, src/contracts/screens/valueAdded.ts). */
export interface KindRule {
  addOn: AddOn;
  /** What one unit bought adds: to `quota` (rooms, shops) and to `remaining` (hours, uses, pictures). */
  perUnit: { quota: number; remaining: number };
  /** Runs by time and is renewed by the year; otherwise it lasts as long as the customer's own service. */
  renewable: boolean;
}

export const KIND_RULES: Record<ValueAddedKind, KindRule> = {
  live: { addOn: '直播', perUnit: { quota: 1, remaining: 100 }, renewable: true },
  tiktok: { addOn: '抖店对接', perUnit: { quota: 1, remaining: 0 }, renewable: true },
  face: { addOn: '人脸识别次数', perUnit: { quota: 0, remaining: 1000 }, renewable: false },
  image: { addOn: '图文导入张数', perUnit: { quota: 0, remaining: 1000 }, renewable: false },
  qqd: { addOn: '全渠道店铺', perUnit: { quota: 1, remaining: 0 }, renewable: true },
};

export const AUTH_STATUSES = ['未授权', '已授权', '授权过期'] as const;
export type AuthStatus = (typeof AUTH_STATUSES)[number];

export const VALUE_ADDED_STATUSES = ['正常', '即将到期', '已到期', '已停用'] as const;
export type ValueAddedStatus = (typeof VALUE_ADDED_STATUSES)[number];

export const RECORD_TYPES = ['开通', '续费', '充值', '消耗', '停用', '启用', '授权', '解绑'] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

/** One customer's subscription; fields a kind does not use stay 0 or ''. */
export interface ValueAddedService {
  id: number;
  kind: ValueAddedKind;
  userId: number;
  customerName: string;
  /** 直播间数 / 店铺数 / 设备数. */
  quota: number;
  /** 剩余时长 (hours) / 剩余次数 / 剩余张数. */
  remaining: number;
  /** 已导入 pictures (image) or uses so far (face). */
  used: number;
  shopName: string;
  shopId: string;
  authStatus: AuthStatus;
  channels: string;
  startAt: number;
  expireAt: number;
  serviceStatus: ValueAddedStatus;
}

export interface ValueAddedRecord {
  id: number;
  kind: ValueAddedKind;
  serviceId: number;
  customerName: string;
  recordType: RecordType;
  /** Signed: a 消耗 line is negative. */
  quantity: number;
  unit: string;
  amountFen: number;
  orderNo: string;
  operator: string;
  remark: string;
  createdAt: number;
}

export interface ValueAddedCandidate {
  userId: number;
  customerName: string;
  expireAt: number;
}

/** Where the store's authorisation page is, for 重新授权 (opened in a new window). */
export interface AuthLink {
  url: string;
}
