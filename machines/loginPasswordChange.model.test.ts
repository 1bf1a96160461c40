import { describe, expect, it } from 'vitest';
import { expectFullCoverage } from './testing/expectFullCoverage.ts';
import { modelPaths, replayPath } from './testing/modelCoverage.ts';
import { loginPasswordChangeMachine, type PasswordChangeEvent } from './loginPasswordChange.machine.ts';

const change = { oldPassword: '12345678', password: 'Better#2026', agPassWord: 'Better#2026' };

const events = (snapshot: { value: unknown }): PasswordChangeEvent[] => {
  const fixtures: Record<string, object[]> = {
    editing: [{ type: 'SUBMIT', change }],
    saving: [
      { type: 'xstate.done.actor.0.loginPasswordChange.saving', output: true },
      { type: 'xstate.done.actor.0.loginPasswordChange.saving', output: false },
      { type: 'xstate.error.actor.0.loginPasswordChange.saving', error: new Error('旧密码错误') },
    ],
  };
  return (fixtures[snapshot.value as string] ?? []) as PasswordChangeEvent[];
};

const paths = modelPaths(loginPasswordChangeMachine, { events });

describe('loginPasswordChange model', () => {
  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))(
    'ends only on a truthy answer: %s',
    (_, path) => {
      const snapshot = replayPath(loginPasswordChangeMachine, path).getSnapshot();
      const last = path.steps.at(-1)!.event as { output?: unknown };
      expect(snapshot.value === 'changed').toBe(last.output === true);
    },
  );

  it('covers every state and transition', () => {
    expectFullCoverage('loginPasswordChange', loginPasswordChangeMachine, paths);
  });
});
