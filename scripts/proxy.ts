import type { ProxyOptions } from 'vite';

/** Where each prefix of SPEC §7 goes. */
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

/** SPEC §7 prefix routing: /orderapi → order (as /api), /registryapi → registry, /aiuuapi → AI, the rest → main API. */
export function proxyTable(targets: ProxyTargets): Record<string, ProxyOptions> {
  const strip = (prefix: string, replacement = '') => (path: string) => path.replace(new RegExp(`^${prefix}`), replacement);
  return {
    '/orderapi': { target: targets.order, changeOrigin: true, rewrite: strip('/orderapi', '/api') },
    '/registryapi': { target: targets.registry, changeOrigin: true, rewrite: strip('/registryapi') },
    '/aiuuapi': { target: targets.aiuu, changeOrigin: true, rewrite: strip('/aiuuapi') },
    '/api': { target: targets.api, changeOrigin: true },
  };
}
