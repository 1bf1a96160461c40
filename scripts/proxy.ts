import type { ProxyOptions } from 'vite';

/** Where each prefix goes (docs/product.md#calls-and-errors). */
export interface ProxyTargets {
  api: string;
  order: string;
  registry: string;
  aiuu: string;
}

export const targetEnvNames: Record<keyof ProxyTargets, string> = {
  api: 'PORTAL_API_TARGET',
  order: 'PORTAL_ORDER_TARGET',
  registry: 'PORTAL_REGISTRY_TARGET',
  aiuu: 'PORTAL_AIUU_TARGET',
};

/**
 * The real provider hosts, when all four are configured; null means "run the stand-in".
 * Half a configuration is refused rather than silently mixing real and stand-in services.
 */
/**
 * Object stores besides the cloud ones that uploads may reach (comma-separated origins), for the portal pointed at
 * services whose store is elsewhere: the stand-in run on its own (`npm run stand-in` prints its store's address).
 */
export const STORE_ORIGINS_ENV = 'PORTAL_STORE_ORIGINS';

export const configuredStores = (env: NodeJS.ProcessEnv = process.env): string[] =>
  (env[STORE_ORIGINS_ENV] ?? '').split(',').map((origin) => origin.trim()).filter(Boolean);

export function configuredTargets(env: NodeJS.ProcessEnv = process.env): ProxyTargets | null {
  const entries = Object.entries(targetEnvNames).map(([key, name]) => [key, env[name]?.trim() ?? ''] as const);
  const set = entries.filter(([, value]) => value !== '');
  if (set.length === 0) return null;
  if (set.length < entries.length) {
    const missing = entries.filter(([, value]) => value === '').map(([key]) => targetEnvNames[key as keyof ProxyTargets]);
    throw new Error(`请同时设置四个服务地址，缺少：${missing.join(', ')}`);
  }
  return Object.fromEntries(entries) as unknown as ProxyTargets;
}

/** Prefix routing: /orderapi → order (as /api), /registryapi → registry, /aiuuapi → AI, the rest → main API. (docs/product.md#calls-and-errors) */
export function proxyTable(targets: ProxyTargets): Record<string, ProxyOptions> {
  const strip = (prefix: string, replacement = '') => (path: string) => path.replace(new RegExp(`^${prefix}`), replacement);
  const common = { changeOrigin: true, configure: forwardPeerAddress };
  return {
    '/orderapi': { ...common, target: targets.order, rewrite: strip('/orderapi', '/api') },
    '/registryapi': { ...common, target: targets.registry, rewrite: strip('/registryapi') },
    '/aiuuapi': { ...common, target: targets.aiuu, rewrite: strip('/aiuuapi') },
    '/api': { ...common, target: targets.api },
  };
}

/**
 * The services limit sign-in and code checks per client address and believe X-Forwarded-For from
 * this proxy: it carries the address of the connection the request came on, replacing any value
 * the browser sent (which would otherwise pick its own address, a new one per guess). X-Forwarded-Host
 * and -Proto carry the portal's own address as the browser reached it, for links the services hand
 * out to be opened through the portal (a payment QR code's phone page).
 */
const forwardPeerAddress: NonNullable<ProxyOptions['configure']> = (proxy) => {
  proxy.on('proxyReq', (proxyReq, req) => {
    proxyReq.setHeader('X-Forwarded-For', req.socket.remoteAddress ?? '');
    proxyReq.setHeader('X-Forwarded-Host', req.headers.host ?? '');
    proxyReq.setHeader('X-Forwarded-Proto', 'encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http');
  });
};
