import { DbsetMaintenanceScreen } from './DbsetMaintenanceScreen.tsx';
import { serviceMaintenanceScreens } from '../../contracts/screens/serviceMaintenance.ts';

/** /ishopDBsetMaintenance?serviceId=: 账套维护 reached from an iShop shop. */
export default function IshopDbsetMaintenancePage() {
  return <DbsetMaintenanceScreen screen={serviceMaintenanceScreens.ishopDbsetMaintenance} />;
}
