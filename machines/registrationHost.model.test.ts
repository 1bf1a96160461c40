import { describe, expect, it } from 'vitest';
import { expectFullCoverage } from './testing/expectFullCoverage.ts';
import { replayPath } from './testing/modelCoverage.ts';
import { hostCheckMessage, registrationHostMachine } from './registrationHost.machine.ts';
import { registrationHostPaths } from './registrationHost.model.ts';

const paths = registrationHostPaths();

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
