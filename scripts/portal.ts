import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer, loadEnv, preview, type Plugin, type PreviewServer, type ViteDevServer } from 'vite';
import { startStandIn, type StandIn } from '../mocks/standIn.ts';
import { configuredStores, configuredTargets, proxyTable, type ProxyTargets } from './proxy.ts';
import { securityHeaders, securityHeadersPlugin } from './securityHeaders.ts';

export interface PortalOptions {
  /** 'preview' serves the production build (with the service worker); 'dev' hot-reloads. */
  mode: 'preview' | 'dev';
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** The build to serve in preview mode. */
  outDir?: string;
  /** The stand-in's data folder; a fresh temporary one when absent. */
  dataDir?: string;
  /** Start the stand-in from a freshly seeded database. */
  fresh?: boolean;
  /** The instant the stand-in's clock reads after every reset; the real clock when absent. */
  clockStart?: number;
  /**
   * Whether preview mode gzips what it serves (the default, as a deployment does). Off for a browser on the same
   * machine (the tests): each response compressed by the server and inflated by the browser, all on the same cores.
   */
  compress?: boolean;
}

export interface Portal {
  url: string;
  standIn: StandIn | null;
  /**
   * Takes the stand-in down as a crash would (its connections cut), runs `whileDown`, and starts it again on the
   * same data folder and ports (its store keeps its address too), as `npm start` started again on the same data/.
   */
  restartStandIn(whileDown?: () => Promise<unknown>): Promise<void>;
  close(): Promise<void>;
}

/** Preview mode compresses whatever the browser accepts compressed: asked for as it is, it is sent as it is. */
const uncompressed: Plugin = {
  name: 'portal-uncompressed',
  configurePreviewServer(server) {
    server.middlewares.use((req, _res, next) => {
      delete req.headers['accept-encoding'];
      next();
    });
  },
};

/** Starts the stand-in (unless real hosts are configured) and serves the portal behind the prefix proxy (docs/product.md#calls-and-errors). */
export async function startPortal(options: PortalOptions): Promise<Portal> {
  const host = options.host ?? '127.0.0.1';
  const real = configuredTargets();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'portal-'));
  let standIn = real ? null : await startStandIn({ dataDir, fresh: options.fresh, clockStart: options.clockStart });
  const targets: ProxyTargets = real ?? standIn!.urls;
  const proxy = proxyTable(targets);
  const configFile = resolve(import.meta.dirname, '../vite.config.ts');

  let server: PreviewServer | ViteDevServer;
  if (options.mode === 'dev') {
    const dev = await createServer({ configFile, server: { host, port: options.port ?? 5173, strictPort: options.port !== 0, proxy } });
    server = await dev.listen();
  } else {
    // The production build's allowlist (.env.production, .env.production.local, the environment) names the frames;
    // the stand-in's object store takes the uploads' calls.
    const env = loadEnv('production', resolve(import.meta.dirname, '..'), 'VITE_');
    const headers = securityHeaders(env, { stores: standIn ? [standIn.storeUrl] : configuredStores() });
    server = await preview({
      configFile,
      plugins: [securityHeadersPlugin(headers), ...(options.compress === false ? [uncompressed] : [])],
      build: { outDir: options.outDir ?? 'dist' },
      preview: { host, port: options.port ?? 4173, strictPort: options.port !== 0, proxy },
    });
  }
  const address = server.httpServer?.address() as AddressInfo;
  const portal: Portal = {
    url: `http://${host}:${address.port}`,
    standIn,
    async restartStandIn(whileDown) {
      if (!standIn) throw new Error('the portal runs against real services');
      const clockAhead = standIn.ctx.now() - Date.now();
      await standIn.close();
      await whileDown?.();
      const ports = Object.fromEntries(Object.entries(standIn.urls).map(([name, url]) => [name, Number(new URL(url).port)]));
      standIn = await startStandIn({ dataDir, ports, clockStart: options.clockStart });
      // Its clock goes on from where it was (not back to clockStart), as the service's clock would.
      const behind = Date.now() + clockAhead - standIn.ctx.now();
      if (Math.abs(behind) > 1000) await fetch(`${standIn.urls.api}/api/__dev/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: behind }) });
      portal.standIn = standIn;
    },
    async close() {
      await server.close();
      await standIn?.close();
    },
  };
  return portal;
}
