import type { StandInModule } from '../../module.ts';
import { expireCounts } from '../../domain/services/renewalQueue.ts';
import { signedIn } from '../../guards.ts';

/**
 * Expiring services: what the home page and the dashboard count (notices are notices.ts's, open work
 * orders workOrders.ts's). Each figure is the count of the renewal queue's chip its tile opens
 * (/customerInformationManage/customerExpireInfo?range=…), over the caller's own customers.
 */

export const homeModule: StandInModule = {
  name: 'home',
  routes({ api }, ctx) {
    api.get('/api/service/ExpiredServiceCount', ({ accountId }) => {
      const counts = expireCounts(ctx, accountId, {});
      return { expired: counts.expired, within7Days: counts['7'], within30Days: counts['30'] };
    }, { guard: signedIn });
  },
};
