import { DbsetMaintenanceScreen } from './DbsetMaintenanceScreen.tsx';

/** /dbsetMaintenance?serviceId=: one service's 账套 (账套维护). */
export default function DbsetMaintenancePage() {
  return <DbsetMaintenanceScreen title="账套维护" />;
}
