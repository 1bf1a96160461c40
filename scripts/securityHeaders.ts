import type { Plugin } from 'vite';
import { parseOrigins } from '../src/rules/origins.ts';

/**
 * The headers `npm start` puts on every answer, pages and proxied API alike, as deploy/nginx.conf does
 * in production: scripts only from the portal itself, frames only from the portal and the frame
 * allowlist (VITE_FRAME_ORIGINS, plus the old system's login origin when one is set), the portal framed
 * by nobody else, no content sniffing and no full address in the Referer sent elsewhere. A proxied
 * answer that brings a header of its own keeps it (the hosted WeChat page sends its own policy).
 */
export function securityHeaders(env: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const origin = (pattern: { protocol: string; hostname: string; port: string }) => {
    const defaultPort = pattern.protocol === 'https:' ? '443' : '80';
    return `${pattern.protocol}//${pattern.hostname}${pattern.port === defaultPort ? '' : `:${pattern.port}`}`;
  };
  const frames = parseOrigins([env.VITE_FRAME_ORIGINS ?? '', env.VITE_LEGACY_LOGIN_ORIGIN ?? ''].join(',')).map(origin);
  const scripts = parseOrigins(absoluteOrigin(env.VITE_WECHAT_SCRIPT_URL)).map(origin);
  const policy = [
    `script-src 'self'${scripts.map((source) => ` ${source}`).join('')}`,
    `frame-src 'self'${[...new Set(frames)].map((source) => ` ${source}`).join('')}`,
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
  return {
    'Content-Security-Policy': policy,
    'X-Frame-Options': 'SAMEORIGIN',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
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

/**
 * Sets the headers before anything else answers (static files, the app shell, the proxy). Registered
 * straight from the hook, so it runs ahead of the preview server's own middlewares.
 */
export function securityHeadersPlugin(headers: Record<string, string>): Plugin {
  return {
    name: 'portal-security-headers',
    configurePreviewServer(server) {
      server.middlewares.use((_req, res, next) => {
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        next();
      });
    },
  };
}
