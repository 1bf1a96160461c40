import { modelPaths } from './testing/modelCoverage.ts';
import { registrationMachine, type RegistrationEvent } from './registration.machine.ts';
import type { RegisteredTrial, TrialRegistration } from '../src/contracts/register.ts';

// The model of the trial registration form, shared by its unit model test and the paths replayed in the browser.
export const modelRequest = { tel: '13700000001', telCode: '123456' } as TrialRegistration;
export const modelResult = { customerNo: 'KH00010001' } as RegisteredTrial;
export const CODE_REFUSED = '手机验证码错误';

// A valid press, an invalid press and the back button everywhere on the page (none once it is left); fixtures
// for the call and the lock only where they can happen (an unhandled xstate.error.actor event throws in XState 5).
const events = (snapshot: { value: unknown }): RegistrationEvent[] => {
  if (snapshot.value === 'left') return [];
  const filling = (snapshot.value as { filling?: { lock: string; request: string } }).filling;
  const fixtures: object[] = [];
  if (filling?.request === 'sending') {
    fixtures.push({ type: 'xstate.done.actor.registerTrial', output: modelResult });
    fixtures.push({ type: 'xstate.error.actor.registerTrial', error: new Error(CODE_REFUSED) });
  }
  if (filling?.lock === 'locked') fixtures.push({ type: 'xstate.after.submitLock.registration.filling.lock.locked' });
  return [{ type: 'SUBMIT', request: modelRequest }, { type: 'SUBMIT', request: null }, { type: 'BACK_TO_LOGIN' }, ...fixtures] as RegistrationEvent[];
};

export const registrationPaths = () => modelPaths(registrationMachine, { events });
