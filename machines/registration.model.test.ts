import { describe, expect, it } from 'vitest';
import { expectFullCoverage } from './testing/expectFullCoverage.ts';
import { replayPath } from './testing/modelCoverage.ts';
import { isSending, isSubmitLocked, registrationMachine, registrationStep } from './registration.machine.ts';
import { modelResult, registrationPaths } from './registration.model.ts';

const paths = registrationPaths();

describe('registration model', () => {
  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))(
    'shows the step, lock and sending state it reaches: %s',
    (_, path) => {
      const snapshot = replayPath(registrationMachine, path).getSnapshot();
      // Only 返回登录 leaves the page, and nothing happens on it after.
      expect(snapshot.value === 'left').toBe(path.steps[path.steps.length - 1].event.type === 'BACK_TO_LOGIN');
      if (snapshot.value === 'left') {
        expect(snapshot.status).toBe('done');
        return;
      }
      if (snapshot.value === 'registered') {
        expect(registrationStep(snapshot)).toBe(1);
        expect(snapshot.context.result).toEqual(modelResult);
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
