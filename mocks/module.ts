import type { Db } from './db.ts';
import type { Service } from './http.ts';
import type { SmsOutbox } from './sms.ts';
import type { OrderType } from '../src/contracts/orders.ts';
import type { SeedCalendar } from './seedCalendar.ts';

/** The four services (docs/product.md#calls-and-errors), each on its own loopback port. */
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
  /** What each area does when an order of its type is paid (the modules' `onOrderPaid`, gathered on start). */
  readonly orderFulfillers: ReadonlyMap<OrderType, OrderFulfiller>;
}

/**
 * Applies what a paid order bought, inside the paying transaction. `request` is what the area recorded
 * with `recordFulfilment` when the order was placed.
 */
export type OrderFulfiller = (ctx: StandInContext, orderNo: string, request: Record<string, unknown>) => void;

/**
 * One area of the stand-in: its tables, its deterministic seed data and its routes.
 * Modules are listed in modules.ts; schema and seed run in that order on start and reset.
 */
export interface StandInModule {
  name: string;
  /** CREATE TABLE statements (run with IF NOT EXISTS semantics on every start). */
  schema?: string;
  /**
   * Fills the tables of a fresh database. Must be deterministic, and touch nothing but the database; every date
   * it writes comes from `calendar` (the instant of seeding), never a fixed one (mocks/seedCalendar.ts).
   */
  seed?(ctx: StandInContext, calendar: SeedCalendar): void;
  /** Forgets what the module keeps outside the database (faults armed by tests…); runs on every reset. */
  forget?(): void;
  routes?(services: Services, ctx: StandInContext): void;
  /** Fulfils this area's paid orders (an order type belongs to one module). */
  onOrderPaid?: Partial<Record<OrderType, OrderFulfiller>>;
}
