import { serviceMaintenanceScreens } from '../../contracts/screens/serviceMaintenance.ts';
import { api } from '../../api/client.ts';
import type {
  BackupJob,
  DatabaseInfo,
  DatabaseRow,
  DbsetAddRequest,
  DbsetDeleteRequest,
  DbsetQuota,
  DbsetRenameRequest,
  DbsetRow,
  FzServiceRow,
  IshopRow,
  MaintenanceRow,
} from '../../contracts/serviceMaintenance.ts';
import { sendOperationCode } from '../../api/operationCode.ts';
import { listResource } from '../../api/resource.ts';

export type { BackupJob, DatabaseInfo, DatabaseRow, DbsetQuota, DbsetRow, FzServiceRow, IshopRow, MaintenanceRow };

// Form calls answer their refusal inside the form that made them (silent, no dialog).
const inForm = { silent: true, noDialog: true };

/** 服务维护, 服装ERP服务维护, iShop服务维护. */
export const maintainedServices = listResource<MaintenanceRow, typeof serviceMaintenanceScreens.serviceMaintenance.list>(serviceMaintenanceScreens.serviceMaintenance.list);
export const fzServices = listResource<FzServiceRow, typeof serviceMaintenanceScreens.fzService.list>(serviceMaintenanceScreens.fzService.list);
export const ishopShops = listResource<IshopRow, typeof serviceMaintenanceScreens.ishopService.list>(serviceMaintenanceScreens.ishopService.list);
export const extendTrial = (serviceId: number) => api.post<number>('/api/serviceMaintenance/ExtendTrial', { serviceId });
export const stopService = (serviceId: number) => api.post<boolean>('/api/serviceMaintenance/StopService', { serviceId });
export const addStoreOrder = (serviceId: number, count: number, idempotencyKey: string) =>
  api.post<string>('/api/serviceMaintenance/AddStoreOrder', { serviceId, count, idempotencyKey }, inForm);

/** Databases and their backups. */
export const databases = listResource<DatabaseRow, typeof serviceMaintenanceScreens.dbsList.list>(serviceMaintenanceScreens.dbsList.list);
export const databaseInfo = (serviceId: number, signal?: AbortSignal) =>
  api.get<DatabaseInfo>('/api/BakDbCust/GetDbSizeInfoByServiceId', { serviceId: String(serviceId) }, { silent: true, signal });
export const startBackup = (serviceId: number) => api.post<BackupJob>('/api/BakDbCust/Backup', { serviceId });
export const backupJob = (jobId: number, signal?: AbortSignal) => api.get<BackupJob>('/api/BakDbCust/BackupJob', { jobId: String(jobId) }, { silent: true, signal });

/** 账套. */
export const dbsets = listResource<DbsetRow, typeof serviceMaintenanceScreens.dbsetManage.list>(serviceMaintenanceScreens.dbsetManage.list);
export const dbsetServices = (keyword: string) =>
  api.get<Array<{ id: number; userName: string; productName: string; refusal: string | null }>>('/api/dbset/Services', { keyword }, { silent: true });
/** How many 账套 the service holds and may hold. */
export const dbsetQuota = (serviceId: number, signal?: AbortSignal) => api.get<DbsetQuota>('/api/dbset/Quota', { serviceId: String(serviceId) }, { silent: true, signal });
export const addDbset = (request: DbsetAddRequest) => api.post<DbsetRow>('/api/dbset/AddDbset', request, inForm);
export const renameDbset = (request: DbsetRenameRequest) => api.post<DbsetRow>('/api/dbset/RenameDbset', request, inForm);
export const stopDbset = (dbsetId: number) => api.post<boolean>('/api/dbset/StopDbset', { dbsetId });
export const deleteDbset = (request: DbsetDeleteRequest) => api.post<boolean>('/api/dbset/DeleteDbset', request, inForm);
export const backupDbset = (dbsetId: number) => api.post<BackupJob>('/api/dbset/BackupDbset', { dbsetId });
export const sendDangerousOpCode = () => sendOperationCode('dangerousOp');
