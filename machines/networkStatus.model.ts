import { modelPaths } from './testing/modelCoverage.ts';
import { networkStatusMachine, type NetworkEvent } from './networkStatus.machine.ts';

// The network's model, shared by its unit model test and the paths replayed in the browser: the browser
// loses and finds its network, the services stop and start answering calls, and the probe of an
// unreachable service is answered or not. The browser's paths leave out a call answered while the portal is
// offline (a call sent before, answered late), which it cannot arrange: its shortest ways back go by the probe.

type Snapshot = { value: unknown };

const everywhere: NetworkEvent[] = [{ type: 'BROWSER_OFFLINE' }, { type: 'BROWSER_ONLINE' }, { type: 'CALL_FAILED' }, { type: 'CALL_ANSWERED' }];

const eventsOf = (answeredWhileOffline: boolean) => ({ value }: Snapshot): NetworkEvent[] => {
  const inner = typeof value === 'object' && value !== null ? (value as { offline?: string }).offline : value;
  const perState: Record<string, object[]> = {
    unreachable: [{ type: 'xstate.after.probeInterval.network.offline.unreachable' }],
    checking: [{ type: 'xstate.done.actor.0.network.offline.checking' }, { type: 'xstate.error.actor.0.network.offline.checking', error: new Error('no answer') }],
    restored: [{ type: 'xstate.after.restoredShown.network.restored' }],
  };
  const offline = typeof value === 'object';
  return [...((perState[String(inner)] ?? []) as NetworkEvent[]), ...everywhere.filter((event) => answeredWhileOffline || !offline || event.type !== 'CALL_ANSWERED')];
};

export const networkStatusPaths = ({ answeredWhileOffline = true } = {}) =>
  modelPaths(networkStatusMachine, { events: eventsOf(answeredWhileOffline), inputs: [{ browserOnline: true }, { browserOnline: false }] });
