import { isOffline, onNetworkStatus, onReconnected } from '../api/network.ts';
import { markChanged } from '../ui/dataVersion.ts';
import { reconnected, setOffline } from '../ui/reconnect.ts';

/**
 * Passes the HTTP client's network status on to the screens (docs/product.md#offline): offline, and back — then
 * kept-alive lists load again when shown (a change of the data version) and the shown screen at once.
 */
export function followNetworkStatus(): void {
  setOffline(isOffline());
  onNetworkStatus((status) => setOffline(status === 'offline'));
  onReconnected(() => {
    markChanged();
    reconnected();
  });
}
