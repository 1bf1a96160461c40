import { describe, expect, it } from 'vitest';
import { formatCoverage, modelCoverage, modelPaths, replayPath } from './testing/modelCoverage.ts';
import { ignoreLabel, weakPasswordMachine, type WeakPasswordEvent } from './weakPassword.machine.ts';

const events = (snapshot: { value: unknown }): WeakPasswordEvent[] => {
  const fixtures: Record<string, object[]> = {
    prompt: [{ type: 'IGNORE' }, { type: 'SET_PASSWORD' }],
    ignoring: [
      { type: 'xstate.done.actor.0.weakPassword.ignoring', output: {} },
      { type: 'xstate.error.actor.0.weakPassword.ignoring', error: new Error('忽略次数已用完，请设置新密码') },
    ],
  };
  return (fixtures[snapshot.value as string] ?? []) as WeakPasswordEvent[];
};

const paths = modelPaths(weakPasswordMachine, { events, inputs: [{ token: 't', remaining: 3 }, { token: 't', remaining: 0 }] });

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
    const coverage = modelCoverage(weakPasswordMachine, paths);
    console.log(formatCoverage('weakPassword', coverage));
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
