import type { StandInContext } from '../module.ts';

// A service's host prefix is free when no one reserved it (the catalog's reserved_hosts) and no customer
// has it: registration, a new customer, order entry and 修改域名 all ask this one question.

/** Whether a prefix is reserved or already some customer's host (case does not matter in a host name). */
export function isHostTaken(ctx: StandInContext, host: string): boolean {
  const reserved = ctx.db.prepare('SELECT 1 FROM reserved_hosts WHERE host = ?').get(host);
  const used = ctx.db.prepare('SELECT 1 FROM customers WHERE host = ? COLLATE NOCASE LIMIT 1').get(host);
  return !!reserved || !!used;
}
