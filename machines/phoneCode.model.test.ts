import { describe, expect, it } from 'vitest';
import { formatCoverage, modelCoverage, modelPaths, replayPath } from './testing/modelCoverage.ts';
import { COUNTDOWN_MS, phoneCodeLabel, phoneCodeMachine, type PhoneCodeEvent } from './phoneCode.machine.ts';

// The user's press everywhere, plus fixtures for the send call and the timers where they can happen
// (an unhandled xstate.error.actor event is an error in XState 5, so fixtures go only where they apply).
const events = (snapshot: { value: unknown }): PhoneCodeEvent[] => {
  const fixtures: Record<string, object[]> = {
    sending: [
      { type: 'xstate.done.actor.0.phoneCode.sending', output: true },
      { type: 'xstate.error.actor.0.phoneCode.sending', error: new Error('发送失败') },
    ],
    countingDown: [{ type: 'xstate.after.tick.phoneCode.countingDown' }, { type: 'xstate.after.untilDeadline.phoneCode.countingDown' }],
  };
  return [{ type: 'SEND' }, ...(fixtures[snapshot.value as string] ?? [])] as PhoneCodeEvent[];
};

const paths = modelPaths(phoneCodeMachine, {
  events,
  inputs: [{}, { deadline: Date.now() + COUNTDOWN_MS }],
});

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
    const coverage = modelCoverage(phoneCodeMachine, paths);
    console.log(formatCoverage('phoneCode', coverage));
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
