import { useEffect } from 'react';
import { markChanged } from './dataVersion.ts';

// Whether the portal is offline, as src/app passes it on from the HTTP client's network status
// (docs/product.md#offline): screens read it here without knowing the client.

let offline = false;
const listeners = new Set<() => void>();

export function setOffline(value: boolean): void {
  offline = value;
}

export const offlineNow = () => offline;

/** The network is back: kept-alive lists load again when shown, and the shown screen's loads now. */
export function reconnected(): void {
  offline = false;
  markChanged();
  listeners.forEach((listener) => listener());
}

/** Calls `reload` (when given) each time the network returns while the component is shown. */
export function useOnReconnect(reload: (() => void) | undefined): void {
  useEffect(() => {
    if (!reload) return;
    listeners.add(reload);
    return () => void listeners.delete(reload);
  }, [reload]);
}
