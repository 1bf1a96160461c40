import type { StandInContext } from '../module.ts';

// What a service's 账套 quota is made of: the 账套 its version includes (the register area's catalog) plus those
// bought by paid 增加账套 orders (service_extras, the service-maintenance area's). 增加账套 is sold by service
// maintenance and by the value-added area.

/** SQL for the 账套 the version of the service `c` (a customers row) includes; 0 for a version not on sale. */
export const INCLUDED_DBSETS_SQL = `COALESCE((SELECT v.dbsets FROM catalog_versions v JOIN catalog_products p ON p.id = v.product_id
  WHERE p.product_type = c.product_type AND v.version_name = c.version_name), 0)`;

/** A paid 增加账套 order (detail {quantity}): the service may hold that many more 账套. */
export function addPaidDbsets(ctx: StandInContext, _orderNo: string, request: Record<string, unknown>): void {
  const [userId] = request.userIds as number[];
  const bought = Number((request.detail as { quantity: number }).quantity);
  ctx.db
    .prepare('INSERT INTO service_extras (customer_id, dbsets_added) VALUES (?, ?) ON CONFLICT (customer_id) DO UPDATE SET dbsets_added = dbsets_added + excluded.dbsets_added')
    .run(userId, bought);
}
