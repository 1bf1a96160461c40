import { modelPaths } from './testing/modelCoverage.ts';
import { permissionWatchMachine, type PermissionWatchEvent } from './permissionWatch.machine.ts';

// The permission watch's model: the version asked is the one the page knows, a new one, or no answer; the
// follow works or fails; the page is hidden and shown; a refused action asks at once. From a page that knew a
// version (a reload) and from one that knew none (a sign-in).

export const KNOWN_VERSION = 'v1';

function events({ value }: { value: unknown }): PermissionWatchEvent[] {
  const perState: Record<string, object[]> = {
    asking: [
      { type: 'xstate.done.actor.askVersion', output: KNOWN_VERSION },
      { type: 'xstate.done.actor.askVersion', output: 'v2' },
      { type: 'xstate.error.actor.askVersion', error: new Error('no answer') },
    ],
    waiting: [{ type: 'xstate.after.pollInterval.permissionWatch.waiting' }],
    following: [{ type: 'xstate.done.actor.follow' }, { type: 'xstate.error.actor.follow', error: new Error('menu not loaded') }],
  };
  const everywhere: PermissionWatchEvent[] = [{ type: 'PAUSE' }, { type: 'RESUME' }, { type: 'CHECK' }];
  return [...((perState[String(value)] ?? []) as PermissionWatchEvent[]), ...everywhere];
}

export const permissionWatchInputs = { reloaded: { known: KNOWN_VERSION }, signedIn: { known: null } };

export const permissionWatchPaths = () =>
  modelPaths(permissionWatchMachine, { events, inputs: Object.values(permissionWatchInputs), serializeState: ({ value, context }) => JSON.stringify([value, (context as { known: unknown }).known]) });
