import { useCallback, useContext, useEffect, useSyncExternalStore } from 'react';
import type { ButtonCode } from '../../contracts/screens/screens.ts';
import { PermissionSourceContext } from './permissionContext.ts';

export interface Permission<Code extends string = string> {
  /** False until the permission id's actions have arrived: nothing is allowed before that. */
  ready: boolean;
  can(action: Code): boolean;
}

const none: readonly string[] = [];
const noSubscription = () => () => undefined;

/** The button permissions of a screen's permission id, loaded once per session; a screen without one allows none. */
export function usePermission<S extends { permissionId?: string }>(screen: S): Permission<ButtonCode<S>> {
  const source = useContext(PermissionSourceContext);
  const id = screen.permissionId;
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
