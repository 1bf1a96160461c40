import { navigate } from 'wouter/use-browser-location';
import { clearToken } from './token.ts';

/** Every key the portal keeps in sessionStorage (tabs, menu, route data) starts with this. */
export const SESSION_KEY_PREFIX = 'portal.';

/** Fired on window when the session ends, so the shell can close all tabs and uploads can stop. */
export const SESSION_ENDED_EVENT = 'portal:session-ended';

/**
 * Ends the session here: tells the page, then clears the token, the answers kept for offline use and all saved
 * tab, menu and route data (Login; docs/product.md#routes).
 */
export function clearSession(): void {
  window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
  clearToken();
  void import('./offlineAnswers.ts').then(({ forgetAnswers }) => forgetAnswers(), () => undefined);
  for (const key of Object.keys(sessionStorage)) {
    if (key.startsWith(SESSION_KEY_PREFIX)) sessionStorage.removeItem(key);
  }
}

/** The server no longer accepts the token: forget the session, close all tabs, back to login. */
export function endSession(): void {
  clearSession();
  if (location.pathname !== '/login') navigate('/login', { replace: true });
}
