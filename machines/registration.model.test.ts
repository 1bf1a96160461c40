import { describe, expect, it } from 'vitest';
import { expectFullCoverage } from './testing/expectFullCoverage.ts';
import { modelPaths, replayPath } from './testing/modelCoverage.ts';
import {
  isSending,
  isSubmitLocked,
  registrationMachine,
  registrationStep,
  type RegisteredTrial,
  type RegistrationEvent,
  type TrialRegistration,
} from './registration.machine.ts';

const request = { tel: '13700000001', telCode: '123456' } as TrialRegistration;
const result = { customerNo: 'KH00010001' } as RegisteredTrial;

// A valid press, an invalid press and the back button everywhere; fixtures for the call and the
// lock only where they can happen (an unhandled xstate.error.actor event throws in XState 5).
const events = (snapshot: { value: unknown }): RegistrationEvent[] => {
  const filling = (snapshot.value as { filling?: { lock: string; request: string } }).filling;
  const fixtures: object[] = [];
  if (filling?.request === 'sending') {
    fixtures.push({ type: 'xstate.done.actor.registerTrial', output: result });
    fixtures.push({ type: 'xstate.error.actor.registerTrial', error: new Error('手机验证码错误') });
  }
  if (filling?.lock === 'locked') fixtures.push({ type: 'xstate.after.submitLock.registration.filling.lock.locked' });
  return [{ type: 'SUBMIT', request }, { type: 'SUBMIT', request: null }, { type: 'BACK_TO_LOGIN' }, ...fixtures] as RegistrationEvent[];
};

const paths = modelPaths(registrationMachine, { events });

describe('registration model', () => {
  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))(
    'shows the step, lock and sending state it reaches: %s',
    (_, path) => {
      const snapshot = replayPath(registrationMachine, path).getSnapshot();
      if (snapshot.value === 'registered') {
        expect(registrationStep(snapshot)).toBe(1);
        expect(snapshot.context.result).toEqual(result);
        return;
      }
      expect(registrationStep(snapshot)).toBe(0);
      const value = snapshot.value as { filling: { lock: string; request: string } };
      expect(isSubmitLocked(snapshot)).toBe(value.filling.lock === 'locked');
      expect(isSending(snapshot)).toBe(value.filling.request === 'sending');
      // Only a valid press starts a registration.
      if (isSending(snapshot)) {
        const presses = path.steps.filter((step) => step.event.type === 'SUBMIT').map((step) => step.event as { request: unknown });
        expect(presses.some((press) => press.request !== null)).toBe(true);
      }
    },
  );

  it('covers every state and transition', () => {
    expectFullCoverage('registration', registrationMachine, paths);
  });
});
