import { agentsScreens } from './agents.ts';
import { aiVideoScreens } from './aiVideo.ts';
import { customersScreens } from './customers.ts';
import { feedbackScreens } from './feedback.ts';
import { homeScreens } from './home.ts';
import { invoicesScreens } from './invoices.ts';
import { paymentsScreens } from './payments.ts';
import type { ScreenDeclaration } from './screen.ts';
import { serviceMaintenanceScreens } from './serviceMaintenance.ts';
import { smsScreens } from './sms.ts';
import { systemScreens } from './system.ts';
import { valueAddedScreens } from './valueAdded.ts';
import { workOrdersScreens } from './workOrders.ts';

/** Every logged-in screen, area by area (docs/product.md#routes; /refresh is the shell's own). */
export const screenDeclarations: readonly ScreenDeclaration[] = [
  homeScreens,
  customersScreens,
  systemScreens,
  smsScreens,
  serviceMaintenanceScreens,
  workOrdersScreens,
  feedbackScreens,
  paymentsScreens,
  invoicesScreens,
  agentsScreens,
  valueAddedScreens,
  aiVideoScreens,
].flatMap((area) => Object.values<ScreenDeclaration>(area));
