/**
 * Which addresses may be framed and which origins may send the shell messages: from configuration
 * (VITE_FRAME_ORIGINS, VITE_MESSAGE_ORIGINS: comma-separated origins, a port may be '*'), defaulting
 * to loopback hosts, where the stand-in serves the old system's pages.
 */
import { parseOrigins, type OriginPattern } from '../rules/origins.ts';

export { parseOrigins, type OriginPattern };

const LOOPBACK_ORIGINS = 'http://127.0.0.1:*,http://localhost:*';

export const MENU_URL_INVALID = '菜单url异常';
export const FRAME_REFUSED = '该页面地址不在允许嵌入的范围内，已拒绝打开';

function portOf(url: URL): string {
  return url.port || (url.protocol === 'https:' ? '443' : '80');
}

export function originAllowed(origin: string, patterns: readonly OriginPattern[]): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  return patterns.some(
    (pattern) =>
      pattern.protocol === url.protocol &&
      pattern.hostname === url.hostname &&
      (pattern.port === '*' || pattern.port === portOf(url)),
  );
}

/** Only http(s) addresses on an allowed origin are framed; anything else (javascript:, data:, foreign) is refused. */
export function frameUrlAllowed(address: string, patterns: readonly OriginPattern[]): boolean {
  try {
    const url = new URL(address);
    return (url.protocol === 'http:' || url.protocol === 'https:') && originAllowed(url.origin, patterns);
  } catch {
    return false;
  }
}

const env = import.meta.env;
export const frameOrigins = parseOrigins(env.VITE_FRAME_ORIGINS || LOOPBACK_ORIGINS);
export const messageOrigins = parseOrigins(env.VITE_MESSAGE_ORIGINS || env.VITE_FRAME_ORIGINS || LOOPBACK_ORIGINS);
/** Where the old system takes the automatic-login form post, on the framed page's origin. */
export const legacyLoginPath: string = env.VITE_LEGACY_LOGIN_PATH || '/legacy/login';
/** The one origin the old system's password may be posted to (VITE_LEGACY_LOGIN_ORIGIN); unset: loopback only. */
export const legacyLoginOrigin: string = env.VITE_LEGACY_LOGIN_ORIGIN || '';

const isLoopbackHost = (hostname: string) => hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]';

/**
 * Where the automatic-login frame may post the account's password for a framed page: the old system's
 * login on the page's origin, only when that origin is the configured legacy-login origin (with none
 * configured, a loopback one) and, outside loopback, https. Null: the password is not sent.
 */
export function legacyLoginTarget(pageUrl: string, configured = legacyLoginOrigin, path = legacyLoginPath): string | null {
  let page: URL;
  try {
    page = new URL(pageUrl);
  } catch {
    return null;
  }
  const loopback = isLoopbackHost(page.hostname);
  if (configured ? page.origin !== configured.replace(/\/$/, '') : !loopback) return null;
  if (page.protocol !== 'https:' && !(loopback && page.protocol === 'http:')) return null;
  return new URL(path, page.origin).href;
}
