import { describe, expect, it } from 'vitest';
import { formatCoverage, modelCoverage, modelPaths, replayPath } from './testing/modelCoverage.ts';
import { giftMachine, type GiftClaim, type GiftEvent } from './gift.machine.ts';

const claim: GiftClaim = { phone: '13600000001', code: '123456', agentNumber: 'A10001', promoter: '', inviteId: '', buyId: 'BUY2026110001' };

const events = (snapshot: { value: unknown }): GiftEvent[] => {
  const key = JSON.stringify(snapshot.value);
  const fixtures: Record<string, object[]> = {
    '"checking"': [
      { type: 'xstate.done.actor.checkGift', output: true },
      { type: 'xstate.error.actor.checkGift', error: new Error('该会员卡已被领取，每张卡只能领取一次') },
    ],
    '{"form":"submitting"}': [
      { type: 'xstate.done.actor.claimGift', output: { memberType: 'MONTH_CARD', memberUntil: '2026-12-22T01:00:00.000Z' } },
      { type: 'xstate.error.actor.claimGift', error: new Error('验证码错误') },
    ],
  };
  return [{ type: 'START' }, { type: 'SUBMIT', claim }, ...(fixtures[key] ?? [])] as GiftEvent[];
};

// Type 1 skips the check; types 2 and 3 take it. Together they take every edge.
const paths = modelPaths(giftMachine, { events, inputs: [{ giftType: 1 }, { giftType: 2 }, { giftType: 3 }] });

describe('gift model', () => {
  it.each(paths.map((path) => [`type ${(path.input as { giftType: number }).giftType}: ${path.steps.map((s) => s.event.type).join(' → ')}`, path] as const))(
    'reaches only the states its type allows: %s',
    (_, path) => {
      const snapshot = replayPath(giftMachine, path).getSnapshot();
      if (snapshot.context.giftType === 1) expect(snapshot.value).not.toBe('checking');
      const checked = path.steps.some((step) => (step.event.type as string) === 'xstate.done.actor.checkGift');
      if (snapshot.context.giftType !== 1 && snapshot.value !== 'intro' && snapshot.value !== 'checking') expect(checked).toBe(true);
      if (path.steps.at(-1)?.event.type.startsWith('xstate.error')) expect(snapshot.context.error).not.toBeNull();
    },
  );

  it('covers every state and transition', () => {
    const coverage = modelCoverage(giftMachine, paths);
    console.log(formatCoverage('gift', coverage));
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
