import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { loginMachine, type SignInRequest, type TokenData } from './login.machine.ts';
import { weakPasswordMachine } from './weakPassword.machine.ts';

const form = { account: 'agent01', password: 'Agent@2026', authorCode: '123456', pictureCode: '' };
const submit = (overrides = {}) => ({ type: 'SUBMIT' as const, form, agreed: true, pictureAnswer: null, unionId: null, ...overrides });

function start(signIn: (request: SignInRequest) => Promise<TokenData>, input = {}, ignore = (): Promise<unknown> => Promise.resolve({})) {
  const effects = { toast: [] as string[], stored: [] as string[], counts: [] as number[], home: 0, pictureRefreshes: 0, codes: [] as string[] };
  const machine = loginMachine.provide({
    actors: {
      signIn: fromPromise(({ input: request }) => signIn(request)),
      weakPassword: weakPasswordMachine.provide({ actors: { ignoreOnce: fromPromise(ignore) } }),
    },
    actions: {
      toast: (_, text) => void effects.toast.push(text),
      storeToken: (_, token) => void effects.stored.push(token),
      saveErrorCount: (_, count) => void effects.counts.push(count),
      goHome: () => void (effects.home += 1),
      refreshPictureCode: () => void (effects.pictureRefreshes += 1),
      sendPhoneCode: (_, account) => void effects.codes.push(account),
    },
  });
  return { actor: createActor(machine, { input }).start(), effects };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('login', () => {
  it('checks the form, then the agreement, then the slider, in that order', async () => {
    const signIn = vi.fn(() => Promise.resolve({ token: 't' }));
    const { actor, effects } = start(signIn);
    actor.send(submit({ form: { ...form, account: ' ', authorCode: '' }, agreed: false }));
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ account: '请填写账号', authorCode: '请填写手机验证码' });
    expect(effects.toast).toEqual([]);
    actor.send(submit({ agreed: false }));
    expect(effects.toast).toEqual(['请阅读并同意用户协议及隐私政策']);
    expect(signIn).not.toHaveBeenCalled();
  });

  it('stores the token and goes home on success, forgetting the failure count', async () => {
    const { actor, effects } = start(() => Promise.resolve({ token: 'abc' }), { errorCount: 2 });
    actor.send(submit());
    await settle();
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(effects).toMatchObject({ stored: ['abc'], counts: [0], home: 1 });
  });

  it('counts a failure, shows the message where it belongs, and demands the slider when asked', async () => {
    const answers = ['账号密码错误', '该验证码无效', '需要验证码或验证码错误', '系统繁忙'];
    const { actor, effects } = start(() => Promise.reject(new Error(answers.shift())));
    actor.send(submit());
    await settle();
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ password: '账号密码错误' });
    actor.send(submit());
    await settle();
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ authorCode: '该验证码无效' });
    actor.send(submit());
    await settle();
    expect(actor.getSnapshot().context.sliderRequired).toBe(true);
    expect(effects.counts).toEqual([1, 2, 3]);

    // From the third failure the picture code is checked, case-insensitively, before anything else.
    actor.send(submit({ form: { ...form, pictureCode: 'zzzz' }, pictureAnswer: 'AbCd' }));
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ pictureCode: '图形验证码错误' });
    expect(effects.pictureRefreshes).toBe(4);
    actor.send(submit({ form: { ...form, pictureCode: 'abcd' }, pictureAnswer: 'AbCd' }));
    expect(effects.toast).toEqual(['请完成滑动验证！！']);
    const generation = actor.getSnapshot().context.sliderGeneration;
    actor.send({ type: 'CAPTCHA_PASSED', captcha: { sessionId: 's', sig: 'g', token: 't' } });
    actor.send(submit({ form: { ...form, pictureCode: 'abcd' }, pictureAnswer: 'AbCd' }));
    await settle();
    expect(effects.toast).toEqual(['请完成滑动验证！！', '系统繁忙']);
    expect(actor.getSnapshot().context).toMatchObject({ captcha: null, sliderGeneration: generation + 1, errorCount: 4 });
  });

  it('sends the slider pass and the WeChat unionId with the login', async () => {
    const signIn = vi.fn((_: SignInRequest) => Promise.resolve({ token: 't' }));
    const { actor } = start(signIn);
    actor.send({ type: 'CAPTCHA_PASSED', captcha: { sessionId: 's', sig: 'g', token: 't' } });
    actor.send(submit({ unionId: 'union' }));
    await settle();
    expect(signIn.mock.calls[0][0]).toEqual({ form, captcha: { sessionId: 's', sig: 'g', token: 't' }, unionId: 'union' });
  });

  it('holds a weak password’s token back until the prompt is ignored', async () => {
    const { actor, effects } = start(() => Promise.resolve({ token: 'weak', samleLoginNum: 3 }));
    actor.send(submit());
    await settle();
    expect(actor.getSnapshot().value).toBe('weakPassword');
    expect(effects.stored).toEqual([]);
    actor.getSnapshot().children.weakPassword!.send({ type: 'IGNORE' });
    await settle();
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(effects.stored).toEqual(['weak']);
  });

  it('opens the change-password dialog from the prompt and drops the token when it closes', async () => {
    const dropToken = vi.fn();
    const machine = loginMachine.provide({
      actors: { signIn: fromPromise((): Promise<TokenData> => Promise.resolve({ token: 'weak', samleLoginNum: 0 })) },
      actions: { dropToken },
    });
    const actor = createActor(machine, { input: {} }).start();
    actor.send(submit());
    await settle();
    actor.getSnapshot().children.weakPassword!.send({ type: 'IGNORE' });
    expect(actor.getSnapshot().value).toBe('weakPassword');
    actor.getSnapshot().children.weakPassword!.send({ type: 'SET_PASSWORD' });
    expect(actor.getSnapshot().value).toBe('changingPassword');
    actor.send({ type: 'PASSWORD_DIALOG_CLOSED' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(dropToken).toHaveBeenCalledOnce();
  });

  it('asks for the account before sending a phone code, and shows a failed send under the code', () => {
    const { actor, effects } = start(() => Promise.resolve({ token: 't' }));
    actor.send({ type: 'REQUEST_CODE', account: '' });
    expect(actor.getSnapshot().context.fieldErrors.account).toBe('请填写账号');
    actor.send({ type: 'REQUEST_CODE', account: ' agent01 ' });
    expect(effects.codes).toEqual(['agent01']);
    actor.send({ type: 'CODE_FAILED', message: '手机号验证错误！' });
    expect(actor.getSnapshot().context.fieldErrors.authorCode).toBe('手机号验证错误！');
  });
});
