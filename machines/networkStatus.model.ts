import { modelPaths } from './testing/modelCoverage.ts';
import { networkStatusMachine, type NetworkEvent } from './networkStatus.machine.ts';

// The network's model, shared by its unit model test and the paths replayed in the browser: the browser
// loses and finds its network, the services stop and start answering calls, and the probe of an
// unreachable service is answered or not.

type Snapshot = { value: unknown };

const everywhere: NetworkEvent[] = [{ type: 'BROWSER_OFFLINE' }, { type: 'BROWSER_ONLINE' }, { type: 'CALL_FAILED' }, { type: 'CALL_ANSWERED' }];

const events = ({ value }: Snapshot): NetworkEvent[] => {
  const inner = typeof value === 'object' && value !== null ? (value as { offline?: string }).offline : value;
  const perState: Record<string, object[]> = {
    unreachable: [{ type: 'xstate.after.probeInterval.network.offline.unreachable' }],
    checking: [{ type: 'xstate.done.actor.0.network.offline.checking' }, { type: 'xstate.error.actor.0.network.offline.checking', error: new Error('no answer') }],
    restored: [{ type: 'xstate.after.restoredShown.network.restored' }],
  };
  return [...((perState[String(inner)] ?? []) as NetworkEvent[]), ...everywhere];
};

export const networkStatusPaths = () => modelPaths(networkStatusMachine, { events, inputs: [{ browserOnline: true }, { browserOnline: false }] });
