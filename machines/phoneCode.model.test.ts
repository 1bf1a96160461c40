import { describe, expect, it } from 'vitest';
import { expectFullCoverage } from './testing/expectFullCoverage.ts';
import { replayPath } from './testing/modelCoverage.ts';
import { phoneCodeLabel, phoneCodeMachine } from './phoneCode.machine.ts';
import { phoneCodePaths } from './phoneCode.model.ts';

const paths = phoneCodePaths();

const expectedLabel: Record<string, RegExp> = {
  idle: /^获取验证码$/,
  sending: /^发送中$/,
  countingDown: /^剩余([1-9]|[1-9]\d|1[01]\d|120)秒$/,
  resend: /^重新发送$/,
};

describe('phoneCode model', () => {
  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))(
    'shows the label of the state it reaches: %s',
    (_, path) => {
      const snapshot = replayPath(phoneCodeMachine, path).getSnapshot();
      expect(phoneCodeLabel(snapshot)).toMatch(expectedLabel[snapshot.value as string]);
    },
  );

  it('covers every state and transition', () => {
    expectFullCoverage('phoneCode', phoneCodeMachine, paths);
  });
});
