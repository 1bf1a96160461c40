import type { ReactNode } from 'react';
import { usePermission } from './usePermission.ts';

interface CanProps {
  action: string;
  /** Defaults to the table id of the page's route. */
  tableId?: string;
  children: ReactNode;
}

/** Shows its children only when the button action is allowed for the table id. */
export function Can({ action, tableId, children }: CanProps) {
  return usePermission(tableId).can(action) ? children : null;
}
