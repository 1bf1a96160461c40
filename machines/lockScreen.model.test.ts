import { describe, expect, it } from 'vitest';
import { expectFullCoverage } from './testing/expectFullCoverage.ts';
import { replayPath } from './testing/modelCoverage.ts';
import { lockScreenMachine, type LockContext } from './lockScreen.machine.ts';
import { lockScreenPaths } from './lockScreen.model.ts';

const paths = lockScreenPaths();

describe('lock screen model', () => {
  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))(
    'keeps its promises on every path: %s',
    (_, path) => {
      const snapshot = replayPath(lockScreenMachine, path).getSnapshot();
      const { problem } = snapshot.context as LockContext;
      // A problem is shown only while locked and waiting for a password, and only after a refused one.
      if (snapshot.matches({ locked: 'entering' })) {
        const refused = (path.steps.at(-1)!.event.type as string) === 'xstate.error.actor.checkPassword';
        expect(problem !== null).toBe(refused);
      } else {
        expect(problem).toBeNull();
      }
      // Only the server's yes (or another tab's unlock) opens a locked portal.
      path.steps.slice(1).forEach((step, index) => {
        const before = replayPath(lockScreenMachine, { ...path, steps: path.steps.slice(0, index + 1) }).getSnapshot();
        const after = replayPath(lockScreenMachine, { ...path, steps: path.steps.slice(0, index + 2) }).getSnapshot();
        if (before.matches('locked') && after.matches('unlocked')) {
          expect(['xstate.done.actor.checkPassword', 'UNLOCKED_ELSEWHERE']).toContain(step.event.type);
        }
      });
    },
  );

  it('covers every state and transition', () => {
    expectFullCoverage('lockScreen', lockScreenMachine, paths);
  });
});
