import { describe, expect, it } from 'vitest';
import { expectFullCoverage } from './testing/expectFullCoverage.ts';
import { replayPath } from './testing/modelCoverage.ts';
import { networkState, networkStatusMachine } from './networkStatus.machine.ts';
import { networkStatusPaths } from './networkStatus.model.ts';

const paths = networkStatusPaths();

describe('network status model', () => {
  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))(
    'is offline after no answer, and online again only after an answer: %s',
    (_, path) => {
      const snapshot = replayPath(networkStatusMachine, path).getSnapshot();
      const last = path.steps.at(-1)!.event.type;
      const state = networkState(snapshot.value);
      if (last === 'BROWSER_OFFLINE' || last === 'CALL_FAILED') expect(state).toBe('offline');
      if (last === 'CALL_ANSWERED') expect(state).not.toBe('offline');
      // A browser without network is asked nothing until it says it has one again.
      const before = (path.steps.at(-2)?.state as { value?: unknown } | undefined)?.value;
      if (JSON.stringify(before) === '{"offline":"disconnected"}' && !/BROWSER_ONLINE|CALL_ANSWERED/.test(last)) expect(snapshot.value).toEqual({ offline: 'disconnected' });
    },
  );

  it('covers every state and transition', () => {
    expectFullCoverage('networkStatus', networkStatusMachine, paths);
  });
});
