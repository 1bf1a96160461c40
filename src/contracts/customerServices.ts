// Customers' services as the expiry, package, host, idle-account and clearing calls answer them,
// shared by the portal and the stand-in (types only).

/** 服务状态 (server-computed: 即将到期 is ≤ 30 days). (docs/product.md#statuses) */
export type ServiceStatus = '试用中' | '正常' | '即将到期' | '已到期' | '已停用' | '已清除';

/** The expiry chips: already expired, or expiring within 7, 30 or 90 days. */
export const EXPIRE_RANGES = ['expired', '7', '30', '90'] as const;
export type ExpireRange = (typeof EXPIRE_RANGES)[number];

/** The service every customer row holds (one per customer). */
export interface ServiceRow {
  /** The customer's id. */
  id: number;
  userName: string;
  tel: string;
  productType: string;
  productName: string;
  versonName: string;
  host: string | null;
  localityName: string;
  userCount: number;
  expireDate: number;
  /** Whole days until expiry, negative once expired. */
  remainDays: number;
  serviceStatus: ServiceStatus;
}

export interface ExpireRow extends ServiceRow {
  labels: string[];
  noRenewReason: string | null;
  staffName: string;
}

/** ExpireRangeCount: how many services each chip holds (the home page keeps ExpiredServiceCount). */
export type ExpireCounts = Record<ExpireRange, number>;

/** ExpireLableUseInfo: the labels used on expiring services, with how many each. */
export interface LabelUse {
  name: string;
  count: number;
}

export const NO_RENEW_TYPES = ['价格原因', '功能不满足', '已转用其他产品', '停业/转行', '联系不上', '其他'] as const;
export const NO_RENEW_NOTE_MAX = 200;

/** CreateNoRenewReason. */
export interface NoRenewReasonRequest {
  userId: number;
  reasonType: string;
  note: string;
}

export interface PackageRow extends ServiceRow {
  activeUsers: number;
  /** Database space used, percent of the quota. */
  dbUsage: number;
  suggestion: string;
  /** Yuan per year; negative when the suggestion saves money. */
  priceDiff: number;
}

export type HostStatus = '正常' | '已停用' | '已到期';

export interface HostRow extends ServiceRow {
  host: string;
  url: string;
  hostStatus: HostStatus;
  dbsetCount: number;
  sizeMB: number;
}

/** Changing a host's prefix (R-host). */
export interface HostChangeRequest {
  userId: number;
  host: string;
}

export interface BlankRow extends ServiceRow {
  createTime: number;
  lastLogin: number;
  idleDays: number;
}

export const CLEAR_SCOPES = ['业务数据', '指定账套', '整个服务'] as const;
export type ClearScope = (typeof CLEAR_SCOPES)[number];
export const CLEAR_REASON_MAX = 200;

/** 清除服务: typed name and phone code are both checked by the server. */
export interface ClearServiceRequest {
  userId: number;
  scope: ClearScope;
  reason: string;
  confirmName: string;
  code: string;
}

/** 注销空户. */
export interface CloseAccountRequest {
  userId: number;
  confirmName: string;
  code: string;
}

export interface ClearRecord {
  id: number;
  userName: string;
  serviceName: string;
  scope: ClearScope;
  operator: string;
  createTime: number;
  result: string;
}

/** The customers a service may be cleared for (试用中 or 已到期). */
export interface ClearableService {
  id: number;
  userName: string;
  serviceName: string;
  serviceStatus: ServiceStatus;
}
