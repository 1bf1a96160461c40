import { serviceMaintenanceScreens } from '../../contracts/screens/serviceMaintenance.ts';
import { api } from '../../api/client.ts';
import type { CartAdd, CartItem, RecoveryLog, RecoveryOptions, RecoveryTask } from '../../contracts/dataRecovery.ts';
import { listResource } from '../../api/resource.ts';

export type { CartItem, RecoveryTask };

const quiet = { silent: true, noDialog: true } as const;

export const recoveryOptions = (userId: number, signal?: AbortSignal) => api.get<RecoveryOptions>('/api/DataRecovery/Options', { userId }, { signal });
export const getCart = (signal?: AbortSignal) => api.get<CartItem[]>('/api/DataRecovery/Cart', undefined, { signal });
export const addToCart = (item: CartAdd) => api.post<CartItem[]>('/api/DataRecovery/CartAdd', item, quiet);
export const removeFromCart = (id: number) => api.post<CartItem[]>('/api/DataRecovery/CartRemove', { id });
export const checkout = (idempotencyKey: string) => api.post<{ orderNo: string }>('/api/DataRecovery/Checkout', { idempotencyKey }, quiet);
export const recoveryTasks = listResource<RecoveryTask, typeof serviceMaintenanceScreens.dataRecoveryManage.list>(serviceMaintenanceScreens.dataRecoveryManage.list);
export const getTask = (taskNo: string) => api.get<RecoveryTask>('/api/DataRecovery/Task', { taskNo }, quiet);
/** `quietly`: the caller shows a refusal itself. */
export const cancelTask = (taskNo: string, quietly = false) => api.post<boolean>('/api/DataRecovery/Cancel', { taskNo }, quietly ? quiet : undefined);
export const taskLogs = (taskNo: string, signal?: AbortSignal) => api.get<RecoveryLog[]>('/api/DataRecovery/Logs', { taskNo }, { signal });
