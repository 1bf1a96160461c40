import { DbsetMaintenanceScreen } from './DbsetMaintenanceScreen.tsx';
import { serviceMaintenanceScreens } from '../../contracts/screens/serviceMaintenance.ts';

/** /dbsetMaintenance?serviceId=: one service's 账套 (账套维护). */
export default function DbsetMaintenancePage() {
  return <DbsetMaintenanceScreen screen={serviceMaintenanceScreens.dbsetMaintenance} />;
}
