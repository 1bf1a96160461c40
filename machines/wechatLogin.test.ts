import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { WECHAT_STATE_MISMATCH } from '../src/rules/login.ts';
import { wechatLoginMachine, type WechatResult } from './wechatLogin.machine.ts';

function start(input: object, exchange: () => Promise<WechatResult> = () => Promise.resolve({ status: 2, token: 't' })) {
  const effects = { toast: [] as string[], stored: [] as string[], home: 0 };
  const exchangeCode = vi.fn(exchange);
  const machine = wechatLoginMachine.provide({
    actors: { exchangeCode: fromPromise(exchangeCode) },
    actions: {
      toast: (_, text) => void effects.toast.push(text),
      storeToken: (_, token) => void effects.stored.push(token),
      goHome: () => void (effects.home += 1),
    },
  });
  return { actor: createActor(machine, { input }).start(), effects, exchangeCode };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const arrival = { code: 'c', state: 's', expectedState: 's' };

describe('WeChat QR login', () => {
  it('starts on the account form and switches to the QR and back', () => {
    const { actor } = start({});
    expect(actor.getSnapshot().value).toBe('accountForm');
    actor.send({ type: 'SHOW_QR' });
    expect(actor.getSnapshot().value).toBe('qrShown');
    actor.send({ type: 'SHOW_ACCOUNT_FORM' });
    expect(actor.getSnapshot().value).toBe('accountForm');
  });

  it('refuses a redirect whose state this page did not issue, without calling the server', () => {
    const { actor, effects, exchangeCode } = start({ ...arrival, expectedState: null });
    expect(actor.getSnapshot().value).toBe('accountForm');
    expect(effects.toast).toEqual([WECHAT_STATE_MISMATCH]);
    expect(exchangeCode).not.toHaveBeenCalled();
  });

  it('2: stores the token and goes home', async () => {
    const { actor, effects } = start(arrival);
    await settle();
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(effects).toMatchObject({ stored: ['t'], home: 1 });
  });

  it('2 with a too-simple password: the token goes to the security prompt, not the cookie', async () => {
    const prompted: object[] = [];
    const machine = wechatLoginMachine.provide({
      actors: { exchangeCode: fromPromise(() => Promise.resolve<WechatResult>({ status: 2, token: 'weak', samleLoginNum: 1 })) },
      actions: { promptWeakPassword: (_, result) => void prompted.push(result), storeToken: () => expect.unreachable() },
    });
    const actor = createActor(machine, { input: arrival }).start();
    await settle();
    expect(actor.getSnapshot().value).toBe('accountForm');
    expect(prompted).toEqual([{ token: 'weak', samleLoginNum: 1 }]);
  });

  it('1: binding mode with the unionId, until cancelled', async () => {
    const { actor } = start(arrival, () => Promise.resolve({ status: 1, unionId: 'union' }));
    await settle();
    expect(actor.getSnapshot()).toMatchObject({ value: 'binding', context: { unionId: 'union' } });
    actor.send({ type: 'CANCEL_BINDING' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'accountForm', context: { unionId: null } });
  });

  it('0 or a failed call: back to the account form with the message', async () => {
    const refused = start(arrival, () => Promise.resolve({ status: 0, msg: '微信授权已失效，请重新扫码' }));
    const failed = start(arrival, () => Promise.reject(new Error('网络连接失败，请检查网络后重试')));
    await settle();
    expect(refused.actor.getSnapshot().value).toBe('accountForm');
    expect(refused.effects.toast).toEqual(['微信授权已失效，请重新扫码']);
    expect(failed.effects.toast).toEqual(['网络连接失败，请检查网络后重试']);
  });
});
