import { describe, expect, it } from 'vitest';
import { expectFullCoverage } from './testing/expectFullCoverage.ts';
import { modelPaths, replayPath } from './testing/modelCoverage.ts';
import { hostCheckMessage, registrationHostMachine, type HostCheckEvent } from './registrationHost.machine.ts';

const typed = ['', 'shop1', 'myshop'];

const events = (snapshot: { value: unknown }): HostCheckEvent[] => {
  const fixtures: Record<string, object[]> = {
    waiting: [{ type: 'xstate.after.debounce.registrationHost.waiting' }],
    checking: [
      { type: 'xstate.done.actor.isHostTaken', output: true },
      { type: 'xstate.done.actor.isHostTaken', output: false },
      { type: 'xstate.error.actor.isHostTaken', error: new Error('网络连接失败，请检查网络后重试') },
    ],
  };
  return [
    ...typed.map((host) => ({ type: 'HOST_CHANGED', host })),
    { type: 'CLEAR' },
    ...(fixtures[snapshot.value as string] ?? []),
  ] as HostCheckEvent[];
};

const paths = modelPaths(registrationHostMachine, { events });

const expectedMessage: Record<string, RegExp | null> = {
  untouched: null,
  invalid: /^(请填写域名前缀|请输入纯字母域名)$/,
  waiting: null,
  checking: null,
  available: null,
  taken: /^产品域名已被占用$/,
  unknown: null,
};

describe('registrationHost model', () => {
  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))(
    'shows the message of the state it reaches: %s',
    (_, path) => {
      const snapshot = replayPath(registrationHostMachine, path).getSnapshot();
      const expected = expectedMessage[snapshot.value as string];
      if (expected === null) expect(hostCheckMessage(snapshot)).toBeNull();
      else expect(hostCheckMessage(snapshot)).toMatch(expected);
    },
  );

  it('covers every state and transition', () => {
    expectFullCoverage('registrationHost', registrationHostMachine, paths);
  });
});
