import { describe, expect, it } from 'vitest';
import { expectFullCoverage } from './testing/expectFullCoverage.ts';
import { replayPath } from './testing/modelCoverage.ts';
import { NO_RECIPIENTS } from '../src/rules/recipients.ts';
import { sendSmsMachine } from './sendSms.machine.ts';
import { sendSmsPaths } from './sendSms.model.ts';

const paths = sendSmsPaths();

describe('sendSms model', () => {
  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))(
    'keeps what it learnt consistent with the state it reaches: %s',
    (_, path) => {
      const { value, context } = replayPath(sendSmsMachine, path).getSnapshot();
      if (value === 'confirming' || value === 'insufficient') expect(context.check).not.toBeNull();
      if (value === 'insufficient') expect(context.check!.cost).toBeGreaterThan(context.check!.remaining);
      if (value === 'sent') expect(context.results.length).toBeGreaterThan(0);
      if (value === 'composing' && context.check?.valid.length === 0) expect(context.error).toBe(NO_RECIPIENTS);
    },
  );

  it('covers every state and transition', () => {
    expectFullCoverage('sendSms', sendSmsMachine, paths);
  });
});
