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
  description: '网络状态',
  meta: {
    rule: { section: 'offline', says: 'Offline is a state of the portal, not an error' },
    events: { BROWSER_OFFLINE: '浏览器断网', BROWSER_ONLINE: '浏览器联网', CALL_FAILED: '请求没有答复', CALL_ANSWERED: '请求得到答复' },
    actors: { probe: '探测服务' },
    delays: { probeInterval: '5 秒后再探测', restoredShown: '已恢复连接显示 4 秒后' },
    guards: { startedOnline: '打开时有网络' },
  },
  context: ({ input }) => ({ browserOnline: input.browserOnline }),
  initial: 'starting',
  states: {
    starting: {
      description: '打开门户',
      always: [{ guard: 'startedOnline', target: 'online' }, { target: '#network.offline.disconnected' }],
    },
    online: {
      description: '在线',
      on: { BROWSER_OFFLINE: '#network.offline.disconnected', CALL_FAILED: '#network.offline.unreachable' },
    },
    offline: {
      description: '网络已断开',
      meta: { rule: { section: 'offline', says: 'The shell shows 网络已断开 above the page for as long as it lasts' } },
      initial: 'disconnected',
      on: { CALL_ANSWERED: 'restored' },
      states: {
        disconnected: { description: '浏览器没有网络', on: { BROWSER_ONLINE: 'checking' } },
        unreachable: {
          description: '服务没有答复',
          meta: { rule: { section: 'offline', says: 'While the browser has a network but the services do not answer, they are asked again every 5 s' } },
          after: { probeInterval: 'checking' },
          on: { BROWSER_OFFLINE: 'disconnected', BROWSER_ONLINE: 'checking' },
        },
        checking: {
          description: '探测服务中',
          invoke: { src: 'probe', onDone: '#network.restored', onError: 'unreachable' },
          on: { BROWSER_OFFLINE: 'disconnected' },
        },
      },
    },
    restored: {
      description: '已恢复连接',
      meta: { rule: { section: 'offline', says: 'then 已恢复连接 for 4 s' } },
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
