import { modelPaths } from './testing/modelCoverage.ts';
import { registrationHostMachine, type HostCheckEvent } from './registrationHost.machine.ts';

// The model of the host prefix check, shared by its unit model test and the paths replayed in the browser.
export const modelHosts = ['', 'shop1', 'myshop'];
export const CHECK_FAILED = '网络连接失败，请检查网络后重试';

const events = (snapshot: { value: unknown }): HostCheckEvent[] => {
  const fixtures: Record<string, object[]> = {
    waiting: [{ type: 'xstate.after.debounce.registrationHost.waiting' }],
    checking: [
      { type: 'xstate.done.actor.isHostTaken', output: true },
      { type: 'xstate.done.actor.isHostTaken', output: false },
      { type: 'xstate.error.actor.isHostTaken', error: new Error(CHECK_FAILED) },
    ],
  };
  return [
    ...modelHosts.map((host) => ({ type: 'HOST_CHANGED', host })),
    { type: 'CLEAR' },
    ...(fixtures[snapshot.value as string] ?? []),
  ] as HostCheckEvent[];
};

export const registrationHostPaths = () => modelPaths(registrationHostMachine, { events });
