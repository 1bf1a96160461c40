import { serve, type ServerType } from '@hono/node-server';
import { createHash, randomUUID } from 'node:crypto';
import { copyFileSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { dropAllTables, openDb, restoreTables, type Db } from './db.ts';
import { keepIdleConnections, Service, type DeclaredRoute } from './http.ts';
import type { OrderFulfiller, Services, StandInContext, StandInModule } from './module.ts';
import type { OrderType } from '../src/contracts/orders.ts';
import { modules } from './modules.ts';
import { enforceGuard } from './scope.ts';
import { registerDevRoutes } from './dev.ts';
import { SMS_SCHEMA, SmsOutbox } from './sms.ts';
import { startObjectStore } from './store/server.ts';
import { storeRuntime } from './store/runtime.ts';
import { SeedCalendar } from './seedCalendar.ts';
import { chinaDay } from '../src/rules/calendar.ts';

/**
 * How long a seeded world may stand in for a fresh seed, on the same China day: every seeded date is relative to
 * the instant of seeding, and a world some minutes old still holds this month's, today's and the last hour's rows.
 */
const SNAPSHOT_LIFETIME_MS = 15 * 60_000;

export type ServiceName = keyof Services;
export const serviceNames: ServiceName[] = ['api', 'order', 'registry', 'aiuu'];

export interface StandInOptions {
  /** Folder for the SQLite file (and, later, stored objects). */
  dataDir: string;
  host?: string;
  /** Fixed ports per service; 0 or absent picks a free one. */
  ports?: Partial<Record<ServiceName, number>>;
  /** Fixed port of the object store; 0 or absent picks a free one. */
  storePort?: number;
  /** Start from a freshly seeded database even if the file exists. */
  fresh?: boolean;
  /** The instant the stand-in's clock reads after every reset (tests run at a chosen hour); the real clock when absent. */
  clockStart?: number;
  /**
   * A folder through which stand-ins of the same shape (each test file's own) share their seeded worlds: a world
   * seeded at an instant that fits is copied instead of seeding anew.
   */
  seedShelf?: string;
}

export interface StandIn {
  urls: Record<ServiceName, string>;
  /** The object store (OSS / COS / OBS dialects) the upload descriptors point at. */
  storeUrl: string;
  ctx: StandInContext;
  /** The calendar the world in the database was seeded with (every seeded date is relative to its instant). */
  seedCalendar(): SeedCalendar;
  /** The routes a service registered, with their declared options (guards), for tests that visit every route. */
  declared(name: ServiceName): readonly DeclaredRoute[];
  reset(): void;
  close(): Promise<void>;
}

function gatherFulfillers(all: StandInModule[]): Map<OrderType, OrderFulfiller> {
  const fulfillers = new Map<OrderType, OrderFulfiller>();
  for (const module of all) {
    for (const [orderType, fulfiller] of Object.entries(module.onOrderPaid ?? {}) as Array<[OrderType, OrderFulfiller]>) {
      if (fulfillers.has(orderType)) throw new Error(`Two stand-in modules fulfil ${orderType} orders`);
      fulfillers.set(orderType, fulfiller);
    }
  }
  return fulfillers;
}

export async function startStandIn(options: StandInOptions): Promise<StandIn> {
  mkdirSync(options.dataDir, { recursive: true });
  const db: Db = openDb(join(options.dataDir, 'stand-in.sqlite'));
  let clockOffset = options.clockStart === undefined ? 0 : options.clockStart - Date.now();
  // While seeding, the clock stands still at the instant of seeding: every row the seed writes is dated from it.
  let seedingAt: number | null = null;
  const ctx: StandInContext = {
    db,
    now: () => seedingAt ?? Date.now() + clockOffset,
    sms: new SmsOutbox(() => db, () => ctx.now()),
    orderFulfillers: gatherFulfillers(modules),
  };

  const createSchema = () => {
    db.exec('CREATE TABLE IF NOT EXISTS stand_in_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
    db.exec(SMS_SCHEMA);
    for (const module of modules) if (module.schema) db.exec(module.schema);
  };
  const seed = (calendar: SeedCalendar) => db.transaction(() => modules.forEach((module) => module.seed?.(ctx, calendar)))();
  // A database seeded by a stand-in of another shape (modules, schemas or seeds changed) is reseeded.
  const shape = createHash('sha256')
    .update(modules.map((module) => `${module.name}\n${module.schema ?? ''}\n${module.seed?.toString() ?? ''}`).join('\n'))
    .digest('hex');
  // Seeding takes most of a second; tests reset before each test, so a reset soon after a seed copies
  // the seeded rows back from a snapshot instead. Every seeded date is relative to the instant of seeding,
  // so the snapshot stands in only on the same China day and within SNAPSHOT_LIFETIME_MS of it.
  const snapshotFile = join(options.dataDir, 'seeded.sqlite');
  let snapshotSeededAt = Number.NaN;
  const fits = (seededAt: number, now: number) => now >= seededAt && now - seededAt < SNAPSHOT_LIFETIME_MS && chinaDay(now) === chinaDay(seededAt);
  const shelf = options.seedShelf;
  const reseed = (seededAt: number) => {
    dropAllTables(db);
    createSchema();
    const shelved = shelf ? shelvedWorld(shelf, shape, (at) => fits(at, seededAt)) : null;
    if (shelved && copiedFromShelf(shelved.file, snapshotFile)) {
      restoreTables(db, snapshotFile);
      snapshotSeededAt = shelved.seededAt;
      return;
    }
    seedingAt = seededAt;
    try {
      seed(new SeedCalendar(seededAt));
    } finally {
      seedingAt = null;
    }
    db.prepare("INSERT INTO stand_in_meta (key, value) VALUES ('shape', ?), ('seededAt', ?)").run(shape, String(seededAt));
    rmSync(snapshotFile, { force: true });
    db.prepare('VACUUM INTO ?').run(snapshotFile);
    // VACUUM may number the rows of a table without an INTEGER PRIMARY KEY anew: the tables take the snapshot's
    // rowids, so that a reset can copy back only the rows written since (mocks/db.ts).
    restoreTables(db, snapshotFile);
    snapshotSeededAt = seededAt;
    if (shelf) shelveWorld(shelf, shape, seededAt, snapshotFile);
  };
  const reset = () => {
    // Back at the start instant (TEST_CLOCK's, or the real clock): the instant a reseed dates the world from.
    const startAt = options.clockStart ?? Date.now();
    clockOffset = startAt - Date.now();
    modules.forEach((module) => module.forget?.());
    rmSync(join(options.dataDir, 'store'), { recursive: true, force: true }); // the object store's bytes
    if (fits(snapshotSeededAt, startAt)) restoreTables(db, snapshotFile);
    else reseed(startAt);
  };

  const seedCalendar = () => {
    const row = db.prepare("SELECT value FROM stand_in_meta WHERE key = 'seededAt'").get() as { value: string } | undefined;
    return new SeedCalendar(row ? Number(row.value) : ctx.now());
  };

  createSchema();
  const seededShape = db.prepare("SELECT value FROM stand_in_meta WHERE key = 'shape'").get() as { value: string } | undefined;
  if (options.fresh || seededShape?.value !== shape) reset();

  const services: Services = {
    api: new Service('api'),
    order: new Service('order'),
    registry: new Service('registry'),
    aiuu: new Service('aiuu'),
  };
  for (const name of serviceNames) {
    services[name].useClock(ctx.now);
    services[name].useGuards((guard, request) => enforceGuard(ctx, guard, request));
  }
  for (const module of modules) module.routes?.(services, ctx);
  registerDevRoutes(services.api, ctx, {
    reset,
    seededAt: () => seedCalendar().now,
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

  const store = await startObjectStore({ ctx, dataDir: options.dataDir, faults: storeRuntime.faults, host, port: options.storePort ?? 0 });
  storeRuntime.url = store.url;

  return {
    urls,
    storeUrl: store.url,
    ctx,
    seedCalendar,
    declared: (name) => services[name].declared,
    reset,
    async close() {
      // Connections are cut as a process that stops would cut them (a request under way would hold close for ever).
      await Promise.all(
        servers.map((server) => new Promise<void>((resolve) => {
          server.close(() => resolve());
          (server as import('node:http').Server).closeAllConnections?.();
        })),
      );
      await store.close();
      db.close();
    },
  };
}

/** A world of this shape on the shelf whose seeding instant fits, or null. Files are named `<shape>-<seededAt>.sqlite`. */
function shelvedWorld(shelf: string, shape: string, fits: (seededAt: number) => boolean): { file: string; seededAt: number } | null {
  mkdirSync(shelf, { recursive: true });
  for (const name of readdirSync(shelf)) {
    const match = /^([0-9a-f]+)-(\d+)\.sqlite$/.exec(name);
    if (match?.[1] === shape && fits(Number(match[2]))) return { file: join(shelf, name), seededAt: Number(match[2]) };
  }
  return null;
}

/** Copies a shelved world to this stand-in's snapshot; false when another one's pruning took it first. */
function copiedFromShelf(file: string, snapshotFile: string): boolean {
  try {
    copyFileSync(file, snapshotFile);
    return true;
  } catch {
    return false;
  }
}

/** Puts a seeded world on the shelf whole: written aside, then renamed, so another stand-in never reads half of it. */
function shelveWorld(shelf: string, shape: string, seededAt: number, snapshotFile: string): void {
  // Named for this seeding alone: the worker threads of one run share the process (and its pid).
  const aside = join(shelf, `.${randomUUID()}-${seededAt}.part`);
  copyFileSync(snapshotFile, aside);
  renameSync(aside, join(shelf, `${shape}-${seededAt}.sqlite`));
}

function listen(service: Service, hostname: string, port: number): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: service.app.fetch, hostname, port }, () => resolve(server));
    keepIdleConnections(server as import('node:http').Server);
    server.once('error', reject);
  });
}
