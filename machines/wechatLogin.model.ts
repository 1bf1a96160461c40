import { modelPaths } from './testing/modelCoverage.ts';
import { wechatLoginMachine, type WechatLoginEvent } from './wechatLogin.machine.ts';

// The model of WeChat QR login, shared by its unit model test and the paths replayed in the browser.
const done = (output: object) => ({ type: 'xstate.done.actor.0.wechatLogin.exchanging', output });

const events = (snapshot: { value: unknown }): WechatLoginEvent[] => {
  const fixtures: Record<string, object[]> = {
    accountForm: [{ type: 'SHOW_QR' }],
    qrShown: [{ type: 'SHOW_ACCOUNT_FORM' }],
    binding: [{ type: 'CANCEL_BINDING' }],
    exchanging: [
      done({ status: 2, token: 'token' }),
      done({ status: 2, token: 'weak', samleLoginNum: 2 }),
      done({ status: 1, unionId: 'union' }),
      done({ status: 0, msg: '微信授权已失效，请重新扫码' }),
      { type: 'xstate.error.actor.0.wechatLogin.exchanging', error: new Error('网络连接失败，请检查网络后重试') },
    ],
  };
  return (fixtures[snapshot.value as string] ?? []) as WechatLoginEvent[];
};

/** The login page opened plainly; the redirect with the state the page issued; a redirect with a forged state. */
export const wechatInputs = { plain: {}, redirected: { code: 'c', state: 's', expectedState: 's' }, forged: { code: 'c', state: 'forged', expectedState: 's' } };

export const wechatLoginPaths = () => modelPaths(wechatLoginMachine, { events, inputs: Object.values(wechatInputs) });
