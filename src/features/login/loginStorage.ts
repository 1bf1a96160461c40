import { endSignedInSession } from '../../api/auth.ts';
import { clearSession, SESSION_KEY_PREFIX } from '../../api/session.ts';
import { deleteCookie, readCookie, writeCookie } from '../../api/token.ts';

/** The failure count lives in a cookie, for a day like the token. (docs/product.md#flows) */
const ERROR_COUNT_COOKIE = 'loginErrorCount';
const ONE_DAY_SECONDS = 24 * 60 * 60;
const CODE_DEADLINE_KEY = `${SESSION_KEY_PREFIX}login.codeDeadline`;
const RESET_CODE_DEADLINE_KEY = `${SESSION_KEY_PREFIX}forgetPassword.codeDeadline`;
const WECHAT_STATE_KEY = `${SESSION_KEY_PREFIX}login.wechatState`;

export function readErrorCount(): number {
  const count = Number.parseInt(readCookie(ERROR_COUNT_COOKIE) ?? '0', 10);
  return Number.isFinite(count) && count > 0 ? count : 0;
}

export function saveErrorCount(count: number): void {
  if (count > 0) writeCookie(ERROR_COUNT_COOKIE, String(count), ONE_DAY_SECONDS);
  else deleteCookie(ERROR_COUNT_COOKIE);
}

/** A phone-code countdown's absolute deadline, so a reload resumes it (not the code itself). */
export function codeDeadlineStore(which: 'login' | 'reset') {
  const key = which === 'login' ? CODE_DEADLINE_KEY : RESET_CODE_DEADLINE_KEY;
  return {
    read(): number | null {
      const value = Number(sessionStorage.getItem(key));
      return value > Date.now() ? value : null;
    },
    save(deadline: number | null): void {
      if (deadline === null) sessionStorage.removeItem(key);
      else sessionStorage.setItem(key, String(deadline));
    },
  };
}

/**
 * Opening the login page ends the signed-in session on the server and clears the token and all saved tab,
 * menu and route data (docs/product.md#routes), but keeps the phone-code countdown, so a reload resumes it.
 * The WeChat state goes too: by then /wxLogin has read it, so a redirect is accepted once. Offline the server
 * is told when the network returns.
 */
export function clearSessionForLogin(): void {
  const deadline = sessionStorage.getItem(CODE_DEADLINE_KEY);
  endSignedInSession();
  clearSession();
  if (deadline !== null) sessionStorage.setItem(CODE_DEADLINE_KEY, deadline);
}

/** A fresh random state for the WeChat QR, remembered to check the redirect against (CSRF). */
export function issueWechatState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const state = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  sessionStorage.setItem(WECHAT_STATE_KEY, state);
  return state;
}

export function readWechatState(): string | null {
  return sessionStorage.getItem(WECHAT_STATE_KEY);
}
