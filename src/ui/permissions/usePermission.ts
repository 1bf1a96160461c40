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
  usePermissionLoad(id);
  const can = useCallback((action: string) => !!actions?.includes(action), [actions]);
  return { ready: actions !== undefined, can };
}

/**
 * Starts loading a permission id's actions (unless known or on the way) without listening for them: the shell
 * asks as a tab opens, so they tend to be there before the screen's code and rows are, and the screen is not
 * rendered again for them.
 */
export function usePermissionLoad(permissionId: string | undefined) {
  const source = useContext(PermissionSourceContext);
  useEffect(() => {
    if (permissionId && source && !source.known(permissionId)) source.load(permissionId).catch(() => undefined);
  }, [permissionId, source]);
}
