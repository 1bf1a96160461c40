import type { StandInModule } from '../module.ts';
import { callerOf } from '../scope.ts';

/** Expiring services: what the home page counts (notices are notices.ts's, open work orders workOrders.ts's). */

const DAY = 24 * 60 * 60 * 1000;
/** Services ending within this many days count as expiring. */
export const EXPIRING_WITHIN_DAYS = 30;

export const homeModule: StandInModule = {
  name: 'home',
  routes({ api }, ctx) {
    api.get('/api/service/ExpiredServiceCount', ({ accountId }) => {
      const now = ctx.now();
      const count = (from: number, to: number) =>
        (
          ctx.db
            .prepare('SELECT COUNT(*) AS n FROM customers WHERE agent_id = ? AND expire_at > ? AND expire_at <= ?')
            .get(callerOf(ctx, accountId).agentId, from, to) as { n: number }
        ).n;
      return {
        expired: count(now - EXPIRING_WITHIN_DAYS * DAY, now),
        within7Days: count(now, now + 7 * DAY),
        within30Days: count(now, now + EXPIRING_WITHIN_DAYS * DAY),
      };
    });
  },
};
