import { isOffline, onNetworkStatus, onReconnected } from '../api/network.ts';
import { reconnected, setOffline } from '../ui/reconnect.ts';

/** Passes the HTTP client's network status on to the screens (docs/product.md#offline): offline, and back. */
export function followNetworkStatus(): void {
  setOffline(isOffline());
  onNetworkStatus((status) => setOffline(status === 'offline'));
  onReconnected(reconnected);
}
