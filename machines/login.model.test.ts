import { describe, expect, it } from 'vitest';
import { expectFullCoverage } from './testing/expectFullCoverage.ts';
import { modelPaths, replayPath } from './testing/modelCoverage.ts';
import { loginMachine, pictureShown, type LoginContext, type LoginEvent } from './login.machine.ts';

const filled = { account: 'agent01', password: 'Agent@2026', authorCode: '123456', pictureCode: 'AbCd' };
const submit = (overrides: Partial<LoginEvent & { type: 'SUBMIT' }> = {}) => ({
  type: 'SUBMIT',
  form: filled,
  agreed: true,
  pictureAnswer: 'abcd',
  unionId: null,
  ...overrides,
});
// The message is also an own property, so the model (which tells events apart by their JSON) keeps each failure.
const failure = (message: string) => ({
  type: 'xstate.error.actor.0.login.submitting',
  error: Object.assign(new Error(message), { text: message }),
});

const events = (snapshot: { value: unknown }): LoginEvent[] => {
  const fixtures: Record<string, object[]> = {
    editing: [
      submit({ form: { account: '', password: '', authorCode: '', pictureCode: '' } }),
      submit({ form: { ...filled, pictureCode: 'zzzz' } }),
      submit({ agreed: false }),
      submit(),
      { type: 'FIELD_EDITED', field: 'password' },
      { type: 'REQUEST_CODE', account: ' ' },
      { type: 'REQUEST_CODE', account: 'agent01' },
      { type: 'CODE_FAILED', message: '手机号验证错误！' },
      { type: 'CAPTCHA_PASSED', captcha: { sessionId: 's', sig: 'g', token: 't' } },
      { type: 'WEAK_TOKEN', tokenData: { token: 'weak', samleLoginNum: 3 } },
    ],
    submitting: [
      { type: 'xstate.done.actor.0.login.submitting', output: { token: 'strong' } },
      { type: 'xstate.done.actor.0.login.submitting', output: { token: 'weak', samleLoginNum: 3 } },
      failure('需要验证码或验证码错误'),
      failure('账号密码错误'),
      failure('系统繁忙'),
    ],
    weakPassword: [
      { type: 'xstate.done.actor.weakPassword', output: { choice: 'ignored', token: 'weak' } },
      { type: 'xstate.done.actor.weakPassword', output: { choice: 'setPassword', token: 'weak' } },
    ],
    changingPassword: [{ type: 'PASSWORD_DIALOG_CLOSED' }],
  };
  return (fixtures[snapshot.value as string] ?? []) as LoginEvent[];
};

// The guards read these flags, so they split the model's states; counts and messages do not.
const serializeState = (snapshot: { value: unknown; context: unknown }) => {
  const context = snapshot.context as LoginContext;
  return JSON.stringify([snapshot.value, context.sliderRequired, context.captcha !== null, pictureShown(context)]);
};

const paths = modelPaths(loginMachine, { events, serializeState, inputs: [{}, { errorCount: 3 }] });

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
