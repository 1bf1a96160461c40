import { useSyncExternalStore } from 'react';
import { uploadManager, type UploadTaskView } from './manager.ts';
import type { DamagedTaskView } from './damagedTasks.ts';
import type { RemoteTaskView } from './otherTabs.ts';

/** The signed-in account's upload tasks, re-rendered when one is added, removed or changes state. */
export function useUploadTasks(): UploadTaskView[] {
  return useSyncExternalStore(uploadManager.subscribe, uploadManager.getTasks);
}

/** Tasks other tabs drive (Web Locks), with the progress they announce. */
export function useRemoteUploadTasks(): RemoteTaskView[] {
  return useSyncExternalStore(uploadManager.subscribe, uploadManager.getRemoteTasks);
}

/** Checkpoints that could not be read back as tasks, to be cleared. */
export function useDamagedUploadTasks(): DamagedTaskView[] {
  return useSyncExternalStore(uploadManager.subscribe, uploadManager.getDamagedTasks);
}

/** How many stored files were recorded for their business after a restart (a list showing them reloads). */
export function useRecordedLater(): number {
  return useSyncExternalStore(uploadManager.subscribe, uploadManager.getRecordedLater);
}

export const isActive = (task: Pick<UploadTaskView, 'state'>) => task.state === 'waiting' || task.state === 'checking' || task.state === 'uploading';
