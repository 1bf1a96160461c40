import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { knownButtonActions, loadButtonActions, subscribeButtonActions } from '../../api/permissions.ts';
import { usePageTableId } from './tableIdContext.ts';

export interface Permission {
  /** False until the table id's actions have arrived: nothing is allowed before that. */
  ready: boolean;
  can(action: string): boolean;
}

const none: readonly string[] = [];

/** The button permissions of a table id (default: the page's own), loaded once per session. */
export function usePermission(tableId?: string): Permission {
  const pageTableId = usePageTableId();
  const id = tableId ?? pageTableId;
  const actions = useSyncExternalStore(subscribeButtonActions, () => (id ? knownButtonActions(id) : none));
  useEffect(() => {
    if (id && !knownButtonActions(id)) loadButtonActions(id).catch(() => undefined);
  }, [id]);
  const can = useCallback((action: string) => !!actions?.includes(action), [actions]);
  return { ready: actions !== undefined, can };
}
