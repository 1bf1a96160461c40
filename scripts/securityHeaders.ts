import type { Plugin } from 'vite';
import { parseOrigins, type OriginPattern } from '../src/rules/origins.ts';

/** The object stores an upload descriptor may name (oss, cos, obs), as deploy/nginx.conf allows them. */
export const CLOUD_STORE_SOURCES = ['https://*.aliyuncs.com', 'https://*.myqcloud.com', 'https://*.myhuaweicloud.com'];
/** Where the old system is served when no legacy-login origin is configured (the stand-in's loopback pages). */
const LOOPBACK_SOURCES = 'http://127.0.0.1:*,http://localhost:*';
/** The browser features the portal never uses, refused to it and to every page it frames. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), midi=(), accelerometer=(), gyroscope=(), magnetometer=()';
/** Answers of the services (docs/product.md#calls-and-errors): never stored by the browser or a cache on the way. */
export const API_PREFIXES = ['/api/', '/orderapi/', '/registryapi/', '/aiuuapi/'];

export interface HeaderSources {
  /** Origins besides the cloud stores the upload adapters talk to (the stand-in's own object store). */
  stores?: string[];
}

const sourceOf = (pattern: OriginPattern) => {
  const defaultPort = pattern.protocol === 'https:' ? '443' : '80';
  return `${pattern.protocol}//${pattern.hostname}${pattern.port === defaultPort ? '' : `:${pattern.port}`}`;
};
const sources = (list: string) => [...new Set(parseOrigins(list).map(sourceOf))];
const directive = (name: string, values: string[]) => [name, ...new Set(values)].join(' ');

/**
 * The headers `npm start` puts on every answer, pages and proxied API alike, as deploy/nginx.conf does in
 * production. CSP: everything from the portal itself unless stated (`default-src 'self'`); scripts from the
 * portal (and the WeChat login script's origin when it is elsewhere); styles inline too (Mantine sets them);
 * pictures also as data:/blob: (QR codes, previews) and from the object stores; calls to the portal and the
 * object stores; frames from the portal and the frame allowlist (VITE_FRAME_ORIGINS, plus the old system's login
 * origin); forms posted only to the portal and the old system's login (VITE_LEGACY_LOGIN_ORIGIN, loopback when
 * unset); the portal framed by nobody else. Besides CSP: no content sniffing, no full address in the Referer sent
 * elsewhere, no camera, microphone, location or payment features, the window kept apart from other sites' windows
 * (popups allowed: the payment and help pages it opens), and the portal's files not embeddable by other sites.
 * A proxied answer that brings a header of its own keeps it (the hosted WeChat page sends its own policy).
 */
export function securityHeaders(env: Readonly<Record<string, string | undefined>>, extra: HeaderSources = {}): Record<string, string> {
  const frames = sources([env.VITE_FRAME_ORIGINS ?? '', env.VITE_LEGACY_LOGIN_ORIGIN ?? ''].join(','));
  const scripts = sources(absoluteOrigin(env.VITE_WECHAT_SCRIPT_URL));
  const captcha = sources(absoluteOrigin(env.VITE_CAPTCHA_BASE));
  const stores = [...CLOUD_STORE_SOURCES, ...(extra.stores ?? []).flatMap((store) => sources(absoluteOrigin(store)))];
  const forms = sources(env.VITE_LEGACY_LOGIN_ORIGIN || LOOPBACK_SOURCES);
  const policy = [
    "default-src 'self'",
    directive('script-src', ["'self'", ...scripts]),
    "style-src 'self' 'unsafe-inline'",
    directive('img-src', ["'self'", 'data:', 'blob:', ...captcha, ...stores]),
    directive('connect-src', ["'self'", ...captcha, ...stores]),
    directive('frame-src', ["'self'", ...frames]),
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    directive('form-action', ["'self'", ...forms]),
    "frame-ancestors 'self'",
  ].join('; ');
  return {
    'Content-Security-Policy': policy,
    'X-Frame-Options': 'SAMEORIGIN',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}

/** The origin of an absolute address ('' for a path on the portal's own origin, or nothing). */
function absoluteOrigin(address: string | undefined): string {
  try {
    return address ? new URL(address).origin : '';
  } catch {
    return '';
  }
}

const isApiPath = (url: string | undefined) => API_PREFIXES.some((prefix) => url?.startsWith(prefix));

/**
 * Sets the headers before anything else answers (static files, the app shell, the proxy), and `no-store` on
 * the services' answers. Registered straight from the hook, so it runs ahead of the preview server's own
 * middlewares.
 */
export function securityHeadersPlugin(headers: Record<string, string>): Plugin {
  return {
    name: 'portal-security-headers',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        if (isApiPath(req.url)) res.setHeader('Cache-Control', 'no-store');
        next();
      });
    },
  };
}
