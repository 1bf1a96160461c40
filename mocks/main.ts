import { resolve } from 'node:path';
import { startStandIn, serviceNames } from './standIn.ts';

// Runs the stand-in on its own: `npm run stand-in`. Ports come from STANDIN_<SERVICE>_PORT, else free ones.
const standIn = await startStandIn({
  dataDir: resolve(process.env.STANDIN_DATA_DIR ?? 'data'),
  fresh: process.argv.includes('--fresh'),
  ports: Object.fromEntries(serviceNames.map((name) => [name, Number(process.env[`STANDIN_${name.toUpperCase()}_PORT`] ?? 0)])),
});
// The object store's address too: a portal pointed at these services needs it (PORTAL_STORE_ORIGINS).
console.log(`${'store'.padEnd(8)} ${standIn.storeUrl}`);
for (const name of serviceNames) console.log(`${name.padEnd(8)} ${standIn.urls[name]}`);
const stop = () => void standIn.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
