import { modelPaths } from './testing/modelCoverage.ts';
import { lockScreenMachine, type LockEvent } from './lockScreen.machine.ts';

// The lock screen's model, shared by its unit model test and the paths replayed in the browser: locked from the
// header (or a reload of a locked portal), a wrong password, the right one, the fifth wrong one that ends the
// session, and another tab unlocking.

export const WRONG_PASSWORD = '密码错误，还可尝试4次';

function events({ value }: { value: unknown }): LockEvent[] {
  if (value === 'signedOut') return [];
  const checking = typeof value === 'object' && (value as { locked?: string }).locked === 'checking';
  const answers = checking
    ? [
        { type: 'xstate.done.actor.checkPassword' },
        { type: 'xstate.error.actor.checkPassword', error: new Error(WRONG_PASSWORD) },
        { type: 'xstate.error.actor.checkPassword', error: Object.assign(new Error('密码错误次数过多，请重新登录'), { kind: 'session' }) },
      ]
    : [];
  return [...(answers as unknown as LockEvent[]), { type: 'LOCK' }, { type: 'UNLOCK', password: 'Agent@2026' }, { type: 'UNLOCKED_ELSEWHERE' }];
}

export const lockInputs = { unlocked: { locked: false }, reloadedLocked: { locked: true } };

export const lockScreenPaths = () => modelPaths(lockScreenMachine, { events, inputs: Object.values(lockInputs) });
