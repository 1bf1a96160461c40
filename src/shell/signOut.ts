import { navigate } from 'wouter/use-browser-location';
import { logout } from '../api/auth.ts';
import { clearSession } from '../api/session.ts';
import { forgetKeptSession } from './session/keptSession.ts';

/**
 * Ends the session on the server and here (what the account kept of it is deleted; the shell closes its tabs and the
 * uploads stop when told it ended), then does `afterEnded` (clearing this browser's unfinished uploads) and opens
 * the login page.
 */
export async function signOut(afterEnded?: () => Promise<unknown>): Promise<void> {
  // What the account kept of its session goes first: ending it would write it once more.
  await forgetKeptSession();
  // Even if the server cannot be reached, the session ends here.
  await logout().catch(() => undefined);
  clearSession();
  await afterEnded?.().catch(() => undefined);
  navigate('/login', { replace: true });
}
