import { serve, type ServerType } from '@hono/node-server';
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { dropAllTables, openDb, type Db } from './db.ts';
import { Service } from './http.ts';
import type { Services, StandInContext } from './module.ts';
import { modules } from './modules.ts';
import { registerDevRoutes } from './dev.ts';
import { SMS_SCHEMA, SmsOutbox } from './sms.ts';

export type ServiceName = keyof Services;
export const serviceNames: ServiceName[] = ['api', 'order', 'registry', 'aiuu'];

export interface StandInOptions {
  /** Folder for the SQLite file (and, later, stored objects). */
  dataDir: string;
  host?: string;
  /** Fixed ports per service; 0 or absent picks a free one. */
  ports?: Partial<Record<ServiceName, number>>;
  /** Start from a freshly seeded database even if the file exists. */
  fresh?: boolean;
}

export interface StandIn {
  urls: Record<ServiceName, string>;
  ctx: StandInContext;
  /** The routes a service answers (middleware left out), for tests that visit every route. */
  routes(name: ServiceName): Array<{ method: string; path: string }>;
  reset(): void;
  close(): Promise<void>;
}

export async function startStandIn(options: StandInOptions): Promise<StandIn> {
  mkdirSync(options.dataDir, { recursive: true });
  const db: Db = openDb(join(options.dataDir, 'stand-in.sqlite'));
  let clockOffset = 0;
  const ctx: StandInContext = {
    db,
    now: () => Date.now() + clockOffset,
    sms: new SmsOutbox(() => db, () => Date.now() + clockOffset),
  };

  const createSchema = () => {
    db.exec(SMS_SCHEMA);
    for (const module of modules) if (module.schema) db.exec(module.schema);
  };
  const seed = () => db.transaction(() => modules.forEach((module) => module.seed?.(ctx)))();
  const reset = () => {
    dropAllTables(db);
    createSchema();
    seed();
    clockOffset = 0;
  };

  const isSeeded = () =>
    (db.prepare("SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'accounts'").get() as {
      n: number;
    }).n > 0;
  if (options.fresh || !isSeeded()) reset();
  else createSchema();

  const services: Services = {
    api: new Service('api'),
    order: new Service('order'),
    registry: new Service('registry'),
    aiuu: new Service('aiuu'),
  };
  for (const module of modules) module.routes?.(services, ctx);
  registerDevRoutes(services.api, ctx, {
    reset,
    shiftClock: (ms) => {
      clockOffset += ms;
    },
  });

  const host = options.host ?? '127.0.0.1';
  const servers: ServerType[] = [];
  const urls = {} as Record<ServiceName, string>;
  for (const name of serviceNames) {
    const server = await listen(services[name], host, options.ports?.[name] ?? 0);
    servers.push(server);
    urls[name] = `http://${host}:${(server.address() as AddressInfo).port}`;
  }

  return {
    urls,
    ctx,
    routes: (name) =>
      services[name].app.routes.filter((route) => route.method !== 'ALL').map(({ method, path }) => ({ method, path })),
    reset,
    async close() {
      await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
      db.close();
    },
  };
}

function listen(service: Service, hostname: string, port: number): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: service.app.fetch, hostname, port }, () => resolve(server));
    server.once('error', reject);
  });
}
