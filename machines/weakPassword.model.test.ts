import { describe, expect, it } from 'vitest';
import { expectFullCoverage } from './testing/expectFullCoverage.ts';
import { replayPath } from './testing/modelCoverage.ts';
import { ignoreLabel, weakPasswordMachine } from './weakPassword.machine.ts';
import { weakPasswordPaths } from './weakPassword.model.ts';

const paths = weakPasswordPaths();

describe('weakPassword model', () => {
  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))(
    'never ignores without an ignore left, and ends with the outcome taken: %s',
    (_, path) => {
      const snapshot = replayPath(weakPasswordMachine, path).getSnapshot();
      const input = path.input as { remaining: number };
      if (input.remaining === 0) expect(snapshot.value).not.toMatch(/ignoring|ignored/);
      if (snapshot.value === 'ignored') expect(snapshot.output).toEqual({ choice: 'ignored', token: 't' });
      if (snapshot.value === 'settingPassword') expect(snapshot.output).toEqual({ choice: 'setPassword', token: 't' });
      expect(ignoreLabel(snapshot.context)).toMatch(/^本次忽略（剩余[0-3]次）$/);
    },
  );

  it('covers every state and transition', () => {
    expectFullCoverage('weakPassword', weakPasswordMachine, paths);
  });
});
