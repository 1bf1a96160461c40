import type { ReactNode } from 'react';
import type { ButtonCode, GuardedScreen } from '../../contracts/screens/screens.ts';
import { usePermission } from './usePermission.ts';

interface CanProps<S extends GuardedScreen> {
  /** The screen whose permission id's button codes are checked. */
  screen: S;
  action: ButtonCode<S>;
  children: ReactNode;
}

/** Shows its children only when the screen's permission id allows the button code. */
export function Can<S extends GuardedScreen>({ screen, action, children }: CanProps<S>) {
  return usePermission(screen).can(action) ? children : null;
}
