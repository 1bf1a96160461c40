import { describe, expect, it } from 'vitest';
import { expectFullCoverage } from './testing/expectFullCoverage.ts';
import { modelPaths, replayPath } from './testing/modelCoverage.ts';
import { wechatLoginMachine, type WechatLoginEvent } from './wechatLogin.machine.ts';

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

const paths = modelPaths(wechatLoginMachine, {
  events,
  inputs: [{}, { code: 'c', state: 's', expectedState: 's' }, { code: 'c', state: 'forged', expectedState: 's' }],
});

describe('wechatLogin model', () => {
  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))(
    'exchanges a code only with the state it issued, and binds only with a unionId: %s',
    (_, path) => {
      const snapshot = replayPath(wechatLoginMachine, path).getSnapshot();
      const input = path.input as { state?: string; expectedState?: string };
      if (input.state !== input.expectedState) expect(['exchanging', 'succeeded', 'binding']).not.toContain(snapshot.value);
      expect(snapshot.context.unionId !== null).toBe(snapshot.value === 'binding');
    },
  );

  it('covers every state and transition', () => {
    expectFullCoverage('wechatLogin', wechatLoginMachine, paths);
  });
});
