import { fromPromise, setup } from 'xstate';

/** How long an unreachable service waits before it is asked again whether it answers. */
export const PROBE_INTERVAL_MS = 5_000;
/** How long 已恢复连接 stays on show once the services answer again. */
export const RESTORED_SHOWN_MS = 4_000;

export type NetworkEvent =
  /** The browser's `offline` event: no network at all. */
  | { type: 'BROWSER_OFFLINE' }
  /** The browser's `online` event: a network again, the services not yet heard from. */
  | { type: 'BROWSER_ONLINE' }
  /** A call got no answer at all (not an HTTP error: no answer). */
  | { type: 'CALL_FAILED' }
  /** A call got an answer, whatever its status. */
  | { type: 'CALL_ANSWERED' };

export interface NetworkInput {
  /** What the browser says when the portal starts (`navigator.onLine`). */
  browserOnline: boolean;
}

/**
 * Whether the portal reaches its services (docs/product.md#offline), from the browser's own events and
 * from what calls meet: one source for the banner, for refusing changes before they are sent, and for
 * the screens that load again when the network returns. Offline is `disconnected` while the browser has
 * no network (nothing is probed), `unreachable` while it has one but the services do not answer (asked
 * again every few seconds), `checking` while that question is out. An answer from anywhere ends it:
 * `restored` shows 已恢复连接 for a moment and runs `reconnected` once on entry.
 */
export const networkStatusMachine = setup({
  types: { context: {} as NetworkInput, events: {} as NetworkEvent, input: {} as NetworkInput },
  actors: {
    /** Resolves when the services answer a request, whatever its status; rejects when nothing answers. */
    probe: fromPromise<void>(async () => undefined),
  },
  actions: {
    /** Provided: what the portal does once when its services answer again (screens load again). */
    reconnected: () => undefined,
  },
  guards: {
    startedOnline: ({ context }) => context.browserOnline,
  },
  delays: { probeInterval: PROBE_INTERVAL_MS, restoredShown: RESTORED_SHOWN_MS },
}).createMachine({
  id: 'network',
  context: ({ input }) => ({ browserOnline: input.browserOnline }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'startedOnline', target: 'online' }, { target: '#network.offline.disconnected' }],
    },
    online: {
      on: { BROWSER_OFFLINE: '#network.offline.disconnected', CALL_FAILED: '#network.offline.unreachable' },
    },
    offline: {
      initial: 'disconnected',
      on: { CALL_ANSWERED: 'restored' },
      states: {
        disconnected: { on: { BROWSER_ONLINE: 'checking' } },
        unreachable: {
          after: { probeInterval: 'checking' },
          on: { BROWSER_OFFLINE: 'disconnected', BROWSER_ONLINE: 'checking' },
        },
        checking: {
          invoke: { src: 'probe', onDone: '#network.restored', onError: 'unreachable' },
          on: { BROWSER_OFFLINE: 'disconnected' },
        },
      },
    },
    restored: {
      entry: 'reconnected',
      after: { restoredShown: 'online' },
      on: { BROWSER_OFFLINE: '#network.offline.disconnected', CALL_FAILED: '#network.offline.unreachable' },
    },
  },
});

/** What the banner and the client read off a snapshot's value. */
export type NetworkState = 'online' | 'offline' | 'restored';

export function networkState(value: unknown): NetworkState {
  if (value === 'restored') return 'restored';
  return typeof value === 'object' && value !== null && 'offline' in value ? 'offline' : 'online';
}
