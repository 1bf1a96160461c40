import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { networkState, networkStatusMachine, type NetworkState } from '../../machines/networkStatus.machine.ts';

/**
 * The one source of whether the portal reaches its services (docs/product.md#offline): the browser's
 * online/offline events and what every call through the client meets, kept by the networkStatus machine,
 * started on first use (the app asks for the status as it starts).
 */

/** Asked while the services seemed unreachable: any HTTP answer (even 404) means they are back. */
const PROBE_URL = '/api/';

const reconnectedListeners = new Set<() => void>();
let actor: ActorRefFrom<typeof networkStatusMachine> | null = null;

const probe = fromPromise<void>(async () => {
  await fetch(PROBE_URL, { method: 'HEAD', cache: 'no-store' });
});

function networkActor(): ActorRefFrom<typeof networkStatusMachine> {
  if (actor) return actor;
  const machine = networkStatusMachine.provide({
    actors: { probe },
    // Once the status reads restored: what listeners send then is not refused as offline.
    actions: { reconnected: () => queueMicrotask(() => reconnectedListeners.forEach((listener) => listener())) },
  });
  const started = createActor(machine, { input: { browserOnline: typeof navigator === 'undefined' || navigator.onLine } });
  actor = started;
  if (typeof window !== 'undefined') {
    window.addEventListener('online', () => started.send({ type: 'BROWSER_ONLINE' }));
    window.addEventListener('offline', () => started.send({ type: 'BROWSER_OFFLINE' }));
  }
  started.start();
  return started;
}

export function networkStatus(): NetworkState {
  return networkState(networkActor().getSnapshot().value);
}

export const isOffline = () => networkStatus() === 'offline';

/** The browser itself has no network: nothing sent could arrive. */
export const withoutNetwork = () => networkActor().getSnapshot().matches({ offline: 'disconnected' });

/** Hears every change of the status (online → offline → restored → online). */
export function onNetworkStatus(listener: (status: NetworkState) => void): () => void {
  let last = networkStatus();
  const subscription = networkActor().subscribe((snapshot) => {
    const status = networkState(snapshot.value);
    if (status !== last) listener((last = status));
  });
  return () => subscription.unsubscribe();
}

/** Called once each time the services answer again after being out of reach. */
export function onReconnected(listener: () => void): () => void {
  reconnectedListeners.add(listener);
  return () => reconnectedListeners.delete(listener);
}

/** What a call met: an answer of any status, or none at all. */
export function reportCall(answered: boolean): void {
  networkActor().send({ type: answered ? 'CALL_ANSWERED' : 'CALL_FAILED' });
}
