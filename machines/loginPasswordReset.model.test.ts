import { describe, expect, it } from 'vitest';
import { expectFullCoverage } from './testing/expectFullCoverage.ts';
import { modelPaths, replayPath } from './testing/modelCoverage.ts';
import { loginPasswordResetMachine, type ResetEvent } from './loginPasswordReset.machine.ts';

const events = (snapshot: { value: unknown }): ResetEvent[] => {
  const fixtures: Record<string, object[]> = {
    account: [{ type: 'VERIFY', userName: ' staff01 ', code: '123456' }],
    verifying: [
      { type: 'xstate.done.actor.0.loginPasswordReset.verifying', output: { ticket: 'ticket' } },
      { type: 'xstate.error.actor.0.loginPasswordReset.verifying', error: new Error('手机验证码错误') },
    ],
    newPassword: [{ type: 'SAVE', password: 'Fresh@2026', agPassWord: 'Fresh@2026' }, { type: 'BACK' }],
    saving: [
      { type: 'xstate.done.actor.0.loginPasswordReset.saving', output: true },
      { type: 'xstate.error.actor.0.loginPasswordReset.saving', error: new Error('验证已过期，请重新获取验证码') },
    ],
  };
  return (fixtures[snapshot.value as string] ?? []) as ResetEvent[];
};

const paths = modelPaths(loginPasswordResetMachine, { events });

describe('loginPasswordReset model', () => {
  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))(
    'asks for a new password only with a ticket from a checked code: %s',
    (_, path) => {
      const snapshot = replayPath(loginPasswordResetMachine, path).getSnapshot();
      if (['newPassword', 'saving', 'done'].includes(snapshot.value as string)) expect(snapshot.context.ticket).toBe('ticket');
      if (snapshot.value === 'account') expect(snapshot.context.ticket).toBeNull();
    },
  );

  it('covers every state and transition', () => {
    expectFullCoverage('loginPasswordReset', loginPasswordResetMachine, paths);
  });
});
