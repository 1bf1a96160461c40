// Service maintenance: services, their databases and 账套, backups and RDS migrations,
// as the portal and the stand-in both see them (types only, plus the few shared limits).
import type { ServiceRow } from './customerServices.ts';
import type { TaskStatus } from './tasks.ts';

export type { ServiceRow };

/** The 任务状态 a migration shows (部分失败 is not one of them). */
export const MIGRATION_TASK_STATUSES = ['排队中', '进行中', '已完成', '失败', '已取消'] as const satisfies readonly TaskStatus[];

/** R-name(30) for a 账套 name. */
export const DBSET_NAME_MAX = 30;
/** 增加账套: at most this many extra 账套 per order. */
export const DBSET_BUY_MAX = 20;
/** Why 新增 is refused once a service holds as many 账套 as it may (its version's plus those bought). */
export const dbsetQuotaFull = (quota: number) => `该服务可用账套数为${quota}个，已全部用完，请先购买账套`;
/** Why no 账套 may be added to a service that has expired (it would be born 已到期) or been stopped. */
export const DBSET_SERVICE_EXPIRED = '服务已到期，请先续费再新增账套';
export const DBSET_SERVICE_STOPPED = '服务已停用，不能新增账套';
/** 试用延期 adds this many days, once per service. */
export const TRIAL_EXTEND_DAYS = 15;
/** 增加门店: at most this many stores per order. */
export const ADD_STORE_MAX = 50;

/** The 服务状态 a maintenance list filters by (cleared services are not maintained). */
export const MAINTAINED_STATUSES = ['试用中', '正常', '即将到期', '已到期', '已停用'] as const satisfies readonly ServiceRow['serviceStatus'][];

/** 服务维护 and 服装ERP服务维护 rows. */
export interface MaintenanceRow extends ServiceRow {
  startDate: number;
}

export interface FzServiceRow extends MaintenanceRow {
  storeCount: number;
  dbsetCount: number;
  source: '新购' | '上云';
}

export type MpAuth = '未授权' | '已授权' | '已过期';

export interface IshopRow {
  id: number;
  serviceId: number;
  userName: string;
  shopName: string;
  shopType: '网店' | '小程序';
  versonName: string;
  host: string | null;
  mpAuth: MpAuth;
  expireDate: number;
  serviceStatus: ServiceRow['serviceStatus'];
}

/** 数据库列表 rows and the facts of /dbsInfo. */
export interface DatabaseRow {
  /** The service's (customer's) id. */
  id: number;
  dbName: string;
  userName: string;
  productName: string;
  host: string | null;
  sizeMB: number;
  quotaMB: number;
  /** Percent used, whole number. */
  usage: number;
  lastBackup: number | null;
}

export interface DatabaseInfo extends DatabaseRow {
  server: string;
  localityName: string;
  versonName: string;
  dbsetCount: number;
  expireDate: number;
  serviceStatus: ServiceRow['serviceStatus'];
  /** A backup still running, so the page follows it after a reload. */
  runningBackup: BackupJob | null;
}

export interface BackupJob {
  jobId: number;
  serviceId: number;
  dbsetId: number | null;
  progress: number;
  taskStatus: TaskStatus;
  createTime: number;
  finishTime: number | null;
}

export type DbsetStatus = '正常' | '停用' | '已到期' | '恢复中';

export interface DbsetRow {
  id: number;
  serviceId: number;
  dbsetName: string;
  dbsetNo: string;
  userName: string;
  productName: string;
  productType: string;
  dbName: string;
  sizeMB: number;
  createTime: number;
  expireDate: number;
  status: DbsetStatus;
  lastBackup: number | null;
}

/** A service's 账套 quota: the 账套 its version includes plus those bought (增加账套), and how many it holds (停用 ones too). */
export interface DbsetQuota {
  serviceId: number;
  userName: string;
  productName: string;
  versonName: string;
  dbsetCount: number;
  included: number;
  bought: number;
  quota: number;
  /** The service's expiry (epoch ms). */
  expireDate: number;
  /** Why 新增 is refused for this service now (expired or stopped), or null when it is not. */
  refusal: string | null;
}

export interface DbsetAddRequest {
  serviceId: number;
  name: string;
}

export interface DbsetRenameRequest {
  dbsetId: number;
  name: string;
}

export interface DbsetDeleteRequest {
  dbsetId: number;
  confirmName: string;
  code: string;
}

export interface MigrationLogLine {
  time: number;
  text: string;
}

export interface RdsInstance {
  instanceId: string;
  name: string;
  freeMB: number;
}

/** The services a migration may be planned for (picker). */
export interface MigratableService {
  id: number;
  userName: string;
  productName: string;
  fromServer: string;
  sizeMB: number;
}

/** The phases of a migration (M14) as the server reports them. */
export type MigrationPhase = 'scheduled' | 'migrating' | 'verifying' | 'done' | 'failed' | 'rolledBack' | 'cancelled';

export interface MigrationJob {
  id: number;
  taskNo: string;
  serviceId: number;
  userName: string;
  productName: string;
  fromServer: string;
  toInstance: string;
  sizeMB: number;
  planTime: number;
  phase: MigrationPhase;
  taskStatus: TaskStatus;
  progress: number;
  createTime: number;
  finishTime: number | null;
  /** Why it failed (shown until a retry). */
  failReason: string | null;
}

export interface MigrationRequest {
  serviceId: number;
  toInstance: string;
  planTime: number;
}

export interface MigrationRetryRequest {
  id: number;
  planTime: number;
}
