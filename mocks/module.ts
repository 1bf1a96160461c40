import type { Db } from './db.ts';
import type { Service } from './http.ts';
import type { SmsOutbox } from './sms.ts';

/** The four services of SPEC §7, each on its own loopback port. */
export interface Services {
  api: Service;
  order: Service;
  registry: Service;
  aiuu: Service;
}

export interface StandInContext {
  /** Always read through the context: a reset swaps nothing, but keeps one handle for all. */
  readonly db: Db;
  /** Milliseconds since the epoch, shifted by /api/__dev/clock so tests can age codes and tokens. */
  now(): number;
  readonly sms: SmsOutbox;
}

/**
 * One area of the stand-in: its tables, its deterministic seed data and its routes.
 * Modules are listed in modules.ts; schema and seed run in that order on start and reset.
 */
export interface StandInModule {
  name: string;
  /** CREATE TABLE statements (run with IF NOT EXISTS semantics on every start). */
  schema?: string;
  /** Fills the tables of a fresh database. Must be deterministic. */
  seed?(ctx: StandInContext): void;
  routes?(services: Services, ctx: StandInContext): void;
}
