import type { ReactNode } from 'react';
import { usePermission } from './usePermission.ts';

interface CanProps {
  action: string;
  /** Defaults to the permission id of the page's route. */
  permissionId?: string;
  children: ReactNode;
}

/** Shows its children only when the button action is allowed for the permission id. */
export function Can({ action, permissionId, children }: CanProps) {
  return usePermission(permissionId).can(action) ? children : null;
}
