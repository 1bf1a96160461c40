import { workOrdersScreens } from '../../contracts/screens/workOrders.ts';
import { api } from '../../api/client.ts';
import type { MigratableService, MigrationJob, MigrationLogLine, MigrationRequest, MigrationRetryRequest, RdsInstance } from '../../contracts/serviceMaintenance.ts';
import { listResource } from '../../api/resource.ts';

export type { MigrationJob, MigrationLogLine, RdsInstance };

// The wizard's calls answer their refusal inside the wizard (silent, no dialog).
const inWizard = { silent: true, noDialog: true };

export const migrations = listResource<MigrationJob, typeof workOrdersScreens.rdsMoveUser.list>(workOrdersScreens.rdsMoveUser.list);
export const rdsInstances = (signal?: AbortSignal) => api.get<RdsInstance[]>('/api/rds/Instances', undefined, { silent: true, signal });
export const migratableServices = (keyword: string) => api.get<MigratableService[]>('/api/rds/Services', { keyword }, { silent: true });
export const migration = (id: number) => api.get<MigrationJob>('/api/rds/Migration', { id }, { silent: true, noDialog: true });
export const migrationLog = (id: number, signal?: AbortSignal) => api.get<MigrationLogLine[]>('/api/rds/MigrationLog', { id }, { signal });
export const createMigration = (request: MigrationRequest) => api.post<MigrationJob>('/api/rds/CreateMigration', request, inWizard);
export const cancelMigration = (id: number) => api.post<MigrationJob>('/api/rds/CancelMigration', { id }, inWizard);
export const retryMigration = (request: MigrationRetryRequest) => api.post<MigrationJob>('/api/rds/RetryMigration', request, inWizard);
