import { modelPaths } from './testing/modelCoverage.ts';
import { giftMachine, type GiftClaim, type GiftEvent } from './gift.machine.ts';

// The model of the gift flow, shared by its unit model test and the paths replayed in the browser.
export const modelClaim: GiftClaim = { phone: '13600000001', code: '123456', agentNumber: 'A10001', promoter: '', inviteId: '', buyId: 'BUY2026110001' };

const events = (snapshot: { value: unknown }): GiftEvent[] => {
  const key = JSON.stringify(snapshot.value);
  const fixtures: Record<string, object[]> = {
    '"checking"': [
      { type: 'xstate.done.actor.checkGift', output: true },
      { type: 'xstate.error.actor.checkGift', error: new Error('该会员卡已被领取，每张卡只能领取一次') },
    ],
    '{"form":"submitting"}': [
      { type: 'xstate.done.actor.claimGift', output: { memberType: 'MONTH_CARD', memberUntil: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString() } },
      { type: 'xstate.error.actor.claimGift', error: new Error('验证码错误') },
    ],
  };
  return [{ type: 'START' }, { type: 'SUBMIT', claim: modelClaim }, ...(fixtures[key] ?? [])] as GiftEvent[];
};

/** Type 1 skips the check; types 2 and 3 take it. Together they take every edge. */
export const giftPaths = () => modelPaths(giftMachine, { events, inputs: [{ giftType: 1 }, { giftType: 2 }, { giftType: 3 }] });
