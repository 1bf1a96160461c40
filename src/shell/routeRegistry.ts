import { agentsRoutes } from '../features/agents/agents.routes.ts';
import { aiVideoRoutes } from '../features/aiVideo/aiVideo.routes.ts';
import { customersRoutes } from '../features/customers/customers.routes.ts';
import { feedbackRoutes } from '../features/feedback/feedback.routes.ts';
import { homeRoutes } from '../features/home/home.routes.ts';
import { invoicesRoutes } from '../features/invoices/invoices.routes.ts';
import { paymentsRoutes } from '../features/payments/payments.routes.ts';
import { serviceMaintenanceRoutes } from '../features/serviceMaintenance/serviceMaintenance.routes.ts';
import { smsRoutes } from '../features/sms/sms.routes.ts';
import { systemRoutes } from '../features/system/system.routes.ts';
import { valueAddedRoutes } from '../features/valueAdded/valueAdded.routes.ts';
import { workOrdersRoutes } from '../features/workOrders/workOrders.routes.ts';
import type { RouteEntry } from '../ui/screen.ts';

export type { RouteEntry };

/** Every logged-in route (docs/product.md#routes; /refresh is the shell's own), each area declaring its own. */
export const routeRegistry: RouteEntry[] = [
  ...homeRoutes,
  ...customersRoutes,
  ...systemRoutes,
  ...smsRoutes,
  ...serviceMaintenanceRoutes,
  ...workOrdersRoutes,
  ...feedbackRoutes,
  ...paymentsRoutes,
  ...invoicesRoutes,
  ...agentsRoutes,
  ...valueAddedRoutes,
  ...aiVideoRoutes,
];

const byPath = new Map(routeRegistry.map((route) => [route.path.toLowerCase(), route]));

/** A URL's path: without query, fragment or trailing slash. */
export const routePath = (url: string) => url.split(/[?#]/)[0].replace(/\/+$/, '') || '/';

/** The registry entry for a URL's path (matched case-insensitively, as the provider's paths are). */
export function findRoute(url: string): RouteEntry | undefined {
  return byPath.get(routePath(url).toLowerCase());
}
