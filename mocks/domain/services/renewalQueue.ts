import type { ExpireCounts, ExpireRange, ExpireRow } from '../../../src/contracts/customerServices.ts';
import { customersScreens } from '../../../src/contracts/screens/customers.ts';
import { BadRequestError } from '../../errors.ts';
import type { StandInContext } from '../../module.ts';
import { pagedList, pagedListFor } from '../../pagedList.ts';
import { requireFields } from '../../validate.ts';
import { DAY_MS, SERVICE_FROM, SERVICE_SELECT, scoped, toServiceRow, type ServiceDbRow } from './customerServiceRows.ts';

// The renewal queue the customers area lists (services not stopped or cleared, expired or expiring within 90 days),
// and the counts of its chips, which the home page shows too.

const STAFF = ['张伟', '李娜', '王芳', '陈静', '刘洋'];
const EXPIRE_WINDOW_DAYS = 90;
export const expiring = (now: number) => ({ sql: "st.customer_id IS NULL AND c.status <> '已停用' AND c.expire_at < ?", params: [now + EXPIRE_WINDOW_DAYS * DAY_MS] });
const RANGE_SQL: Record<string, string> = {
  expired: 'c.expire_at < ?',
  '7': `c.expire_at >= ? AND c.expire_at <= ? + ${7 * DAY_MS}`,
  '30': `c.expire_at >= ? AND c.expire_at <= ? + ${30 * DAY_MS}`,
  '90': `c.expire_at >= ? AND c.expire_at <= ? + ${90 * DAY_MS}`,
};

export function expireList(ctx: StandInContext, accountId: number, body: unknown) {
  const request = requireFields(body, { filters: 'object?' });
  const { range, ...filters } = (request.filters ?? {}) as Record<string, unknown>;
  const now = ctx.now();
  const base = expiring(now);
  let scope = scoped(ctx, accountId, base.sql, base.params);
  if (range !== undefined && range !== null && range !== '') {
    if (typeof range !== 'string' || !Object.hasOwn(RANGE_SQL, range)) throw new BadRequestError('参数 range 应为 expired、7、30 或 90');
    const sql = RANGE_SQL[range];
    scope = { sql: `${scope.sql} AND ${sql}`, params: [...scope.params, ...(range === 'expired' ? [now] : [now, now])] };
  }
  return pagedList<ServiceDbRow, ExpireRow>(
    ctx,
    pagedListFor(customersScreens.expireInfo.list, {
      from: SERVICE_FROM,
      select: SERVICE_SELECT,
      scope,
      sortable: { expireDate: 'c.expire_at', remainDays: 'c.expire_at', userName: 'c.name' },
      filterable: { productType: 'c.product_type', label: 'l.name' },
      keyword: ['c.name', 'c.phone', 'c.host'],
      defaultOrder: 'c.expire_at ASC, c.id ASC',
      toItem: (row) => ({
        ...toServiceRow(row, now),
        labels: row.label_name ? [row.label_name] : [],
        noRenewReason: row.reason_type ? `${row.reason_type}${row.reason_note ? `：${row.reason_note}` : ''}` : null,
        staffName: STAFF[row.id % STAFF.length],
      }),
    }),
    { ...(body as object), filters },
  );
}

/** Each chip's count is the total of the list with that chip and the query bar's filters (same query, so always equal). */
export function expireCounts(ctx: StandInContext, accountId: number, query: Record<string, string>): ExpireCounts {
  const total = (range: ExpireRange) =>
    expireList(ctx, accountId, {
      pageSize: 1,
      keyword: query.keyword,
      filters: { productType: query.productType ?? '', label: query.label ?? '', range },
    }).total;
  return { expired: total('expired'), '7': total('7'), '30': total('30'), '90': total('90') };
}
