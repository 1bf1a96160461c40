import { KIND_RULES, type ValueAddedKind } from '../../../src/contracts/valueAdded.ts';
import { addYears, renewedUntil } from '../../../src/rules/calendar.ts';
import type { StandInContext } from '../../module.ts';
import { addPaidDbsets } from '../../domain/dbsetQuota.ts';
import { addRecord, KIND_UNITS, operatorName } from './valueAddedRecords.ts';

const kindOfAddOn = (addOn: unknown) => (Object.keys(KIND_RULES) as ValueAddedKind[]).find((kind) => KIND_RULES[kind].addOn === addOn);

/**
 * A paid valueAdded order (detail {addOn, quantity}, `years` for a renewal): a customer without the
 * subscription gets it opened (to its service's expiry, which the price was prorated to); an open one is
 * renewed by its years or topped up by its quantity. 账套 bought here raise the service's 账套 quota as a
 * 增加账套 order does; the other areas' add-ons (空间, 短信) are left alone.
 */
export function applyPaidOrder(ctx: StandInContext, orderNo: string, request: Record<string, unknown>): void {
  const detail = (request.detail ?? {}) as { addOn?: unknown; quantity?: unknown };
  if (detail.addOn === '账套' && !request.years) return addPaidDbsets(ctx, orderNo, request);
  const kind = kindOfAddOn(detail.addOn);
  const userId = Array.isArray(request.userIds) ? Number(request.userIds[0]) : 0;
  const units = Number(detail.quantity);
  if (!kind || !userId || !Number.isSafeInteger(units) || units < 1) return;
  const order = ctx.db
    .prepare('SELECT o.amount_fen, o.account_id, c.expire_at FROM orders o JOIN customers c ON c.id = ? WHERE o.order_no = ?')
    .get(userId, orderNo) as { amount_fen: number; account_id: number | null; expire_at: number };
  const existing = ctx.db.prepare('SELECT id, expire_at FROM value_added_services WHERE user_id = ? AND kind = ?').get(userId, kind) as
    | { id: number; expire_at: number }
    | undefined;
  const { perUnit } = KIND_RULES[kind];
  const bought = units * (perUnit.quota || perUnit.remaining);
  const line = { quantity: bought, unit: KIND_UNITS[kind].bought, amountFen: order.amount_fen, orderNo, operator: operatorName(ctx, order.account_id) };
  const years = Number(request.years) || 0;
  if (!existing) {
    const now = ctx.now();
    const opened = ctx.db
      .prepare('INSERT INTO value_added_services (user_id, kind, quota, remaining, start_at, expire_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(userId, kind, units * perUnit.quota, units * perUnit.remaining, now, Math.max(order.expire_at, addYears(now, years)));
    addRecord(ctx, { ...line, serviceId: Number(opened.lastInsertRowid), recordType: '开通' });
  } else if (years > 0) {
    ctx.db.prepare('UPDATE value_added_services SET expire_at = ? WHERE id = ?').run(renewedUntil(existing.expire_at, ctx.now(), years), existing.id);
    addRecord(ctx, { ...line, serviceId: existing.id, recordType: '续费', quantity: years, unit: '年' });
  } else {
    ctx.db.prepare('UPDATE value_added_services SET quota = quota + ?, remaining = remaining + ? WHERE id = ?').run(units * perUnit.quota, units * perUnit.remaining, existing.id);
    addRecord(ctx, { ...line, serviceId: existing.id, recordType: '充值' });
  }
}
