import { describe, expect, it } from 'vitest';
import { expectFullCoverage } from './testing/expectFullCoverage.ts';
import { replayPath } from './testing/modelCoverage.ts';
import { loginMachine } from './login.machine.ts';
import { loginPaths } from './login.model.ts';

const paths = loginPaths();

describe('login model', () => {
  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))(
    'holds a token only past a successful login, and sends with the slider once it is required: %s',
    (_, path) => {
      const snapshot = replayPath(loginMachine, path).getSnapshot();
      const beforeLogin = ['editing', 'submitting'].includes(snapshot.value as string);
      if (beforeLogin) expect(snapshot.context.heldToken).toBeNull();
      if (['weakPassword', 'changingPassword'].includes(snapshot.value as string)) expect(snapshot.context.heldToken?.samleLoginNum).toBe(3);
      if (snapshot.context.sliderRequired && snapshot.value === 'submitting') expect(snapshot.context.captcha).not.toBeNull();
    },
  );

  it('covers every state and transition', () => {
    expectFullCoverage('login', loginMachine, paths);
  });
});
