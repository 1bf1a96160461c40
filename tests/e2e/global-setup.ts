import { startPortal } from '../../scripts/portal.ts';

/** Serves the built app (npm run test:e2e builds it) with a stand-in on a fresh database, on free ports. */
export default async function globalSetup() {
  const portal = await startPortal({
    mode: 'preview',
    port: 0,
    outDir: process.env.E2E_OUT_DIR ?? 'dist-e2e',
    fresh: true,
  });
  process.env.PORTAL_URL = portal.url;
  return () => portal.close();
}
