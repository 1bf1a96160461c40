import { useCallback, useContext, useEffect, useSyncExternalStore } from 'react';
import { PermissionSourceContext, usePagePermissionId } from './permissionContext.ts';

export interface Permission {
  /** False until the permission id's actions have arrived: nothing is allowed before that. */
  ready: boolean;
  can(action: string): boolean;
}

const none: readonly string[] = [];
const noSubscription = () => () => undefined;

/** The button permissions of a permission id (default: the page's own), loaded once per session. */
export function usePermission(permissionId?: string): Permission {
  const source = useContext(PermissionSourceContext);
  const pageId = usePagePermissionId();
  const id = permissionId ?? pageId;
  const actions = useSyncExternalStore(source?.subscribe ?? noSubscription, () => (id && source ? source.known(id) : none));
  useEffect(() => {
    if (id && source && !source.known(id)) source.load(id).catch(() => undefined);
  }, [id, source]);
  const can = useCallback((action: string) => !!actions?.includes(action), [actions]);
  return { ready: actions !== undefined, can };
}
