import { useEffect } from 'react';

// Whether the portal is offline, as src/app passes it on from the HTTP client's network status
// (docs/product.md#offline): screens read it here without knowing the client.

let offline = false;
const listeners = new Set<() => void>();

export function setOffline(value: boolean): void {
  offline = value;
}

export const offlineNow = () => offline;

/** The network is back: the shown screen's loads that settled offline, and its list, load again now. */
export function reconnected(): void {
  offline = false;
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
