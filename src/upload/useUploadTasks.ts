import { useSyncExternalStore } from 'react';
import { uploadManager, type UploadTaskView } from './manager.ts';

/** The signed-in account's upload tasks, re-rendered when one is added, removed or changes state. */
export function useUploadTasks(): UploadTaskView[] {
  return useSyncExternalStore(uploadManager.subscribe, uploadManager.getTasks);
}

export const isActive = (task: UploadTaskView) => task.state === 'waiting' || task.state === 'checking' || task.state === 'uploading';
