import { modelPaths } from './testing/modelCoverage.ts';
import { loginMachine, pictureShown, type LoginContext, type LoginEvent } from './login.machine.ts';

// The model of the login form, shared by its unit model test and the paths replayed in the browser.
export const filled = { account: 'agent01', password: 'Agent@2026', authorCode: '123456', pictureCode: 'AbCd' };
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

/** A fresh page, and one whose cookie already counts three failures (the picture code shows). */
export const loginInputs = { fresh: {}, threeFailures: { errorCount: 3 } };

export const loginPaths = () => modelPaths(loginMachine, { events, serializeState, inputs: Object.values(loginInputs) });
