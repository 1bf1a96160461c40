import { DbsetMaintenanceScreen } from './DbsetMaintenanceScreen.tsx';

/** /ishopDBsetMaintenance?serviceId=: 账套维护 reached from an iShop shop. */
export default function IshopDbsetMaintenancePage() {
  return <DbsetMaintenanceScreen title="iShop账套维护" />;
}
