import { describe, expect, it } from 'vitest';
import { expectFullCoverage } from './testing/expectFullCoverage.ts';
import { replayPath } from './testing/modelCoverage.ts';
import { permissionWatchMachine } from './permissionWatch.machine.ts';
import { permissionWatchPaths } from './permissionWatch.model.ts';

const paths = permissionWatchPaths();

describe('permission watch model', () => {
  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))(
    'follows a new version before it knows it, and asks nothing while hidden: %s',
    (_, path) => {
      const before = path.steps.at(-2)!.state as unknown as { value: unknown; context: { known: string | null } };
      const last = path.steps.at(-1)!.event as { type: string; output?: string };
      const snapshot = replayPath(permissionWatchMachine, path).getSnapshot();
      // A version other than the known one is followed; it becomes the known one only once the follow is done.
      if (last.type === 'xstate.done.actor.askVersion' && before.context.known !== null && last.output !== before.context.known) {
        expect(snapshot.value).toBe('following');
        expect(snapshot.context.known).toBe(before.context.known);
      }
      if (last.type === 'xstate.done.actor.follow') expect(snapshot.context.known).toBe(snapshot.context.seen);
      if (last.type === 'xstate.error.actor.follow') expect(snapshot.context.known).toBe(before.context.known);
      if (before.value === 'paused' && last.type !== 'RESUME') expect(snapshot.value).toBe('paused');
      if (last.type === 'PAUSE' && before.value !== 'following') expect(snapshot.value).toBe('paused');
    },
  );

  it('covers every state and transition', () => {
    expectFullCoverage('permissionWatch', permissionWatchMachine, paths);
  });
});
