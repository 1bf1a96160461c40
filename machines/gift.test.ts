import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { GiftType } from '../src/rules/gift.ts';
import { giftMachine, type GiftClaim, type GiftOutcome } from './gift.machine.ts';

const claim: GiftClaim = { phone: '13600000001', code: '123456', agentNumber: 'A10001', promoter: 'P1001', inviteId: 'INV2026110001', buyId: '' };

const outcome: GiftOutcome = { memberType: 'TRIAL', memberUntil: '2026-11-29T01:00:00.000Z' };

function start(giftType: GiftType, options: { check?: () => Promise<unknown>; claimGift?: () => Promise<GiftOutcome> } = {}) {
  const failures: string[] = [];
  const busy: string[] = [];
  const checkGift = vi.fn<(args: { input: GiftType }) => Promise<unknown>>(options.check ?? (async () => true));
  const claimGift = vi.fn<(args: { input: { giftType: GiftType; claim: GiftClaim } }) => Promise<GiftOutcome>>(
    options.claimGift ?? (async () => outcome),
  );
  const machine = giftMachine.provide({
    actors: { checkGift: fromPromise(checkGift), claimGift: fromPromise(claimGift) },
    actions: { reportFailure: (_, message) => void failures.push(message), reportBusy: (_, message) => void busy.push(message) },
  });
  const actor = createActor(machine, { input: { giftType } }).start();
  return { actor, failures, busy, checkGift, claimGift };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('gift flow', () => {
  it('type 1 goes from the intro straight to the form, then to success', async () => {
    const { actor, checkGift, claimGift } = start(1);
    expect(actor.getSnapshot().value).toBe('intro');
    actor.send({ type: 'START' });
    expect(actor.getSnapshot().value).toEqual({ form: 'editing' });
    expect(checkGift).not.toHaveBeenCalled();
    actor.send({ type: 'SUBMIT', claim });
    await settle();
    expect(claimGift.mock.calls[0][0]).toMatchObject({ input: { giftType: 1, claim } });
    expect(actor.getSnapshot().value).toBe('success');
    expect(actor.getSnapshot().context.outcome).toEqual(outcome);
  });

  it.each([2, 3] as const)('type %i shows the form only after the check succeeds', async (giftType) => {
    const { actor, checkGift } = start(giftType);
    actor.send({ type: 'START' });
    expect(actor.getSnapshot().value).toBe('checking');
    await settle();
    expect(checkGift.mock.calls[0][0]).toMatchObject({ input: giftType });
    expect(actor.getSnapshot().value).toEqual({ form: 'editing' });
  });

  it('stays on the intro with the claim-failed message when the check fails', async () => {
    const { actor, failures } = start(2, { check: () => Promise.reject(new Error('邀请不存在，请向邀请人重新获取链接')) });
    actor.send({ type: 'START' });
    await settle();
    expect(actor.getSnapshot().value).toBe('intro');
    expect(failures).toEqual(['邀请不存在，请向邀请人重新获取链接']);
  });

  it("says '注册中' on a second submit while one is in flight, and sends only once", async () => {
    let finish: (value: GiftOutcome) => void = () => undefined;
    const { actor, busy, claimGift } = start(1, { claimGift: () => new Promise<GiftOutcome>((resolve) => (finish = resolve)) });
    actor.send({ type: 'START' });
    actor.send({ type: 'SUBMIT', claim });
    actor.send({ type: 'SUBMIT', claim });
    expect(busy).toEqual(['注册中']);
    expect(claimGift).toHaveBeenCalledTimes(1);
    finish(outcome);
    await settle();
    expect(actor.getSnapshot().value).toBe('success');
  });

  it('keeps the form with the server message when claiming fails, and may try again', async () => {
    let attempt = 0;
    const { actor, failures } = start(3, {
      claimGift: async () => {
        attempt += 1;
        if (attempt === 1) throw new Error('验证码错误');
        return outcome;
      },
    });
    actor.send({ type: 'START' });
    await settle();
    actor.send({ type: 'SUBMIT', claim });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ form: 'editing' });
    expect(failures).toEqual(['验证码错误']);
    actor.send({ type: 'SUBMIT', claim });
    await settle();
    expect(actor.getSnapshot().value).toBe('success');
  });
});
